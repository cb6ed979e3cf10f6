import { afterEach, describe, expect, it, vi } from "vitest"
import { settledWithin } from "./settled-within"

afterEach(() => vi.useRealTimers())

describe("settledWithin", () => {
  it("given loads that finish, failed or not, then it resolves once the last has, without waiting for the time", async () => {
    vi.useFakeTimers()
    let done = false
    const waiting = settledWithin(3_000, [Promise.resolve(1), Promise.reject(new Error("chunk")), new Promise((resolve) => setTimeout(resolve, 500))]).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(499)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await waiting
    expect(done).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it("given a load that never finishes, then it resolves after the time", async () => {
    vi.useFakeTimers()
    let done = false
    void settledWithin(3_000, [new Promise(() => {})]).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(2_999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
})
