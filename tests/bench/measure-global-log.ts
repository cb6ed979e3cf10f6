/**
 * @module Measurement 7: a reader follows the global log with the product's own `store.readAll` from
 * position 0 while the concurrent command loads run, the way the projector and a Kafka relay do. Afterwards
 * it catches up to the end and compares what it saw with a SELECT of every event: an event it never saw is
 * "missing" (a reader that skipped a late-committing append), one it saw twice is "duplicated".
 */
import { createSqlEventStore } from "@bimprofile/infra/event-store/sql-event-store"
import { createPgClient } from "@bimprofile/infra/sql/pg-client"
import { type Row, verdict } from "./support/report"

const PAGE = 500
const IDLE_MS = 2

export type GlobalLogCheck = {
  readonly eventsInTable: number
  readonly eventsSeen: number
  readonly missing: number
  readonly duplicated: number
  /** Positions seen that the table does not hold (should be impossible). */
  readonly phantom: number
  /** Reads issued while the load ran. */
  readonly reads: number
  /** Numbers the position sequence skipped (rolled-back appends): informative, not an error. */
  readonly positionGaps: number
}

export type GlobalLogReader = {
  /** Reads issued so far (each one a PostgreSQL transaction). */
  readonly reads: number
  /** Stops following, catches up to the end of the log, compares with the table. */
  finish(): Promise<GlobalLogCheck>
  close(): Promise<void>
}

export const followGlobalLog = (databaseUrl: string): GlobalLogReader => {
  const sql = createPgClient({ connectionString: databaseUrl, max: 2 })
  const store = createSqlEventStore(sql)
  const seen = new Map<number, number>()
  let position = 0
  let reads = 0
  let following = true

  const readPage = async (): Promise<number> => {
    const page = await store.readAll(position, PAGE)
    reads++
    for (const event of page) {
      seen.set(event.globalPosition, (seen.get(event.globalPosition) ?? 0) + 1)
      if (event.globalPosition > position) position = event.globalPosition
    }
    return page.length
  }

  let failure: unknown
  const loop = (async () => {
    try {
      while (following) {
        const read = await readPage()
        if (read < PAGE) await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
      }
    } catch (error) {
      failure = error
    }
  })()

  return {
    get reads() {
      return reads
    },
    async finish() {
      following = false
      await loop
      if (failure) throw new Error(`the global-log reader failed: ${String(failure)}`)
      while ((await readPage()) > 0) {
        /* catch up to the end */
      }
      const rows = await sql.query<{ global_position: number }>("SELECT global_position FROM events ORDER BY global_position")
      const inTable = new Set<number>()
      let missing = 0
      for (const { global_position } of rows) {
        const p = Number(global_position)
        inTable.add(p)
        if (!seen.has(p)) missing++
      }
      let duplicated = 0
      let phantom = 0
      let eventsSeen = 0
      for (const [p, count] of seen) {
        eventsSeen += count
        if (count > 1) duplicated += count - 1
        if (!inTable.has(p)) phantom++
      }
      const last = rows.length ? Number(rows.at(-1)!.global_position) : 0
      return { eventsInTable: rows.length, eventsSeen, missing, duplicated, phantom, reads, positionGaps: last - rows.length }
    },
    async close() {
      following = false
      await loop
      await sql.close()
    },
  }
}

export const rowsOfGlobalLog = (check: GlobalLogCheck): Row[] => [
  {
    id: "7",
    measurement: "Global log read with store.readAll from 0 while loads 1 and 2 ran, compared with SELECT of all events",
    result:
      `missing ${check.missing}, duplicated ${check.duplicated} (${check.eventsInTable.toLocaleString("en-US")} events in the table, ` +
      `${check.eventsSeen.toLocaleString("en-US")} read in ${check.reads.toLocaleString("en-US")} reads` +
      (check.phantom ? `, ${check.phantom} read but not in the table` : "") +
      `; position gaps from rolled-back appends: ${check.positionGaps})`,
    target: "missing 0, duplicated 0",
    verdict: verdict(check.missing === 0 && check.duplicated === 0 && check.phantom === 0),
    reference: "skips events in its global log under concurrent appends",
    figures: { ...check },
  },
]
