import { describe, expect, it } from "vitest"
import { jsonDepth } from "./json-depth"

describe("jsonDepth", () => {
  it("counts the nesting of arrays and objects", () => {
    expect(jsonDepth('"text"')).toBe(0)
    expect(jsonDepth('{"a":1}')).toBe(1)
    expect(jsonDepth('[{"a":[1,{"b":2}]},[]]')).toBe(4)
    expect(jsonDepth("[".repeat(5000) + "]".repeat(5000))).toBe(5000)
  })

  it("does not count brackets inside strings, escaped quotes and backslashes included", () => {
    expect(jsonDepth('{"a":"[[[{{{"}')).toBe(1)
    expect(jsonDepth('{"a":"\\"[[[","b":"\\\\"}')).toBe(1)
    expect(jsonDepth('["\\\\",["x"]]')).toBe(2)
  })
})
