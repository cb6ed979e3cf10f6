/**
 * The event store's reads for time travel and published versions (issue 11): a project's events up to a
 * position, the last position of a stream at a position or a time, and the hash that vouches for a stream up
 * to a position. On PGlite; the system tests (time-travel, versions) run them through the API.
 */
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Database, openDatabase } from "../database"
import type { NewEvent } from "./event-store"

const event = (n: number): NewEvent => ({ type: "Happened", data: { n }, metadata: { eventId: randomUUID(), userId: 7 } })

let db: Database
beforeAll(async () => {
  db = await openDatabase({ kind: "pglite" })
})
afterAll(async () => {
  await db?.close()
})

describe("reads as of a point", () => {
  it("reads the events of some streams up to a position, in position order, and finds a stream's last position at a cut", async () => {
    const [a, b, other] = [`a-${randomUUID()}`, `b-${randomUUID()}`, `c-${randomUUID()}`]
    const first = await db.store.append(a, 0, [event(1), event(2)])
    await db.store.append(other, 0, [event(99)])
    const second = await db.store.append(b, 0, [event(3)])
    await new Promise((resolve) => setTimeout(resolve, 20))
    const [{ now }] = (await db.sql.query<{ now: string }>("SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"') AS now")) as [{ now: string }]
    await new Promise((resolve) => setTimeout(resolve, 20))
    const third = await db.store.append(a, 2, [event(4)])

    const upToSecond = await db.store.readStreamsLean([a, b], second.lastPosition)
    expect(upToSecond.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3])
    expect(upToSecond.map((e) => e.globalPosition)).toEqual([first.firstPosition, first.lastPosition, second.lastPosition])
    expect(upToSecond[0]).toMatchObject({ streamId: a, type: "Happened", userId: 7 })
    expect((await db.store.readStreamsLean([a, b], third.lastPosition)).map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4])
    expect(await db.store.readStreamsLean([], third.lastPosition)).toEqual([])

    expect(await db.store.lastPositionAt(a, { position: second.lastPosition })).toBe(first.lastPosition)
    expect(await db.store.lastPositionAt(a, { position: first.firstPosition - 1 })).toBe(0)
    expect(await db.store.lastPositionAt(a, { time: now })).toBe(first.lastPosition)
    expect(await db.store.lastPositionAt(a, { time: new Date(Date.now() + 60_000).toISOString() })).toBe(third.lastPosition)
    expect(await db.store.lastPositionAt(a, { time: "2000-01-01T00:00:00Z" })).toBe(0)
  })

  it("gives the hash of a stream's last event at a position: the one the log stores", async () => {
    const stream = `h-${randomUUID()}`
    const appended = await db.store.append(stream, 0, [event(1), event(2)])
    const later = await db.store.append(stream, 2, [event(3)])
    const stored = await db.sql.query<{ v: number; h: string }>("SELECT stream_version AS v, encode(hash, 'hex') AS h FROM events WHERE stream_id = $1 ORDER BY stream_version", [stream])
    expect(await db.store.hashAt(stream, appended.lastPosition)).toBe(stored[1]!.h)
    expect(await db.store.hashAt(stream, later.lastPosition + 5)).toBe(stored[2]!.h)
    expect(await db.store.hashAt(stream, appended.firstPosition - 1)).toBeNull()
    expect(stored[0]!.h).toMatch(/^[0-9a-f]{64}$/)
  })
})
