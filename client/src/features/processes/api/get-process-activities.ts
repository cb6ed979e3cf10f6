import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

export const getProcessActivities = (processId: number) => get<ActivityDto[]>(`/1.2/profile/activities?act_prc_id=${processId}`)

/** The activities of one process, in sequence. */
export const processActivitiesQuery = (projectId: number, processId: number) =>
  queryOptions({ queryKey: [...queryKeys.project(projectId, "activities"), "process", processId] as const, queryFn: () => getProcessActivities(processId) })

export const useProcessActivities = (projectId: number, processId: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...processActivitiesQuery(projectId, processId), enabled: options.enabled ?? true })
