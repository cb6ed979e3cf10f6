/**
 * @module The event log's stored rows, exactly as stored, for backup and restore (`npm run events:export` /
 * `events:import`, projector/src/backup/). Not a read of events for the domain: no upcasting (an event keeps
 * the `schema_version` it was written in), and the rows carry their tamper-evidence hashes (migration 019).
 *
 * A row travels as one line of JSON text that PostgreSQL itself writes (export) and parses (import): `data`
 * and `metadata` stay jsonb from end to end, never a JavaScript number in between, so every value (1.0, a
 * 20-digit number) comes back byte for byte and each event's hash recomputes to what was stored. It lives here
 * because no code outside infra/src/event-store/ queries the `events` table.
 */
import type { SqlQuery } from "../sql/sql-client"

/** The fields of an event line; `hash` and `prev_hash` in hex, `recorded_at` in UTC to the microsecond. */
export const eventRowFields = [
  "global_position",
  "stream_id",
  "stream_version",
  "type",
  "schema_version",
  "data",
  "metadata",
  "recorded_at",
  "hash",
  "prev_hash",
] as const

/** One stored event as a line: `{"kind": "event", …eventRowFields}`. */
export type EventRowLine = { readonly position: number; readonly line: string }

/**
 * The event rows after `afterPosition`, in position order, `limit` of them, each as its line. Run it in one
 * REPEATABLE READ transaction for a consistent export (positions are taken under the append lock, so a
 * snapshot holds a gapless prefix of the committed log).
 */
export const readEventRowLines = async (sql: SqlQuery, afterPosition: number, limit: number): Promise<EventRowLine[]> => {
  const rows = await sql.query<{ p: number; line: string }>(
    `SELECT global_position AS p, jsonb_build_object(
              'kind', 'event', 'global_position', global_position, 'stream_id', stream_id, 'stream_version', stream_version,
              'type', type, 'schema_version', schema_version, 'data', data, 'metadata', metadata,
              'recorded_at', to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
              'hash', encode(hash, 'hex'), 'prev_hash', encode(prev_hash, 'hex'))::text AS line
       FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
    [afterPosition, limit],
  )
  return rows.map((r) => ({ position: Number(r.p), line: r.line }))
}

/** The `stream_keys` rows after `afterKey` (key order), each as `{"kind": "stream_key", "key", "stream_id"}`. */
export const readStreamKeyLines = async (sql: SqlQuery, afterKey: string, limit: number): Promise<{ key: string; line: string }[]> =>
  sql.query<{ key: string; line: string }>(
    `SELECT key, jsonb_build_object('kind', 'stream_key', 'key', key, 'stream_id', stream_id)::text AS line
       FROM stream_keys WHERE key > $1 ORDER BY key LIMIT $2`,
    [afterKey, limit],
  )

/** Events and stream keys stored: an import goes only into a store where both are 0. */
export const countEventLogRows = async (sql: SqlQuery): Promise<{ events: number; streamKeys: number; head: number }> => {
  const [row] = await sql.query<{ events: string | number; keys: string | number; head: string | number | null }>(
    "SELECT (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM stream_keys) AS keys, (SELECT max(global_position) FROM events) AS head",
  )
  return { events: Number(row?.events ?? 0), streamKeys: Number(row?.keys ?? 0), head: Number(row?.head ?? 0) }
}

/**
 * Holds off every append until the transaction ends (the lock `bimp_append` takes, migration 001): an
 * import then fills the log with no service appending in between.
 */
export const lockAppends = async (tx: SqlQuery): Promise<void> => {
  await tx.query("SELECT pg_advisory_xact_lock(7262001)")
}

/**
 * Inserts event lines as they are (positions, versions, times and hashes kept), then recomputes each one's
 * hash from its stored content with the one formula (`bimp_event_hash`). Answers the index (in `lines`) of
 * the first row whose stored hash differs from its content, or -1 when all match. The lines must be in
 * position order and already checked for their fields (the caller names the bad line).
 */
export const insertEventRowLines = async (tx: SqlQuery, lines: readonly string[], positions: readonly number[]): Promise<number> => {
  if (lines.length === 0) return -1
  await tx.query(
    `INSERT INTO events (global_position, stream_id, stream_version, type, schema_version, data, metadata, recorded_at, hash, prev_hash)
     SELECT (j->>'global_position')::bigint, j->>'stream_id', (j->>'stream_version')::integer, j->>'type',
            (j->>'schema_version')::integer, j->'data', j->'metadata', (j->>'recorded_at')::timestamptz,
            decode(j->>'hash', 'hex'), decode(j->>'prev_hash', 'hex')
       FROM (SELECT line::jsonb AS j FROM unnest($1::text[]) AS l(line)) AS rows`,
    [lines],
  )
  const [bad] = await tx.query<{ p: number }>(
    `SELECT global_position AS p FROM events
      WHERE global_position BETWEEN $1 AND $2
        AND hash <> bimp_event_hash(prev_hash, global_position, stream_id, stream_version, type, schema_version, recorded_at, data, metadata)
      ORDER BY global_position LIMIT 1`,
    [positions[0], positions.at(-1)],
  )
  return bad ? positions.indexOf(Number(bad.p)) : -1
}

/** Inserts `stream_key` lines (checked by the caller). */
export const insertStreamKeyLines = async (tx: SqlQuery, lines: readonly string[]): Promise<void> => {
  if (lines.length === 0) return
  await tx.query(
    `INSERT INTO stream_keys (key, stream_id)
     SELECT j->>'key', j->>'stream_id' FROM (SELECT line::jsonb AS j FROM unnest($1::text[]) AS l(line)) AS rows`,
    [lines],
  )
}

/**
 * Moves the position sequence past `head`, the last imported position: the next append continues the log.
 * (A sequence is not transactional: if the import then rolls back, the sequence stays moved — only a gap.)
 */
export const continuePositionsAfter = async (tx: SqlQuery, head: number): Promise<void> => {
  if (head > 0) await tx.query("SELECT setval('events_position_seq', $1::bigint, true)", [head])
}
