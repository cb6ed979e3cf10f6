import { describe, expect, it } from "vitest"
import { moveInPlan } from "./move-in-plan"
import { layoutOf, milestoneOrder, planOf } from "./plan-fixture"

const plan = planOf({
  1: { 11: [101, 102, 103], 12: [104] },
  2: { 21: [], 22: [201], 23: [] },
  3: {},
})

describe("moveInPlan: milestones", () => {
  it("reorders within a phase and sends only the milestones whose sequence changed", () => {
    const result = moveInPlan(plan, { kind: "milestone", id: 23, toPhaseId: 2, toIndex: 0 })
    expect(result && layoutOf(result.plan)[2]).toEqual({ 23: [], 21: [], 22: [201] })
    expect(result?.plan.phases[1]?.milestones.map((m) => m.id)).toEqual([23, 21, 22])
    expect(result?.changes).toEqual([
      { id: 23, seq: 1 },
      { id: 21, seq: 2 },
      { id: 22, seq: 3 },
    ])
  })

  it("moving one step down swaps two neighbours and leaves the rest alone", () => {
    const result = moveInPlan(plan, { kind: "milestone", id: 21, toPhaseId: 2, toIndex: 1 })
    expect(result?.plan.phases[1]?.milestones.map((m) => m.id)).toEqual([22, 21, 23])
    expect(result?.changes).toEqual([
      { id: 22, seq: 1 },
      { id: 21, seq: 2 },
    ])
  })

  it("moves to another phase: renumbers both phases and names the new phase for the moved one only", () => {
    const result = moveInPlan(plan, { kind: "milestone", id: 11, toPhaseId: 2, toIndex: 1 })
    expect(result && layoutOf(result.plan)).toEqual({
      1: { 12: [104] },
      2: { 21: [], 11: [101, 102, 103], 22: [201], 23: [] },
      3: {},
    })
    expect(result && milestoneOrder(result.plan)).toEqual([[12], [21, 11, 22, 23], []])
    expect(result?.changes).toEqual([
      { id: 12, seq: 1 },
      { id: 11, seq: 2, parentId: 2 },
      { id: 22, seq: 3 },
      { id: 23, seq: 4 },
    ])
  })

  it("moves into an empty phase and keeps the milestone's processes", () => {
    const result = moveInPlan(plan, { kind: "milestone", id: 12, toPhaseId: 3, toIndex: 0 })
    expect(result && layoutOf(result.plan)[3]).toEqual({ 12: [104] })
    expect(result?.changes).toEqual([{ id: 12, seq: 1, parentId: 3 }])
  })

  it("clamps a position past the end to the end", () => {
    const result = moveInPlan(plan, { kind: "milestone", id: 21, toPhaseId: 1, toIndex: 99 })
    expect(result?.plan.phases[0]?.milestones.map((m) => m.id)).toEqual([11, 12, 21])
    expect(result?.changes).toContainEqual({ id: 21, seq: 3, parentId: 1 })
  })

  it("is nothing (null) when the milestone stays where it is, or the milestone or phase is unknown", () => {
    expect(moveInPlan(plan, { kind: "milestone", id: 22, toPhaseId: 2, toIndex: 1 })).toBeNull()
    expect(moveInPlan(plan, { kind: "milestone", id: 99, toPhaseId: 2, toIndex: 0 })).toBeNull()
    expect(moveInPlan(plan, { kind: "milestone", id: 21, toPhaseId: 9, toIndex: 0 })).toBeNull()
  })

  it("leaves the given plan unchanged and reuses untouched phases", () => {
    const before = JSON.stringify(plan)
    const result = moveInPlan(plan, { kind: "milestone", id: 23, toPhaseId: 2, toIndex: 0 })
    expect(JSON.stringify(plan)).toBe(before)
    expect(result?.plan.phases[0]).toBe(plan.phases[0])
  })
})

describe("moveInPlan: processes", () => {
  it("reorders within a milestone", () => {
    const result = moveInPlan(plan, { kind: "process", id: 103, toMilestoneId: 11, toIndex: 0 })
    expect(result && layoutOf(result.plan)[1]?.[11]).toEqual([103, 101, 102])
    expect(result?.changes).toEqual([
      { id: 103, seq: 1 },
      { id: 101, seq: 2 },
      { id: 102, seq: 3 },
    ])
  })

  it("moves to a milestone of another phase: the old milestone closes the gap", () => {
    const result = moveInPlan(plan, { kind: "process", id: 101, toMilestoneId: 22, toIndex: 0 })
    expect(result && layoutOf(result.plan)).toEqual({
      1: { 11: [102, 103], 12: [104] },
      2: { 21: [], 22: [101, 201], 23: [] },
      3: {},
    })
    expect(result?.changes).toEqual([
      { id: 102, seq: 1 },
      { id: 103, seq: 2 },
      { id: 101, seq: 1, parentId: 22 },
      { id: 201, seq: 2 },
    ])
  })

  it("moves the last process at the end of another milestone: only the moved process changes", () => {
    const result = moveInPlan(plan, { kind: "process", id: 103, toMilestoneId: 12, toIndex: 1 })
    expect(result && layoutOf(result.plan)[1]).toEqual({ 11: [101, 102], 12: [104, 103] })
    expect(result?.changes).toEqual([{ id: 103, seq: 2, parentId: 12 }])
  })

  it("moves into an empty milestone", () => {
    const result = moveInPlan(plan, { kind: "process", id: 201, toMilestoneId: 21, toIndex: 0 })
    expect(result && layoutOf(result.plan)[2]).toEqual({ 21: [201], 22: [], 23: [] })
    expect(result?.changes).toEqual([{ id: 201, seq: 1, parentId: 21 }])
  })

  it("is nothing (null) for no change or an unknown process or milestone", () => {
    expect(moveInPlan(plan, { kind: "process", id: 102, toMilestoneId: 11, toIndex: 1 })).toBeNull()
    expect(moveInPlan(plan, { kind: "process", id: 999, toMilestoneId: 11, toIndex: 0 })).toBeNull()
    expect(moveInPlan(plan, { kind: "process", id: 101, toMilestoneId: 999, toIndex: 0 })).toBeNull()
  })

  it("renumbers sequences with gaps in the groups it touches", () => {
    const gappy = planOf({ 1: { 11: [101, 102], 12: [] } })
    const milestone = gappy.phases[0]!.milestones[0]!
    const withGaps = {
      ...gappy,
      phases: [{ ...gappy.phases[0]!, milestones: [{ ...milestone, processes: milestone.processes.map((p, i) => ({ ...p, seq: (i + 1) * 10 })) }, gappy.phases[0]!.milestones[1]!] }],
    }
    const result = moveInPlan(withGaps, { kind: "process", id: 101, toMilestoneId: 12, toIndex: 0 })
    expect(result?.changes).toEqual([
      { id: 102, seq: 1 },
      { id: 101, seq: 1, parentId: 12 },
    ])
  })
})
