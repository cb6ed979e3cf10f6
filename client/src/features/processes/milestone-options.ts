/** @module The milestones of a project as select options, in plan order and named with their phase. */
import type { MilestoneDto } from "@bimprofile/contracts/dto/milestone-dto"
import type { PhaseDto } from "@bimprofile/contracts/dto/phase-dto"

export type Option = { readonly value: string; readonly label: string }

/** "Phase › Milestone" for each milestone, phases in their fixed order, then by sequence. */
export const milestoneOptions = (
  phases: readonly PhaseDto[] | undefined,
  milestones: readonly MilestoneDto[] | undefined,
  phaseLabel: (phase: PhaseDto) => string,
): Option[] => {
  const phaseById = new Map((phases ?? []).map((phase) => [phase.pha_id, phase]))
  const order = (milestone: MilestoneDto) => phaseById.get(milestone.mst_pha_id)?.pha_phase_code_seq ?? Number.MAX_SAFE_INTEGER
  return [...(milestones ?? [])]
    .sort((a, b) => order(a) - order(b) || a.mst_seq - b.mst_seq || a.mst_id - b.mst_id)
    .map((milestone) => {
      const phase = phaseById.get(milestone.mst_pha_id)
      return { value: String(milestone.mst_id), label: phase ? `${phaseLabel(phase)} › ${milestone.mst_name}` : milestone.mst_name }
    })
}

/** The processes of a project as select options ("Milestone › Process"), in plan order as the API sends them. */
export const processOptions = (processes: readonly { prc_id: number; prc_name: string; prc_mst_name: string }[] | undefined): Option[] =>
  (processes ?? []).map((process) => ({ value: String(process.prc_id), label: `${process.prc_mst_name} › ${process.prc_name}` }))
