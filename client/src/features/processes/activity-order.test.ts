import { describe, expect, it } from "vitest"
import { applySequence, moveActivity, sortActivities } from "./activity-order"
import { activity } from "../../testing/dto-fixtures"

const list = [activity(30, 1, 3, null, null), activity(10, 1, 1, null, null), activity(20, 1, 2, null, null)]

describe("activity order", () => {
  it("given activities, then they are sorted by sequence", () => {
    expect(sortActivities(list).map((a) => a.act_id)).toEqual([10, 20, 30])
  })

  it("given a move down, then the two swapped activities are sent with their new sequence", () => {
    expect(moveActivity(list, 0, 1)).toEqual([
      { act_id: 20, act_seq: 1 },
      { act_id: 10, act_seq: 2 },
    ])
  })

  it("given a move up of the last, then it takes the place before", () => {
    expect(moveActivity(list, 2, -1)).toEqual([
      { act_id: 30, act_seq: 2 },
      { act_id: 20, act_seq: 3 },
    ])
  })

  it("given gaps in the sequences, then the list is numbered 1…n again", () => {
    const gappy = [activity(1, 1, 2, null, null), activity(2, 1, 5, null, null), activity(3, 1, 9, null, null)]
    expect(moveActivity(gappy, 2, -1)).toEqual([
      { act_id: 1, act_seq: 1 },
      { act_id: 3, act_seq: 2 },
      { act_id: 2, act_seq: 3 },
    ])
  })

  it("given a move past either end, then nothing is sent", () => {
    expect(moveActivity(list, 0, -1)).toEqual([])
    expect(moveActivity(list, 2, 1)).toEqual([])
    expect(moveActivity(list, 1, 0)).toEqual([])
  })

  it("given pairs, then the list shows the new order at once", () => {
    expect(applySequence(list, moveActivity(list, 0, 1)).map((a) => a.act_id)).toEqual([20, 10, 30])
  })
})
