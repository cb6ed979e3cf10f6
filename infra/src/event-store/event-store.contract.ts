/**
 * @module The behaviour every EventStore engine must have, as one vitest suite. Engine test files call
 * `describeEventStoreContract` with a function that opens a fresh, empty store (see
 * pglite-event-store.int.test.ts and pg-event-store.int.test.ts).
 *
 * Tests share the store within a suite and stay independent: each uses fresh stream ids and reads the
 * global log only from the head position it saw before appending.
 */
import { upcasterRegistry, type UpcasterRegistry } from "@bimprofile/contracts/events/upcasting/upcast"
import { defineUpcaster } from "@bimprofile/contracts/events/upcasting/upcaster"
import { Schema } from "effect"
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SqlClient } from "../sql/sql-client"
import { type EventStore, KeyTaken, type NewEvent, type StoredEvent, WrongExpectedVersion } from "./event-store"

export type OpenedEventStore = {
  readonly store: EventStore
  /** The same database, for checks that go under the interface (immutability, raw rows). */
  readonly sql: SqlClient
  close(): Promise<void>
}

const streamId = (label = "s") => `test-${label}-${randomUUID()}`

const event = (type: string, data: unknown = {}, metadata: Record<string, unknown> = {}): NewEvent => ({
  type,
  data,
  metadata: { eventId: randomUUID(), ...metadata },
})

const events = (n: number, type = "Happened"): NewEvent[] =>
  Array.from({ length: n }, (_, i) => event(type, { n: i + 1 }))

/** What a promise rejected with (fails the test if it resolved). */
const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error("expected the promise to reject, it resolved")
}

/** Opens a fresh, empty store; with `upcasters` instead of the product's. */
export type OpenEventStore = (options?: { upcasters?: UpcasterRegistry }) => Promise<OpenedEventStore>

// A made-up evolution: v1 of `Relabelled` stored `label`, v2 splits it into `code` and `name`.
const relabelledV1 = defineUpcaster("Relabelled", 1, Schema.Struct({ label: Schema.String }), (old) => {
  const [code = "", ...name] = old.label.split(" ")
  return { code, name: name.join(" ") }
})

export const describeEventStoreContract = (name: string, open: OpenEventStore): void => {
  describe(`EventStore contract: ${name}`, () => {
    let opened: OpenedEventStore
    let store: EventStore
    let headWhenOpened: number
    let logWhenOpened: StoredEvent[]

    beforeAll(async () => {
      opened = await open()
      store = opened.store
      headWhenOpened = await store.headPosition()
      logWhenOpened = await store.readAll(0, 10)
    })
    afterAll(async () => {
      await opened?.close()
    })

    /** All events appended since `head`, through the global log. */
    const readAllAfter = async (head: number): Promise<StoredEvent[]> => {
      const all: StoredEvent[] = []
      for (let last = head; ; ) {
        const page = await store.readAll(last, 50)
        if (page.length === 0) return all
        all.push(...page)
        last = page.at(-1)!.globalPosition
      }
    }

    describe("append", () => {
      it("appends to a new stream with expected version 0", async () => {
        const id = streamId()
        const result = await store.append(id, 0, [event("ProjectCreated", { name: "A" })])
        expect(result.nextVersion).toBe(1)
        expect(result.lastPosition).toBe(result.firstPosition)
        expect(result.firstPosition).toBeGreaterThan(0)

        const stored = await store.readStream(id)
        expect(stored).toHaveLength(1)
        expect(stored[0]).toMatchObject({
          streamId: id,
          streamVersion: 1,
          globalPosition: result.firstPosition,
          type: "ProjectCreated",
          schemaVersion: 1,
          data: { name: "A" },
        })
      })

      it("appends with the stream's current version", async () => {
        const id = streamId()
        expect((await store.append(id, 0, events(2))).nextVersion).toBe(2)
        expect((await store.append(id, 2, events(1))).nextVersion).toBe(3)
        expect((await store.append(id, 3, events(3))).nextVersion).toBe(6)
        expect((await store.readStream(id)).map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5, 6])
      })

      it("throws WrongExpectedVersion (with streamId, expected, actual) when the stream moved", async () => {
        const id = streamId()
        await store.append(id, 0, events(1))

        const stale = await rejection(store.append(id, 0, events(1)))
        expect(stale).toBeInstanceOf(WrongExpectedVersion)
        expect(stale).toMatchObject({ streamId: id, expected: 0, actual: 1 })

        const ahead = await rejection(store.append(id, 5, events(1)))
        expect(ahead).toBeInstanceOf(WrongExpectedVersion)
        expect(ahead).toMatchObject({ streamId: id, expected: 5, actual: 1 })

        const missing = streamId("missing")
        const notThere = await rejection(store.append(missing, 3, events(1)))
        expect(notThere).toBeInstanceOf(WrongExpectedVersion)
        expect(notThere).toMatchObject({ streamId: missing, expected: 3, actual: 0 })
        expect(await store.readStream(missing)).toEqual([])
      })

      it('appends without a check with expected "any"', async () => {
        const id = streamId()
        expect((await store.append(id, "any", events(2))).nextVersion).toBe(2)
        expect((await store.append(id, "any", events(1))).nextVersion).toBe(3)
        await store.append(id, 3, events(1))
        expect((await store.append(id, "any", events(1))).nextVersion).toBe(5)
        expect((await store.readStream(id)).map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5])
      })

      it("lets exactly one of several concurrent appends with the same expected version win", async () => {
        const id = streamId()
        await store.append(id, 0, events(1))
        const outcomes = await Promise.allSettled([
          store.append(id, 1, [event("A")]),
          store.append(id, 1, [event("B")]),
          store.append(id, 1, [event("C")]),
        ])
        const won = outcomes.filter((o) => o.status === "fulfilled")
        const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected")
        expect(won).toHaveLength(1)
        expect(lost).toHaveLength(2)
        for (const l of lost) {
          expect(l.reason).toBeInstanceOf(WrongExpectedVersion)
          expect(l.reason).toMatchObject({ streamId: id, expected: 1, actual: 2 })
        }
        expect((await store.readStream(id)).map((e) => e.streamVersion)).toEqual([1, 2])
      })

      it("gives a multi-event append consecutive global positions", async () => {
        const id = streamId()
        const before = await store.headPosition()
        const result = await store.append(id, 0, events(4))
        expect(result.lastPosition - result.firstPosition).toBe(3)
        expect(result.firstPosition).toBeGreaterThan(before)

        const stored = await store.readStream(id)
        expect(stored.map((e) => e.globalPosition)).toEqual([0, 1, 2, 3].map((i) => result.firstPosition + i))
        // Nothing else sits between them in the global log.
        const slice = await store.readAll(result.firstPosition - 1, 4)
        expect(slice.map((e) => [e.streamId, e.streamVersion])).toEqual([1, 2, 3, 4].map((v) => [id, v]))
      })

      it("writes nothing when an append fails", async () => {
        const id = streamId()
        await store.append(id, 0, events(1))
        const head = await store.headPosition()

        expect(await rejection(store.append(id, 0, events(3)))).toBeInstanceOf(WrongExpectedVersion)
        // Rejected by the database itself: jsonb cannot hold U+0000, so the second event fails the insert.
        const unstorable = [event("Fine"), event("Broken", { text: "nul \u0000 byte" })]
        const dbError = await rejection(store.append(id, 1, unstorable))
        expect(dbError).not.toBeInstanceOf(WrongExpectedVersion)
        expect(await rejection(store.append(id, 1, []))).toBeInstanceOf(Error)

        expect((await store.readStream(id)).map((e) => e.streamVersion)).toEqual([1])
        expect(await store.headPosition()).toBe(head)
        expect(await store.readAll(head, 10)).toEqual([])
        // The stream is still usable at its version.
        expect((await store.append(id, 1, events(1))).nextVersion).toBe(2)
      })

      it("fails only the appends the database rejects, not appends written in the same batch", async () => {
        // Fired without waiting, so the store writes several of them in one batch (group commit). One bad
        // append fails before anything is written (U+0000 cannot be stored in jsonb), the other fails
        // after the appends before it in the batch were inserted (an event without data).
        const good = Array.from({ length: 8 }, () => streamId("good"))
        const badJson = streamId("bad-json")
        const badNull = streamId("bad-null")
        const appends: Array<{ id: string; outcome: Promise<unknown> }> = good.map((id) => ({
          id,
          outcome: store.append(id, 0, [event("Fine", { id }), event("AlsoFine")]),
        }))
        appends.splice(3, 0, { id: badJson, outcome: store.append(badJson, 0, [event("Broken", { text: "\u0000" })]) })
        appends.splice(7, 0, { id: badNull, outcome: store.append(badNull, 0, [event("Fine"), { type: "NoData", data: undefined, metadata: {} }]) })

        const outcomes = await Promise.allSettled(appends.map((a) => a.outcome))
        const summary = appends.map((a, i) => [a.id, outcomes[i]!.status])
        expect(summary).toEqual(appends.map((a) => [a.id, a.id === badJson || a.id === badNull ? "rejected" : "fulfilled"]))
        for (const outcome of outcomes) {
          if (outcome.status === "rejected") expect(outcome.reason).not.toBeInstanceOf(WrongExpectedVersion)
        }
        for (const id of good) expect((await store.readStream(id)).map((e) => e.streamVersion)).toEqual([1, 2])
        expect(await store.readStream(badJson)).toEqual([])
        expect(await store.readStream(badNull)).toEqual([])
      })
    })

    describe("reservations", () => {
      const key = (label: string) => `test-key:${label}:${randomUUID()}`

      it("reserves a key for the appending stream, and refuses it to another stream with KeyTaken, writing nothing", async () => {
        const owner = streamId("owner")
        const other = streamId("other")
        const k = key("unique")
        await store.append(owner, 0, events(1), { reserve: [k] })
        expect(await store.lookupStream(k)).toBe(owner)
        const head = await store.headPosition()

        const refused = await rejection(store.append(other, 0, events(2), { reserve: [key("free"), k], keys: [key("plain")] }))
        expect(refused).toBeInstanceOf(KeyTaken)
        expect(refused).toMatchObject({ key: k, streamId: other })
        expect(await store.readStream(other)).toEqual([])
        expect(await store.headPosition()).toBe(head)
        expect(await store.lookupStream(k)).toBe(owner)

        // The owner may name its own key again; "any" appends are checked too.
        expect((await store.append(owner, 1, events(1), { reserve: [k] })).nextVersion).toBe(2)
        expect(await rejection(store.append(other, "any", events(1), { reserve: [k] }))).toBeInstanceOf(KeyTaken)
      })

      it("writes no other key of a refused append", async () => {
        const holder = streamId("holder")
        const k = key("held")
        const plain = key("plain")
        const free = key("free")
        await store.append(holder, 0, events(1), { reserve: [k] })
        await rejection(store.append(streamId("late"), 0, events(1), { reserve: [free, k], keys: [plain] }))
        expect(await store.lookupStream(plain)).toBeUndefined()
        expect(await store.lookupStream(free)).toBeUndefined()
      })

      it("checks the version before the reservation", async () => {
        const holder = streamId("holder")
        const other = streamId("other")
        const k = key("held")
        await store.append(holder, 0, events(1), { reserve: [k] })
        await store.append(other, 0, events(1))
        expect(await rejection(store.append(other, 0, events(1), { reserve: [k] }))).toBeInstanceOf(WrongExpectedVersion)
      })

      it("releases a key of the stream in the same append, so another stream can reserve it", async () => {
        const first = streamId("first")
        const second = streamId("second")
        const k = key("moving")
        await store.append(first, 0, events(1), { reserve: [k] })
        await store.append(first, 1, events(1), { release: [k] })
        expect(await store.lookupStream(k)).toBeUndefined()
        await store.append(second, 0, events(1), { reserve: [k] })
        expect(await store.lookupStream(k)).toBe(second)
      })

      it("never releases another stream's key, and swaps keys in one append (release old, reserve new)", async () => {
        const owner = streamId("owner")
        const intruder = streamId("intruder")
        const old = key("old")
        const next = key("new")
        await store.append(owner, 0, events(1), { reserve: [old] })
        await store.append(intruder, 0, events(1), { release: [old] })
        expect(await store.lookupStream(old)).toBe(owner)

        await store.append(owner, 1, events(1), { release: [old], reserve: [next], keys: [key("plain")] })
        expect(await store.lookupStream(old)).toBeUndefined()
        expect(await store.lookupStream(next)).toBe(owner)
        expect((await store.keysOf(owner)).filter((k) => k === old || k === next)).toEqual([next])
        expect(await store.keysOf(owner)).toHaveLength(2)
        expect(await store.keysOf(streamId("none"))).toEqual([])
      })

      it("keeps the released key when the append fails", async () => {
        const owner = streamId("owner")
        const k = key("kept")
        await store.append(owner, 0, events(1), { reserve: [k] })
        expect(await rejection(store.append(owner, 0, events(1), { release: [k] }))).toBeInstanceOf(WrongExpectedVersion)
        expect(await store.lookupStream(k)).toBe(owner)
      })

      it("lets exactly one of several concurrent appends reserving one key win (also within one batch)", async () => {
        const k = key("race")
        const contenders = Array.from({ length: 6 }, () => streamId("contender"))
        const outcomes = await Promise.allSettled(contenders.map((id) => store.append(id, 0, events(1), { reserve: [k] })))
        const winners = contenders.filter((_, i) => outcomes[i]!.status === "fulfilled")
        expect(winners).toHaveLength(1)
        for (const outcome of outcomes)
          if (outcome.status === "rejected") expect(outcome.reason).toBeInstanceOf(KeyTaken)
        expect(await store.lookupStream(k)).toBe(winners[0])
        for (const id of contenders) expect((await store.readStream(id)).length).toBe(id === winners[0] ? 1 : 0)
      })
    })

    describe("readIdentityEvents", () => {
      it("reads only user and organisation streams, after a position, in order", async () => {
        const head = await store.headPosition()
        const tag = randomUUID().slice(0, 8)
        await store.append(`user-${tag}`, 0, [event("U1")])
        await store.append(streamId("project"), 0, [event("P1")])
        await store.append(`organisation-${tag}`, 0, [event("O1"), event("O2")])
        await store.append(`users-are-not-${tag}`, 0, [event("X")])
        const u2 = await store.append(`user-${tag}`, 1, [event("U2")])

        const read = await store.readIdentityEvents(head, 100)
        expect(read.map((e) => e.type)).toEqual(["U1", "O1", "O2", "U2"])
        expect(read.at(-1)!.globalPosition).toBe(u2.lastPosition)
        expect((await store.readIdentityEvents(head, 2)).map((e) => e.type)).toEqual(["U1", "O1"])
        expect(await store.readIdentityEvents(u2.lastPosition, 100)).toEqual([])
      })
    })

    describe("readStream", () => {
      it("returns a stream's events in version order, after a version", async () => {
        const id = streamId()
        const other = streamId("other")
        await store.append(id, 0, [event("E1")])
        await store.append(other, 0, [event("X")])
        await store.append(id, 1, [event("E2"), event("E3")])
        await store.append(other, 1, [event("Y")])
        await store.append(id, 3, [event("E4"), event("E5")])

        const all = await store.readStream(id)
        expect(all.map((e) => e.type)).toEqual(["E1", "E2", "E3", "E4", "E5"])
        expect(all.map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5])
        expect(all.every((e) => e.streamId === id)).toBe(true)
        expect(all.map((e) => e.globalPosition)).toEqual([...all.map((e) => e.globalPosition)].sort((a, b) => a - b))

        expect((await store.readStream(id, 3)).map((e) => e.type)).toEqual(["E4", "E5"])
        expect((await store.readStream(id, 0)).map((e) => e.type)).toEqual(["E1", "E2", "E3", "E4", "E5"])
        expect(await store.readStream(id, 5)).toEqual([])
        expect(await store.readStream(streamId("never-written"))).toEqual([])
      })
    })

    describe("readAll and headPosition", () => {
      it("a fresh store is empty: headPosition 0, readAll(0) nothing", async () => {
        expect(headWhenOpened).toBe(0)
        expect(logWhenOpened).toEqual([])
      })

      it("reads the global log in order, after a position, at most `limit` events", async () => {
        const a = streamId("a")
        const b = streamId("b")
        const head = await store.headPosition()
        const r1 = await store.append(a, 0, [event("A1"), event("A2")])
        const r2 = await store.append(b, 0, [event("B1")])
        const r3 = await store.append(a, 2, [event("A3")])
        const r4 = await store.append(b, 1, [event("B2"), event("B3")])

        const all = await store.readAll(head, 1000)
        expect(all.map((e) => e.type)).toEqual(["A1", "A2", "B1", "A3", "B2", "B3"])
        const positions = all.map((e) => e.globalPosition)
        for (let i = 1; i < positions.length; i++) expect(positions[i]!).toBeGreaterThan(positions[i - 1]!)
        expect(positions[0]).toBe(r1.firstPosition)
        expect(positions.at(-1)).toBe(r4.lastPosition)
        expect(all.find((e) => e.type === "B1")!.globalPosition).toBe(r2.firstPosition)
        expect(all.find((e) => e.type === "A3")!.globalPosition).toBe(r3.firstPosition)

        expect((await store.readAll(head, 2)).map((e) => e.type)).toEqual(["A1", "A2"])
        expect((await store.readAll(r1.lastPosition, 2)).map((e) => e.type)).toEqual(["B1", "A3"])
        expect((await store.readAll(r3.lastPosition, 10)).map((e) => e.type)).toEqual(["B2", "B3"])
        expect(await store.readAll(r4.lastPosition, 10)).toEqual([])

        // Paging with a small limit sees the same events as one big read.
        expect((await readAllAfter(head)).map((e) => e.globalPosition)).toEqual(positions)
      })

      it("headPosition is the position of the last appended event", async () => {
        const id = streamId()
        const r1 = await store.append(id, 0, events(1))
        expect(await store.headPosition()).toBe(r1.lastPosition)
        const r2 = await store.append(id, 1, events(3))
        expect(await store.headPosition()).toBe(r2.lastPosition)
        expect(r2.firstPosition).toBeGreaterThan(r1.lastPosition)
      })
    })

    describe("readAllLean", () => {
      it("reads the global log with data, user and time, up to a position, after a position, at most `limit`", async () => {
        const head = await store.headPosition()
        const id = streamId()
        const r1 = await store.append(id, 0, [
          event("L1", { n: 1 }, { userId: 7, occurredAt: "2025-01-02T03:04:05.678Z" }),
          event("L2", { n: 2 }, {}),
        ])
        const r2 = await store.append(streamId("other"), 0, [event("L3", { n: 3 }, { userId: 8 })])

        const lean = await store.readAllLean(head, 100)
        expect(lean.map((e) => [e.type, e.data, e.userId, e.schemaVersion])).toEqual([
          ["L1", { n: 1 }, 7, 1],
          ["L2", { n: 2 }, 0, 1],
          ["L3", { n: 3 }, 8, 1],
        ])
        expect(lean[0]).toMatchObject({ globalPosition: r1.firstPosition, streamId: id, occurredAt: "2025-01-02T03:04:05.678Z" })
        // Without occurredAt, the time the database recorded it: as readStream tells it.
        expect(lean[1]!.occurredAt).toBe((await store.readStream(id))[1]!.recordedAt)
        expect((await store.readAllLean(head, 100, { upTo: r1.lastPosition })).map((e) => e.type)).toEqual(["L1", "L2"])
        expect((await store.readAllLean(r1.firstPosition, 1)).map((e) => e.type)).toEqual(["L2"])
        expect(await store.readAllLean(r2.lastPosition, 100)).toEqual([])
        expect((await store.readAllLean(head, 100, { dataOfTypes: ["L2"] })).map((e) => e.data)).toEqual([null, { n: 2 }, null])
      })
    })

    describe("readByType", () => {
      it("reads the events of some types, after a position, in order, at most `limit`", async () => {
        const head = await store.headPosition()
        const a = streamId("a")
        await store.append(a, 0, [event("ProjectCreated", { n: 1 }), event("Other")])
        const r = await store.append(streamId("b"), 0, [event("UnindexedType", { n: 2 }), event("ProjectCreated", { n: 3 })])

        const read = (await store.readByType(["ProjectCreated", "UnindexedType"], head, 100)).map((e) => [e.type, e.data])
        expect(read).toEqual([
          ["ProjectCreated", { n: 1 }],
          ["UnindexedType", { n: 2 }],
          ["ProjectCreated", { n: 3 }],
        ])
        expect((await store.readByType(["ProjectCreated"], head, 1)).map((e) => e.streamId)).toEqual([a])
        expect(await store.readByType(["ProjectCreated"], r.lastPosition, 100)).toEqual([])
        expect(await store.readByType([], head, 100)).toEqual([])
        await expect(store.readByType(["x' OR true --"], head, 100)).rejects.toThrow(/not an event type/)
      })
    })

    describe("upcasting", () => {
      let upcasting: OpenedEventStore
      beforeAll(async () => {
        upcasting = await open({ upcasters: upcasterRegistry([relabelledV1]) })
      })
      afterAll(async () => {
        await upcasting?.close()
      })

      it("every read returns old events in the current version; new ones are written in it", async () => {
        const s = upcasting.store
        const id = `user-${randomUUID()}`
        const old: NewEvent = { ...event("Relabelled", { label: "M1 Vorprojekt" }, { userId: 3 }), schemaVersion: 1 }
        const r = await s.append(id, 0, [old, event("Relabelled", { code: "M2", name: "Bau" }), event("Unchanged", { label: "as is" })])
        const current = [
          ["Relabelled", 2, { code: "M1", name: "Vorprojekt" }],
          ["Relabelled", 2, { code: "M2", name: "Bau" }],
          ["Unchanged", 1, { label: "as is" }],
        ]
        const seen = (events: readonly { type: string; schemaVersion: number; data: unknown }[]) => events.map((e) => [e.type, e.schemaVersion, e.data])

        // Stored as written: the old event in its old shape, the new one marked as version 2.
        const raw = await upcasting.sql.query<{ schema_version: number; data: unknown }>(
          "SELECT schema_version, data FROM events WHERE stream_id = $1 ORDER BY stream_version",
          [id],
        )
        expect(raw.map((row) => [Number(row.schema_version), row.data])).toEqual([
          [1, { label: "M1 Vorprojekt" }],
          [2, { code: "M2", name: "Bau" }],
          [1, { label: "as is" }],
        ])
        expect(seen(await s.readStream(id))).toEqual(current)
        expect(seen(await s.readAll(r.firstPosition - 1, 10))).toEqual(current)
        expect(seen(await s.readIdentityEvents(r.firstPosition - 1, 10))).toEqual(current)
        expect(seen(await s.readAllLean(r.firstPosition - 1, 10))).toEqual(current)
        // Asked for no data at all, a type with an upcaster still comes with its data, upcast.
        expect(seen(await s.readAllLean(r.firstPosition - 1, 10, { dataOfTypes: [] }))).toEqual([current[0], current[1], ["Unchanged", 1, null]])
        expect(seen(await s.readByType(["Relabelled"], r.firstPosition - 1, 10))).toEqual(current.slice(0, 2))
      })
    })

    describe("immutability", () => {
      it("rejects UPDATE, DELETE and TRUNCATE on the events table", async () => {
        const id = streamId()
        await store.append(id, 0, [event("Original", { v: 1 })])
        const { sql } = opened

        await expect(sql.query("UPDATE events SET type = 'Changed' WHERE stream_id = $1", [id])).rejects.toThrow(/append-only/)
        await expect(sql.query("UPDATE events SET data = '{}'::jsonb WHERE stream_id = $1", [id])).rejects.toThrow(/append-only/)
        await expect(sql.query("DELETE FROM events WHERE stream_id = $1", [id])).rejects.toThrow(/append-only/)
        await expect(sql.query("TRUNCATE events")).rejects.toThrow(/append-only/)

        const stored = await store.readStream(id)
        expect(stored).toHaveLength(1)
        expect(stored[0]).toMatchObject({ type: "Original", data: { v: 1 } })
      })
    })

    describe("round trip", () => {
      it("returns data and metadata exactly as appended (jsonb, unicode, schema version)", async () => {
        const id = streamId()
        const data = {
          name: "Tragwerk Zürich — Überbauung «Sonnenhof»",
          languages: { ja: "建築情報モデリング", ar: "نمذجة معلومات البناء", ru: "Информационная модель" },
          emoji: "🏗️👷🏽‍♀️🇨🇭",
          combining: "e\u0301", // e + combining acute, not normalised away
          escapes: 'quote " backslash \\ newline \n tab \t',
          numbers: [0, -1, 3.25, 1e21, 9007199254740991],
          flags: [true, false, null],
          nested: { deep: { deeper: [{ k: "v" }, []] }, empty: {} },
        }
        const metadata = {
          eventId: randomUUID(),
          userId: "usr_42",
          organisationId: "org_7",
          correlationId: randomUUID(),
          causationId: randomUUID(),
          time: "2025-01-02T03:04:05.678Z",
          note: "ñandú ✓",
        }
        const before = Date.now()
        await store.append(id, 0, [{ type: "ProfileRenamed", data, metadata, schemaVersion: 3 }])
        await store.append(id, 1, [
          { type: "ArrayData", data: ["a", 1, { b: null }], metadata: {} },
          { type: "StringData", data: "just a string ☃", metadata: { k: "v" } },
          { type: "NullData", data: null, metadata: {} },
        ])

        const stored = await store.readStream(id)
        expect(stored[0]).toMatchObject({ type: "ProfileRenamed", schemaVersion: 3 })
        expect(stored[0]!.data).toStrictEqual(data)
        expect(stored[0]!.metadata).toStrictEqual(metadata)
        expect(stored.slice(1).map((e) => [e.type, e.schemaVersion, e.data, e.metadata])).toStrictEqual([
          ["ArrayData", 1, ["a", 1, { b: null }], {}],
          ["StringData", 1, "just a string ☃", { k: "v" }],
          ["NullData", 1, null, {}],
        ])

        // recordedAt is an ISO timestamp taken by the database at append time.
        const recorded = Date.parse(stored[0]!.recordedAt)
        expect(stored[0]!.recordedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
        expect(Math.abs(recorded - before)).toBeLessThan(60_000)

        // The global log returns the same values.
        const viaLog = await store.readAll(stored[0]!.globalPosition - 1, 1)
        expect(viaLog[0]!.data).toStrictEqual(data)
        expect(viaLog[0]!.metadata).toStrictEqual(metadata)
      })
    })
  })
}
