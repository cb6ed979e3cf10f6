/** @module Reordering milestones and moving them between phases: `PATCH /1.2/profile/milestones` with the changed sequences. */
import type { ResequenceMilestonesBody } from "@bimprofile/contracts/bodies/milestone-bodies"
import { useMutation } from "@tanstack/react-query"
import { patch } from "../../../lib/api-client"
import type { SeqChange } from "../move-in-plan"
import { useOptimisticPlanMove } from "./optimistic-plan-move"

/** A refusal (e.g. a name already used in the target) is toasted by the API client; the move is undone. */
export const moveMilestones = (changes: readonly SeqChange[]) => {
  const body: ResequenceMilestonesBody = changes.map((change) => ({
    mst_id: change.id,
    mst_seq: change.seq,
    ...(change.parentId !== undefined && { mst_pha_id: change.parentId }),
  }))
  return patch<unknown>("/1.2/profile/milestones", body)
}

export const useMoveMilestones = (projectId: number) => useMutation(useOptimisticPlanMove(projectId, moveMilestones))
