/**
 * @module The milestone plan as the dashboard shows it: the project's phases in order, each with its
 * milestones in sequence, each with its processes in sequence, and the overview figures. Built once from
 * the 1.2 project read (`nested=phases-processes&statistics=true`); the wire names stay in `toPlan`.
 */
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"

export type PlanProcess = {
  readonly id: number
  readonly name: string
  readonly shortName: string | null
  readonly desc: string | null
  readonly seq: number
  readonly milestoneId: number
  readonly activityCount: number
}

export type PlanMilestone = {
  readonly id: number
  readonly name: string
  readonly desc: string | null
  readonly seq: number
  readonly phaseId: number
  readonly processes: readonly PlanProcess[]
}

export type PlanPhase = {
  readonly id: number
  readonly name: string
  readonly code: string
  readonly milestones: readonly PlanMilestone[]
}

export type PlanFigures = {
  readonly phases: number
  readonly milestones: number
  readonly processes: number
  readonly activities: number
  readonly roles: number
}

export type Plan = {
  readonly projectId: number
  readonly projectName: string
  readonly phases: readonly PlanPhase[]
  readonly figures: PlanFigures
}

const bySeq = <T extends { readonly seq: number; readonly id: number }>(a: T, b: T) => a.seq - b.seq || a.id - b.id

/** The plan of a project read with nested phases, milestones and processes (and statistics). */
export const toPlan = (project: ProjectDto): Plan => {
  const phases: PlanPhase[] = [...(project.pro_pha_nested ?? [])]
    .sort((a, b) => a.pha_phase_code_seq - b.pha_phase_code_seq || a.pha_id - b.pha_id)
    .map((phase) => ({
      id: phase.pha_id,
      name: phase.pha_name,
      code: phase.pha_phase_code_code,
      milestones: (phase.pha_mst_nested ?? [])
        .map(
          (milestone): PlanMilestone => ({
            id: milestone.mst_id,
            name: milestone.mst_name,
            desc: milestone.mst_desc,
            seq: milestone.mst_seq,
            phaseId: phase.pha_id,
            processes: (milestone.mst_prc_nested ?? [])
              .map(
                (process): PlanProcess => ({
                  id: process.prc_id,
                  name: process.prc_name,
                  shortName: process.prc_short_name,
                  desc: process.prc_desc,
                  seq: process.prc_seq,
                  milestoneId: milestone.mst_id,
                  activityCount: process.prc_act_count ?? process.prc_act_nested?.length ?? 0,
                }),
              )
              .sort(bySeq),
          }),
        )
        .sort(bySeq),
    }))
  const milestones = phases.flatMap((phase) => phase.milestones)
  const processes = milestones.flatMap((milestone) => milestone.processes)
  return {
    projectId: project.pro_id,
    projectName: project.pro_name,
    phases,
    figures: {
      phases: project.pro_pha_count ?? phases.length,
      milestones: project.pro_mst_count ?? milestones.length,
      processes: project.pro_prc_count ?? processes.length,
      activities: project.pro_act_count ?? processes.reduce((sum, process) => sum + process.activityCount, 0),
      roles: project.pro_rop_count ?? project.role_count,
    },
  }
}

/** Every milestone of the plan in plan order (phase by phase, then by sequence). */
export const milestonesInOrder = (plan: Plan): PlanMilestone[] => plan.phases.flatMap((phase) => phase.milestones)

export type MilestoneLocation = { readonly phase: PlanPhase; readonly phaseIndex: number; readonly milestone: PlanMilestone; readonly index: number }
export type ProcessLocation = { readonly milestone: PlanMilestone; readonly process: PlanProcess; readonly index: number }

export const findMilestone = (plan: Plan, milestoneId: number): MilestoneLocation | undefined => {
  for (const [phaseIndex, phase] of plan.phases.entries()) {
    const index = phase.milestones.findIndex((milestone) => milestone.id === milestoneId)
    const milestone = phase.milestones[index]
    if (milestone) return { phase, phaseIndex, milestone, index }
  }
  return undefined
}

export const findProcess = (plan: Plan, processId: number): ProcessLocation | undefined => {
  for (const milestone of milestonesInOrder(plan)) {
    const index = milestone.processes.findIndex((process) => process.id === processId)
    const process = milestone.processes[index]
    if (process) return { milestone, process, index }
  }
  return undefined
}
