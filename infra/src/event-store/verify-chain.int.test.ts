/**
 * Tamper evidence on both engines (docs/audit.md): appends chain each stream's events by hash, the check
 * finds a row changed or removed directly in the database as the first broken link of its stream, erasing a
 * person keeps every chain whole, and migration 019 gives a log written before it its hashes.
 *
 * Each test opens a fresh database: a tampered log stays broken for good.
 */
import { createHash, randomUUID } from "node:crypto"
import { describe, expect, it } from "vitest"
import { createTestDatabase, testPgUrl } from "../../../tests/support/postgres"
import { PersonalDataVault } from "../crypto/personal-data-vault"
import { openDatabase } from "../database"
import { migrate } from "../migrations/migrate"
import { createPgClient } from "../sql/pg-client"
import { createPgliteClient } from "../sql/pglite-client"
import type { SqlClient } from "../sql/sql-client"
import type { EventStore, NewEvent } from "./event-store"
import { createSqlEventStore } from "./sql-event-store"
import { verifyEventChains } from "./verify-chain"

type Opened = { readonly store: EventStore; readonly sql: SqlClient; close(): Promise<void> }

/** A fresh, empty database of one engine: migrated fully (`open`), or a bare SQL client (`openBare`). */
type Engine = {
  readonly name: string
  open(): Promise<Opened>
  openBare(): Promise<{ readonly sql: SqlClient; close(): Promise<void> }>
}

const engines: Engine[] = [
  {
    name: "PGlite",
    open: async () => {
      const db = await openDatabase({ kind: "pglite" })
      return { store: db.store, sql: db.sql, close: () => db.close() }
    },
    openBare: async () => {
      const sql = await createPgliteClient()
      return { sql, close: () => sql.close() }
    },
  },
  {
    name: "PostgreSQL",
    open: async () => {
      const database = await createTestDatabase(await testPgUrl())
      const db = await openDatabase({ kind: "pg", url: database.url, poolSize: 2 })
      return { store: db.store, sql: db.sql, close: async () => (await db.close(), await database.drop()) }
    },
    openBare: async () => {
      const database = await createTestDatabase(await testPgUrl())
      const sql = createPgClient({ connectionString: database.url, max: 2 })
      return { sql, close: async () => (await sql.close(), await database.drop()) }
    },
  },
]

const events = (n: number, type = "Happened"): NewEvent[] =>
  Array.from({ length: n }, (_, i) => ({ type, data: { n: i + 1, text: "ä\"\n" }, metadata: { eventId: randomUUID(), userId: 7 } }))

/** Changes stored rows as an attacker with database access would: around the immutability trigger. */
const tamper = async (sql: SqlClient, statement: string, params: unknown[]) => {
  await sql.transaction(async (tx) => {
    await tx.query("ALTER TABLE events DISABLE TRIGGER events_no_update")
    await tx.query(statement, params)
    await tx.query("ALTER TABLE events ENABLE TRIGGER events_no_update")
  })
}

type HashRow = { stream_version: number; global_position: number; hash: Uint8Array; prev_hash: Uint8Array; time: string; event_id: string }

const hashRows = (sql: SqlClient, streamId: string) =>
  sql.query<HashRow>(
    `SELECT stream_version, global_position, hash, prev_hash, metadata->>'eventId' AS event_id,
            to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS time
       FROM events WHERE stream_id = $1 ORDER BY stream_version`,
    [streamId],
  )

const hex = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString("hex") : null)

for (const engine of engines) {
  describe(`event hash chain: ${engine.name}`, () => {
    const withDatabase = async (work: (db: Opened) => Promise<void>) => {
      const db = await engine.open()
      try {
        await work(db)
      } finally {
        await db.close()
      }
    }

    it("chains each appended event to the previous one of its stream by sha256 over its stored content", () =>
      withDatabase(async ({ store, sql }) => {
        const stream = `project-${randomUUID()}`
        await store.append(stream, 0, events(2))
        await store.append(stream, 2, events(1))
        const rows = await hashRows(sql, stream)
        expect(rows.map((r) => r.stream_version)).toEqual([1, 2, 3])
        expect(hex(rows[0]!.prev_hash)).toBe("")
        // The formula of docs/audit.md, recomputed outside the database: eight lines, the time in UTC to the
        // microsecond, data and metadata in jsonb's text form (keys by length, then bytes; ", " and ": ").
        let previous = Buffer.alloc(0)
        for (const [i, row] of rows.entries()) {
          const n = [1, 2, 1][i]
          const content = [
            String(row.global_position),
            JSON.stringify(stream),
            String(row.stream_version),
            '"Happened"',
            "1",
            row.time,
            `{"n": ${n}, "text": "ä\\"\\n"}`,
            `{"userId": 7, "eventId": "${row.event_id}"}`,
          ].join("\n")
          expect(row.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
          expect(hex(row.prev_hash)).toBe(previous.toString("hex"))
          const expected = createHash("sha256").update(previous).update(content, "utf8").digest()
          expect(hex(row.hash)).toBe(expected.toString("hex"))
          previous = expected
        }
      }))

    it("verifies a whole log of several streams, also when pages split streams", () =>
      withDatabase(async ({ store, sql }) => {
        const streams = Array.from({ length: 5 }, (_, i) => `project-${i}-${randomUUID()}`)
        for (const [i, stream] of streams.entries()) {
          await store.append(stream, 0, events(i + 1))
          await store.append(stream, i + 1, events(2))
        }
        const progress: number[] = []
        const result = await verifyEventChains(sql, { pageSize: 4, lanes: 1, onProgress: (p) => progress.push(p.events) })
        expect(result).toMatchObject({ ok: true, events: 25, streams: 5, broken: [] })
        expect(progress).toEqual([4, 8, 12, 16, 20, 24, 25])
        // Side by side in ranges of whole streams, more ranges than streams included.
        for (const lanes of [2, 3, 7]) expect(await verifyEventChains(sql, { lanes, pageSize: 3 })).toMatchObject({ ok: true, events: 25, streams: 5 })
        expect(await verifyEventChains(sql)).toMatchObject({ ok: true, events: 25, streams: 5 })
      }))

    it("reports a row changed in the database as the first broken link of its stream, and only there", () =>
      withDatabase(async ({ store, sql }) => {
        const [a, b, c] = ["a", "b", "c"].map((s) => `project-${s}-${randomUUID()}`) as [string, string, string]
        for (const stream of [a, b, c]) await store.append(stream, 0, events(5))
        const [changed] = (await hashRows(sql, b)).filter((r) => r.stream_version === 3)
        await tamper(sql, `UPDATE events SET data = data || '{"n": 99}' WHERE stream_id = $1 AND stream_version = 3`, [b])
        // Also a later event of the same stream: still one broken link, its first.
        await tamper(sql, `UPDATE events SET metadata = metadata || '{"userId": 1}' WHERE stream_id = $1 AND stream_version = 5`, [b])
        for (const [pageSize, lanes] of [[2, 1], [3, 1], [20_000, 1], [2, 2], [20_000, 3]] as const) {
          const result = await verifyEventChains(sql, { pageSize, lanes })
          expect(result).toMatchObject({ ok: false, events: 15, streams: 3 })
          expect(result.broken).toEqual([{ stream_id: b, stream_version: 3, global_position: Number(changed!.global_position), problem: "hash_mismatch" }])
        }
      }))

    it("reports a hash rewritten to match changed content as a broken chain at the next event", () =>
      withDatabase(async ({ store, sql }) => {
        const stream = `project-${randomUUID()}`
        await store.append(stream, 0, events(4))
        await tamper(
          sql,
          `UPDATE events SET data = '{"forged": true}',
                  hash = bimp_event_hash(prev_hash, global_position, stream_id, stream_version, type, schema_version, recorded_at, '{"forged": true}', metadata)
            WHERE stream_id = $1 AND stream_version = 2`,
          [stream],
        )
        const result = await verifyEventChains(sql)
        expect(result.broken).toEqual([expect.objectContaining({ stream_id: stream, stream_version: 3, problem: "chain_broken" })])
      }))

    it("reports an event deleted from the middle of a stream, and from its start, as a broken chain", () =>
      withDatabase(async ({ store, sql }) => {
        const [middle, start] = ["m", "s"].map((s) => `project-${s}-${randomUUID()}`) as [string, string]
        await store.append(middle, 0, events(5))
        await store.append(start, 0, events(3))
        await tamper(sql, "DELETE FROM events WHERE stream_id = $1 AND stream_version = 3", [middle])
        await tamper(sql, "DELETE FROM events WHERE stream_id = $1 AND stream_version = 1", [start])
        for (const [pageSize, lanes] of [[2, 1], [20_000, 1], [2, 2]] as const) {
          const result = await verifyEventChains(sql, { pageSize, lanes })
          expect(result.ok).toBe(false)
          expect(new Set(result.broken.map((l) => [l.stream_id, l.stream_version, l.problem].join(" ")))).toEqual(
            new Set([`${middle} 4 chain_broken`, `${start} 2 chain_broken`]),
          )
        }
      }))

    it("reports an event without a hash", () =>
      withDatabase(async ({ store, sql }) => {
        const stream = `project-${randomUUID()}`
        await store.append(stream, 0, events(2))
        await tamper(sql, "UPDATE events SET hash = NULL WHERE stream_id = $1 AND stream_version = 2", [stream])
        expect((await verifyEventChains(sql)).broken).toEqual([expect.objectContaining({ stream_id: stream, stream_version: 2, problem: "missing_hash" })])
      }))

    it("stays whole when a person is erased: their key is deleted, their sealed fields stay as stored", () =>
      withDatabase(async ({ store, sql }) => {
        const vault = new PersonalDataVault(sql, Buffer.from("pepper-for-tests"))
        const userId = 4242
        const stream = `user-${userId}`
        const sealed = await vault.seal(userId, { email: "erika@example.test", firstName: "Erika" }, { create: true })
        await store.append(stream, 0, [{ type: "UserRegistered", data: { usrId: userId, personal: sealed }, metadata: { eventId: randomUUID(), userId } }])
        await store.append(stream, 1, [{ type: "UserErased", data: { usrId: userId }, metadata: { eventId: randomUUID(), userId: 1 } }])
        await vault.destroy(userId)
        expect(await vault.open(userId, sealed)).toBeUndefined()
        expect(await verifyEventChains(sql)).toMatchObject({ ok: true, events: 2, streams: 1 })
      }))
  })

  describe(`migration 019 on ${engine.name}`, () => {
    it("gives the events written before it their hashes, stream by stream, and appends continue the chains", async () => {
      const { sql, close } = await engine.openBare()
      try {
        await migrate(sql, { upTo: "018-documents" })
        const before = createSqlEventStore(sql)
        const streams = Array.from({ length: 3 }, () => `project-${randomUUID()}`)
        // Interleaved, so the streams' events are not in position order per stream.
        for (let round = 0; round < 3; round++) {
          for (const [i, stream] of streams.entries()) await before.append(stream, "any", events(i + 1))
        }
        const columns = await sql.query("SELECT 1 FROM information_schema.columns WHERE table_name = 'events' AND column_name = 'hash'")
        expect(columns).toHaveLength(0)

        await migrate(sql)
        expect(await sql.query("SELECT 1 FROM events WHERE hash IS NULL OR prev_hash IS NULL")).toHaveLength(0)
        expect(await verifyEventChains(sql, { pageSize: 5 })).toMatchObject({ ok: true, events: 18, streams: 3 })
        // Still append-only after the backfill.
        await expect(sql.query("UPDATE events SET data = '{}'")).rejects.toThrow(/append-only/)

        await createSqlEventStore(sql).append(streams[0]!, 3, events(2))
        expect(await verifyEventChains(sql)).toMatchObject({ ok: true, events: 20, streams: 3 })
      } finally {
        await close()
      }
    })
  })
}
