/**
 * @module `GET /1.2/profile/requirements?req_act_id=`: an activity's requirements, in the order added, under the
 * project's requirements kind (an activity's deletion removes its requirements, so its notice names them too).
 */
import type { RequirementDto } from "@bimprofile/contracts/dto/requirement-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

/** Every requirement answer of a project (lists and diffs). */
export const requirementsKey = (projectId: number) => queryKeys.project(projectId, "requirements")

export const getRequirements = (activityId: number) => get<RequirementDto[]>(`/1.2/profile/requirements?req_act_id=${activityId}`)

export const requirementsQuery = (projectId: number, activityId: number) =>
  queryOptions({ queryKey: [...requirementsKey(projectId), "activity", activityId] as const, queryFn: () => getRequirements(activityId) })

export const useRequirements = (projectId: number, activityId: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...requirementsQuery(projectId, activityId), enabled: options.enabled ?? true })
