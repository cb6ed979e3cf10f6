/**
 * Version 1 of the structure events stored the resulting order of the whole group; version 2 stores the fact.
 * The product's registry carries payloads exactly as version 1 wrote them (taken from stored logs) to
 * version 2, and the fact applied to the order before gives the order version 1 stored.
 */
import { describe, expect, it } from "vitest"
import { eventUpcasters } from "../event-upcasters"
import { currentSchemaVersion, upcastEvent } from "../upcasting/upcast"
import { placeAt, resequence, withoutId } from "./group-order"
import { decodeProjectEvent } from "./project-event"

/** A stored version-1 event as every reader gets it: upcast, then decoded with today's schema. */
const read = <Data = unknown>(type: string, data: object): Data => {
  const event = upcastEvent(eventUpcasters, { type, schemaVersion: 1, data })
  expect(event.schemaVersion).toBe(2)
  return decodeProjectEvent({ type: event.type, data: event.data }).data as Data
}

describe("upcasting the version-1 structure events", () => {
  it("a created item keeps its fields and gets the seq it stood at in the stored order", () => {
    expect(read("MilestoneCreated", { milestoneId: 302, phaseId: 202, name: "Vorprojekt", desc: null, phaseOrder: [301, 302, 303] })).toEqual({
      milestoneId: 302,
      phaseId: 202,
      name: "Vorprojekt",
      desc: null,
      seq: 2,
    })
    expect(
      read("ProcessCreated", { processId: 402, milestoneId: 302, name: "Entwurf", shortName: "E", desc: "d", milestoneOrder: [402], copiedFromProcessId: 7 }),
    ).toEqual({ processId: 402, milestoneId: 302, name: "Entwurf", shortName: "E", desc: "d", seq: 1, copiedFromProcessId: 7 })
    expect(
      read("ActivityCreated", { activityId: 502, processId: 402, name: "Pläne liefern", desc: null, providerRoleId: 102, receiverRoleId: null, processOrder: [500, 501, 502] }),
    ).toEqual({ activityId: 502, processId: 402, name: "Pläne liefern", desc: null, providerRoleId: 102, receiverRoleId: null, seq: 3 })
  })

  it("a moved item gets the seq it stood at in the target's stored order; the source's order is dropped", () => {
    expect(read("MilestoneMoved", { milestoneId: 12, fromPhaseId: 2, toPhaseId: 3, fromOrder: [10, 11], toOrder: [13, 12, 14] })).toEqual({
      milestoneId: 12,
      fromPhaseId: 2,
      toPhaseId: 3,
      seq: 2,
    })
    expect(read("ProcessMoved", { processId: 300, fromMilestoneId: 200, toMilestoneId: 201, fromOrder: [301], toOrder: [300] })).toEqual({
      processId: 300,
      fromMilestoneId: 200,
      toMilestoneId: 201,
      seq: 1,
    })
    expect(read("ActivityMoved", { activityId: 42, fromProcessId: 31, toProcessId: 32, fromOrder: [41, 43], toOrder: [44, 42] })).toEqual({
      activityId: 42,
      fromProcessId: 31,
      toProcessId: 32,
      seq: 2,
    })
  })

  it("a resequence places every item of the stored order, which gives that order from any order before", () => {
    const stored = [23, 21, 22]
    const { placements } = read<{ placements: { id: number; seq: number }[] }>("MilestonesResequenced", { phaseId: 9, order: stored })
    expect(placements).toEqual([
      { id: 23, seq: 1 },
      { id: 21, seq: 2 },
      { id: 22, seq: 3 },
    ])
    for (const before of [[21, 22, 23], [22, 23, 21], [23, 21, 22]]) expect(resequence(before, placements)).toEqual(stored)
    expect(read("ProcessesResequenced", { milestoneId: 201, order: [300] })).toEqual({ milestoneId: 201, placements: [{ id: 300, seq: 1 }] })
    expect(read("ActivitiesResequenced", { processId: 300, order: [402, 400] })).toEqual({
      processId: 300,
      placements: [
        { id: 402, seq: 1 },
        { id: 400, seq: 2 },
      ],
    })
  })

  it("a delete keeps only which item went from which group; a deleted process no longer lists its activities", () => {
    expect(read("MilestoneDeleted", { milestoneId: 22, phaseId: 5, phaseOrder: [21, 23] })).toEqual({ milestoneId: 22, phaseId: 5 })
    expect(read("ProcessDeleted", { processId: 31, milestoneId: 21, activityIds: [41, 42], milestoneOrder: [32, 33] })).toEqual({ processId: 31, milestoneId: 21 })
    expect(read("ActivityDeleted", { activityId: 42, processId: 31, processOrder: [41, 43] })).toEqual({ activityId: 42, processId: 31 })
  })

  it("the fact applied to the order before gives the order version 1 stored", () => {
    const before = [21, 22, 23]
    const created = read<{ seq: number }>("MilestoneCreated", { milestoneId: 100, phaseId: 5, name: "X", desc: null, phaseOrder: [21, 100, 22, 23] })
    expect(placeAt(before, 100, created.seq)).toEqual([21, 100, 22, 23])
    const moved = read<{ seq: number }>("ActivityMoved", { activityId: 22, fromProcessId: 5, toProcessId: 6, fromOrder: [21, 23], toOrder: [60, 22, 61] })
    expect([withoutId(before, 22), placeAt([60, 61], 22, moved.seq)]).toEqual([
      [21, 23],
      [60, 22, 61],
    ])
  })

  it("new structure events are written as version 2; others stay in version 1", () => {
    for (const type of ["MilestoneCreated", "MilestoneMoved", "MilestonesResequenced", "MilestoneDeleted", "ProcessDeleted", "ActivitiesResequenced"])
      expect(currentSchemaVersion(eventUpcasters, type)).toBe(2)
    expect(currentSchemaVersion(eventUpcasters, "MilestoneRenamed")).toBe(1)
  })

  it("refuses a stored version-1 event without its order, as any undecodable stored event", () => {
    expect(() => upcastEvent(eventUpcasters, { type: "MilestoneCreated", schemaVersion: 1, data: { milestoneId: 1, phaseId: 2, name: "X", desc: null } })).toThrow(
      /phaseOrder/,
    )
  })
})
