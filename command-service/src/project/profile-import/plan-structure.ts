/**
 * @module The profile import's plan for the project's structure: phases and milestones («Prozesse»: a
 * milestone by its name, its phase by the word of any language), processes (by milestone and name: short name
 * and description), roles («Rollen»: type and description) and activities («Aktivitäten»: by process and
 * name, providing and receiving role by name, description). Each item is found by its name; a row still at
 * the place of an item but named otherwise renames it. What stands in no row any more is removed (applied only
 * when confirmed); a phase is never removed. The order of the rows is not imported: new items go last.
 */
import { PHASE_CODES, type PhaseCode, type RoleTypeCode } from "@bimprofile/contracts/codes"
import type { ActivityState, MilestoneState, ProcessState, RoleState } from "../project-state"
import { codeOfCell, type PlanContext, item, label, problem, refOf, sameRef } from "./plan-context"
import { changedFields, type Current, type Incoming, lower, matchItems, norm, type Ref } from "./plan-kit"
import type { WorkbookRow } from "./profile-workbook"

type MilestoneRow = { name: string; phase: PhaseCode | undefined; row: WorkbookRow }
type ProcessRow = { name: string; milestone: string; shortName: string | null; desc: string | null }
type ActivityRow = { name: string; process: string; provider: string | null; receiver: string | null; desc: string | null }

/** What the structure's plan tells the other parts: where each name of the file leads. */
export type StructureRefs = { readonly process: (name: string) => Ref | undefined }

const phaseRef = (context: PlanContext, code: PhaseCode): Ref => {
  const phase = [...context.state.phases.values()].find((p) => p.code === code)
  return refOf(phase?.id, `phase:${code}`)
}

const planMilestones = (context: PlanContext) => {
  const { state, texts } = context
  const currents: Current<MilestoneState>[] = []
  for (const code of PHASE_CODES.map((p) => p.code)) {
    const phase = [...state.phases.values()].find((p) => p.code === code)
    for (const id of phase ? (state.milestoneOrder.get(phase.id) ?? []) : []) {
      const milestone = state.milestones.get(id)!
      currents.push({ id, group: "", keys: [lower(milestone.name)], value: milestone })
    }
  }
  const incomings = new Map<string, MilestoneRow>()
  for (const row of context.workbook.rows.processes) {
    const name = row.cells.milestone
    if (name === null) {
      problem(context, "processes", row, "milestone", "Der Meilenstein fehlt; die Zeile wird nicht eingelesen.")
      continue
    }
    const phase = codeOfCell(context, "processes", row, "phase", "phases", "Die Phase fehlt.", (word) => `Die Phase «${word}» gibt es nicht.`)
    const known = incomings.get(lower(name))
    if (!known) incomings.set(lower(name), { name, phase, row })
    else if (phase !== undefined && known.phase !== undefined && phase !== known.phase)
      problem(context, "processes", row, "phase", `Der Meilenstein «${name}» steht schon in Zeile ${known.row.row} unter einer anderen Phase; diese Phase wird nicht eingelesen.`)
  }
  const matching = matchItems(
    currents,
    [...incomings.values()].map((m): Incoming<MilestoneRow> => ({ row: m.row, group: "", keys: [lower(m.name)], value: m })),
  )
  const refs = new Map<string, Ref>()
  const phaseWord = (code: PhaseCode | undefined) => (code === undefined ? null : texts.phases[code])
  const addedPhases = new Set<PhaseCode>()
  const needPhase = (code: PhaseCode, row: WorkbookRow) => {
    if ([...state.phases.values()].some((p) => p.code === code) || addedPhases.has(code)) return
    addedPhases.add(code)
    context.steps.push({
      kind: "phases", op: "add", item: item(context, "processes", row, texts.phases[code]),
      command: () => ({ type: "AddPhase", phaseCode: code }),
      creates: { key: `phase:${code}`, event: "PhaseAdded", field: "phaseId" },
    })
  }
  for (const { current, incoming } of matching.pairs) {
    refs.set(lower(incoming.value.name), { id: current.id })
    const phase = state.phases.get(current.value.phaseId)!
    const moved = incoming.value.phase !== undefined && incoming.value.phase !== phase.code
    const changes = changedFields([
      { field: "name", label: label(context, "processes", "milestone"), before: current.value.name, after: incoming.value.name },
      { field: "phase", label: label(context, "processes", "phase"), before: texts.phases[phase.code], after: phaseWord(incoming.value.phase), same: !moved },
    ])
    if (changes.length === 0) continue
    if (moved) needPhase(incoming.value.phase!, incoming.row)
    const target = incoming.value.phase
    context.steps.push({
      kind: "milestones", op: "change", item: { ...item(context, "processes", incoming.row, incoming.value.name), changes },
      command: (resolve) => {
        const phaseId = moved ? resolve(phaseRef(context, target!)) : undefined
        if (moved && phaseId === undefined) return undefined
        return { type: "ChangeMilestone", milestoneId: current.id, ...(norm(current.value.name) !== norm(incoming.value.name) && { name: incoming.value.name }), ...(phaseId !== undefined && { phaseId }) }
      },
    })
  }
  for (const incoming of matching.added) {
    const { name, phase } = incoming.value
    if (phase === undefined) continue // its phase is a problem already
    const key = `milestone:${lower(name)}`
    refs.set(lower(name), { key })
    needPhase(phase, incoming.row)
    context.steps.push({
      kind: "milestones", op: "add", item: item(context, "processes", incoming.row, name, texts.phases[phase]),
      command: (resolve) => {
        const phaseId = resolve(phaseRef(context, phase))
        return phaseId === undefined ? undefined : { type: "CreateMilestone", phaseId, name, desc: null }
      },
      creates: { key, event: "MilestoneCreated", field: "milestoneId" },
    })
  }
  return { refs, removed: matching.removed }
}

const groupOf = (ref: Ref) => ("id" in ref ? `#${ref.id}` : ref.key)

const planProcesses = (context: PlanContext, milestones: Map<string, Ref>) => {
  const { state } = context
  const currents: Current<ProcessState>[] = []
  for (const milestone of state.milestones.values())
    for (const id of state.processOrder.get(milestone.id) ?? []) {
      const process = state.processes.get(id)!
      currents.push({ id, group: `#${milestone.id}`, keys: [`#${milestone.id}|${lower(process.name)}`], value: process })
    }
  const incomings: Incoming<ProcessRow>[] = []
  for (const row of context.workbook.rows.processes) {
    const name = row.cells.process
    const milestone = row.cells.milestone === null ? undefined : milestones.get(lower(row.cells.milestone))
    if (name === null || milestone === undefined) continue
    const group = groupOf(milestone)
    incomings.push({ row, group, keys: [`${group}|${lower(name)}`], value: { name, milestone: row.cells.milestone!, shortName: row.cells.shortName, desc: row.cells.description } })
  }
  const matching = matchItems(currents, incomings)
  for (const duplicate of matching.duplicates)
    problem(context, "processes", duplicate.row, "process", `Der Prozess «${duplicate.value.name}» steht im Meilenstein «${duplicate.value.milestone}» mehrmals; diese Zeile wird nicht eingelesen.`)
  const refs = new Map<string, Ref[]>()
  const remember = (name: string, ref: Ref) => refs.set(lower(name), [...(refs.get(lower(name)) ?? []), ref])
  const sorted = [...matching.pairs].sort((a, b) => a.incoming.row.row - b.incoming.row.row)
  for (const { current, incoming } of sorted) {
    remember(incoming.value.name, { id: current.id })
    const v = incoming.value
    const changes = changedFields([
      { field: "name", label: label(context, "processes", "process"), before: current.value.name, after: v.name },
      { field: "shortName", label: label(context, "processes", "shortName"), before: current.value.shortName, after: v.shortName },
      { field: "desc", label: label(context, "processes", "description"), before: current.value.desc, after: v.desc },
    ])
    if (changes.length === 0) continue
    const has = (field: string) => changes.some((c) => c.field === field)
    context.steps.push({
      kind: "processes", op: "change", item: { ...item(context, "processes", incoming.row, v.name, v.milestone), changes },
      command: () => ({
        type: "ChangeProcess", processId: current.id,
        ...(has("name") && { name: v.name }), ...(has("shortName") && { shortName: v.shortName }), ...(has("desc") && { desc: v.desc }),
      }),
    })
  }
  for (const incoming of matching.added) {
    const v = incoming.value
    const milestone = milestones.get(lower(v.milestone))!
    const key = `process:${groupOf(milestone)}|${lower(v.name)}`
    remember(v.name, { key })
    context.steps.push({
      kind: "processes", op: "add", item: item(context, "processes", incoming.row, v.name, v.milestone),
      command: (resolve) => {
        const milestoneId = resolve(milestone)
        return milestoneId === undefined ? undefined : { type: "CreateProcess", milestoneId, name: v.name, shortName: v.shortName, desc: v.desc }
      },
      creates: { key, event: "ProcessCreated", field: "processId" },
    })
  }
  return { refs, removed: matching.removed }
}

const planRoles = (context: PlanContext) => {
  const { state, texts } = context
  const currents: Current<RoleState>[] = [...state.roles.values()]
    .sort((a, b) => a.name.localeCompare(b.name, "de-CH"))
    .map((role) => ({ id: role.id, group: "", keys: [lower(role.name)], value: role }))
  const incomings: Incoming<{ name: string; roleType: RoleTypeCode | undefined; desc: string | null }>[] = []
  for (const row of context.workbook.rows.roles) {
    const name = row.cells.name
    if (name === null) {
      problem(context, "roles", row, "name", "Der Name der Rolle fehlt; die Zeile wird nicht eingelesen.")
      continue
    }
    const roleType = codeOfCell(context, "roles", row, "roleType", "roleTypes", "Der Typ der Rolle fehlt.", (word) => `Den Rollentyp «${word}» gibt es nicht.`)
    incomings.push({ row, group: "", keys: [lower(name)], value: { name, roleType, desc: row.cells.description } })
  }
  const matching = matchItems(currents, incomings)
  for (const duplicate of matching.duplicates) problem(context, "roles", duplicate.row, "name", `Die Rolle «${duplicate.value.name}» steht mehrmals im Blatt; diese Zeile wird nicht eingelesen.`)
  const refs = new Map<string, Ref>()
  for (const { current, incoming } of matching.pairs) {
    refs.set(lower(incoming.value.name), { id: current.id })
    const v = incoming.value
    const changes = changedFields([
      { field: "name", label: label(context, "roles", "name"), before: current.value.name, after: v.name },
      { field: "roleType", label: label(context, "roles", "roleType"), before: texts.roleTypes[current.value.roleType], after: v.roleType === undefined ? null : texts.roleTypes[v.roleType], same: v.roleType === undefined || v.roleType === current.value.roleType },
      { field: "desc", label: label(context, "roles", "description"), before: current.value.desc, after: v.desc },
    ])
    if (changes.length === 0) continue
    context.steps.push({
      kind: "roles", op: "change", item: { ...item(context, "roles", incoming.row, v.name), changes },
      command: () => ({
        type: "ChangeRole", roleId: current.id,
        ...(changes.some((c) => c.field === "name") && { name: v.name }),
        ...(changes.some((c) => c.field === "roleType") && { roleType: v.roleType! }),
        ...(changes.some((c) => c.field === "desc") && { desc: v.desc }),
      }),
    })
  }
  for (const incoming of matching.added) {
    const v = incoming.value
    if (v.roleType === undefined) continue
    const key = `role:${lower(v.name)}`
    refs.set(lower(v.name), { key })
    const roleType = v.roleType
    context.steps.push({
      kind: "roles", op: "add", item: item(context, "roles", incoming.row, v.name),
      command: () => ({ type: "CreateRole", name: v.name, desc: v.desc, roleType }),
      creates: { key, event: "RoleCreated", field: "roleId" },
    })
  }
  return { refs, removed: matching.removed }
}

/**
 * The activities' sheet names a process by its name only. A name several processes share is read by the runs
 * of rows: the n-th run of rows naming it belongs to the n-th process of that name (in the order of
 * «Prozesse»); when the runs do not fit, those rows are not read and those processes' activities stay.
 */
const planActivities = (context: PlanContext, processes: Map<string, Ref[]>, roles: Map<string, Ref>) => {
  const { state } = context
  const untouched = new Set<string>()
  const rowsOf = new Map<string, WorkbookRow[][]>()
  let previous: string | null = null
  for (const row of context.workbook.rows.activities) {
    const name = row.cells.process === null ? null : lower(row.cells.process)
    if (name === null) problem(context, "activities", row, "process", "Der Prozess fehlt; die Zeile wird nicht eingelesen.")
    else {
      const runs = rowsOf.get(name) ?? []
      if (name !== previous || runs.length === 0) runs.push([])
      runs.at(-1)!.push(row)
      rowsOf.set(name, runs)
    }
    previous = name
  }
  const incomings: Incoming<ActivityRow & { process: string; processRef: Ref }>[] = []
  for (const [name, runs] of rowsOf) {
    const refs = processes.get(name)
    if (!refs) {
      for (const row of runs.flat()) problem(context, "activities", row, "process", `Den Prozess «${row.cells.process}» gibt es im Blatt «${context.workbook.sheetNames.processes}» nicht; die Zeile wird nicht eingelesen.`)
      continue
    }
    if (refs.length > 1 && refs.length !== runs.length) {
      for (const ref of refs) untouched.add(groupOf(ref))
      for (const row of runs.flat())
        problem(context, "activities", row, "process", `${refs.length} Prozesse heissen «${row.cells.process}»; ihre Aktivitäten stehen nicht in ${refs.length} Blöcken nacheinander und werden nicht eingelesen.`)
      continue
    }
    runs.forEach((run, index) => {
      const processRef = refs.length === 1 ? refs[0]! : refs[index]!
      const group = groupOf(processRef)
      for (const row of run) {
        const activity = row.cells.activity
        if (activity === null) {
          problem(context, "activities", row, "activity", "Der Name der Aktivität fehlt; die Zeile wird nicht eingelesen.")
          continue
        }
        incomings.push({
          row, group, keys: [`${group}|${lower(activity)}`],
          value: { name: activity, process: row.cells.process!, processRef, provider: row.cells.provider, receiver: row.cells.receiver, desc: row.cells.description },
        })
      }
    })
  }
  const currents: Current<ActivityState>[] = []
  for (const process of state.processes.values())
    for (const id of state.activityOrder.get(process.id) ?? []) {
      if (untouched.has(`#${process.id}`)) continue
      const activity = state.activities.get(id)!
      currents.push({ id, group: `#${process.id}`, keys: [`#${process.id}|${lower(activity.name)}`], value: activity })
    }
  const matching = matchItems(currents, incomings)
  for (const duplicate of matching.duplicates)
    problem(context, "activities", duplicate.row, "activity", `Die Aktivität «${duplicate.value.name}» steht im Prozess «${duplicate.value.process}» mehrmals; diese Zeile wird nicht eingelesen.`)
  const roleOf = (row: WorkbookRow, column: "provider" | "receiver"): Ref | null | undefined => {
    const name = row.cells[column] ?? null
    if (name === null) return null
    const ref = roles.get(lower(name))
    if (!ref) problem(context, "activities", row, column, `Die Rolle «${name}» gibt es im Blatt «${context.workbook.sheetNames.roles}» nicht; das Feld wird nicht eingelesen.`)
    return ref
  }
  const roleName = (id: number | null) => (id === null ? null : (state.roles.get(id)?.name ?? null))
  for (const { current, incoming } of matching.pairs) {
    const v = incoming.value
    const provider = roleOf(incoming.row, "provider")
    const receiver = roleOf(incoming.row, "receiver")
    const before = (id: number | null): Ref | null => (id === null ? null : { id })
    const changes = changedFields([
      { field: "name", label: label(context, "activities", "activity"), before: current.value.name, after: v.name },
      { field: "provider", label: label(context, "activities", "provider"), before: roleName(current.value.providerRoleId), after: v.provider, same: provider === undefined || sameRef(provider, before(current.value.providerRoleId)) },
      { field: "receiver", label: label(context, "activities", "receiver"), before: roleName(current.value.receiverRoleId), after: v.receiver, same: receiver === undefined || sameRef(receiver, before(current.value.receiverRoleId)) },
      { field: "desc", label: label(context, "activities", "description"), before: current.value.desc, after: v.desc },
    ])
    if (changes.length === 0) continue
    const has = (field: string) => changes.some((c) => c.field === field)
    context.steps.push({
      kind: "activities", op: "change", item: { ...item(context, "activities", incoming.row, v.name, v.process), changes },
      command: (resolve) => {
        const providerRoleId = provider ? resolve(provider) : null
        const receiverRoleId = receiver ? resolve(receiver) : null
        if ((has("provider") && providerRoleId === undefined) || (has("receiver") && receiverRoleId === undefined)) return undefined
        return {
          type: "ChangeActivity", activityId: current.id,
          ...(has("name") && { name: v.name }),
          ...(has("provider") && { providerRoleId: providerRoleId! }),
          ...(has("receiver") && { receiverRoleId: receiverRoleId! }),
          ...(has("desc") && { desc: v.desc }),
        }
      },
    })
  }
  for (const incoming of matching.added) {
    const v = incoming.value
    const provider = roleOf(incoming.row, "provider")
    const receiver = roleOf(incoming.row, "receiver")
    context.steps.push({
      kind: "activities", op: "add", item: item(context, "activities", incoming.row, v.name, v.process),
      command: (resolve) => {
        const processId = resolve(v.processRef)
        const providerRoleId = provider ? resolve(provider) : null
        const receiverRoleId = receiver ? resolve(receiver) : null
        if (processId === undefined || providerRoleId === undefined || receiverRoleId === undefined) return undefined
        return { type: "CreateActivity", processId, name: v.name, desc: v.desc, providerRoleId, receiverRoleId }
      },
    })
  }
  return { removed: matching.removed }
}

/**
 * Plans the structure: additions and changes in the order they depend on each other (phases, milestones,
 * processes, roles, activities), the removals last, inner items first (an activity before its process, a
 * process before its milestone, a role once no activity names it).
 */
export const planStructure = (context: PlanContext) => {
  const milestones = planMilestones(context)
  const processes = planProcesses(context, milestones.refs)
  const roles = planRoles(context)
  const activities = planActivities(context, processes.refs, roles.refs)
  const { state } = context
  const processName = (id: number) => state.processes.get(id)?.name
  const milestoneName = (id: number) => state.milestones.get(id)?.name
  return () => {
    for (const current of activities.removed) {
      const where = processName(current.value.processId)
      context.steps.push({ kind: "activities", op: "remove", item: item(context, "activities", null, current.value.name, where), command: () => ({ type: "DeleteActivity", activityId: current.id }) })
    }
    for (const current of processes.removed)
      context.steps.push({ kind: "processes", op: "remove", item: item(context, "processes", null, current.value.name, milestoneName(current.value.milestoneId)), command: () => ({ type: "DeleteProcess", processId: current.id }) })
    for (const current of milestones.removed)
      context.steps.push({ kind: "milestones", op: "remove", item: item(context, "processes", null, current.value.name), command: () => ({ type: "DeleteMilestone", milestoneId: current.id, cascade: false }) })
    for (const current of roles.removed) context.steps.push({ kind: "roles", op: "remove", item: item(context, "roles", null, current.value.name), command: () => ({ type: "DeleteRole", roleId: current.id }) })
  }
}
