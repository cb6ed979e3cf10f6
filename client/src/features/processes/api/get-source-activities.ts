import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

/** Quiet: a failure shows in the import dialog, not as a page change. */
export const getSourceActivities = (processId: number) => get<ActivityDto[]>(`/1.2/profile/activities?act_prc_id=${processId}`, { quiet: true })

/** The activities of the process an activity import takes from. */
export const sourceActivitiesQuery = (projectId: number, processId: number) =>
  queryOptions({ queryKey: [...queryKeys.project(projectId, "activities"), "import-source", processId] as const, queryFn: () => getSourceActivities(processId) })

export const useSourceActivities = (projectId: number | null, processId: number | null) =>
  useQuery({ ...sourceActivitiesQuery(projectId ?? 0, processId ?? 0), enabled: projectId !== null && processId !== null })
