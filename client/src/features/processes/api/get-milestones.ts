import type { MilestoneDto } from "@bimprofile/contracts/dto/milestone-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

export const getMilestones = (projectId: number) => get<MilestoneDto[]>(`/1.2/profile/milestones?mst_pro_id=${projectId}`)

/** A project's milestones (without nesting): the groups of the process list and the targets of dialogs. */
export const milestonesQuery = (projectId: number) =>
  queryOptions({ queryKey: [...queryKeys.project(projectId, "milestones"), "for-processes"] as const, queryFn: () => getMilestones(projectId) })

export const useMilestones = (projectId: number) => useQuery(milestonesQuery(projectId))
