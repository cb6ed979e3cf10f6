import { describe, expect, it } from "vitest"
import { moveInPlan } from "./move-in-plan"
import { layoutOf, milestoneOrder, planOf } from "./plan-fixture"
import { dropMove, moveToGroup, stepMove } from "./plan-moves"

const plan = planOf({
  1: { 11: [101, 102], 12: [] },
  2: {},
  3: { 31: [301] },
})
const milestone = (id: number) => ({ kind: "milestone", id }) as const
const process = (id: number) => ({ kind: "process", id }) as const

describe("stepMove (Alt+arrows)", () => {
  it("moves a milestone up and down within its phase, not past either end", () => {
    expect(stepMove(plan, milestone(12), "up")).toEqual({ kind: "milestone", id: 12, toPhaseId: 1, toIndex: 0 })
    expect(stepMove(plan, milestone(11), "down")).toEqual({ kind: "milestone", id: 11, toPhaseId: 1, toIndex: 1 })
    expect(stepMove(plan, milestone(11), "up")).toBeNull()
    expect(stepMove(plan, milestone(12), "down")).toBeNull()
  })

  it("moves a milestone to the neighbouring phase: first of the next, last of the previous", () => {
    expect(stepMove(plan, milestone(12), "next")).toEqual({ kind: "milestone", id: 12, toPhaseId: 2, toIndex: 0 })
    expect(stepMove(plan, milestone(31), "previous")).toEqual({ kind: "milestone", id: 31, toPhaseId: 2, toIndex: 0 })
    expect(stepMove(plan, milestone(11), "previous")).toBeNull()
    expect(stepMove(plan, milestone(31), "next")).toBeNull()
  })

  it("keeps the plan's overall order when stepping across phases", () => {
    const once = moveInPlan(plan, stepMove(plan, milestone(12), "next")!)!.plan
    const back = moveInPlan(once, stepMove(once, milestone(12), "previous")!)!.plan
    expect(milestoneOrder(back)).toEqual(milestoneOrder(plan))
  })

  it("moves a process within its milestone and to the neighbouring milestone across phases", () => {
    expect(stepMove(plan, process(102), "up")).toEqual({ kind: "process", id: 102, toMilestoneId: 11, toIndex: 0 })
    expect(stepMove(plan, process(102), "down")).toBeNull()
    expect(stepMove(plan, process(102), "next")).toEqual({ kind: "process", id: 102, toMilestoneId: 12, toIndex: 0 })
    expect(stepMove(plan, process(301), "previous")).toEqual({ kind: "process", id: 301, toMilestoneId: 12, toIndex: 0 })
    expect(stepMove(plan, process(101), "previous")).toBeNull()
    expect(stepMove(plan, process(301), "next")).toBeNull()
  })

  it("is null for an item not in the plan", () => {
    expect(stepMove(plan, milestone(99), "up")).toBeNull()
    expect(stepMove(plan, process(99), "next")).toBeNull()
  })
})

describe("moveToGroup (menu)", () => {
  it("appends to the chosen phase or milestone", () => {
    expect(moveToGroup(plan, milestone(11), 3)).toEqual({ kind: "milestone", id: 11, toPhaseId: 3, toIndex: 1 })
    expect(moveToGroup(plan, process(101), 31)).toEqual({ kind: "process", id: 101, toMilestoneId: 31, toIndex: 1 })
  })

  it("is null for the item's own group or an unknown one", () => {
    expect(moveToGroup(plan, milestone(11), 1)).toBeNull()
    expect(moveToGroup(plan, process(101), 11)).toBeNull()
    expect(moveToGroup(plan, milestone(11), 9)).toBeNull()
    expect(moveToGroup(plan, process(101), 99)).toBeNull()
  })
})

describe("dropMove (drag and drop)", () => {
  const three = planOf({ 1: { 11: [101, 102, 103], 12: [] }, 2: {} })

  it("a drop further down the own group lands one position higher (the item leaves its place)", () => {
    const move = dropMove(three, process(101), 11, 2)
    expect(move).toEqual({ kind: "process", id: 101, toMilestoneId: 11, toIndex: 1 })
    expect(layoutOf(moveInPlan(three, move!)!.plan)[1]?.[11]).toEqual([102, 101, 103])
  })

  it("a drop at the end of the own group puts it last", () => {
    expect(layoutOf(moveInPlan(three, dropMove(three, process(101), 11, 3)!)!.plan)[1]?.[11]).toEqual([102, 103, 101])
  })

  it("a drop above the own group's items keeps the index", () => {
    expect(dropMove(three, process(103), 11, 0)).toEqual({ kind: "process", id: 103, toMilestoneId: 11, toIndex: 0 })
  })

  it("a drop just before or after itself changes nothing", () => {
    for (const before of [1, 2]) expect(moveInPlan(three, dropMove(three, process(102), 11, before)!)).toBeNull()
  })

  it("a drop into another group keeps the index", () => {
    expect(dropMove(three, milestone(11), 2, 0)).toEqual({ kind: "milestone", id: 11, toPhaseId: 2, toIndex: 0 })
    expect(dropMove(three, process(102), 12, 0)).toEqual({ kind: "process", id: 102, toMilestoneId: 12, toIndex: 0 })
  })

  it("is null for an unknown item or group", () => {
    expect(dropMove(three, milestone(99), 1, 0)).toBeNull()
    expect(dropMove(three, milestone(11), 9, 0)).toBeNull()
    expect(dropMove(three, process(101), 99, 0)).toBeNull()
  })
})
