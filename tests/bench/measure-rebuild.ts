/**
 * @module Measurement 6: rebuildProjection over the whole log the runs above produced (the server child is
 * stopped first, so nothing else writes the read models). The rate counts every event of the log, from the
 * first read to the committed swap of all read-model rows; the read-and-fold part is reported apart from
 * the final write.
 */
import { readModelTables } from "@bimprofile/infra/migrations/003-read-models"
import { createSqlEventStore } from "@bimprofile/infra/event-store/sql-event-store"
import { createPgClient } from "@bimprofile/infra/sql/pg-client"
import { rebuildProjection } from "@bimprofile/projector/runner/rebuild"
import { type Row, verdict } from "./support/report"
import { formatInt, round } from "./support/stats"

export const TARGET_6 = { perSecond: 50_000 }

export type RebuildMeasurement = { readonly events: number; readonly seconds: number; readonly perSecond: number; readonly readFoldSeconds: number; readonly writeSeconds: number; readonly rows: number }

export const measureRebuild = async (databaseUrl: string): Promise<RebuildMeasurement> => {
  const sql = createPgClient({ connectionString: databaseUrl, max: 4 })
  try {
    const store = createSqlEventStore(sql)
    const started = performance.now()
    let lastProgress = started
    const result = await rebuildProjection({ sql, store, onProgress: () => void (lastProgress = performance.now()) })
    const ended = performance.now()
    const tables = await sql.query<{ n: number }>(
      `SELECT sum(n)::bigint AS n FROM (${readModelTables.map((t) => `SELECT count(*) AS n FROM ${t}`).join(" UNION ALL ")}) t`,
    )
    return {
      events: result.events,
      seconds: result.seconds,
      perSecond: result.events / result.seconds,
      readFoldSeconds: (lastProgress - started) / 1000,
      writeSeconds: (ended - lastProgress) / 1000,
      rows: Number(tables[0]?.n ?? Number.NaN),
    }
  } finally {
    await sql.close()
  }
}

export const rowsOfRebuild = (result: RebuildMeasurement): Row[] => [
  {
    id: "6",
    measurement: "Rebuild of the read models (rebuildProjection) over the whole log of this run",
    result: `${formatInt(result.perSecond)} events/s (${formatInt(result.events)} events in ${result.seconds.toFixed(2)} s: read+fold ${result.readFoldSeconds.toFixed(2)} s, write ${result.writeSeconds.toFixed(2)} s; ${formatInt(result.rows)} read-model rows)`,
    target: `≥ ${formatInt(TARGET_6.perSecond)} events/s`,
    verdict: verdict(result.perSecond >= TARGET_6.perSecond),
    reference: "—",
    figures: { ...Object.fromEntries(Object.entries(result).map(([k, v]) => [k, round(v, 3)])) },
  },
]
