/**
 * @module Which move a gesture stands for: a keyboard step (Alt+arrows), a menu entry ("move to phase X",
 * "move to milestone Y") or a drop before a shown position. Each returns a `PlanMove` for `moveInPlan`,
 * or null when there is nowhere to go (first, last, no neighbouring phase or milestone).
 */
import type { PlanMove } from "./move-in-plan"
import { findMilestone, findProcess, milestonesInOrder, type Plan } from "./plan-model"

export type PlanItem = { readonly kind: "milestone" | "process"; readonly id: number }

/** up/down: within the group; previous/next: to the neighbouring phase (milestone) or milestone (process). */
export type MoveDirection = "up" | "down" | "previous" | "next"

export const stepMove = (plan: Plan, item: PlanItem, direction: MoveDirection): PlanMove | null => {
  if (item.kind === "milestone") {
    const at = findMilestone(plan, item.id)
    if (!at) return null
    const count = at.phase.milestones.length
    if (direction === "up") return at.index > 0 ? { kind: "milestone", id: item.id, toPhaseId: at.phase.id, toIndex: at.index - 1 } : null
    if (direction === "down") return at.index < count - 1 ? { kind: "milestone", id: item.id, toPhaseId: at.phase.id, toIndex: at.index + 1 } : null
    // Backwards lands last in the earlier phase, forwards first in the later one: the plan's order holds.
    const phase = plan.phases[at.phaseIndex + (direction === "previous" ? -1 : 1)]
    if (!phase) return null
    return { kind: "milestone", id: item.id, toPhaseId: phase.id, toIndex: direction === "previous" ? phase.milestones.length : 0 }
  }
  const at = findProcess(plan, item.id)
  if (!at) return null
  const count = at.milestone.processes.length
  if (direction === "up") return at.index > 0 ? { kind: "process", id: item.id, toMilestoneId: at.milestone.id, toIndex: at.index - 1 } : null
  if (direction === "down") return at.index < count - 1 ? { kind: "process", id: item.id, toMilestoneId: at.milestone.id, toIndex: at.index + 1 } : null
  const milestones = milestonesInOrder(plan)
  const milestone = milestones[milestones.findIndex((m) => m.id === at.milestone.id) + (direction === "previous" ? -1 : 1)]
  if (!milestone) return null
  return { kind: "process", id: item.id, toMilestoneId: milestone.id, toIndex: direction === "previous" ? milestone.processes.length : 0 }
}

/** A menu's "move to phase / milestone": appended at the end of that group; null for its own group. */
export const moveToGroup = (plan: Plan, item: PlanItem, groupId: number): PlanMove | null => {
  if (item.kind === "milestone") {
    const phase = plan.phases.find((p) => p.id === groupId)
    if (!phase || findMilestone(plan, item.id)?.phase.id === groupId) return null
    return { kind: "milestone", id: item.id, toPhaseId: groupId, toIndex: phase.milestones.length }
  }
  const milestone = findMilestone(plan, groupId)?.milestone
  if (!milestone || findProcess(plan, item.id)?.milestone.id === groupId) return null
  return { kind: "process", id: item.id, toMilestoneId: groupId, toIndex: milestone.processes.length }
}

/**
 * A drop before the item shown at `beforeIndex` of a group (its length: at the end). The dragged item
 * still shows in its own group, so a drop further down that group lands one position higher.
 */
export const dropMove = (plan: Plan, item: PlanItem, groupId: number, beforeIndex: number): PlanMove | null => {
  if (item.kind === "milestone") {
    const at = findMilestone(plan, item.id)
    if (!at || !plan.phases.some((phase) => phase.id === groupId)) return null
    const toIndex = at.phase.id === groupId && at.index < beforeIndex ? beforeIndex - 1 : beforeIndex
    return { kind: "milestone", id: item.id, toPhaseId: groupId, toIndex }
  }
  const at = findProcess(plan, item.id)
  if (!at || !findMilestone(plan, groupId)) return null
  const toIndex = at.milestone.id === groupId && at.index < beforeIndex ? beforeIndex - 1 : beforeIndex
  return { kind: "process", id: item.id, toMilestoneId: groupId, toIndex }
}
