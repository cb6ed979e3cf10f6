/**
 * @module Tamper evidence (docs/audit.md): checks the hash chain of every stream in the event log.
 *
 * A function over the SQL client rather than a method of `EventStore`: it is an operator's check of the
 * stored rows (hashes, raw content), not a read of events for the domain, and both `npm run verify` and
 * `GET /1.2/audit/verify` run it over a database they already hold. It lives here because no code outside
 * infra/src/event-store/ queries the `events` table.
 *
 * The check runs in SQL, in pages of the log in (stream_id, stream_version) order (the unique index), so
 * each event is read once and its hash recomputed by the one formula `bimp_event_hash` (migration 019). Per
 * event, in this order:
 *   - `missing_hash`:  no hash or no prev_hash stored;
 *   - `chain_broken`:  its version does not follow the previous event of its stream (1 for the first), or
 *                      its prev_hash is not that event's hash (empty for the first): an event was removed,
 *                      inserted or reordered, or a hash rewritten;
 *   - `hash_mismatch`: the hash recomputed from the stored content differs: a stored field was changed.
 * Only the first broken link of a stream is reported (what follows a break says nothing more). A page
 * carries the last (stream, version, hash) into the next, so a stream split between pages is checked whole.
 * On a PostgreSQL server the log is split into two ranges of whole streams checked side by side, each on a
 * connection of its own (the hashing is CPU-bound: two cores, about twice the rate); PGlite runs one query
 * at a time, so it gets one range.
 *
 * What no chain can show: the last events of a stream removed together with nothing after them. Runs
 * without a snapshot: events appended while it runs are checked when their page comes, or not at all.
 */
import type { SqlClient, SqlQuery } from "../sql/sql-client"

export type ChainProblem = "hash_mismatch" | "chain_broken" | "missing_hash"

/** The first broken link of one stream. */
export type BrokenLink = {
  readonly stream_id: string
  readonly stream_version: number
  readonly global_position: number
  readonly problem: ChainProblem
}

export type ChainVerification = {
  /** True when no stream has a broken link. */
  readonly ok: boolean
  /** Events and streams checked. */
  readonly events: number
  readonly streams: number
  readonly seconds: number
  /** The first broken link of each broken stream, in stream order. */
  readonly broken: readonly BrokenLink[]
}

export type VerifyProgress = {
  readonly events: number
  /** The number of events in the log when the check started (events appended since are not counted). */
  readonly total: number
  readonly streams: number
  readonly broken: number
}

/** The client to check over: its `engine`, when it has one, says whether lanes can run side by side (not on PGlite). */
export type VerifiableSql = SqlQuery & Partial<Pick<SqlClient, "engine">>

export type VerifyOptions = {
  /** Events per query (default 20,000). */
  readonly pageSize?: number
  /** Ranges of whole streams checked side by side (default: 1 on PGlite, else 2). */
  readonly lanes?: number
  /** Called after each page. */
  readonly onProgress?: (progress: VerifyProgress) => void
}

type PageRow = {
  events: string | number
  streams: string | number
  problems: [string, number, string | number, ChainProblem][] | null
  last_stream: string | null
  last_version: number | null
  last_hash: Uint8Array | null
}

/**
 * One page: the events after ($1 stream, $2 version), $4 of them; $3 is the hash of the event at ($1, $2),
 * the link the page's first event of stream $1 must continue. Answers the page's counts, its problems and
 * its last (stream, version, hash).
 */
const pageSql = (bounded: boolean) => `
WITH page AS (
  -- The hash is recomputed here, as the rows are read: the window below then carries no event content.
  SELECT global_position, stream_id, stream_version, hash, prev_hash,
         bimp_event_hash(prev_hash, global_position, stream_id, stream_version, type, schema_version, recorded_at, data, metadata) AS recomputed
    FROM events
   WHERE (stream_id, stream_version) > ($1::text, $2::integer) ${bounded ? "AND stream_id < $5::text" : ""}
   ORDER BY stream_id, stream_version
   LIMIT $4
), judged AS (
  -- One SELECT with the window functions: its expressions are computed once per row.
  SELECT stream_id, stream_version, global_position, hash,
         lag(stream_version) OVER w IS NULL AND (stream_id <> $1::text OR $2::integer = 0) AS starts_stream,
         lead(stream_version) OVER (ORDER BY stream_id, stream_version) IS NULL AS last_of_page,
         CASE
           WHEN hash IS NULL OR prev_hash IS NULL THEN 'missing_hash'
           WHEN CASE WHEN lag(stream_version) OVER w IS NULL
                     THEN CASE WHEN stream_id = $1::text
                               THEN stream_version <> $2::integer + 1 OR prev_hash IS DISTINCT FROM $3::bytea
                               ELSE stream_version <> 1 OR prev_hash <> '\\x'::bytea END
                     ELSE stream_version <> lag(stream_version) OVER w + 1 OR prev_hash IS DISTINCT FROM lag(hash) OVER w
                END THEN 'chain_broken'
           WHEN hash <> recomputed THEN 'hash_mismatch'
         END AS problem
    FROM page
  WINDOW w AS (PARTITION BY stream_id ORDER BY stream_version)
)
SELECT count(*) AS events,
       count(*) FILTER (WHERE starts_stream) AS streams,
       jsonb_agg(jsonb_build_array(stream_id, stream_version, global_position, problem) ORDER BY stream_id, stream_version)
         FILTER (WHERE problem IS NOT NULL) AS problems,
       max(stream_id) FILTER (WHERE last_of_page) AS last_stream,
       max(stream_version) FILTER (WHERE last_of_page) AS last_version,
       (array_agg(hash) FILTER (WHERE last_of_page))[1] AS last_hash
  FROM judged
`

const PAGE_SQL = pageSql(false)
const BOUNDED_PAGE_SQL = pageSql(true)

/** Checks every stream's chain; see the module comment for what is reported. */
export const verifyEventChains = async (sql: VerifiableSql, { pageSize = 20_000, lanes, onProgress }: VerifyOptions = {}): Promise<ChainVerification> => {
  const started = performance.now()
  const [count] = await sql.query<{ n: string | number }>("SELECT count(*) AS n FROM events")
  const total = Number(count?.n ?? 0)
  const bounds = await laneBounds(sql, total, lanes ?? (sql.engine === "pglite" ? 1 : 2))
  const totals = { events: 0, streams: 0, broken: 0 }
  const results = await Promise.all(
    bounds.map(async ({ from, to }) => {
      const broken = new Map<string, BrokenLink>()
      // The key after which the next page starts, with the hash the next event of that stream must link to.
      let after: { stream: string; version: number; hash: Uint8Array | null } = { stream: from, version: 0, hash: EMPTY }
      for (;;) {
        const params = [after.stream, after.version, after.hash, pageSize, ...(to === undefined ? [] : [to])]
        const [page] = await sql.query<PageRow>(to === undefined ? PAGE_SQL : BOUNDED_PAGE_SQL, params)
        const checked = Number(page?.events ?? 0)
        if (!page || checked === 0) break
        totals.events += checked
        totals.streams += Number(page.streams)
        for (const [streamId, version, position, problem] of page.problems ?? []) {
          if (broken.has(streamId)) continue
          broken.set(streamId, { stream_id: streamId, stream_version: version, global_position: Number(position), problem })
          totals.broken++
        }
        after = { stream: page.last_stream!, version: page.last_version!, hash: page.last_hash }
        onProgress?.({ ...totals, total })
        if (checked < pageSize) break
      }
      return [...broken.values()]
    }),
  )
  const broken = results.flat()
  return {
    ok: broken.length === 0,
    events: totals.events,
    streams: totals.streams,
    seconds: Math.round((performance.now() - started) / 10) / 100,
    broken,
  }
}

const EMPTY = new Uint8Array(0)

/**
 * Splits the log into `lanes` ranges of whole streams of about equal size, checked side by side (each on
 * a connection of its own): the first stream id of each range, and the first of the next as its end. ""
 * sorts before every stream id.
 */
const laneBounds = async (sql: VerifiableSql, total: number, lanes: number): Promise<{ from: string; to?: string }[]> => {
  const starts = [""]
  for (let lane = 1; lane < lanes && total > 0; lane++) {
    const [row] = await sql.query<{ stream_id: string }>("SELECT stream_id FROM events ORDER BY stream_id, stream_version OFFSET $1 LIMIT 1", [
      Math.floor((total * lane) / lanes),
    ])
    // A stream longer than a lane's share spans the boundary: it stays whole in the lane before.
    if (row && row.stream_id !== starts.at(-1)) starts.push(row.stream_id)
  }
  return starts.map((from, i) => (i + 1 < starts.length ? { from, to: starts[i + 1]! } : { from }))
}
