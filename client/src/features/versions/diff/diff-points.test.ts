import { describe, expect, it } from "vitest"
import { parsePoint, pointParam } from "./diff-points"

describe("the diff's points", () => {
  it.each([
    ["now", { kind: "now" }],
    ["NOW", { kind: "now" }],
    ["v3", { kind: "version", number: 3 }],
    ["1234", { kind: "position", position: 1234 }],
    ["2026-03-12T14:05:00.000Z", { kind: "time", iso: "2026-03-12T14:05:00.000Z" }],
  ])("given %s, then it is read as the API reads it and written back the same", (raw, point) => {
    expect(parsePoint(raw)).toEqual(point)
    expect(pointParam(parsePoint(raw)!)).toBe(raw.toLowerCase() === "now" ? "now" : raw)
  })

  it.each([null, "", "v0", "v", "0", "-3", "gestern", "2026-13-45", "v1x"])("given %s, then no point (the page asks for one)", (raw) => {
    expect(parsePoint(raw)).toBeNull()
  })
})
