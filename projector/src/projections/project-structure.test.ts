import { decodeProjectEvent, type ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { describe, expect, it } from "vitest"
import { emptyProjectRows, foldEvents, type ProjectedEvent, type ProjectRows, type ReadModelTable, type ReadRow } from "../projection"
import { generateProjectHistories } from "../testing/generate-project-histories"
import { projectAccessEventTypes } from "./identity"
import { projectStructure } from "./project-structure"

const P = 1
const ANNA = 11
const BEAT = 12
const time = (minute: number) => new Date(Date.UTC(2025, 2, 3, 8, minute)).toISOString()

/** One event as the runner hands it over: position, project, user and time from the envelope. */
type Step = { event: ProjectEvent; userId?: number; minute?: number; projectId?: number }

/** Positions count from 1 in the order given; each step happens a minute after the previous one by default. */
const history = (...steps: (ProjectEvent | Step)[]): ProjectedEvent[] =>
  steps.map((step, index) => {
    const s: Step = "event" in step ? step : { event: step }
    return {
      position: index + 1,
      projectId: s.projectId ?? P,
      type: s.event.type,
      data: s.event.data,
      userId: s.userId ?? ANNA,
      occurredAt: time(s.minute ?? index),
    }
  })

const fold = (events: readonly ProjectedEvent[]) => foldEvents(projectStructure, events)
const rows = (projects: Map<number, ProjectRows>, table: ReadModelTable, projectId = P): ReadRow[] =>
  [...(projects.get(projectId)?.[table].values() ?? [])].sort((a, b) => a.id - b.id)
const seqs = (projects: Map<number, ProjectRows>, table: ReadModelTable) =>
  Object.fromEntries(rows(projects, table).map((r) => [r.id, [r.parentId, r.data.seq]]))

const projectCreated = (projectId = P): ProjectEvent => ({
  type: "ProjectCreated",
  data: {
    projectId,
    name: "Schulhaus Aarau",
    desc: "Neubau",
    orgId: 7,
    personal: false,
    typeCode: "pro-usr",
    accessAll: false,
    ifcSchemaId: 3,
    referenceProjectId: null,
    isTemplate: false,
    copiedFromProjectId: null,
  },
})
const phases = (first: number): ProjectEvent[] => [
  { type: "PhaseAdded", data: { phaseId: first, phaseCode: "konzeption", name: "Konzeption" } },
  { type: "PhaseAdded", data: { phaseId: first + 1, phaseCode: "planung", name: "Planung" } },
  { type: "PhaseAdded", data: { phaseId: first + 2, phaseCode: "realisierung", name: "Realisierung" } },
  { type: "PhaseAdded", data: { phaseId: first + 3, phaseCode: "bewirtschaftung", name: "Bewirtschaftung" } },
]
const milestoneCreated = (milestoneId: number, phaseId: number, seq: number): ProjectEvent => ({
  type: "MilestoneCreated",
  data: { milestoneId, phaseId, name: `M${milestoneId}`, desc: null, seq },
})
const processCreated = (processId: number, milestoneId: number, seq: number): ProjectEvent => ({
  type: "ProcessCreated",
  data: { processId, milestoneId, name: `P${processId}`, shortName: null, desc: null, seq, copiedFromProcessId: null },
})
const activityCreated = (activityId: number, processId: number, seq: number, roles: [number | null, number | null] = [null, null]): ProjectEvent => ({
  type: "ActivityCreated",
  data: { activityId, processId, name: `A${activityId}`, desc: null, providerRoleId: roles[0], receiverRoleId: roles[1], seq },
})
const roleCreated = (roleId: number, name: string): ProjectEvent => ({
  type: "RoleCreated",
  data: { roleId, name, desc: null, roleType: "service" },
})

/** A project with phases 100–103, milestones 200, 201 in Konzeption, processes 300, 301 in 200, activities 400–402 in 300. */
const structure: ProjectEvent[] = [
  projectCreated(),
  ...phases(100),
  roleCreated(500, "Architekt"),
  roleCreated(501, "Bauherr"),
  milestoneCreated(200, 100, 1),
  milestoneCreated(201, 100, 2),
  processCreated(300, 200, 1),
  processCreated(301, 200, 2),
  activityCreated(400, 300, 1, [500, 501]),
  activityCreated(401, 300, 2),
  activityCreated(402, 300, 3),
]

describe("project structure projection", () => {
  it("given a created project, then its row and its four phases, audited by the creator at the event's time", () => {
    const projects = fold(history({ event: projectCreated(), userId: BEAT, minute: 5 }, ...phases(100).map((event) => ({ event, userId: BEAT, minute: 5 }))))

    expect(rows(projects, "rm_projects")).toEqual([
      {
        id: P,
        proId: P,
        parentId: null,
        data: {
          name: "Schulhaus Aarau",
          desc: "Neubau",
          orgId: 7,
          personal: false,
          typeCode: "pro-usr",
          accessAll: false,
          ifcSchemaId: 3,
          referenceProjectId: null,
          isTemplate: false,
          copiedFromProjectId: null,
          eventCount: 5,
          lastPosition: 5,
          createdAt: time(5),
          createdBy: BEAT,
          changedAt: null,
          changedBy: null,
        },
      },
    ])
    const audit = { createdAt: time(5), createdBy: BEAT, changedAt: null, changedBy: null }
    expect(rows(projects, "rm_phases")).toEqual([
      { id: 100, proId: P, parentId: null, data: { code: "konzeption", name: "Konzeption", seq: 1, ...audit } },
      { id: 101, proId: P, parentId: null, data: { code: "planung", name: "Planung", seq: 2, ...audit } },
      { id: 102, proId: P, parentId: null, data: { code: "realisierung", name: "Realisierung", seq: 3, ...audit } },
      { id: 103, proId: P, parentId: null, data: { code: "bewirtschaftung", name: "Bewirtschaftung", seq: 4, ...audit } },
    ])
  })

  it("given a structure, then every row of it, whole", () => {
    const projects = fold(history(...structure))

    const created = (minute: number) => ({ createdAt: time(minute), createdBy: ANNA, changedAt: null, changedBy: null })
    expect(rows(projects, "rm_roles")).toEqual([
      { id: 500, proId: P, parentId: null, data: { name: "Architekt", desc: null, roleType: "service", ...created(5) } },
      { id: 501, proId: P, parentId: null, data: { name: "Bauherr", desc: null, roleType: "service", ...created(6) } },
    ])
    expect(rows(projects, "rm_milestones")).toEqual([
      { id: 200, proId: P, parentId: 100, data: { name: "M200", desc: null, seq: 1, ...created(7) } },
      { id: 201, proId: P, parentId: 100, data: { name: "M201", desc: null, seq: 2, ...created(8) } },
    ])
    expect(rows(projects, "rm_processes")).toEqual([
      { id: 300, proId: P, parentId: 200, data: { name: "P300", shortName: null, desc: null, seq: 1, copiedFromProcessId: null, ...created(9) } },
      { id: 301, proId: P, parentId: 200, data: { name: "P301", shortName: null, desc: null, seq: 2, copiedFromProcessId: null, ...created(10) } },
    ])
    expect(rows(projects, "rm_activities")).toEqual([
      { id: 400, proId: P, parentId: 300, data: { name: "A400", desc: null, seq: 1, providerRoleId: 500, receiverRoleId: 501, ...created(11) } },
      { id: 401, proId: P, parentId: 300, data: { name: "A401", desc: null, seq: 2, providerRoleId: null, receiverRoleId: null, ...created(12) } },
      { id: 402, proId: P, parentId: 300, data: { name: "A402", desc: null, seq: 3, providerRoleId: null, receiverRoleId: null, ...created(13) } },
    ])
  })

  it("given a milestone created at the front, then the others move down one seq", () => {
    const projects = fold(history(...structure, milestoneCreated(202, 100, 1)))

    expect(seqs(projects, "rm_milestones")).toEqual({ 200: [100, 2], 201: [100, 3], 202: [100, 1] })
  })

  it("given a milestone moved to another phase, then both phases are renumbered from 1", () => {
    const projects = fold(
      history(
        ...structure,
        milestoneCreated(202, 100, 3),
        milestoneCreated(203, 101, 1),
        { type: "MilestoneMoved", data: { milestoneId: 200, fromPhaseId: 100, toPhaseId: 101, seq: 2 } },
      ),
    )

    expect(seqs(projects, "rm_milestones")).toEqual({ 200: [101, 2], 201: [100, 1], 202: [100, 2], 203: [101, 1] })
  })

  it("given processes and activities moved and resequenced, then every group is numbered 1…n in its order", () => {
    const projects = fold(
      history(
        ...structure,
        { type: "ProcessMoved", data: { processId: 300, fromMilestoneId: 200, toMilestoneId: 201, seq: 1 } },
        { type: "ActivitiesResequenced", data: { processId: 300, placements: [{ id: 402, seq: 1 }] } },
        { type: "ActivityMoved", data: { activityId: 400, fromProcessId: 300, toProcessId: 301, seq: 1 } },
        { type: "ProcessesResequenced", data: { milestoneId: 201, placements: [{ id: 300, seq: 1 }] } },
      ),
    )

    expect(seqs(projects, "rm_processes")).toEqual({ 300: [201, 1], 301: [200, 1] })
    expect(seqs(projects, "rm_activities")).toEqual({ 400: [301, 1], 401: [300, 2], 402: [300, 1] })
  })

  it("given a move, then only the moved row is marked changed by the mover; renumbered rows keep their audit fields", () => {
    const projects = fold(
      history(
        ...structure,
        {
          event: { type: "ActivityMoved", data: { activityId: 400, fromProcessId: 300, toProcessId: 301, seq: 1 } },
          userId: BEAT,
          minute: 40,
        },
      ),
    )

    const [moved, renumbered] = [rows(projects, "rm_activities")[0]!, rows(projects, "rm_activities")[1]!]
    expect(moved).toEqual({
      id: 400,
      proId: P,
      parentId: 301,
      data: { name: "A400", desc: null, seq: 1, providerRoleId: 500, receiverRoleId: 501, createdAt: time(11), createdBy: ANNA, changedAt: time(40), changedBy: BEAT },
    })
    expect(renumbered.data).toMatchObject({ seq: 1, changedAt: null, changedBy: null })
  })

  it("given changes by another user, then changedAt/By come from the last change's metadata and createdAt/By stay", () => {
    const projects = fold(
      history(
        ...structure,
        { event: { type: "RoleRenamed", data: { roleId: 500, name: "Architektin" } }, userId: BEAT, minute: 30 },
        { event: { type: "RoleTypeChanged", data: { roleId: 500, roleType: "company" } }, userId: ANNA, minute: 31 },
        { event: { type: "ProjectRenamed", data: { projectId: P, name: "Schulhaus Baden" } }, userId: BEAT, minute: 32 },
        { event: { type: "ActivityRolesAssigned", data: { activityId: 401, providerRoleId: 501, receiverRoleId: null } }, userId: BEAT, minute: 33 },
      ),
    )

    expect(rows(projects, "rm_roles")[0]).toEqual({
      id: 500,
      proId: P,
      parentId: null,
      data: { name: "Architektin", desc: null, roleType: "company", createdAt: time(5), createdBy: ANNA, changedAt: time(31), changedBy: ANNA },
    })
    expect(rows(projects, "rm_projects")[0]!.data).toMatchObject({ name: "Schulhaus Baden", createdBy: ANNA, changedAt: time(32), changedBy: BEAT })
    expect(rows(projects, "rm_activities")[1]!.data).toMatchObject({ providerRoleId: 501, receiverRoleId: null, changedBy: BEAT })
  })

  it("given a milestone deleted with cascade, then its processes and their activities are gone and the phase is renumbered", () => {
    const projects = fold(
      history(
        ...structure,
        { type: "ProcessDeleted", data: { processId: 300, milestoneId: 200 } },
        { type: "ProcessDeleted", data: { processId: 301, milestoneId: 200 } },
        { type: "MilestoneDeleted", data: { milestoneId: 200, phaseId: 100 } },
      ),
    )

    expect(seqs(projects, "rm_milestones")).toEqual({ 201: [100, 1] })
    expect(rows(projects, "rm_processes")).toEqual([])
    expect(rows(projects, "rm_activities")).toEqual([])
    expect(rows(projects, "rm_roles")).toHaveLength(2)
  })

  it("given a phase removed with cascade, then the phase, its milestones and everything below are gone", () => {
    const projects = fold(
      history(
        ...structure,
        { type: "ProcessDeleted", data: { processId: 300, milestoneId: 200 } },
        { type: "ProcessDeleted", data: { processId: 301, milestoneId: 200 } },
        { type: "MilestoneDeleted", data: { milestoneId: 200, phaseId: 100 } },
        { type: "MilestoneDeleted", data: { milestoneId: 201, phaseId: 100 } },
        { type: "PhaseRemoved", data: { phaseId: 100 } },
      ),
    )

    expect(rows(projects, "rm_phases").map((r) => r.id)).toEqual([101, 102, 103])
    for (const table of ["rm_milestones", "rm_processes", "rm_activities"] as const) expect(rows(projects, table)).toEqual([])
  })

  it("given a deleted project, then none of its rows remain and another project is untouched", () => {
    const other = history(projectCreated(2), ...phases(900)).map((e) => ({ ...e, projectId: 2 }))
    const before = fold(other)
    const events = [...history(...structure, { type: "ProjectDeleted", data: { projectId: P } }), ...other.map((e) => ({ ...e, position: e.position + 100 }))]
    const projects = fold(events)

    expect(projects.get(P)).toEqual(emptyProjectRows())
    expect(rows(projects, "rm_phases", 2)).toEqual(rows(before, "rm_phases", 2))
    expect(rows(projects, "rm_projects", 2)[0]!.data).toEqual({ ...rows(before, "rm_projects", 2)[0]!.data, lastPosition: 105 })
  })

  it("counts the events of each project's stream and keeps the last one's position", () => {
    const a = history(...structure)
    const b = history(projectCreated(2), ...phases(900), { type: "ProjectRenamed", data: { projectId: 2, name: "B" } })
    // Interleaved in the global log, as concurrent users write them.
    const log: ProjectedEvent[] = []
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (a[i]) log.push({ ...a[i]!, position: log.length + 1 })
      if (b[i]) log.push({ ...b[i]!, projectId: 2, position: log.length + 1 })
    }
    const projects = fold(log)

    expect(rows(projects, "rm_projects", P)[0]!.data).toMatchObject({ eventCount: a.length, lastPosition: log.findLast((e) => e.projectId === P)!.position })
    expect(rows(projects, "rm_projects", 2)[0]!.data).toMatchObject({ eventCount: b.length, lastPosition: log.findLast((e) => e.projectId === 2)!.position })
  })

  it("passes over events it does not handle, without counting them", () => {
    const events = [...history(...structure), { position: 99, projectId: P, type: "SomethingElseHappened", data: {}, userId: ANNA, occurredAt: time(50) }]

    expect(rows(fold(events), "rm_projects")[0]!.data.eventCount).toBe(structure.length)
  })
})

describe("project structure projection over generated histories", () => {
  const generated = generateProjectHistories({ projects: 30, events: 6_000, seed: 12 })
  const events: ProjectedEvent[] = []
  for (const command of generated)
    for (const event of command.events)
      events.push({ position: events.length + 1, projectId: command.projectId, type: event.type, data: event.data, userId: command.userId, occurredAt: command.occurredAt })

  it("are valid contract events and cover every event type the projection handles", () => {
    for (const event of events) decodeProjectEvent({ type: event.type, data: event.data })
    // Grants and shares change no structure row (the identity projection keeps them): not simulated here.
    const structural = [...projectStructure.handles].filter((type) => type === "ProjectDeleted" || !projectAccessEventTypes.has(type))
    expect([...new Set(structural)].filter((type) => !events.some((e) => e.type === type))).toEqual([])
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(structural))
  })

  it("replaying the same events from scratch twice gives identical rows", () => {
    expect(fold(events)).toEqual(fold(events))
  })

  it("folding in batches, carrying the rows over as the runner does, gives the rows of one fold", () => {
    const whole = fold(events)
    const carried = new Map<number, ProjectRows>()
    for (let i = 0; i < events.length; i += 777) foldEvents(projectStructure, events.slice(i, i + 777), carried)

    expect(carried).toEqual(whole)
  })

  it("never changes the rows it is given: a change is a new row", () => {
    const projects = fold(events.slice(0, 3_000))
    const snapshot = structuredClone(projects)
    for (const event of events.slice(3_000)) projectStructure.project(projects.get(event.projectId) ?? emptyProjectRows(), event)

    expect(projects).toEqual(snapshot)
  })

  it("keeps every group numbered 1…n, no orphans, and every project's event count equal to its stream's length", () => {
    const projects = fold(events)
    const streamLength = new Map<number, number>()
    for (const e of events) streamLength.set(e.projectId, (streamLength.get(e.projectId) ?? 0) + 1)
    let deleted = 0
    for (const [projectId, project] of projects) {
      const row = project.rm_projects.get(projectId)
      if (!row) {
        deleted++
        expect(Object.values(project).every((table) => table.size === 0)).toBe(true)
        continue
      }
      expect(row.data.eventCount).toBe(streamLength.get(projectId))
      // No orphans: every child's parent is a row of the project.
      for (const [table, parents] of [["rm_milestones", "rm_phases"], ["rm_processes", "rm_milestones"], ["rm_activities", "rm_processes"]] as const)
        for (const r of project[table].values()) expect(project[parents].has(r.parentId!), `${table} ${r.id} → ${r.parentId}`).toBe(true)
      for (const table of ["rm_milestones", "rm_processes", "rm_activities"] as const) {
        const groups = new Map<number | null, number[]>()
        for (const r of project[table].values()) groups.set(r.parentId, [...(groups.get(r.parentId) ?? []), Number(r.data.seq)])
        for (const seq of groups.values()) expect(seq.sort((a, b) => a - b)).toEqual(seq.map((_, i) => i + 1))
      }
    }
    expect(deleted).toBe(3)
  })
})
