import { eventUpcasters } from "@bimprofile/contracts/events/event-upcasters"
import { currentSchemaVersion, type UpcasterRegistry, upcastEvents } from "@bimprofile/contracts/events/upcasting/upcast"
import { inEventsSpan, traceOfMetadata } from "../ops/event-spans"
import type { SqlClient } from "../sql/sql-client"
import {
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  KeyTaken,
  type LeanEvent,
  type NewEvent,
  type StoredEvent,
  WrongExpectedVersion,
} from "./event-store"

type PendingAppend = {
  readonly streamId: string
  readonly expected: ExpectedVersion
  readonly events: readonly NewEvent[]
  readonly options: AppendOptions
  readonly resolve: (result: AppendResult) => void
  readonly reject: (error: unknown) => void
}

type AppendAnswer =
  | { ok: true; first: number; last: number; version: number }
  | { ok: false; actual: number; taken?: undefined }
  | { ok: false; taken: string }

const MAX_BATCH = 256

/**
 * The event store over either engine. Appends that arrive while a batch is being written wait and go
 * together in the next `bimp_append` call (group commit): one round trip and one commit for many commands.
 * Two appends to one stream never share a batch, so each keeps its own version check.
 *
 * Every read passes `upcasters` (default: the product's, contracts `events/event-upcasters.ts`) before it
 * returns, and appends write each event in the current version of its type.
 */
export const createSqlEventStore = (
  sql: SqlClient,
  { maxInFlight = 2, upcasters = eventUpcasters }: { maxInFlight?: number; upcasters?: UpcasterRegistry } = {},
): EventStore => {
  const queue: PendingAppend[] = []
  let inFlight = 0
  // Streams with a batch on its way: their next append waits, so appends of one stream keep their order.
  const busyStreams = new Set<string>()

  /** One `bimp_append` call for the batch; settles each append with its answer. */
  const write = async (batch: readonly PendingAppend[]): Promise<void> => {
    const payload = batch.map((p) => ({
      stream_id: p.streamId,
      expected: p.expected === "any" ? null : p.expected,
      keys: p.options.keys ?? [],
      reserve: p.options.reserve ?? [],
      release: p.options.release ?? [],
      events: p.events.map((e) => ({ type: e.type, schema_version: e.schemaVersion ?? currentSchemaVersion(upcasters, e.type), data: e.data, metadata: e.metadata })),
    }))
    const rows = await sql.query<{ answers: AppendAnswer[] }>("SELECT bimp_append($1::jsonb) AS answers", [JSON.stringify(payload)])
    const answers = rows[0]!.answers
    batch.forEach((pending, i) => {
      const answer = answers[i]!
      if (answer.ok) pending.resolve({ firstPosition: answer.first, lastPosition: answer.last, nextVersion: answer.version })
      else if (answer.taken !== undefined) pending.reject(new KeyTaken(pending.streamId, answer.taken))
      else pending.reject(new WrongExpectedVersion(pending.streamId, pending.expected as number, answer.actual))
    })
  }

  const flush = async (): Promise<void> => {
    if (inFlight >= maxInFlight || queue.length === 0) return
    const batch: PendingAppend[] = []
    const streams = new Set<string>()
    for (let i = 0; i < queue.length && batch.length < MAX_BATCH; ) {
      const pending = queue[i]!
      if (streams.has(pending.streamId) || busyStreams.has(pending.streamId)) {
        i++
        continue
      }
      streams.add(pending.streamId)
      batch.push(pending)
      queue.splice(i, 1)
    }
    if (batch.length === 0) return
    inFlight++
    for (const pending of batch) busyStreams.add(pending.streamId)
    try {
      await write(batch)
    } catch (error) {
      if (batch.length > 1 && isRejectedContent(error)) {
        // The statement failed as a whole, so nothing of the batch was written. One append's content
        // (e.g. a string jsonb cannot hold) must not fail the appends batched with it: write each alone.
        for (const pending of batch) await write([pending]).catch((e: unknown) => pending.reject(e))
      } else {
        for (const pending of batch) pending.reject(error)
      }
    } finally {
      for (const pending of batch) busyStreams.delete(pending.streamId)
      inFlight--
      void flush()
    }
  }

  return {
    append(streamId, expected, events, options) {
      if (events.length === 0) return Promise.reject(new Error("append needs at least one event"))
      // A span per append: the child of the call that made the events (their metadata's traceparent; ops/event-spans.ts).
      const calls = () => events.map((event) => traceOfMetadata(event.metadata))
      const attributes = { "bimp.stream_id": streamId, "bimp.event_count": events.length }
      return inEventsSpan("event-store append", calls, { attributes }, async (span) => {
        const result = await new Promise<AppendResult>((resolve, reject) => {
          queue.push({ streamId, expected, events, options: options ?? {}, resolve, reject })
          void flush()
        })
        span.setAttributes({ "bimp.position.first": result.firstPosition, "bimp.position.last": result.lastPosition })
        return result
      })
    },
    async readStream(streamId, afterVersion = 0) {
      const rows = await sql.query(
        `SELECT ${columns} FROM events WHERE stream_id = $1 AND stream_version > $2 ORDER BY stream_version`,
        [streamId, afterVersion],
      )
      return upcastEvents(upcasters, rows.map(toStoredEvent))
    },
    async readAll(afterPosition, limit) {
      const rows = await sql.query(
        `SELECT ${columns} FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
        [afterPosition, limit],
      )
      return upcastEvents(upcasters, rows.map(toStoredEvent))
    },
    async readIdentityEvents(afterPosition, limit) {
      // The predicate is the one of the partial index events_identity_idx (migration 005).
      const rows = await sql.query(
        `SELECT ${columns} FROM events
          WHERE global_position > $1 AND (stream_id LIKE 'user-%' OR stream_id LIKE 'organisation-%')
          ORDER BY global_position LIMIT $2`,
        [afterPosition, limit],
      )
      return upcastEvents(upcasters, rows.map(toStoredEvent))
    },
    async readAllLean(afterPosition, limit, { upTo, dataOfTypes, withCalls } = {}) {
      // An upcaster needs the data of its type whatever the caller asked for.
      const dataTypes = dataOfTypes && [...new Set([...dataOfTypes, ...upcasters.keys()])]
      const rows = await sql.query<LeanRow>(
        `SELECT ${leanColumns.replace("data AS d", dataTypes ? "CASE WHEN type = ANY($4::text[]) THEN data END AS d" : "data AS d")}${withCalls ? callColumns : ""}
           FROM events WHERE global_position > $1 AND global_position <= $3 ORDER BY global_position LIMIT $2`,
        dataTypes ? [afterPosition, limit, upTo ?? Number.MAX_SAFE_INTEGER, dataTypes] : [afterPosition, limit, upTo ?? Number.MAX_SAFE_INTEGER],
      )
      return upcastEvents(upcasters, rows.map(toLeanEvent))
    },
    async readByType(types, afterPosition, limit) {
      if (types.length === 0) return []
      // Literals, not a parameter: the planner can then use a partial index over these types (migration 009).
      const rows = await sql.query(
        `SELECT ${columns} FROM events WHERE type IN (${types.map(typeLiteral).join(", ")}) AND global_position > $1
          ORDER BY global_position LIMIT $2`,
        [afterPosition, limit],
      )
      return upcastEvents(upcasters, rows.map(toStoredEvent))
    },
    async readStreamsLean(streamIds, upTo) {
      if (streamIds.length === 0) return []
      const rows = await sql.query<LeanRow>(
        `SELECT ${leanColumns} FROM events WHERE stream_id = ANY($1::text[]) AND global_position <= $2 ORDER BY global_position`,
        [streamIds, upTo],
      )
      return upcastEvents(upcasters, rows.map(toLeanEvent))
    },
    async lastPositionAt(streamId, cut) {
      const rows = await sql.query<{ p: number | null }>(
        cut.time === undefined
          ? "SELECT max(global_position) AS p FROM events WHERE stream_id = $1 AND global_position <= $2"
          : "SELECT max(global_position) AS p FROM events WHERE stream_id = $1 AND recorded_at <= $2::timestamptz",
        [streamId, cut.time ?? cut.position],
      )
      return Number(rows[0]?.p ?? 0)
    },
    async hashAt(streamId, position) {
      const rows = await sql.query<{ h: string | null }>(
        "SELECT encode(hash, 'hex') AS h FROM events WHERE stream_id = $1 AND global_position <= $2 ORDER BY stream_version DESC LIMIT 1",
        [streamId, position],
      )
      return rows[0]?.h ?? null
    },
    async lookupStream(key) {
      const rows = await sql.query<{ stream_id: string }>("SELECT stream_id FROM stream_keys WHERE key = $1", [key])
      return rows[0]?.stream_id
    },
    async keysOf(streamId) {
      const rows = await sql.query<{ key: string }>("SELECT key FROM stream_keys WHERE stream_id = $1 ORDER BY key", [streamId])
      return rows.map((r) => r.key)
    },
    async headPosition() {
      const rows = await sql.query<{ head: number | null }>("SELECT max(global_position) AS head FROM events")
      return Number(rows[0]?.head ?? 0)
    },
  }
}

/**
 * The database refused what an append contains: SQLSTATE class 22 (data exception, e.g. U+0000 in jsonb)
 * or 23 (integrity constraint, e.g. an event without data). Either rolls the whole statement back.
 */
export const isRejectedContent = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === "string" && (code.startsWith("22") || code.startsWith("23"))
}

type LeanRow = { p: number; s: string; t: string; v: number; d: unknown; u: string | null; o: string | null; tp?: string | null; ci?: string | null }

/** What a lean read selects: position, stream, type, version, data and the two metadata fields projections use. */
const leanColumns = `global_position AS p, stream_id AS s, type AS t, schema_version AS v, data AS d, metadata->>'userId' AS u,
  COALESCE(metadata->>'occurredAt', to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS o`

/** The call that caused the event, for its trace (`LeanReadOptions.withCalls`). */
const callColumns = `, metadata->>'traceparent' AS tp, metadata->>'correlationId' AS ci`

const toLeanEvent = (row: LeanRow): LeanEvent => ({
  globalPosition: Number(row.p),
  streamId: row.s,
  type: row.t,
  schemaVersion: Number(row.v),
  data: row.d,
  userId: Number(row.u ?? 0),
  occurredAt: row.o ?? "",
  ...(row.tp && { traceparent: row.tp }),
  ...(row.ci && { correlationId: row.ci }),
})

/** An event type as an SQL literal; types are identifiers, anything else is a defect of the caller. */
const typeLiteral = (type: string): string => {
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(type)) throw new Error(`not an event type: ${JSON.stringify(type)}`)
  return `'${type}'`
}

const columns = "global_position, stream_id, stream_version, type, schema_version, data, metadata, recorded_at"

const toStoredEvent = (row: Record<string, unknown>): StoredEvent => ({
  globalPosition: Number(row.global_position),
  streamId: row.stream_id as string,
  streamVersion: Number(row.stream_version),
  type: row.type as string,
  schemaVersion: Number(row.schema_version),
  data: row.data,
  metadata: row.metadata as Record<string, unknown>,
  recordedAt: new Date(row.recorded_at as string).toISOString(),
})
