/**
 * Property-style test: random sequences of create, change, move, resequence, copy and delete commands
 * (many refused on purpose: duplicate names, blank names, unknown ids), folded step by step. After every
 * step the project's invariants must hold, and a decision must never change the state it decided on.
 * Plain loops over a seeded generator, so a failure names its seed and step and can be replayed.
 */
import type { PhaseCode, RoleTypeCode } from "@bimprofile/contracts/codes"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, expect, it } from "vitest"
import { countingIds, decide, idBudget, overBudget, sequentialIds, stateOf } from "../testing/decider-spec"
import { aProject, activities, copyProjectCommand, K, milestones, processes, roleCreated } from "../testing/project-fixtures"
import { extractActivityTree, extractMilestoneTree, extractProcessTree, extractRoleTree } from "./copy-trees"
import type { ProjectStreamCommand } from "./decide-project"
import { sameName } from "./names"
import { evolveProject, type ProjectState } from "./project-state"

/** mulberry32: small, fast, good enough to shuffle test inputs. */
const generator = (seed: number) => {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const chance = (p: number) => next() < p
  const pick = <T>(items: readonly T[]): T | undefined => (items.length === 0 ? undefined : items[int(items.length)])
  return { int, chance, pick }
}
type Random = ReturnType<typeof generator>

/** Few names, differing in case and spaces, so clashes are frequent; one blank. */
const NAMES = ["Vorstudie", "vorstudie ", "Projektierung", " PROJEKTIERUNG", "Bauprojekt", "Ausführung", "Abnahme", "  "]
const ROLE_NAMES = ["Architekt", "ARCHITEKT", "Bauherr", "Nutzer", " nutzer", "Fachplaner", ""]
const PHASES: PhaseCode[] = ["konzeption", "planung", "realisierung", "bewirtschaftung"]
const ROLE_TYPES: RoleTypeCode[] = ["company", "supplier", "service", "users"]
const UNKNOWN = 9999

/** Another project to import from: its ids overlap the target's on purpose. */
const foreign = stateOf([
  ...aProject(2),
  roleCreated(51, "Nutzer"),
  roleCreated(52, "Gebäudetechnik"),
  roleCreated(53, "architekt"),
  ...milestones(K, [21, "Inbetriebnahme"]),
  ...processes(21, [31, "Abnahme"], [32, "Übergabe"]),
  ...activities(31, [41, "Mängelliste", { provider: 51, receiver: 53 }], [42, "Protokoll", { provider: 52 }]),
])

const keys = <T>(map: ReadonlyMap<number, T>) => [...map.keys()]

const randomCommand = (r: Random, s: ProjectState): ProjectStreamCommand => {
  const id = (map: ReadonlyMap<number, unknown>) => (r.chance(0.05) ? UNKNOWN : (r.pick(keys(map)) ?? UNKNOWN))
  const name = () => r.pick(NAMES)!
  const seq = () => (r.chance(0.3) ? undefined : r.int(6))
  const optional = <T>(value: () => T): T | undefined => (r.chance(0.5) ? value() : undefined)
  const roleOrNull = () => (r.chance(0.4) ? null : id(s.roles))
  const items = <K extends string, P extends string>(idKey: K, parentKey: P, ids: () => number, parents: () => number) => {
    const chosen = new Set<number>()
    for (let n = 1 + r.int(3); n > 0; n--) chosen.add(ids())
    return [...chosen].map((x) => ({ [idKey]: x, seq: 1 + r.int(5), ...(r.chance(0.4) && { [parentKey]: parents() }) })) as never
  }
  const sameProject = r.chance(0.6)
  const from = sameProject ? s : foreign

  switch (r.int(24)) {
    case 0:
      return { type: "AddPhase", phaseCode: r.pick(PHASES)! }
    case 1:
      return { type: "RemovePhase", phaseId: id(s.phases), cascade: r.chance(0.5) }
    case 2:
    case 3: {
      const s2 = seq()
      return { type: "CreateMilestone", phaseId: id(s.phases), name: name(), desc: null, ...(s2 !== undefined && { seq: s2 }) }
    }
    case 4: {
      const [n, p, q] = [optional(name), optional(() => id(s.phases)), optional(() => r.int(6))]
      return {
        type: "ChangeMilestone",
        milestoneId: id(s.milestones),
        ...(n !== undefined && { name: n }),
        ...(p !== undefined && { phaseId: p }),
        ...(q !== undefined && { seq: q }),
      }
    }
    case 5:
      return { type: "ResequenceMilestones", items: items("milestoneId", "phaseId", () => id(s.milestones), () => id(s.phases)) }
    case 6:
      return { type: "DeleteMilestone", milestoneId: id(s.milestones), cascade: r.chance(0.6) }
    case 7: {
      const source = r.pick(keys(from.milestones))
      if (source === undefined) return { type: "CreateRole", name: r.pick(ROLE_NAMES)!, desc: null, roleType: "company" }
      return { type: "CopyMilestone", name: name(), phaseId: id(s.phases), source: extractMilestoneTree(from, source, sameProject) }
    }
    case 8:
    case 9: {
      const s2 = seq()
      return { type: "CreateProcess", milestoneId: id(s.milestones), name: name(), shortName: null, desc: null, ...(s2 !== undefined && { seq: s2 }) }
    }
    case 10: {
      const [n, m, q] = [optional(name), optional(() => id(s.milestones)), optional(() => r.int(6))]
      return {
        type: "ChangeProcess",
        processId: id(s.processes),
        ...(n !== undefined && { name: n }),
        ...(m !== undefined && { milestoneId: m }),
        ...(q !== undefined && { seq: q }),
      }
    }
    case 11:
      return { type: "ResequenceProcesses", items: items("processId", "milestoneId", () => id(s.processes), () => id(s.milestones)) }
    case 12:
      return { type: "DeleteProcess", processId: id(s.processes) }
    case 13: {
      const source = r.pick(keys(from.processes))
      if (source === undefined) return { type: "DeleteProcess", processId: UNKNOWN }
      return { type: "CopyProcess", name: name(), milestoneId: id(s.milestones), source: extractProcessTree(from, source, sameProject) }
    }
    case 14:
    case 15: {
      const s2 = seq()
      return {
        type: "CreateActivity",
        processId: id(s.processes),
        name: name(),
        desc: null,
        providerRoleId: roleOrNull(),
        receiverRoleId: roleOrNull(),
        ...(s2 !== undefined && { seq: s2 }),
      }
    }
    case 16: {
      const [n, p, q, prov, rec] = [optional(name), optional(() => id(s.processes)), optional(() => r.int(6)), optional(roleOrNull), optional(roleOrNull)]
      return {
        type: "ChangeActivity",
        activityId: id(s.activities),
        ...(n !== undefined && { name: n }),
        ...(p !== undefined && { processId: p }),
        ...(q !== undefined && { seq: q }),
        ...(prov !== undefined && { providerRoleId: prov }),
        ...(rec !== undefined && { receiverRoleId: rec }),
      }
    }
    case 17:
      return { type: "ResequenceActivities", items: items("activityId", "processId", () => id(s.activities), () => id(s.processes)) }
    case 18:
      return { type: "DeleteActivity", activityId: id(s.activities) }
    case 19: {
      const source = r.pick(keys(from.activities))
      if (source === undefined) return { type: "DeleteActivity", activityId: UNKNOWN }
      return { type: "CopyActivity", name: name(), processId: id(s.processes), source: extractActivityTree(from, source, sameProject) }
    }
    case 20:
      return { type: "CreateRole", name: r.pick(ROLE_NAMES)!, desc: null, roleType: r.pick(ROLE_TYPES)! }
    case 21: {
      const n = optional(() => r.pick(ROLE_NAMES)!)
      return { type: "ChangeRole", roleId: id(s.roles), ...(n !== undefined && { name: n }), roleType: r.pick(ROLE_TYPES)! }
    }
    case 22:
      return { type: "DeleteRole", roleId: id(s.roles) }
    default: {
      const source = r.pick(keys(from.roles))
      if (source === undefined) return { type: "DeleteRole", roleId: UNKNOWN }
      return { type: "CopyRole", name: r.pick(ROLE_NAMES)!, source: extractRoleTree(from, source, sameProject)! }
    }
  }
}

/** Every broken invariant of a state, as readable lines (none when the state is sound). */
const problemsOf = (s: ProjectState): string[] => {
  const problems: string[] = []
  const group = (
    what: string,
    parents: ReadonlyMap<number, unknown>,
    orders: ReadonlyMap<number, readonly number[]>,
    members: ReadonlyMap<number, { id: number; name: string }>,
    parentOf: (id: number) => number,
  ) => {
    const orderParents = keys(orders).sort((a, b) => a - b)
    const parentIds = keys(parents).sort((a, b) => a - b)
    if (JSON.stringify(orderParents) !== JSON.stringify(parentIds)) problems.push(`${what}: orders kept for ${orderParents}, parents are ${parentIds}`)
    for (const parentId of parentIds) {
      const order = orders.get(parentId) ?? []
      const expected = [...members.values()].filter((m) => parentOf(m.id) === parentId).map((m) => m.id)
      // A permutation of exactly its members: seq = index + 1 then runs 1..n without gaps or doubles.
      if (new Set(order).size !== order.length) problems.push(`${what} of ${parentId}: duplicates in ${order}`)
      if (JSON.stringify([...order].sort((a, b) => a - b)) !== JSON.stringify(expected.sort((a, b) => a - b)))
        problems.push(`${what} of ${parentId}: order ${order} but members ${expected}`)
      const names = order.map((id) => members.get(id)?.name ?? "?")
      names.forEach((n, i) => {
        if (names.findIndex((o) => sameName(o, n)) !== i) problems.push(`${what} of ${parentId}: name «${n}» twice`)
      })
    }
    for (const member of members.values()) if (!parents.has(parentOf(member.id))) problems.push(`${what}: ${member.id} has no parent`)
  }
  group("milestones per phase", s.phases, s.milestoneOrder, s.milestones, (id) => s.milestones.get(id)!.phaseId)
  group("processes per milestone", s.milestones, s.processOrder, s.processes, (id) => s.processes.get(id)!.milestoneId)
  group("activities per process", s.processes, s.activityOrder, s.activities, (id) => s.activities.get(id)!.processId)

  /** Names are stored trimmed and never blank; milestone and role names are unique in the whole project. */
  const names = (what: string, items: Iterable<{ name: string }>, uniqueInProject: boolean) => {
    const seen: string[] = []
    for (const { name } of items) {
      if (name.trim() === "" || name !== name.trim()) problems.push(`${what}: name «${name}» blank or untrimmed`)
      if (uniqueInProject && seen.some((o) => sameName(o, name))) problems.push(`${what}: name «${name}» twice in the project`)
      seen.push(name)
    }
  }
  names("milestone", s.milestones.values(), true)
  names("role", s.roles.values(), true)
  names("process", s.processes.values(), false)
  names("activity", s.activities.values(), false)
  for (const a of s.activities.values())
    for (const roleId of [a.providerRoleId, a.receiverRoleId])
      if (roleId !== null && !s.roles.has(roleId)) problems.push(`activity ${a.id}: role ${roleId} does not exist`)
  const codes = [...s.phases.values()].map((p) => p.code)
  if (new Set(codes).size !== codes.length) problems.push(`phase codes twice: ${codes}`)
  return problems
}

/**
 * Events carry facts, not orders: each seq an event names is where its item stands in the state after the
 * event, and a resequence names each item once.
 */
const factProblems = (event: ProjectEvent, after: ProjectState): string[] => {
  const stands = (orders: Map<number, number[]>, parent: number, id: number, seq: number) =>
    orders.get(parent)?.[seq - 1] === id ? [] : [`${id} should stand at ${seq} in ${parent}: ${orders.get(parent)}`]
  const placed = (orders: Map<number, number[]>, parent: number, placements: readonly { id: number; seq: number }[]) => [
    ...(new Set(placements.map((p) => p.id)).size === placements.length ? [] : [`an id placed twice: ${JSON.stringify(placements)}`]),
    ...placements.flatMap((p) => stands(orders, parent, p.id, p.seq)),
  ]
  switch (event.type) {
    case "MilestoneCreated":
      return stands(after.milestoneOrder, event.data.phaseId, event.data.milestoneId, event.data.seq)
    case "MilestoneMoved":
      return stands(after.milestoneOrder, event.data.toPhaseId, event.data.milestoneId, event.data.seq)
    case "MilestonesResequenced":
      return placed(after.milestoneOrder, event.data.phaseId, event.data.placements)
    case "ProcessCreated":
      return stands(after.processOrder, event.data.milestoneId, event.data.processId, event.data.seq)
    case "ProcessMoved":
      return stands(after.processOrder, event.data.toMilestoneId, event.data.processId, event.data.seq)
    case "ProcessesResequenced":
      return placed(after.processOrder, event.data.milestoneId, event.data.placements)
    case "ActivityCreated":
      return stands(after.activityOrder, event.data.processId, event.data.activityId, event.data.seq)
    case "ActivityMoved":
      return stands(after.activityOrder, event.data.toProcessId, event.data.activityId, event.data.seq)
    case "ActivitiesResequenced":
      return placed(after.activityOrder, event.data.processId, event.data.placements)
    default:
      return []
  }
}

type Placement = { id: number; parent: number; seq: number }

/** Where an accepted command asked its items to stand: (id, parent, seq) with seq as requested. */
const requestedPlacements = (command: ProjectStreamCommand, before: ProjectState): Placement[] => {
  switch (command.type) {
    case "ResequenceMilestones":
      return command.items.map((i) => ({ id: i.milestoneId, parent: i.phaseId ?? before.milestones.get(i.milestoneId)!.phaseId, seq: i.seq }))
    case "ResequenceProcesses":
      return command.items.map((i) => ({ id: i.processId, parent: i.milestoneId ?? before.processes.get(i.processId)!.milestoneId, seq: i.seq }))
    case "ResequenceActivities":
      return command.items.map((i) => ({ id: i.activityId, parent: i.processId ?? before.activities.get(i.activityId)!.processId, seq: i.seq }))
    case "ChangeMilestone":
      return command.seq === undefined ? [] : [{ id: command.milestoneId, parent: command.phaseId ?? before.milestones.get(command.milestoneId)!.phaseId, seq: command.seq }]
    case "ChangeProcess":
      return command.seq === undefined ? [] : [{ id: command.processId, parent: command.milestoneId ?? before.processes.get(command.processId)!.milestoneId, seq: command.seq }]
    case "ChangeActivity":
      return command.seq === undefined ? [] : [{ id: command.activityId, parent: command.processId ?? before.activities.get(command.activityId)!.processId, seq: command.seq }]
    default:
      return []
  }
}

const orderFor = (command: ProjectStreamCommand, s: ProjectState, parent: number): readonly number[] => {
  if (command.type.endsWith("Milestone") || command.type === "ResequenceMilestones") return s.milestoneOrder.get(parent) ?? []
  if (command.type.endsWith("Process") || command.type === "ResequenceProcesses") return s.processOrder.get(parent) ?? []
  return s.activityOrder.get(parent) ?? []
}

/**
 * Each item stands at the sequence it asked for, clamped to its group (1..n). Checked when the requested
 * sequences of a group are distinct and within it, the only case where all can be honoured at once.
 */
const placementProblems = (command: ProjectStreamCommand, before: ProjectState, after: ProjectState): string[] => {
  const placements = requestedPlacements(command, before)
  const problems: string[] = []
  const byParent = new Map<number, Placement[]>()
  for (const p of placements) byParent.set(p.parent, [...(byParent.get(p.parent) ?? []), p])
  for (const [parent, group] of byParent) {
    const order = orderFor(command, after, parent)
    const seqs = group.map((p) => Math.min(Math.max(p.seq, 1), order.length))
    if (new Set(seqs).size !== seqs.length) continue
    group.forEach((p, i) => {
      if (order[seqs[i]! - 1] !== p.id) problems.push(`${p.id} asked for seq ${p.seq} in ${parent}, order is ${order}`)
    })
  }
  return problems
}

describe("project invariants under random commands", () => {
  const SEEDS = 60
  const STEPS = 250

  it(`hold after every step of ${SEEDS} random runs of ${STEPS} commands`, () => {
    const tally = { accepted: 0, refused: 0, events: 0 }
    for (let seed = 1; seed <= SEEDS; seed++) {
      const r = generator(seed)
      const ids = sequentialIds(1000)
      const state = stateOf(aProject())
      for (let step = 0; step < STEPS; step++) {
        const command = randomCommand(r, state)
        const where = `seed ${seed}, step ${step}: ${JSON.stringify(command)}`
        const before = structuredClone(state)
        const counted = countingIds(ids)
        const decision = decide(command, state, counted)
        expect(state, `${where} changed the state it decided on`).toEqual(before)
        expect(overBudget(counted.taken, idBudget(command, state)), `${where}: ids beyond the reserved budget`).toEqual([])
        if (!decision.ok) {
          tally.refused++
          continue
        }
        tally.accepted++
        tally.events += decision.events.length
        for (const event of decision.events) {
          evolveProject(state, event)
          expect(factProblems(event, state), `${where}: ${JSON.stringify(event)}`).toEqual([])
        }
        expect(problemsOf(state), where).toEqual([])
        expect(placementProblems(command, before, state), where).toEqual([])
      }
      // A copy of whatever the run built is sound and has the same structure.
      const copyCommand = copyProjectCommand({ projectId: 2 })
      const copyIds = countingIds(sequentialIds(5000))
      const copy = decide(copyCommand, state, copyIds)
      expect(copy.ok, `seed ${seed}: copy`).toBe(true)
      expect(overBudget(copyIds.taken, idBudget(copyCommand, state)), `seed ${seed}: copy ids`).toEqual([])
      const copied = stateOf(copy.ok ? copy.events : [])
      expect(problemsOf(copied), `seed ${seed}: copy`).toEqual([])
      expect([copied.milestones.size, copied.processes.size, copied.activities.size, copied.roles.size]).toEqual([
        state.milestones.size,
        state.processes.size,
        state.activities.size,
        state.roles.size,
      ])
    }
    // The generator must exercise both sides, or the test proves little.
    expect(tally.accepted).toBeGreaterThan(SEEDS * STEPS * 0.3)
    expect(tally.refused).toBeGreaterThan(SEEDS * STEPS * 0.1)
  })
})
