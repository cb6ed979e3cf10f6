/**
 * The client log forwarder against a scripted post: batching (one post for what comes together, 20 at once),
 * waiting out a 429's Retry-After, trying again after no answer, dropping what the server refuses, the bound
 * of what waits, and the page leaving.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { ClientLogForwarder, type Post, type PostOutcome } from "./forwarder"

type Sent = { entries: Array<{ severity: string; args: unknown[] }>; headers: Record<string, string>; keepalive: boolean }

const setUp = (...outcomes: Array<PostOutcome | "network">) => {
  const sent: Sent[] = []
  const post: Post = async (body, headers, keepalive) => {
    sent.push({ ...JSON.parse(body), headers, keepalive })
    const outcome = outcomes.shift() ?? { status: 204 }
    if (outcome === "network") throw new TypeError("Failed to fetch")
    return outcome
  }
  const forwarder = new ClientLogForwarder({
    post,
    headers: () => ({ "X-Correlation-Id": "web-test", Authorization: "Bearer t" }),
    context: () => ({ route: "/projects" }),
    delayMs: 2_000,
    maxQueued: 30,
    unreachableWaitMs: 30_000,
  })
  return { sent, forwarder }
}

const texts = (sent: Sent) => sent.entries.map((entry) => entry.args[0])

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 10), toFake: ["setTimeout", "clearTimeout", "Date"] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe("the client log forwarder", () => {
  it("sends what is logged close together as one post after the delay, with the tab's correlation id and the token", async () => {
    const { sent, forwarder } = setUp()
    forwarder.push("warning", ["eins"])
    await vi.advanceTimersByTimeAsync(500)
    forwarder.push("error", ["zwei", { status: 500 }])
    expect(sent).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1_500)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.entries).toEqual([
      { severity: "warning", args: ["eins"], at: "2026-11-27T10:00:00.000Z", route: "/projects" },
      { severity: "error", args: ["zwei", { status: 500 }], at: "2026-11-27T10:00:00.500Z", route: "/projects" },
    ])
    expect(sent[0]!.headers).toEqual({ "Content-Type": "application/json", "X-Correlation-Id": "web-test", Authorization: "Bearer t" })
    expect(sent[0]!.keepalive).toBe(false)
  })

  it("sends 20 at once without waiting, the rest in the next post", async () => {
    const { sent, forwarder } = setUp()
    for (let i = 0; i < 25; i++) forwarder.push("warning", [i])
    await vi.advanceTimersByTimeAsync(0)
    expect(sent.map((s) => s.entries.length)).toEqual([20])
    await vi.advanceTimersByTimeAsync(2_000)
    expect(sent.map((s) => s.entries.length)).toEqual([20, 5])
  })

  it("on 429 sends nothing until Retry-After has passed, then the same entries", async () => {
    const { sent, forwarder } = setUp({ status: 429, retryAfterSeconds: 40 })
    forwarder.push("error", ["zu viele"])
    await vi.advanceTimersByTimeAsync(2_000)
    expect(sent).toHaveLength(1)
    forwarder.push("error", ["danach"])
    await vi.advanceTimersByTimeAsync(30_000)
    // Neither a timer nor the page leaving sends while the server asked to wait.
    forwarder.flushAll()
    await forwarder.flush()
    expect(sent).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(sent).toHaveLength(2)
    expect(texts(sent[1]!)).toEqual(["zu viele", "danach"])
  })

  it("tries a batch again after a while when the server cannot be reached or answers 5xx, and drops one it refuses", async () => {
    const { sent, forwarder } = setUp("network", { status: 503 }, { status: 400 })
    forwarder.push("error", ["offline"])
    await vi.advanceTimersByTimeAsync(2_000)
    await vi.advanceTimersByTimeAsync(29_000)
    expect(sent).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(sent).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(sent).toHaveLength(3)
    // Refused (400): not sent again.
    await vi.advanceTimersByTimeAsync(120_000)
    expect(sent.map(texts)).toEqual([["offline"], ["offline"], ["offline"]])
    expect(forwarder.waiting).toBe(0)
  })

  it("keeps at most maxQueued waiting and says how many it dropped", async () => {
    const { sent, forwarder } = setUp({ status: 503 })
    for (let i = 0; i < 19; i++) forwarder.push("warning", [i])
    await vi.advanceTimersByTimeAsync(2_000)
    for (let i = 19; i < 40; i++) forwarder.push("warning", [i])
    expect(forwarder.waiting).toBe(30)
    // The retry after 30 s (the count first, then 19), the rest after the delay.
    await vi.advanceTimersByTimeAsync(32_000)
    expect(sent.map((s) => s.entries.length)).toEqual([19, 20, 11])
    const all = sent.slice(1).flatMap(texts)
    expect(all[0]).toBe("client log: 10 entries dropped (more than 30 waiting)")
    expect(all.slice(1)).toEqual(Array.from({ length: 30 }, (_, i) => i))
  })

  it("sends everything waiting at once when the page goes, with keepalive", async () => {
    const { sent, forwarder } = setUp()
    for (let i = 0; i < 25; i++) forwarder.push("warning", [i])
    forwarder.flushAll()
    expect(sent.map((s) => [s.entries.length, s.keepalive])).toEqual([
      [20, true],
      [5, true],
    ])
    await vi.advanceTimersByTimeAsync(10_000)
    expect(sent).toHaveLength(2)
  })
})
