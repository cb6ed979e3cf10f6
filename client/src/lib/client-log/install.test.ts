/**
 * Client log forwarding switched on: console.warn and console.error still print and are forwarded; the
 * forwarder's own failures never come back as entries (no loop), whatever the server answers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { ClientLogForwarder, type Post } from "./forwarder"
import { fetchPost, installClientLog } from "./install"

let uninstall: () => void = () => {}
const printed = { warn: [] as unknown[][], error: [] as unknown[][] }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] })
  printed.warn = []
  printed.error = []
  vi.spyOn(console, "warn").mockImplementation((...args) => void printed.warn.push(args))
  vi.spyOn(console, "error").mockImplementation((...args) => void printed.error.push(args))
})
afterEach(() => {
  uninstall()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const forwarderWith = (post: Post) => new ClientLogForwarder({ post, headers: () => ({ "X-Correlation-Id": "web-test" }), context: () => ({}), delayMs: 1_000, unreachableWaitMs: 5_000 })

describe("client log forwarding in the app", () => {
  it("forwards console.warn as a warning and console.error as an error, and still prints them", async () => {
    const bodies: string[] = []
    uninstall = installClientLog(forwarderWith(async (body) => (bodies.push(body), { status: 204 })))
    console.warn("langsam", 1)
    console.error("kaputt", new Error("x"))
    expect(printed.warn).toEqual([["langsam", 1]])
    expect(printed.error[0]![0]).toBe("kaputt")
    await vi.advanceTimersByTimeAsync(1_000)
    const entries = JSON.parse(bodies[0]!).entries
    expect(entries.map((e: any) => [e.severity, e.args[0]])).toEqual([
      ["warning", "langsam"],
      ["error", "kaputt"],
    ])
  })

  it("never forwards its own failures: failing posts print nothing and add no entries", async () => {
    const bodies: string[] = []
    // The real transport against a server that fails in every way in turn.
    const answers = [() => Promise.reject(new TypeError("Failed to fetch")), () => Promise.resolve(new Response("", { status: 500 })), () => Promise.resolve(new Response("{}", { status: 400 }))]
    vi.stubGlobal("fetch", vi.fn(async (_path: string, init: RequestInit) => (bodies.push(String(init.body)), answers.shift()!())))
    uninstall = installClientLog(forwarderWith(fetchPost))
    console.error("der einzige Fehler")
    await vi.advanceTimersByTimeAsync(1_000)
    await vi.advanceTimersByTimeAsync(5_000)
    await vi.advanceTimersByTimeAsync(5_000)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(bodies).toHaveLength(3)
    for (const body of bodies) expect(JSON.parse(body).entries.map((e: any) => e.args[0])).toEqual(["der einzige Fehler"])
    expect(printed.warn).toEqual([])
    expect(printed.error).toHaveLength(1)
  })

  it("does not forward what is logged while an argument is read (a getter that logs)", async () => {
    const bodies: string[] = []
    uninstall = installClientLog(forwarderWith(async (body) => (bodies.push(body), { status: 204 })))
    const noisy = {
      get state() {
        console.warn("read state")
        return "ok"
      },
    }
    console.error("with a noisy argument", noisy)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(JSON.parse(bodies[0]!).entries).toEqual([expect.objectContaining({ severity: "error", args: ["with a noisy argument", { state: "ok" }] })])
    expect(printed.warn).toEqual([["read state"]])
  })

  it("reads a 429's Retry-After from the answer", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 429, headers: { "Retry-After": "17" } })))
    expect(await fetchPost("{}", {}, false)).toEqual({ status: 429, retryAfterSeconds: 17 })
  })

  it("sends what waits when the page is hidden", async () => {
    const sent: boolean[] = []
    uninstall = installClientLog(forwarderWith(async (_body, _headers, keepalive) => (sent.push(keepalive), { status: 204 })))
    console.warn("vor dem Schliessen")
    window.dispatchEvent(new Event("pagehide"))
    expect(sent).toEqual([true])
  })

  it("gives the console back when uninstalled", () => {
    const before = console.warn
    installClientLog(forwarderWith(async () => ({ status: 204 })))()
    expect(console.warn).toBe(before)
  })
})
