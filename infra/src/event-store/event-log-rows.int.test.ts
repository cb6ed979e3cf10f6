/**
 * The event log's stored rows as lines (backup and restore) on PGlite: what one store reads, another inserts
 * with the same positions, versions, times and hashes — schema versions as written, not upcast, and values
 * JSON would round off kept exactly — and a line whose content was changed is found by its hash.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { type Database, openDatabase } from "../database"
import {
  continuePositionsAfter,
  countEventLogRows,
  insertEventRowLines,
  insertStreamKeyLines,
  lockAppends,
  readEventRowLines,
  readStreamKeyLines,
} from "./event-log-rows"
import { verifyEventChains } from "./verify-chain"

let source: Database
let target: Database

beforeEach(async () => {
  ;[source, target] = await Promise.all([openDatabase({ kind: "pglite" }), openDatabase({ kind: "pglite" })])
  await source.store.append("project-1", 0, [
    { type: "ProjectCreated", data: { projectId: 1, name: "Alt" }, metadata: { userId: 1 }, schemaVersion: 1 },
    { type: "ProjectRenamed", data: { projectId: 1, name: "Neu" }, metadata: { userId: 1 } },
  ])
  await source.store.append("user-2", 0, [{ type: "UserRegistered", data: { userId: 2 }, metadata: {} }], { reserve: ["email:abc"], keys: ["user:2"] })
  await source.store.append("project-1", 2, [{ type: "ProjectRenamed", data: { projectId: 1, name: "Zuletzt" }, metadata: { userId: 2 } }])
})
afterEach(async () => {
  await source.close()
  await target.close()
})

const stored = (db: Database) =>
  db.sql.query(
    "SELECT global_position, stream_id, stream_version, type, schema_version, data::text, metadata::text, recorded_at, hash, prev_hash FROM events ORDER BY 1",
  )

describe("event log rows", () => {
  it("copies every row exactly: positions, versions, schema versions, times and hashes; the chains verify; positions continue", async () => {
    const events = await readEventRowLines(source.sql, 0, 100)
    const keys = await readStreamKeyLines(source.sql, "", 100)
    expect(events.map((e) => e.position)).toEqual([1, 2, 3, 4])
    expect(JSON.parse(events[0]!.line)).toMatchObject({ kind: "event", schema_version: 1, stream_version: 1, prev_hash: "" })
    expect(keys.map((k) => JSON.parse(k.line))).toEqual([
      { kind: "stream_key", key: "email:abc", stream_id: "user-2" },
      { kind: "stream_key", key: "user:2", stream_id: "user-2" },
    ])

    const bad = await target.sql.transaction(async (tx) => {
      await lockAppends(tx)
      const index = await insertEventRowLines(
        tx,
        events.map((e) => e.line),
        events.map((e) => e.position),
      )
      await insertStreamKeyLines(
        tx,
        keys.map((k) => k.line),
      )
      await continuePositionsAfter(tx, 4)
      return index
    })

    expect(bad).toBe(-1)
    expect(await stored(target)).toEqual(await stored(source))
    expect(await countEventLogRows(target.sql)).toEqual({ events: 4, streamKeys: 2, head: 4 })
    expect(await target.store.lookupStream("email:abc")).toBe("user-2")
    expect(await verifyEventChains(target.sql)).toMatchObject({ ok: true, events: 4, streams: 2 })
    expect((await target.store.append("project-1", 3, [{ type: "ProjectRenamed", data: { projectId: 1, name: "Danach" }, metadata: {} }])).firstPosition).toBe(5)
  })

  it("keeps values JSON would round off (1.0, a 20-digit number) as stored, so their hash still matches", async () => {
    const [line] = await readEventRowLines(source.sql, 0, 1)
    const exact = line!.line.replace('"name": "Alt"', '"name": "Alt", "ratio": 1.0, "big": 12345678901234567890')
    // A hand-made row: its hash is the one PostgreSQL computes for it, as an export of such a row would carry.
    const [row] = await target.sql.query<{ h: string }>(
      `SELECT encode(bimp_event_hash('\\x'::bytea, 1, 'project-1', 1, 'ProjectCreated', 1, (j->>'recorded_at')::timestamptz, j->'data', j->'metadata'), 'hex') AS h
         FROM (SELECT $1::jsonb AS j) AS l`,
      [exact],
    )
    const withHash = exact.replace(/"hash": "[0-9a-f]+"/, `"hash": "${row!.h}"`)
    expect(await target.sql.transaction((tx) => insertEventRowLines(tx, [withHash], [1]))).toBe(-1)
    expect((await target.sql.query<{ data: string }>("SELECT data::text AS data FROM events"))[0]!.data).toContain('"big": 12345678901234567890')
  })

  it("answers the index of the first row whose content does not give its hash", async () => {
    const events = await readEventRowLines(source.sql, 0, 100)
    const changed = events.findIndex((e) => e.line.includes('"name": "Neu"'))
    const lines = events.map((e, i) => (i === changed ? e.line.replace('"name": "Neu"', '"name": "Gefälscht"') : e.line))
    const bad = await target.sql
      .transaction(async (tx) => {
        const index = await insertEventRowLines(
          tx,
          lines,
          events.map((e) => e.position),
        )
        throw Object.assign(new Error("roll back"), { index })
      })
      .catch((error: { index: number }) => error.index)
    expect(bad).toBe(changed)
    expect(await countEventLogRows(target.sql)).toEqual({ events: 0, streamKeys: 0, head: 0 })
  })
})
