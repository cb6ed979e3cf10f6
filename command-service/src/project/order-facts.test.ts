/**
 * Events carry the fact, never the resulting order of a whole group (issue 8 §2): the events a command
 * leads to are as big in a group of 3 as in a group of 300, and a history stored in version 1 (whole
 * orders), read through the product's upcasters, folds into exactly the state of the same history in
 * version 2.
 */
import { eventUpcasters } from "@bimprofile/contracts/events/event-upcasters"
import { decodeProjectEvent, type ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import { upcastEvent } from "@bimprofile/contracts/events/upcasting/upcast"
import { generateProjectHistories } from "@bimprofile/projector/testing/generate-project-histories"
import { VERSION_1_TYPES, Version1Writer } from "@bimprofile/projector/testing/version-1-events"
import { describe, expect, it } from "vitest"
import { type AnyProjectCommand, given, stateOf } from "../testing/decider-spec"
import { activities, aProject, K, milestones, P, processes } from "../testing/project-fixtures"
import type { ProjectState } from "./project-state"

/** Phase K with `n` milestones (1000…), the first with `n` processes (2000…), the first of those with `n` activities (3000…). */
const groupsOf = (n: number): ProjectEvent[] => {
  const range = (first: number) => Array.from({ length: n }, (_, i) => first + i)
  return [
    ...aProject(),
    ...milestones(K, ...range(1000).map((id): [number, string] => [id, `M${id}`])),
    ...processes(1000, ...range(2000).map((id): [number, string] => [id, `P${id}`])),
    ...activities(2000, ...range(3000).map((id): [number, string] => [id, `A${id}`])),
  ]
}

const commands: AnyProjectCommand[] = [
  { type: "CreateMilestone", phaseId: K, name: "Neu", desc: null },
  { type: "CreateMilestone", phaseId: K, name: "Neu", desc: null, seq: 2 },
  { type: "ChangeMilestone", milestoneId: 1001, phaseId: P },
  { type: "ChangeMilestone", milestoneId: 1001, seq: 1 },
  { type: "ResequenceMilestones", items: [{ milestoneId: 1002, seq: 1 }, { milestoneId: 1001, seq: 99 }] },
  { type: "DeleteMilestone", milestoneId: 1001, cascade: false },
  { type: "CreateProcess", milestoneId: 1000, name: "Neu", shortName: null, desc: null },
  { type: "ChangeProcess", processId: 2001, milestoneId: 1002 },
  { type: "ResequenceProcesses", items: [{ processId: 2002, seq: 1 }] },
  { type: "DeleteProcess", processId: 2000 },
  { type: "CreateActivity", processId: 2000, name: "Neu", desc: null, providerRoleId: null, receiverRoleId: null },
  { type: "ChangeActivity", activityId: 3001, processId: 2001 },
  { type: "ResequenceActivities", items: [{ activityId: 3002, seq: 1 }] },
  { type: "DeleteActivity", activityId: 3001 },
]

/** The events' JSON with every number written as `#`: ids and seqs have more digits in a bigger group. */
const shapeOf = (events: readonly ProjectEvent[]) => JSON.stringify(events).replace(/\d+/g, "#")

describe("the size of an event", () => {
  const small = groupsOf(3)
  const big = groupsOf(300)

  it.each(commands.map((command) => [command.type, command] as const))("%s: the same in a group of 3 as in a group of 300", (_type, command) => {
    const inSmall = given(...small).when(command).thenAccepted()
    const inBig = given(...big).when(command).thenAccepted()
    expect(inSmall.length).toBeGreaterThan(0)
    expect(shapeOf(inBig)).toBe(shapeOf(inSmall))
    expect(JSON.stringify(inBig).length).toBeLessThan(JSON.stringify(inSmall).length + 40)
  })
})

describe("a history stored in version 1, read through the upcasters", () => {
  it("folds into exactly the command-side state of the same history in version 2", () => {
    const generated = generateProjectHistories({ projects: 20, events: 5_000, seed: 31 })
    const writer = new Version1Writer()
    const v1 = new Map<number, ProjectEvent[]>()
    const v2 = new Map<number, ProjectEvent[]>()
    for (const command of generated)
      for (const event of command.events) {
        const stored = writer.write(command.projectId, event)
        const read = VERSION_1_TYPES.has(stored.type) ? upcastEvent(eventUpcasters, { ...stored, schemaVersion: 1 }) : stored
        v1.set(command.projectId, [...(v1.get(command.projectId) ?? []), decodeProjectEvent({ type: read.type, data: read.data })])
        v2.set(command.projectId, [...(v2.get(command.projectId) ?? []), event])
      }
    const states = (histories: Map<number, ProjectEvent[]>) => new Map<number, ProjectState>([...histories].map(([id, events]) => [id, stateOf(events)]))
    const fromV2 = states(v2)
    expect([...fromV2.values()].reduce((n, s) => n + s.activities.size, 0)).toBeGreaterThan(100)
    expect(states(v1)).toEqual(fromV2)
  })
})
