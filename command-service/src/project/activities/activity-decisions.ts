/** @module Rules for activities: names unique within their process; provider and receiver roles of the project. */
import { requirementsRemovedWith } from "../requirements/requirement-decisions"
import { activityNameTaken, foreignEntity, nameEmpty, notFound } from "@bimprofile/contracts/errors/domain-errors"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { accepted, type Decision, type IdSupply, rejected } from "../../shared/decision"
import { TreeWriter } from "../copy-trees"
import { isBlank, sameName } from "../names"
import { placedSeq, placeAt, resequenceFact, withoutId } from "@bimprofile/contracts/events/project/group-order"
import type { ChangeActivity, CopyActivity, CreateActivity, DeleteActivity, ResequenceActivities } from "../project-commands"
import type { ProjectState } from "../project-state"
import { checkProjectLive } from "../projects/project-decisions"

type D = Decision<ProjectEvent>

const checkName = (state: ProjectState, processId: number, name: string, exceptId?: number): D | undefined => {
  if (isBlank(name)) return rejected(nameEmpty("activity"))
  const taken = (state.activityOrder.get(processId) ?? []).some(
    (id) => id !== exceptId && sameName(state.activities.get(id)!.name, name),
  )
  return taken ? rejected(activityNameTaken(name.trim())) : undefined
}

const checkRoles = (state: ProjectState, provider: number | null, receiver: number | null): D | undefined => {
  if (provider !== null && !state.roles.has(provider)) return rejected(foreignEntity("role", provider, "act_rop_provider_id"))
  if (receiver !== null && !state.roles.has(receiver)) return rejected(foreignEntity("role", receiver, "act_rop_receiver_id"))
  return undefined
}

export const createActivity = (cmd: CreateActivity, state: ProjectState, ids: IdSupply): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (!state.processes.has(cmd.processId)) return rejected(foreignEntity("process", cmd.processId, "act_prc_id"))
  const refused = checkName(state, cmd.processId, cmd.name) ?? checkRoles(state, cmd.providerRoleId, cmd.receiverRoleId)
  if (refused) return refused
  const activityId = ids.take("activity")
  return accepted({
    type: "ActivityCreated",
    data: {
      activityId,
      processId: cmd.processId,
      name: cmd.name.trim(),
      desc: cmd.desc,
      providerRoleId: cmd.providerRoleId,
      receiverRoleId: cmd.receiverRoleId,
      seq: placedSeq(state.activityOrder.get(cmd.processId) ?? [], activityId, cmd.seq),
    },
  })
}

export const changeActivity = (cmd: ChangeActivity, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const activity = state.activities.get(cmd.activityId)
  if (!activity) return rejected(notFound("activity", cmd.activityId))
  const activityId = activity.id
  const toProcessId = cmd.processId ?? activity.processId
  if (!state.processes.has(toProcessId)) return rejected(foreignEntity("process", toProcessId, "act_prc_id"))
  const name = cmd.name ?? activity.name
  const provider = cmd.providerRoleId === undefined ? activity.providerRoleId : cmd.providerRoleId
  const receiver = cmd.receiverRoleId === undefined ? activity.receiverRoleId : cmd.receiverRoleId
  const refused = checkName(state, toProcessId, name, activityId) ?? checkRoles(state, provider, receiver)
  if (refused) return refused
  const events: ProjectEvent[] = []
  if (name.trim() !== activity.name) events.push({ type: "ActivityRenamed", data: { activityId, name: name.trim() } })
  if (cmd.desc !== undefined && cmd.desc !== activity.desc)
    events.push({ type: "ActivityDescriptionChanged", data: { activityId, desc: cmd.desc } })
  if (provider !== activity.providerRoleId || receiver !== activity.receiverRoleId)
    events.push({ type: "ActivityRolesAssigned", data: { activityId, providerRoleId: provider, receiverRoleId: receiver } })
  if (toProcessId !== activity.processId) {
    events.push({
      type: "ActivityMoved",
      data: {
        activityId,
        fromProcessId: activity.processId,
        toProcessId,
        seq: placedSeq(state.activityOrder.get(toProcessId) ?? [], activityId, cmd.seq),
      },
    })
  } else if (cmd.seq !== undefined) {
    const placements = resequenceFact(state.activityOrder.get(toProcessId) ?? [], [{ id: activityId, seq: cmd.seq }])
    if (placements) events.push({ type: "ActivitiesResequenced", data: { processId: toProcessId, placements } })
  }
  return accepted(...events)
}

export const resequenceActivities = (cmd: ResequenceActivities, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  let working = state
  const events: ProjectEvent[] = []
  // Moves are decided one by one (each checks the name in its target), then the orders per process.
  for (const item of cmd.items) {
    const activity = working.activities.get(item.activityId)
    if (!activity) return rejected(foreignEntity("activity", item.activityId, "act_id"))
    if (item.processId === undefined || item.processId === activity.processId) continue
    const move = changeActivity({ type: "ChangeActivity", activityId: item.activityId, processId: item.processId }, working)
    if (!move.ok) return move
    events.push(...move.events)
    working = applyMoves(working, move.events)
  }
  const byProcess = new Map<number, { id: number; seq: number }[]>()
  for (const item of cmd.items) {
    const processId = item.processId ?? working.activities.get(item.activityId)!.processId
    byProcess.set(processId, [...(byProcess.get(processId) ?? []), { id: item.activityId, seq: item.seq }])
  }
  for (const [processId, pairs] of byProcess) {
    const placements = resequenceFact(working.activityOrder.get(processId) ?? [], pairs)
    if (placements) events.push({ type: "ActivitiesResequenced", data: { processId, placements } })
  }
  return accepted(...events)
}

/** A shallow copy of the state with ActivityMoved applied: enough for the next decision in the list. */
const applyMoves = (state: ProjectState, events: readonly ProjectEvent[]): ProjectState => {
  const next = { ...state, activities: new Map(state.activities), activityOrder: new Map(state.activityOrder) }
  for (const event of events) {
    if (event.type !== "ActivityMoved") continue
    const d = event.data
    next.activities.set(d.activityId, { ...next.activities.get(d.activityId)!, processId: d.toProcessId })
    next.activityOrder.set(d.fromProcessId, withoutId(next.activityOrder.get(d.fromProcessId) ?? [], d.activityId))
    next.activityOrder.set(d.toProcessId, placeAt(next.activityOrder.get(d.toProcessId) ?? [], d.activityId, d.seq))
  }
  return next
}

export const deleteActivity = (cmd: DeleteActivity, state: ProjectState): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  const activity = state.activities.get(cmd.activityId)
  if (!activity) return rejected(notFound("activity", cmd.activityId))
  return accepted(...requirementsRemovedWith(state, [activity.id]), { type: "ActivityDeleted", data: { activityId: activity.id, processId: activity.processId } })
}

export const copyActivity = (cmd: CopyActivity, state: ProjectState, ids: IdSupply): D => {
  const dead = checkProjectLive(state)
  if (dead) return dead
  if (!state.processes.has(cmd.processId)) return rejected(foreignEntity("process", cmd.processId, "act_prc_id"))
  const refused = checkName(state, cmd.processId, cmd.name)
  if (refused) return refused
  const writer = new TreeWriter(state, ids)
  writer.activity(cmd.source, cmd.processId, cmd.name.trim())
  return accepted(...writer.events)
}
