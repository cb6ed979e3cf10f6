/** @module Reordering processes and moving them between milestones: `PATCH /1.2/profile/processes` with the changed sequences. */
import type { ResequenceProcessesBody } from "@bimprofile/contracts/bodies/process-bodies"
import { useMutation } from "@tanstack/react-query"
import { patch } from "../../../lib/api-client"
import type { SeqChange } from "../move-in-plan"
import { useOptimisticPlanMove } from "./optimistic-plan-move"

/** A refusal (a process of that name in the target milestone) is toasted by the API client; the move is undone. */
export const moveProcesses = (changes: readonly SeqChange[]) => {
  const body: ResequenceProcessesBody = changes.map((change) => ({
    prc_id: change.id,
    prc_seq: change.seq,
    ...(change.parentId !== undefined && { prc_mst_id: change.parentId }),
  }))
  return patch<unknown>("/1.2/profile/processes", body)
}

export const useMoveProcesses = (projectId: number) => useMutation(useOptimisticPlanMove(projectId, moveProcesses))
