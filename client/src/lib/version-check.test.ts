import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { stubFetch } from "../testing/fetch-stub"
import type { AppEvent } from "./app-events"

const index = (bundle: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="/assets/${bundle}"></script></head><body></body></html>`

/** The module keeps whether it announced already: a fresh copy per test, with its own event stream. */
const load = async () => {
  vi.resetModules()
  const events: AppEvent[] = []
  const { appEvents$ } = await import("./app-events")
  appEvents$.subscribe((event) => events.push(event))
  return { ...(await import("./version-check")), events }
}

beforeEach(() => {
  document.head.innerHTML = '<script type="module" crossorigin src="/assets/index-Buf3-WEX.js"></script>'
})
afterEach(() => {
  document.head.innerHTML = ""
})

describe("bundle names", () => {
  it("given the running page, then its bundle is the module script under /assets/", async () => {
    const { runningBundle } = await load()
    expect(runningBundle()).toBe("/assets/index-Buf3-WEX.js")
  })

  it("given an index page, then the bundle it names is found", async () => {
    const { bundleNamedIn } = await load()
    expect(bundleNamedIn(index("index-Zx9_a1B2.js"))).toBe("/assets/index-Zx9_a1B2.js")
    expect(bundleNamedIn("<html></html>")).toBeNull()
  })

  it("given a development page without a built bundle, then no check is made", async () => {
    document.head.innerHTML = '<script type="module" src="/src/main.tsx"></script>'
    const { checkForNewVersion } = await load()
    const { calls } = stubFetch()
    expect(await checkForNewVersion()).toBe(false)
    expect(calls).toHaveLength(0)
  })
})

describe("checkForNewVersion", () => {
  it("given the same bundle hash, then no toast", async () => {
    const { checkForNewVersion, events } = await load()
    const { calls } = stubFetch({ status: 200, body: index("index-Buf3-WEX.js") })
    expect(await checkForNewVersion()).toBe(false)
    expect(calls[0]).toMatchObject({ method: "GET", path: "/" })
    expect(events).toEqual([])
  })

  it("given another bundle hash, then one persistent toast that offers a reload, and only once", async () => {
    const { checkForNewVersion, events } = await load()
    stubFetch({ status: 200, body: index("index-NEW123.js") })
    expect(await checkForNewVersion()).toBe(true)
    expect(events).toEqual([
      expect.objectContaining({
        type: "toast",
        level: "info",
        key: "new-version",
        message: "Eine neue Version von BIM Profile ist verfügbar.",
        action: expect.objectContaining({ label: "Neu laden" }),
      }),
    ])
    expect(await checkForNewVersion()).toBe(true)
    expect(events).toHaveLength(1)
  })

  it("given the index is fetched, then without cache", async () => {
    const { checkForNewVersion } = await load()
    const { fetch } = stubFetch({ status: 200, body: index("index-Buf3-WEX.js") })
    await checkForNewVersion()
    expect(fetch.mock.calls[0]![1]).toMatchObject({ cache: "no-store" })
  })

  it("given the network fails, then nothing is shown and a later check may still announce", async () => {
    const { checkForNewVersion, events } = await load()
    stubFetch(new TypeError("offline"), { status: 200, body: index("index-NEW123.js") })
    expect(await checkForNewVersion()).toBe(false)
    expect(await checkForNewVersion()).toBe(true)
    expect(events).toHaveLength(1)
  })

  it("given the periodic check started, when the interval passes, then the index is fetched again", async () => {
    vi.useFakeTimers()
    try {
      const { startVersionChecks } = await load()
      const { calls } = stubFetch({ status: 200, body: index("index-Buf3-WEX.js") }, { status: 200, body: index("index-Buf3-WEX.js") })
      const stop = startVersionChecks(60_000)
      await vi.advanceTimersByTimeAsync(59_999)
      expect(calls).toHaveLength(0)
      await vi.advanceTimersByTimeAsync(60_001)
      expect(calls).toHaveLength(2)
      stop()
    } finally {
      vi.useRealTimers()
    }
  })
})
