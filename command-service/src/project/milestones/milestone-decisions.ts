/** @module Rules for milestones: names unique in the project, order per phase from 1, delete only when empty. */
import { requirementsRemovedWith } from "../requirements/requirement-decisions"
import {
  foreignEntity,
  milestoneNameTaken,
  milestoneNotEmpty,
  nameEmpty,
  notFound,
} from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import { TreeWriter } from "../copy-trees"
import { isBlank, nameTakenAmong } from "../names"
import { placedSeq, placeAt, resequenceFact, withoutId } from "@bimprofile/contracts/events/project/group-order"
import type { ChangeMilestone, CopyMilestone, CreateMilestone, DeleteMilestone, ResequenceMilestones } from "../project-commands"
import type { ProjectState } from "../project-state"
import { checkProjectLive } from "../projects/project-decisions"

type D = Decision<ProjectEvent>

const checkName = (state: ProjectState, name: string, exceptId?: number): D | undefined => {
  if (isBlank(name)) return rejected(nameEmpty("milestone"))
  if (nameTakenAmong(name, state.milestones.values(), exceptId)) return rejected(milestoneNameTaken(name.trim()))
  return undefined
}

export const createMilestone = (cmd: CreateMilestone, state: ProjectState, ids: IdSupply): D => {
  const refused = checkProjectLive(state) ?? checkName(state, cmd.name)
  if (refused) return refused
  if (!state.phases.has(cmd.phaseId)) return rejected(foreignEntity("phase", cmd.phaseId, "mst_pha_id"))
  const milestoneId = ids.take("milestone")
  const seq = placedSeq(state.milestoneOrder.get(cmd.phaseId) ?? [], milestoneId, cmd.seq)
  return accepted({
    type: "MilestoneCreated",
    data: { milestoneId, phaseId: cmd.phaseId, name: cmd.name.trim(), desc: cmd.desc, seq },
  })
}

export const changeMilestone = (cmd: ChangeMilestone, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const milestone = state.milestones.get(cmd.milestoneId)
  if (!milestone) return rejected(notFound("milestone", cmd.milestoneId))
  const events: ProjectEvent[] = []
  const milestoneId = milestone.id
  if (cmd.name !== undefined) {
    const refused = checkName(state, cmd.name, milestoneId)
    if (refused) return refused
    if (cmd.name.trim() !== milestone.name) events.push({ type: "MilestoneRenamed", data: { milestoneId, name: cmd.name.trim() } })
  }
  if (cmd.desc !== undefined && cmd.desc !== milestone.desc)
    events.push({ type: "MilestoneDescriptionChanged", data: { milestoneId, desc: cmd.desc } })
  const toPhaseId = cmd.phaseId ?? milestone.phaseId
  if (!state.phases.has(toPhaseId)) return rejected(foreignEntity("phase", toPhaseId, "mst_pha_id"))
  if (toPhaseId !== milestone.phaseId) {
    events.push({
      type: "MilestoneMoved",
      data: {
        milestoneId,
        fromPhaseId: milestone.phaseId,
        toPhaseId,
        seq: placedSeq(state.milestoneOrder.get(toPhaseId) ?? [], milestoneId, cmd.seq),
      },
    })
  } else if (cmd.seq !== undefined) {
    const placements = resequenceFact(state.milestoneOrder.get(toPhaseId) ?? [], [{ id: milestoneId, seq: cmd.seq }])
    if (placements) events.push({ type: "MilestonesResequenced", data: { phaseId: toPhaseId, placements } })
  }
  return accepted(...events)
}

/** The list form: moves first (appended to the target phase), then each touched phase takes the given order. */
export const resequenceMilestones = (cmd: ResequenceMilestones, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const orders = new Map<number, number[]>()
  const orderOf = (phaseId: number) => {
    let order = orders.get(phaseId)
    if (!order) orders.set(phaseId, (order = [...(state.milestoneOrder.get(phaseId) ?? [])]))
    return order
  }
  const phaseOf = new Map<number, number>()
  const events: ProjectEvent[] = []
  for (const item of cmd.items) {
    const milestone = state.milestones.get(item.milestoneId)
    if (!milestone) return rejected(foreignEntity("milestone", item.milestoneId, "mst_id"))
    const from = phaseOf.get(milestone.id) ?? milestone.phaseId
    const to = item.phaseId ?? from
    if (!state.phases.has(to)) return rejected(foreignEntity("phase", to, "mst_pha_id"))
    phaseOf.set(milestone.id, to)
    if (to === from) continue
    const toOrder = placeAt(orderOf(to), milestone.id)
    orders.set(from, withoutId(orderOf(from), milestone.id))
    orders.set(to, toOrder)
    events.push({ type: "MilestoneMoved", data: { milestoneId: milestone.id, fromPhaseId: from, toPhaseId: to, seq: toOrder.length } })
  }
  const byPhase = new Map<number, { id: number; seq: number }[]>()
  for (const item of cmd.items) {
    const phaseId = phaseOf.get(item.milestoneId)!
    byPhase.set(phaseId, [...(byPhase.get(phaseId) ?? []), { id: item.milestoneId, seq: item.seq }])
  }
  for (const [phaseId, pairs] of byPhase) {
    const placements = resequenceFact(orderOf(phaseId), pairs)
    if (placements) events.push({ type: "MilestonesResequenced", data: { phaseId, placements } })
  }
  return accepted(...events)
}

/** The events that remove a milestone with its processes (and their activities). */
export const deleteMilestoneEvents = (state: ProjectState, milestoneId: number): ProjectEvent[] => {
  const milestone = state.milestones.get(milestoneId)!
  const events: ProjectEvent[] = []
  for (const processId of state.processOrder.get(milestoneId) ?? [])
    events.push(...requirementsRemovedWith(state, state.activityOrder.get(processId) ?? []), { type: "ProcessDeleted", data: { processId, milestoneId } })
  events.push({ type: "MilestoneDeleted", data: { milestoneId, phaseId: milestone.phaseId } })
  return events
}

export const deleteMilestone = (cmd: DeleteMilestone, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (!state.milestones.has(cmd.milestoneId)) return rejected(notFound("milestone", cmd.milestoneId))
  const processes = state.processOrder.get(cmd.milestoneId)?.length ?? 0
  if (processes > 0 && !cmd.cascade) return rejected(milestoneNotEmpty(processes))
  return accepted(...deleteMilestoneEvents(state, cmd.milestoneId))
}

export const copyMilestone = (cmd: CopyMilestone, state: ProjectState, ids: IdSupply): D => {
  const refused = checkProjectLive(state) ?? checkName(state, cmd.name)
  if (refused) return refused
  if (!state.phases.has(cmd.phaseId)) return rejected(foreignEntity("phase", cmd.phaseId, "mst_pha_id"))
  const writer = new TreeWriter(state, ids)
  writer.milestone(cmd.source, cmd.phaseId, cmd.name.trim())
  return accepted(...writer.events)
}
