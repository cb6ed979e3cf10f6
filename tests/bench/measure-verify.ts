/**
 * @module Measurement "verify": the tamper-evidence check (`verifyEventChains`, docs/audit.md) over a log of
 * 200,000 events in a database of its own: 2,000 project streams of 100 events each, written through the
 * event store (so with their hashes), shaped like the product's (a small data object, metadata with event
 * id, user, time and correlation id). Beside it, the same run's raw single-row INSERT rate (1b): how the
 * check of one event compares with the cheapest write PostgreSQL offers.
 *
 *   node --import tsx tests/bench/measure-verify.ts   # alone: starts PostgreSQL, measures, stops it
 */
import { openDatabase } from "@bimprofile/infra/database"
import type { NewEvent } from "@bimprofile/infra/event-store/event-store"
import { verifyEventChains } from "@bimprofile/infra/event-store/verify-chain"
import { randomUUID } from "node:crypto"
import { pathToFileURL } from "node:url"
import { createTestDatabase, startPostgres } from "../support/postgres"
import { measureRawInsert, type RawInsertResult } from "./measure-raw-insert"
import { treeCpuSeconds } from "./support/cpu"
import { formatTable, type Row, verdict } from "./support/report"
import { formatInt, round } from "./support/stats"

export const TARGET_VERIFY = { perSecond: 200_000 }

const STREAMS = 2_000
const EVENTS_PER_STREAM = 100
/** Events per append: the writing is preparation, not measured; big appends keep it short. */
const EVENTS_PER_APPEND = 50

export type VerifyMeasurement = {
  readonly events: number
  readonly streams: number
  readonly seconds: number
  readonly perSecond: number
  readonly writeSeconds: number
  readonly ok: boolean
  /** CPU seconds PostgreSQL spent on the check (all backends; NaN off Linux): what it costs on a shared machine. */
  readonly postgresCpuSeconds: number
}

const eventOf = (stream: number, n: number): NewEvent => ({
  type: "MilestoneRenamed",
  data: { milestoneId: stream * 1_000 + n, phaseId: 42, name: `Meilenstein ${n} (umbenannt)`, desc: "bench" },
  metadata: { eventId: randomUUID(), userId: 17, occurredAt: new Date().toISOString(), correlationId: randomUUID() },
})

export const measureVerify = async (databaseUrl: string, postgresPid: number): Promise<VerifyMeasurement> => {
  const db = await openDatabase({ kind: "pg", url: databaseUrl, poolSize: 4 })
  try {
    const writeStarted = performance.now()
    const appends: Promise<unknown>[] = []
    for (let stream = 0; stream < STREAMS; stream++) {
      for (let first = 0; first < EVENTS_PER_STREAM; first += EVENTS_PER_APPEND) {
        const batch = Array.from({ length: EVENTS_PER_APPEND }, (_, i) => eventOf(stream, first + i + 1))
        appends.push(db.store.append(`project-${stream}`, first, batch))
      }
      // Bounded: the store queues appends in memory.
      if (appends.length >= 2_000) await Promise.all(appends.splice(0))
    }
    await Promise.all(appends)
    const writeSeconds = (performance.now() - writeStarted) / 1000
    await db.sql.query("VACUUM ANALYZE events")
    const cpuBefore = treeCpuSeconds(postgresPid) ?? Number.NaN
    const result = await verifyEventChains(db.sql)
    const postgresCpuSeconds = (treeCpuSeconds(postgresPid) ?? Number.NaN) - cpuBefore
    return { events: result.events, streams: result.streams, seconds: result.seconds, perSecond: result.events / result.seconds, writeSeconds, ok: result.ok, postgresCpuSeconds }
  } finally {
    await db.close()
  }
}

export const rowsOfVerify = (result: VerifyMeasurement, raw: Pick<RawInsertResult, "perSecond">): Row[] => [
  {
    id: "vfy",
    measurement: `Tamper-evidence check (npm run verify) of ${formatInt(result.events)} events in ${formatInt(result.streams)} streams: every hash recomputed, every link checked`,
    result:
      `${formatInt(result.perSecond)} events/s (${result.seconds.toFixed(2)} s${result.ok ? "" : ", REPORTED BROKEN LINKS"}; ` +
      `PostgreSQL CPU ${result.postgresCpuSeconds.toFixed(2)} s, ${formatInt(result.events / result.postgresCpuSeconds)} events per CPU second); ` +
      `beside it, same run: raw single-row INSERTs ${formatInt(raw.perSecond)}/s (${(result.perSecond / raw.perSecond).toFixed(0)}× that rate)`,
    target: `≥ ${formatInt(TARGET_VERIFY.perSecond)} events/s`,
    verdict: verdict(result.ok && result.perSecond >= TARGET_VERIFY.perSecond),
    reference: "—",
    figures: { ...Object.fromEntries(Object.entries(result).map(([k, v]) => [k, typeof v === "number" ? round(v, 3) : v])), rawInsertsPerSecond: round(raw.perSecond, 1) },
  },
]

const main = async () => {
  const postgres = await startPostgres()
  try {
    const rawDb = await createTestDatabase(postgres.url, "bimp_bench_raw")
    const raw = await measureRawInsert({ databaseUrl: rawDb.url, postgresPid: postgres.pid, measureMs: 3_000 })
    await rawDb.drop().catch(() => {})
    const db = await createTestDatabase(postgres.url, "bimp_bench_verify")
    const result = await measureVerify(db.url, postgres.pid)
    console.log(formatTable(rowsOfVerify(result, raw)))
    console.log(`(writing the ${formatInt(result.events)} events took ${result.writeSeconds.toFixed(1)} s)`)
  } finally {
    await postgres.stop()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
