import { describe, expect, it } from "vitest"
import { placeAt, resequence, resequenceFact, sameOrder, withoutId } from "./group-order"

describe("placeAt", () => {
  it("appends when no sequence is given", () => {
    expect(placeAt([1, 2], 3)).toEqual([1, 2, 3])
  })
  it("inserts a new id at its 1-based sequence", () => {
    expect(placeAt([1, 2, 3], 9, 1)).toEqual([9, 1, 2, 3])
    expect(placeAt([1, 2, 3], 9, 2)).toEqual([1, 9, 2, 3])
  })
  it("moves an id already in the order, the others keep their relative order", () => {
    expect(placeAt([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4])
    expect(placeAt([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3])
  })
  it("clamps a sequence past the end to the end, and below 1 to the start", () => {
    expect(placeAt([1, 2], 3, 99)).toEqual([1, 2, 3])
    expect(placeAt([1, 2], 1, 99)).toEqual([2, 1])
    expect(placeAt([1, 2], 3, 0)).toEqual([3, 1, 2])
  })
  it("leaves an id at its own place unchanged", () => {
    expect(placeAt([1, 2, 3], 2, 2)).toEqual([1, 2, 3])
  })
  it("does not touch its input", () => {
    const order = [1, 2, 3]
    placeAt(order, 1, 3)
    expect(order).toEqual([1, 2, 3])
  })
})

describe("withoutId and sameOrder", () => {
  it("removes one id and keeps the rest in order (renumbered: seq = index + 1)", () => {
    expect(withoutId([1, 2, 3], 2)).toEqual([1, 3])
    expect(withoutId([1, 2, 3], 9)).toEqual([1, 2, 3])
  })
  it("compares orders element by element", () => {
    expect(sameOrder([1, 2], [1, 2])).toBe(true)
    expect(sameOrder([1, 2], [2, 1])).toBe(false)
    expect(sameOrder([1, 2], [1, 2, 3])).toBe(false)
  })
})

describe("resequence", () => {
  it("puts each listed id at its sequence", () => {
    expect(resequence([1, 2, 3], [{ id: 3, seq: 1 }])).toEqual([3, 1, 2])
    expect(
      resequence([1, 2, 3], [
        { id: 3, seq: 1 },
        { id: 2, seq: 2 },
        { id: 1, seq: 3 },
      ]),
    ).toEqual([3, 2, 1])
  })
  it("honours every pair even when a later pair moves an id from before an earlier one", () => {
    // c asks for 2 and a for 3: a leaving the front must not push c back to 1.
    expect(
      resequence([1, 2, 3, 4], [
        { id: 3, seq: 2 },
        { id: 1, seq: 3 },
      ]),
    ).toEqual([2, 3, 1, 4])
  })
  it("is independent of the order the pairs are listed in", () => {
    const pairs = [
      { id: 4, seq: 1 },
      { id: 1, seq: 4 },
      { id: 2, seq: 3 },
    ]
    expect(resequence([1, 2, 3, 4], pairs)).toEqual([4, 3, 2, 1])
    expect(resequence([1, 2, 3, 4], [...pairs].reverse())).toEqual([4, 3, 2, 1])
  })
  it("keeps unlisted ids in their relative order around the listed ones", () => {
    expect(resequence([1, 2, 3, 4, 5], [{ id: 5, seq: 2 }])).toEqual([1, 5, 2, 3, 4])
  })
  it("returns the same order when every id already stands at its sequence", () => {
    expect(
      resequence([1, 2, 3], [
        { id: 1, seq: 1 },
        { id: 2, seq: 2 },
      ]),
    ).toEqual([1, 2, 3])
  })
})

describe("resequenceFact", () => {
  it("records only the listed items, at the seqs they get", () => {
    expect(resequenceFact([1, 2, 3, 4, 5], [{ id: 5, seq: 2 }])).toEqual([{ id: 5, seq: 2 }])
    expect(resequenceFact([1, 2, 3], [{ id: 1, seq: 99 }])).toEqual([{ id: 1, seq: 3 }])
  })
  it("is nothing when no item changes its place", () => {
    expect(resequenceFact([1, 2, 3], [{ id: 2, seq: 2 }])).toBeUndefined()
  })
  it("applied to the order before, gives the order the request asked for", () => {
    const before = [1, 2, 3, 4, 5, 6]
    const pairs = [
      { id: 6, seq: 1 },
      { id: 1, seq: 4 },
      { id: 3, seq: 9 },
    ]
    expect(resequence(before, resequenceFact(before, pairs)!)).toEqual(resequence(before, pairs))
  })
})
