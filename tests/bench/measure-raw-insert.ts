/**
 * @module Beside measurement 1: what PostgreSQL itself gives Node on this machine. 32 concurrent clients
 * (a pg Pool of 32) each INSERT one row at a time into a simple table, autocommit (one commit, one WAL
 * flush per row, fsync on), in a database of its own. Commands/s ÷ this rate says how much of the raw
 * single-row write capacity one HTTP command costs.
 */
import pg from "pg"
import { performance } from "node:perf_hooks"
import { startCpuWindow, type CpuShares } from "./support/cpu"
import { type LatencySummary, summarize } from "./support/stats"

export type RawInsertResult = {
  readonly perSecond: number
  readonly latency: LatencySummary
  readonly inserts: number
  readonly seconds: number
  readonly cpu: CpuShares
}

export const measureRawInsert = async ({
  databaseUrl,
  clients = 32,
  warmupMs = 1_500,
  measureMs = 5_000,
  postgresPid,
}: {
  databaseUrl: string
  postgresPid: number
  clients?: number
  warmupMs?: number
  measureMs?: number
}): Promise<RawInsertResult> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: clients })
  pool.on("error", () => {}) // an idle connection cut when the database is dropped afterwards
  try {
    await pool.query(
      "CREATE TABLE IF NOT EXISTS raw_inserts (id bigserial PRIMARY KEY, stream_id text NOT NULL, data jsonb NOT NULL, recorded_at timestamptz NOT NULL DEFAULT now())",
    )
    // Open all connections before the clock starts.
    await Promise.all(Array.from({ length: clients }, () => pool.query("SELECT 1")))
    const data = JSON.stringify({ milestoneId: 123456, phaseId: 42, name: "Meilenstein 17 (umbenannt)", desc: "bench", seq: 5 })
    const started = performance.now()
    const windowStart = started + warmupMs
    const windowEnd = windowStart + measureMs
    const latencies: number[] = []
    let cpu: CpuShares | undefined
    let window: ReturnType<typeof startCpuWindow> | undefined
    const timers = [
      setTimeout(() => (window = startCpuWindow(postgresPid, undefined)), warmupMs),
      setTimeout(() => (cpu = window?.stop()), warmupMs + measureMs),
    ]
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        while (performance.now() < windowEnd) {
          const begin = performance.now()
          await pool.query("INSERT INTO raw_inserts (stream_id, data) VALUES ($1, $2)", [`project-${client}`, data])
          const end = performance.now()
          if (end >= windowStart && end <= windowEnd) latencies.push(end - begin)
        }
      }),
    )
    for (const timer of timers) clearTimeout(timer)
    cpu ??= window!.stop()
    return { perSecond: latencies.length / (measureMs / 1000), latency: summarize(latencies), inserts: latencies.length, seconds: measureMs / 1000, cpu }
  } finally {
    await pool.end()
  }
}
