/** @module `GET /1.2/profile/activities?act_pro_id=`: all activities of a project (counts, searches, a role's links). */
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../lib/api-client"
import { queryKeys } from "../../lib/query-keys"

export const getProjectActivities = (projectId: number) => get<ActivityDto[]>(`/1.2/profile/activities?act_pro_id=${projectId}`)

export const projectActivitiesQuery = (projectId: number) =>
  queryOptions({ queryKey: [...queryKeys.project(projectId, "activities"), "all"] as const, queryFn: () => getProjectActivities(projectId) })

export const useProjectActivities = (projectId: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...projectActivitiesQuery(projectId), enabled: options.enabled ?? true })
