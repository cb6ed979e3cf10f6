import { describe, expect, it } from "vitest"
import { parseId } from "./route-ids"

describe("parseId", () => {
  it("given a positive whole number, then it is the id", () => {
    expect(parseId("42")).toBe(42)
  })

  it.each([undefined, "", "abc", "4a", "-1", "0", "1.5", " 3"])("given %j, then it is no id", (value) => {
    expect(parseId(value)).toBeNull()
  })
})
