/**
 * @module The one rule of ordering on the dashboard, without I/O: move a milestone (to a phase) or a
 * process (to a milestone) to a position, renumber the groups it left and entered from 1 (spec §4
 * "Sequence ordering"), and name exactly the items whose sequence or parent changed — the list PATCH
 * sends those and nothing else.
 */
import { findMilestone, findProcess, type Plan, type PlanMilestone, type PlanPhase, type PlanProcess } from "./plan-model"

/** `toIndex` is the item's position in the target group once it is there (0 = first; clamped). */
export type PlanMove =
  | { readonly kind: "milestone"; readonly id: number; readonly toPhaseId: number; readonly toIndex: number }
  | { readonly kind: "process"; readonly id: number; readonly toMilestoneId: number; readonly toIndex: number }

/** A new sequence; `parentId` (phase or milestone) only for the item that changed group. */
export type SeqChange = { readonly id: number; readonly seq: number; readonly parentId?: number }

export type MoveResult = { readonly plan: Plan; readonly changes: readonly SeqChange[] }

type Sequenced = { readonly id: number; readonly seq: number }

const insertAt = <T>(items: readonly T[], index: number, item: T): T[] => {
  const at = Math.min(Math.max(index, 0), items.length)
  return [...items.slice(0, at), item, ...items.slice(at)]
}

const sameOrder = (a: readonly Sequenced[], b: readonly Sequenced[]) => a.length === b.length && a.every((item, index) => item.id === b[index]?.id)

/** Sequences 1…n in list order; records a change for every item whose sequence (or parent) moved. */
const renumber = <T extends Sequenced>(items: readonly T[], changes: SeqChange[], moved?: { id: number; parentId: number }): T[] =>
  items.map((item, index) => {
    const seq = index + 1
    const changedParent = moved?.id === item.id
    if (item.seq !== seq || changedParent) changes.push(changedParent ? { id: item.id, seq, parentId: moved.parentId } : { id: item.id, seq })
    return item.seq === seq ? item : { ...item, seq }
  })

/** The plan after the move and the changed sequences; null when the item or target is unknown or nothing moves. */
export const moveInPlan = (plan: Plan, move: PlanMove): MoveResult | null =>
  move.kind === "milestone" ? moveMilestone(plan, move) : moveProcess(plan, move)

const moveMilestone = (plan: Plan, move: Extract<PlanMove, { kind: "milestone" }>): MoveResult | null => {
  const from = findMilestone(plan, move.id)
  const target = plan.phases.find((phase) => phase.id === move.toPhaseId)
  if (!from || !target) return null
  const changes: SeqChange[] = []
  const samePhase = from.phase.id === target.id
  const left = from.phase.milestones.filter((milestone) => milestone.id !== move.id)
  const moved: PlanMilestone = samePhase ? from.milestone : { ...from.milestone, phaseId: target.id }
  const entered = insertAt(samePhase ? left : target.milestones, move.toIndex, moved)
  if (samePhase && sameOrder(entered, from.phase.milestones)) return null
  const groups = new Map<number, PlanMilestone[]>()
  if (!samePhase) groups.set(from.phase.id, renumber(left, changes))
  groups.set(target.id, renumber(entered, changes, samePhase ? undefined : { id: move.id, parentId: target.id }))
  const phases = plan.phases.map((phase): PlanPhase => {
    const milestones = groups.get(phase.id)
    return milestones ? { ...phase, milestones } : phase
  })
  return { plan: { ...plan, phases }, changes }
}

const moveProcess = (plan: Plan, move: Extract<PlanMove, { kind: "process" }>): MoveResult | null => {
  const from = findProcess(plan, move.id)
  const target = findMilestone(plan, move.toMilestoneId)?.milestone
  if (!from || !target) return null
  const changes: SeqChange[] = []
  const sameMilestone = from.milestone.id === target.id
  const left = from.milestone.processes.filter((process) => process.id !== move.id)
  const moved: PlanProcess = sameMilestone ? from.process : { ...from.process, milestoneId: target.id }
  const entered = insertAt(sameMilestone ? left : target.processes, move.toIndex, moved)
  if (sameMilestone && sameOrder(entered, from.milestone.processes)) return null
  const groups = new Map<number, PlanProcess[]>()
  if (!sameMilestone) groups.set(from.milestone.id, renumber(left, changes))
  groups.set(target.id, renumber(entered, changes, sameMilestone ? undefined : { id: move.id, parentId: target.id }))
  const phases = plan.phases.map((phase): PlanPhase => {
    if (!phase.milestones.some((milestone) => groups.has(milestone.id))) return phase
    return {
      ...phase,
      milestones: phase.milestones.map((milestone) => {
        const processes = groups.get(milestone.id)
        return processes ? { ...milestone, processes } : milestone
      }),
    }
  })
  return { plan: { ...plan, phases }, changes }
}
