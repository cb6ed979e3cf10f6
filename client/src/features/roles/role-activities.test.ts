import { describe, expect, it } from "vitest"
import { linkedActivityCounts, roleParticipation } from "./role-activities"
import { activity, process } from "../../testing/dto-fixtures"

describe("linkedActivityCounts", () => {
  it("given activities, then each role counts the activities it provides or receives in, once each", () => {
    const counts = linkedActivityCounts([activity(1, 1, 1, 1, 2), activity(2, 1, 2, 2, 2), activity(3, 1, 3, null, 1), activity(4, 1, 4, null, null)])
    expect(Object.fromEntries(counts)).toEqual({ 1: 2, 2: 2 })
  })
})

describe("roleParticipation", () => {
  // The API lists processes in plan order: 20 comes before 10 here.
  const processes = [process(20, 1, 1, { prc_name: "Erster" }), process(10, 2, 1, { prc_name: "Zweiter" })]
  const names = new Map([
    [1, "Bauherrschaft"],
    [2, "Architekt"],
  ])

  it("given a role, then it lists where it provides and receives, with process and the other role", () => {
    const { provides, receives } = roleParticipation(1, [activity(1, 10, 1, 1, 2), activity(2, 20, 1, 2, 1)], processes, names)
    expect(provides.map((row) => [row.activity.act_id, row.process?.prc_name, row.counterpart])).toEqual([[1, "Zweiter", { id: 2, name: "Architekt" }]])
    expect(receives.map((row) => [row.activity.act_id, row.process?.prc_name, row.counterpart])).toEqual([[2, "Erster", { id: 2, name: "Architekt" }]])
  })

  it("given activities in several processes, then they follow the plan order, then the sequence", () => {
    const { provides } = roleParticipation(1, [activity(1, 10, 1, 1, null), activity(2, 20, 2, 1, null), activity(3, 20, 1, 1, null)], processes, names)
    expect(provides.map((row) => row.activity.act_id)).toEqual([3, 2, 1])
    expect(provides[0]!.counterpart).toBeNull()
  })

  it("given a role that provides to itself, then the activity is on both sides", () => {
    const { provides, receives } = roleParticipation(1, [activity(1, 10, 1, 1, 1)], processes, names)
    expect([provides.length, receives.length]).toEqual([1, 1])
  })

  it("given an unknown counterpart, then the activity's own name stands in", () => {
    const { provides } = roleParticipation(1, [activity(1, 10, 1, 1, 9)], processes, names)
    expect(provides[0]!.counterpart).toEqual({ id: 9, name: "Role 9" })
  })
})
