import { describe, expect, it } from "vitest"
import { chunksOf } from "./event-publisher"

const message = (key: string, bytes: number) => ({ key, value: "x".repeat(bytes) })

describe("the publisher's produce requests", () => {
  it("split a large batch into consecutive runs under the byte limit, keeping the order", () => {
    const messages = Array.from({ length: 100 }, (_, i) => message(`project-${i % 7}`, 1_000))
    const chunks = chunksOf(messages, 10_000)
    expect(chunks.flat()).toEqual(messages)
    expect(chunks.length).toBeGreaterThan(10)
    for (const chunk of chunks) expect(chunk.reduce((sum, m) => sum + m.key.length + m.value.length + 64, 0)).toBeLessThanOrEqual(10_000)
  })

  it("send a message larger than the limit alone, never drop it", () => {
    const chunks = chunksOf([message("a", 10), message("b", 50_000), message("c", 10)], 1_000)
    expect(chunks.map((chunk) => chunk.map((m) => m.key))).toEqual([["a"], ["b"], ["c"]])
  })
})
