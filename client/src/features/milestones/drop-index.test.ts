import { describe, expect, it } from "vitest"
import { beforeIndexAt } from "./drop-index"

describe("beforeIndexAt", () => {
  const items = [
    { top: 0, height: 40 },
    { top: 50, height: 40 },
    { top: 100, height: 40 },
  ]

  it("lands before an item when the pointer is above its middle", () => {
    expect(beforeIndexAt(items, 10)).toBe(0)
    expect(beforeIndexAt(items, 60)).toBe(1)
  })

  it("lands after an item when the pointer is below its middle", () => {
    expect(beforeIndexAt(items, 30)).toBe(1)
    expect(beforeIndexAt(items, 125)).toBe(3)
  })

  it("lands at the end below the last item and first in an empty list", () => {
    expect(beforeIndexAt(items, 500)).toBe(3)
    expect(beforeIndexAt([], 10)).toBe(0)
  })
})
