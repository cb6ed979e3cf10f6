/**
 * GET /1.2/live on a tiny app with a fake source of batches: headers, retry hint, heartbeat, token in the
 * header or the query, replay on resume, hand-over from replay to live, clean-up on abort and on close.
 */
import type { LiveNotification } from "@bimprofile/contracts/live/live-notification"
import { TokenSigner } from "@bimprofile/infra/auth/tokens"
import { createLogger } from "@bimprofile/infra/logger"
import { onProblem } from "@bimprofile/infra/http/problem"
import { Hono } from "hono"
import { afterEach, describe, expect, it } from "vitest"
import { SseReader } from "../testing/sse-reader"
import type { LiveBatch, LiveSource } from "./live-hub"
import { liveRoutes, type LiveRoutesOptions } from "./live-routes"

const signer = new TokenSigner(Buffer.from("live-routes-test"))
const token = signer.sign({ sub: "5", email: "a@b.test", org: null, typ: "access" }, 600)
const log = createLogger("live-test", "error")

class FakeSource implements LiveSource {
  position = 10
  readonly listeners = new Map<(batch: LiveBatch) => void, () => void>()
  replays: [number, number][] = []
  /** Holds `settled()` until released, to put a batch between subscribing and replaying. */
  gate: Promise<void> = Promise.resolve()
  changes: LiveNotification[] = [{ position: 8, project_id: 3, kinds: ["roles"] }]

  settled() {
    return this.gate
  }
  subscribe(listener: (batch: LiveBatch) => void, onClose: () => void) {
    this.listeners.set(listener, onClose)
    return () => void this.listeners.delete(listener)
  }
  async changesBetween(after: number, upTo: number) {
    this.replays.push([after, upTo])
    return this.changes
  }
  emit(batch: LiveBatch) {
    for (const listener of this.listeners.keys()) listener(batch)
  }
  closeAll() {
    for (const onClose of this.listeners.values()) onClose()
  }
}

/** Access for the tests: user 5 exists and reads every project but those in `hidden`. */
const accessOf = (hidden: readonly number[] = [], known = true): LiveRoutesOptions["access"] => ({
  viewer: async (userId) => (known ? { userId, appAdmin: false, licensed: true, memberships: new Map() } : undefined),
  visibleTo: async (_userId, notifications) => notifications.filter((n) => n.project_id === null || !hidden.includes(n.project_id)),
})

const appOf = (source: LiveSource, options: { heartbeatMs?: number; maxPending?: number; maxStreamsPerUser?: number; access?: LiveRoutesOptions["access"] } = {}) => {
  const app = new Hono().route("/1.2/live", liveRoutes({ source, signer, log, access: accessOf(), ...options }))
  app.onError(onProblem(log))
  return app
}

const readers: SseReader[] = []
const open = async (app: Hono, path = "/1.2/live", headers: Record<string, string> = { Authorization: `Bearer ${token}` }) => {
  const response = await app.request(path, { headers })
  const reader = new SseReader(response)
  readers.push(reader)
  return reader
}
afterEach(async () => {
  for (const reader of readers.splice(0)) await reader.close()
})

const until = async (condition: () => boolean, ms = 2_000) => {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not reached")
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

const batch = (position: number, ...projects: number[]): LiveBatch => ({
  position,
  notifications: projects.map((project_id) => ({ position, project_id, kinds: ["milestones"] })),
})

describe("GET /1.2/live", () => {
  it("is an unbuffered event stream that starts with a retry hint and a ready event at the current position", async () => {
    const reader = await open(appOf(new FakeSource()))
    expect(reader.response.status).toBe(200)
    expect(reader.response.headers.get("content-type")).toContain("text/event-stream")
    expect(reader.response.headers.get("cache-control")).toBe("no-cache")
    expect(reader.response.headers.get("x-accel-buffering")).toBe("no")
    expect(await reader.next()).toEqual({ retry: 3_000 })
    expect(await reader.next()).toEqual({ event: "ready", id: "10", data: JSON.stringify({ position: 10 }) })
  })

  it("sends each batch of notifications with its position as id", async () => {
    const source = new FakeSource()
    const reader = await open(appOf(source))
    await reader.next((m) => m.event === "ready")
    source.emit(batch(12, 1, 2))
    expect(await reader.next()).toEqual({ id: "12", data: JSON.stringify({ position: 12, project_id: 1, kinds: ["milestones"] }) })
    expect(await reader.nextData()).toEqual({ id: "12", data: { position: 12, project_id: 2, kinds: ["milestones"] } })
  })

  it("sends a ': ping' comment at the heartbeat interval", async () => {
    const reader = await open(appOf(new FakeSource(), { heartbeatMs: 30 }))
    expect(await reader.next((m) => m.comment !== undefined)).toEqual({ comment: "ping" })
    expect(await reader.next((m) => m.comment !== undefined)).toEqual({ comment: "ping" })
  })

  it("accepts the token as ?access_token= (EventSource cannot send headers)", async () => {
    const reader = await open(appOf(new FakeSource()), `/1.2/live?access_token=${token}`, {})
    expect(reader.response.status).toBe(200)
    expect((await reader.next((m) => m.event === "ready")).id).toBe("10")
  })

  it("answers the usual 401 error body, not a stream, without or with a bad token", async () => {
    const app = appOf(new FakeSource())
    const cases: [string, Record<string, string>, string][] = [
      ["/1.2/live", {}, "AUTH_NO_TOK"],
      ["/1.2/live?access_token=", {}, "AUTH_NO_TOK"],
      ["/1.2/live?access_token=garbage", {}, "AUTH_INV_TOK"],
      ["/1.2/live", { Authorization: "Bearer garbage" }, "AUTH_INV_TOK"],
      [`/1.2/live?access_token=${signer.sign({ sub: "5", email: "a@b.test", org: null, typ: "refresh" }, 600)}`, {}, "AUTH_INV_TOK"],
      [`/1.2/live?access_token=${signer.sign({ sub: "5", email: "a@b.test", org: null, typ: "access" }, 60, Date.now() - 3_600_000)}`, {}, "AUTH_EXP_TOK"],
    ]
    for (const [path, headers, code] of cases) {
      const answer = await app.request(path, { headers })
      expect(answer.status, path).toBe(401)
      expect(answer.headers.get("content-type")).toContain("application/json")
      expect(await answer.json()).toMatchObject({ internal_code: code, message: expect.any(String), details: null })
    }
  })

  it("answers 401 AUTH_INV_TOK for a token of an unknown or erased user", async () => {
    const answer = await appOf(new FakeSource(), { access: accessOf([], false) }).request("/1.2/live", { headers: { Authorization: `Bearer ${token}` } })
    expect(answer.status).toBe(401)
    expect(await answer.json()).toMatchObject({ internal_code: "AUTH_INV_TOK" })
  })

  it("sends only what the listener may read, in order, users and organisations to everyone", async () => {
    const source = new FakeSource()
    source.changes = [
      { position: 7, project_id: 2, kinds: ["roles"] },
      { position: 8, project_id: 3, kinds: ["roles"] },
    ]
    const reader = await open(appOf(source, { access: accessOf([2]) }), "/1.2/live?since=5")
    expect((await reader.nextData()).data).toMatchObject({ project_id: 3 })
    await reader.next((m) => m.event === "ready")
    source.emit(batch(12, 1, 2))
    source.emit({ position: 13, notifications: [{ position: 13, project_id: null, kinds: ["users"] }] })
    expect((await reader.nextData()).data).toEqual({ position: 12, project_id: 1, kinds: ["milestones"] })
    expect((await reader.nextData()).data).toEqual({ position: 13, project_id: null, kinds: ["users"] })
  })

  it("replays what changed since Last-Event-ID before it goes live; Last-Event-ID wins over ?since=", async () => {
    const source = new FakeSource()
    const reader = await open(appOf(source), "/1.2/live?since=2", { Authorization: `Bearer ${token}`, "Last-Event-ID": "7" })
    expect(await reader.nextData()).toEqual({ id: "8", data: { position: 8, project_id: 3, kinds: ["roles"] } })
    expect((await reader.next((m) => m.data !== undefined)).event).toBe("ready")
    expect(source.replays).toEqual([[7, 10]])
  })

  it("replays from ?since= when there is no Last-Event-ID, and refuses a since that is not a position", async () => {
    const source = new FakeSource()
    const reader = await open(appOf(source), "/1.2/live?since=4")
    await reader.next((m) => m.event === "ready")
    expect(source.replays).toEqual([[4, 10]])
    const bad = await appOf(source).request("/1.2/live?since=-1", { headers: { Authorization: `Bearer ${token}` } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ internal_code: "VALIDATION", details: { since: expect.any(String) } })
  })

  it("tells 'everything may have changed' when the last id is unknown or ahead of the read models", async () => {
    for (const lastEventId of ["abc", "11"]) {
      const source = new FakeSource()
      const reader = await open(appOf(source), "/1.2/live", { Authorization: `Bearer ${token}`, "Last-Event-ID": lastEventId })
      expect(await reader.nextData()).toEqual({ id: "10", data: { position: 10, project_id: null, kinds: null } })
      expect(source.replays).toEqual([])
    }
  })

  it("hands over from replay to live without a gap or a duplicate", async () => {
    const source = new FakeSource()
    let release = () => {}
    source.gate = new Promise<void>((resolve) => (release = resolve))
    const reader = await open(appOf(source), "/1.2/live", { Authorization: `Bearer ${token}`, "Last-Event-ID": "7" })
    await until(() => source.listeners.size === 1)
    // Batches that arrive while the stream waits to replay: one the replay covers, one after it.
    source.emit(batch(9, 4))
    source.position = 9
    source.emit(batch(11, 5))
    release()
    const ids: string[] = []
    for (;;) {
      const message = await reader.next((m) => m.data !== undefined)
      ids.push(`${message.event ?? ""}${message.id}`)
      if (message.id === "11") break
    }
    expect(ids).toEqual(["8", "ready9", "11"])
    expect(source.replays).toEqual([[7, 9]])
  })

  it("stops listening when the client goes away", async () => {
    const source = new FakeSource()
    const reader = await open(appOf(source, { heartbeatMs: 20 }))
    await reader.next((m) => m.event === "ready")
    expect(source.listeners.size).toBe(1)
    await reader.close()
    await until(() => source.listeners.size === 0)
  })

  it("answers HEAD with the headers only, subscribing to nothing", async () => {
    const source = new FakeSource()
    const answer = await appOf(source).request("/1.2/live", { method: "HEAD", headers: { Authorization: `Bearer ${token}` } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toContain("text/event-stream")
    expect(source.listeners.size).toBe(0)
  })

  it("ends the stream when its token expires: the client reconnects with its new token", async () => {
    const source = new FakeSource()
    // Expires at the next full second (token times are in seconds).
    const shortLived = signer.sign({ sub: "5", email: "a@b.test", org: null, typ: "access" }, 1)
    const reader = await open(appOf(source), "/1.2/live", { Authorization: `Bearer ${shortLived}` })
    await reader.next((m) => m.event === "ready")
    await expect(reader.next((m) => m.comment === undefined, 2_500)).rejects.toThrow("the stream ended")
    expect(source.listeners.size).toBe(0)
  })

  it("holds at most maxStreamsPerUser streams of one user; beyond, 429 LIVE_LIMIT until one closes", async () => {
    const source = new FakeSource()
    const app = appOf(source, { maxStreamsPerUser: 2 })
    const first = await open(app)
    await first.next((m) => m.event === "ready")
    const second = await open(app)
    await second.next((m) => m.event === "ready")
    const refused = await app.request("/1.2/live", { headers: { Authorization: `Bearer ${token}` } })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ internal_code: "LIVE_LIMIT", details: { max_streams: "2" } })
    const otherUser = signer.sign({ sub: "6", email: "b@b.test", org: null, typ: "access" }, 600)
    expect((await open(app, "/1.2/live", { Authorization: `Bearer ${otherUser}` })).response.status).toBe(200)
    await first.close()
    await until(() => source.listeners.size === 2)
    expect((await open(app)).response.status).toBe(200)
  })

  it("ends the stream when the source closes (the service stops)", async () => {
    const source = new FakeSource()
    const reader = await open(appOf(source))
    await reader.next((m) => m.event === "ready")
    source.closeAll()
    await expect(reader.next(() => true, 1_000)).rejects.toThrow("the stream ended")
    expect(source.listeners.size).toBe(0)
  })

  it("collapses what a slow listener cannot take into one 'everything may have changed'", async () => {
    const source = new FakeSource()
    const reader = await open(appOf(source, { maxPending: 3 }))
    await reader.next((m) => m.event === "ready")
    // The listener reads nothing while these arrive.
    for (let position = 11; position <= 30; position++) source.emit(batch(position, 1))
    const received: { id: string | undefined; data: LiveNotification }[] = []
    for (;;) {
      const next = await reader.nextData<LiveNotification>()
      received.push(next)
      if (next.data.position === 30) break
    }
    expect(received.length).toBeLessThan(20)
    expect(received.at(-1)!.data).toEqual({ position: 30, project_id: null, kinds: null })
    const ids = received.map((r) => Number(r.id))
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })
})
