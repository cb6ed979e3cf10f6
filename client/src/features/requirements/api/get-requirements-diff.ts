/**
 * @module `GET /1.2/profile/requirements/diff?from_act_id=&to_act_id=` (or `from_mst_id=&to_mst_id=`): what
 * must be delivered additionally at one activity or milestone compared with another, what no longer, what changed.
 */
import type { RequirementDiffDto } from "@bimprofile/contracts/dto/requirement-dto"
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { requirementsKey } from "./get-requirements"

export type DiffSideKind = "activity" | "milestone"
export type DiffSide = { readonly kind: DiffSideKind; readonly id: number }

const param = { activity: "act", milestone: "mst" } as const

export const getRequirementsDiff = (from: DiffSide, to: DiffSide) =>
  get<RequirementDiffDto>(`/1.2/profile/requirements/diff?from_${param[from.kind]}_id=${from.id}&to_${param[to.kind]}_id=${to.id}`, { quiet: true })

export const requirementsDiffQuery = (projectId: number, from: DiffSide, to: DiffSide) =>
  queryOptions({
    queryKey: [...requirementsKey(projectId), "diff", from.kind, from.id, to.kind, to.id] as const,
    queryFn: () => getRequirementsDiff(from, to),
  })

/** Keeps the previous comparison on screen while the next one loads; off until both sides are chosen. */
export const useRequirementsDiff = (projectId: number, from: DiffSide | null, to: DiffSide | null) =>
  useQuery({
    ...requirementsDiffQuery(projectId, from ?? { kind: "activity", id: 0 }, to ?? { kind: "activity", id: 0 }),
    enabled: from !== null && to !== null,
    placeholderData: keepPreviousData,
  })
