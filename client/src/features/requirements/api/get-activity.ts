/** @module `GET /1.2/profile/activities/{id}`: one activity; an unknown id answers 404, which its page shows itself. */
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

export const getActivity = (activityId: number) => get<ActivityDto>(`/1.2/profile/activities/${activityId}`, { allowNotFound: true })

export const activityQuery = (projectId: number, activityId: number) =>
  queryOptions({ queryKey: [...queryKeys.project(projectId, "activities"), "one", activityId] as const, queryFn: () => getActivity(activityId) })

export const useActivity = (projectId: number, activityId: number) => useQuery(activityQuery(projectId, activityId))
