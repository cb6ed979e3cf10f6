/** @module Rules for processes: names unique within their milestone (on create, rename, move, copy, import). */
import { requirementsRemovedWith } from "../requirements/requirement-decisions"
import { foreignEntity, nameEmpty, notFound, processNameTaken } from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import { TreeWriter } from "../copy-trees"
import { isBlank, sameName } from "../names"
import { placedSeq, placeAt, resequenceFact, withoutId } from "@bimprofile/contracts/events/project/group-order"
import type { ChangeProcess, CopyProcess, CreateProcess, DeleteProcess, ResequenceProcesses } from "../project-commands"
import type { ProjectState } from "../project-state"
import { checkProjectLive } from "../projects/project-decisions"

type D = Decision<ProjectEvent>

/** Is `name` used by another process of `milestoneId`? `pending` holds names moved in by the same command. */
const nameTakenIn = (state: ProjectState, milestoneId: number, name: string, exceptId?: number) =>
  (state.processOrder.get(milestoneId) ?? []).some((id) => id !== exceptId && sameName(state.processes.get(id)!.name, name))

const checkName = (state: ProjectState, milestoneId: number, name: string, exceptId?: number): D | undefined => {
  if (isBlank(name)) return rejected(nameEmpty("process"))
  if (nameTakenIn(state, milestoneId, name, exceptId)) return rejected(processNameTaken(name.trim()))
  return undefined
}

export const createProcess = (cmd: CreateProcess, state: ProjectState, ids: IdSupply): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (!state.milestones.has(cmd.milestoneId)) return rejected(foreignEntity("milestone", cmd.milestoneId, "prc_mst_id"))
  const refused = checkName(state, cmd.milestoneId, cmd.name)
  if (refused) return refused
  const processId = ids.take("process")
  return accepted({
    type: "ProcessCreated",
    data: {
      processId,
      milestoneId: cmd.milestoneId,
      name: cmd.name.trim(),
      shortName: cmd.shortName,
      desc: cmd.desc,
      seq: placedSeq(state.processOrder.get(cmd.milestoneId) ?? [], processId, cmd.seq),
      copiedFromProcessId: null,
    },
  })
}

export const changeProcess = (cmd: ChangeProcess, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const process = state.processes.get(cmd.processId)
  if (!process) return rejected(notFound("process", cmd.processId))
  const processId = process.id
  const toMilestoneId = cmd.milestoneId ?? process.milestoneId
  if (!state.milestones.has(toMilestoneId)) return rejected(foreignEntity("milestone", toMilestoneId, "prc_mst_id"))
  const name = cmd.name ?? process.name
  const refused = checkName(state, toMilestoneId, name, processId)
  if (refused) return refused
  const events: ProjectEvent[] = []
  if (name.trim() !== process.name) events.push({ type: "ProcessRenamed", data: { processId, name: name.trim() } })
  if (cmd.shortName !== undefined && cmd.shortName !== process.shortName)
    events.push({ type: "ProcessShortNameChanged", data: { processId, shortName: cmd.shortName } })
  if (cmd.desc !== undefined && cmd.desc !== process.desc)
    events.push({ type: "ProcessDescriptionChanged", data: { processId, desc: cmd.desc } })
  if (toMilestoneId !== process.milestoneId) {
    events.push({
      type: "ProcessMoved",
      data: {
        processId,
        fromMilestoneId: process.milestoneId,
        toMilestoneId,
        seq: placedSeq(state.processOrder.get(toMilestoneId) ?? [], processId, cmd.seq),
      },
    })
  } else if (cmd.seq !== undefined) {
    const placements = resequenceFact(state.processOrder.get(toMilestoneId) ?? [], [{ id: processId, seq: cmd.seq }])
    if (placements) events.push({ type: "ProcessesResequenced", data: { milestoneId: toMilestoneId, placements } })
  }
  return accepted(...events)
}

export const resequenceProcesses = (cmd: ResequenceProcesses, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const orders = new Map<number, number[]>()
  const orderOf = (milestoneId: number) => {
    let order = orders.get(milestoneId)
    if (!order) orders.set(milestoneId, (order = [...(state.processOrder.get(milestoneId) ?? [])]))
    return order
  }
  const milestoneOf = new Map<number, number>()
  const events: ProjectEvent[] = []
  for (const item of cmd.items) {
    const process = state.processes.get(item.processId)
    if (!process) return rejected(foreignEntity("process", item.processId, "prc_id"))
    const from = milestoneOf.get(process.id) ?? process.milestoneId
    const to = item.milestoneId ?? from
    if (!state.milestones.has(to)) return rejected(foreignEntity("milestone", to, "prc_mst_id"))
    milestoneOf.set(process.id, to)
    if (to === from) continue
    const clash = orderOf(to).some((id) => id !== process.id && sameName(state.processes.get(id)!.name, process.name))
    if (clash) return rejected(processNameTaken(process.name))
    const toOrder = placeAt(orderOf(to), process.id)
    orders.set(from, withoutId(orderOf(from), process.id))
    orders.set(to, toOrder)
    events.push({ type: "ProcessMoved", data: { processId: process.id, fromMilestoneId: from, toMilestoneId: to, seq: toOrder.length } })
  }
  const byMilestone = new Map<number, { id: number; seq: number }[]>()
  for (const item of cmd.items) {
    const milestoneId = milestoneOf.get(item.processId)!
    byMilestone.set(milestoneId, [...(byMilestone.get(milestoneId) ?? []), { id: item.processId, seq: item.seq }])
  }
  for (const [milestoneId, pairs] of byMilestone) {
    const placements = resequenceFact(orderOf(milestoneId), pairs)
    if (placements) events.push({ type: "ProcessesResequenced", data: { milestoneId, placements } })
  }
  return accepted(...events)
}

export const deleteProcess = (cmd: DeleteProcess, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const process = state.processes.get(cmd.processId)
  if (!process) return rejected(notFound("process", cmd.processId))
  return accepted(
    ...requirementsRemovedWith(state, state.activityOrder.get(process.id) ?? []),
    { type: "ProcessDeleted", data: { processId: process.id, milestoneId: process.milestoneId } },
  )
}

export const copyProcess = (cmd: CopyProcess, state: ProjectState, ids: IdSupply): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (!state.milestones.has(cmd.milestoneId)) return rejected(foreignEntity("milestone", cmd.milestoneId, "prc_mst_id"))
  const refused = checkName(state, cmd.milestoneId, cmd.name)
  if (refused) return refused
  const writer = new TreeWriter(state, ids)
  writer.process(cmd.source, cmd.milestoneId, cmd.name.trim())
  return accepted(...writer.events)
}
