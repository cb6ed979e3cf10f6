/**
 * The event store on a real PostgreSQL server: the shared contract, then racing writers on separate
 * connection pools while a reader follows the global log. The cluster is the test run's
 * (tests/support/global-setup.ts); each suite gets its own fresh database.
 */
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestDatabase, type TestDatabase, testPgUrl } from "../../../tests/support/postgres"
import { type Database, openDatabase } from "../database"
import { type AppendResult, type StoredEvent, WrongExpectedVersion } from "./event-store"
import { describeEventStoreContract } from "./event-store.contract"

describeEventStoreContract("PostgreSQL", async (options) => {
  const database = await createTestDatabase(await testPgUrl())
  const db = await openDatabase({ kind: "pg", url: database.url, ...options })
  return {
    store: db.store,
    sql: db.sql,
    close: async () => {
      await db.close()
      await database.drop()
    },
  }
})

describe("EventStore on PostgreSQL under concurrent writers", () => {
  const WRITERS = 8
  const APPENDS_PER_WRITER = 150
  const IN_FLIGHT_PER_WRITER = 4
  const STREAMS = 12
  const MAX_EVENTS_PER_APPEND = 3
  const READ_PAGE = 100

  let database: TestDatabase
  const opened: Database[] = []

  beforeAll(async () => {
    database = await createTestDatabase(await testPgUrl())
  })
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()))
    await database?.drop()
  })

  /** Each writer and the reader get their own store and pool, so appends race across connections. */
  const open = async (poolSize: number): Promise<Database> => {
    const db = await openDatabase({ kind: "pg", url: database.url, poolSize })
    opened.push(db)
    return db
  }

  type Success = { streamId: string; expected: number; eventIds: string[]; result: AppendResult }

  it("never loses, duplicates or reorders an event, and never gives a version twice", async () => {
    const runId = randomUUID().slice(0, 8)
    const streams = Array.from({ length: STREAMS }, (_, i) => `race-${runId}-${i}`)
    const writerDbs = await Promise.all(Array.from({ length: WRITERS }, () => open(IN_FLIGHT_PER_WRITER)))
    const readerDb = await open(2)

    let writersDone = false
    let failed = false // a writer or the reader failed: the others stop early
    let conflicts = 0

    const runWriter = async (writer: number, db: Database): Promise<Success[]> => {
      const successes: Success[] = []
      let remaining = APPENDS_PER_WRITER
      // The versions this writer has seen, so it reads only the tail of a stream before appending.
      const known = new Map<string, number>()
      const lane = async (laneNo: number) => {
        while (remaining > 0 && !failed) {
          remaining--
          const streamId = streams[Math.floor(Math.random() * STREAMS)]!
          const count = 1 + Math.floor(Math.random() * MAX_EVENTS_PER_APPEND)
          for (let attempt = 1; ; attempt++) {
            const tail = await db.store.readStream(streamId, known.get(streamId) ?? 0)
            const expected = tail.at(-1)?.streamVersion ?? known.get(streamId) ?? 0
            known.set(streamId, Math.max(known.get(streamId) ?? 0, expected))
            const eventIds = Array.from({ length: count }, () => randomUUID())
            try {
              const result = await db.store.append(
                streamId,
                expected,
                eventIds.map((eventId, i) => ({
                  type: "RaceHappened",
                  data: { writer, lane: laneNo, attempt, i },
                  metadata: { eventId },
                })),
              )
              successes.push({ streamId, expected, eventIds, result })
              break
            } catch (error) {
              if (!(error instanceof WrongExpectedVersion)) {
                failed = true
                throw error
              }
              conflicts++
              expect(error.streamId).toBe(streamId)
              expect(error.expected).toBe(expected)
              expect(error.actual).toBeGreaterThan(expected)
              // Tiny random backoff so the same writers do not collide again in lockstep.
              await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * Math.min(attempt, 5)))
            }
          }
        }
      }
      await Promise.all(Array.from({ length: IN_FLIGHT_PER_WRITER }, (_, laneNo) => lane(laneNo)))
      return successes
    }

    // The reader follows the log from 0 while the writers run, until they are done and it caught up.
    const follow = async (): Promise<{ seen: StoredEvent[]; pagesWhileWriting: number }> => {
      const seen: StoredEvent[] = []
      let last = 0
      let pagesWhileWriting = 0
      for (;;) {
        const done = writersDone // read before the page: a page read after "done" is complete
        const page = await readerDb.store.readAll(last, READ_PAGE)
        for (const e of page) {
          expect(e.globalPosition).toBeGreaterThan(last)
          last = e.globalPosition
          seen.push(e)
        }
        if (page.length > 0 && !done) pagesWhileWriting++
        if (page.length === 0) {
          if (done && last >= (await readerDb.store.headPosition())) return { seen, pagesWhileWriting }
          await new Promise((resolve) => setImmediate(resolve)) // yield, do not sleep
        }
      }
    }

    const reader = follow()
    reader.catch(() => (failed = true))
    const started = Date.now()
    // allSettled: every writer has stopped before the test ends and afterAll closes the pools.
    const settled = await Promise.allSettled(writerDbs.map((db, writer) => runWriter(writer, db)))
    writersDone = true
    const { seen, pagesWhileWriting } = await reader
    const perWriter = settled.map((s) => {
      if (s.status === "rejected") throw s.reason
      return s.value
    })
    const elapsed = Date.now() - started

    // --- what the writers were told ------------------------------------------------------------------
    const successes = perWriter.flat()
    expect(successes).toHaveLength(WRITERS * APPENDS_PER_WRITER)
    const expectedEvents = new Map<string, { streamId: string; streamVersion: number; globalPosition: number }>()
    const versionsGiven = new Set<string>()
    for (const { streamId, expected, eventIds, result } of successes) {
      expect(result.nextVersion).toBe(expected + eventIds.length)
      expect(result.lastPosition - result.firstPosition).toBe(eventIds.length - 1)
      eventIds.forEach((eventId, i) => {
        const versionKey = `${streamId}@${expected + 1 + i}`
        expect(versionsGiven.has(versionKey), `two appends got ${versionKey}`).toBe(false)
        versionsGiven.add(versionKey)
        expectedEvents.set(eventId, { streamId, streamVersion: expected + 1 + i, globalPosition: result.firstPosition + i })
      })
    }

    // --- what the table holds ------------------------------------------------------------------------
    const rows = await readerDb.sql.query<{ stream_id: string; stream_version: number; global_position: number; event_id: string }>(
      `SELECT stream_id, stream_version, global_position, metadata->>'eventId' AS event_id
         FROM events WHERE stream_id LIKE $1 ORDER BY global_position`,
      [`race-${runId}-%`],
    )
    expect(rows).toHaveLength(expectedEvents.size)
    for (const row of rows) {
      expect(expectedEvents.get(row.event_id)).toEqual({
        streamId: row.stream_id,
        streamVersion: row.stream_version,
        globalPosition: row.global_position,
      })
    }
    // Per stream: versions 1..n, no gaps, no repeats.
    const versionsByStream = new Map<string, number[]>()
    for (const row of rows) versionsByStream.set(row.stream_id, [...(versionsByStream.get(row.stream_id) ?? []), row.stream_version])
    for (const [, versions] of versionsByStream) {
      expect([...versions].sort((a, b) => a - b)).toEqual(versions.map((_, i) => i + 1))
    }

    // --- what the reader saw: every committed event exactly once, in position order ----------------------
    const seenHere = seen.filter((e) => e.streamId.startsWith(`race-${runId}-`))
    expect(seenHere.map((e) => [e.globalPosition, e.streamId, e.streamVersion, e.metadata.eventId])).toEqual(
      rows.map((r) => [r.global_position, r.stream_id, r.stream_version, r.event_id]),
    )
    const seenKeys = new Set(seen.map((e) => `${e.streamId}@${e.streamVersion}`))
    expect(seenKeys.size).toBe(seen.length)
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.globalPosition).toBeGreaterThan(seen[i - 1]!.globalPosition)
    // Per stream, the reader met the versions in order too.
    const lastSeenVersion = new Map<string, number>()
    for (const e of seenHere) {
      expect(e.streamVersion).toBe((lastSeenVersion.get(e.streamId) ?? 0) + 1)
      lastSeenVersion.set(e.streamId, e.streamVersion)
    }

    // The test did exercise the race: writers collided, and the reader read while they wrote.
    expect(conflicts).toBeGreaterThan(0)
    expect(pagesWhileWriting).toBeGreaterThan(0)
    console.info(
      `[event-store race] ${successes.length} appends / ${rows.length} events by ${WRITERS} writers ` +
        `(${IN_FLIGHT_PER_WRITER} in flight each) on ${STREAMS} streams in ${elapsed} ms; ` +
        `${conflicts} version conflicts retried; reader read ${pagesWhileWriting} pages while writing`,
    )
  })
})
