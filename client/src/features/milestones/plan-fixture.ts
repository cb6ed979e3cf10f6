/** A small plan for the pure helpers' tests: phases of milestones of processes, given as nested ids. */
import type { Plan, PlanPhase } from "./plan-model"

/**
 * `planOf({ 1: { 11: [101, 102], 12: [] }, 2: {} })`: phase 1 holds milestones 11 and 12, 11 holds processes
 * 101 and 102. Object keys are numeric, so milestones are in ascending id order; sequences start at 1.
 */
export const planOf = (layout: Record<number, Record<number, readonly number[]>>): Plan => {
  const phases: PlanPhase[] = Object.entries(layout).map(([phaseId, milestones]) => ({
    id: Number(phaseId),
    name: `Phase ${phaseId}`,
    code: `phase-${phaseId}`,
    milestones: Object.entries(milestones).map(([milestoneId, processes], index) => ({
      id: Number(milestoneId),
      name: `Meilenstein ${milestoneId}`,
      desc: null,
      seq: index + 1,
      phaseId: Number(phaseId),
      processes: processes.map((processId, position) => ({
        id: processId,
        name: `Prozess ${processId}`,
        shortName: null,
        desc: null,
        seq: position + 1,
        milestoneId: Number(milestoneId),
        activityCount: 0,
      })),
    })),
  }))
  return { projectId: 1, projectName: "Test", phases, figures: { phases: phases.length, milestones: 0, processes: 0, activities: 0, roles: 0 } }
}

/** The plan's layout back as nested ids, with each item's seq and parent checked against its place. */
export const layoutOf = (plan: Plan) => {
  const layout: Record<number, Record<number, number[]>> = {}
  for (const phase of plan.phases) {
    layout[phase.id] = {}
    for (const [index, milestone] of phase.milestones.entries()) {
      if (milestone.seq !== index + 1 || milestone.phaseId !== phase.id) throw new Error(`milestone ${milestone.id} misplaced`)
      layout[phase.id]![milestone.id] = milestone.processes.map((process, position) => {
        if (process.seq !== position + 1 || process.milestoneId !== milestone.id) throw new Error(`process ${process.id} misplaced`)
        return process.id
      })
    }
  }
  return layout
}

/** The milestone ids of each phase, in order. */
export const milestoneOrder = (plan: Plan) => plan.phases.map((phase) => phase.milestones.map((milestone) => milestone.id))
