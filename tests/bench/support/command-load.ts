/**
 * @module The concurrent command load of measurements 1 and 2: `clients` HTTP clients, client i on
 * project i mod projects.length, each running the mixed command cycle; beside it the probes of the window
 * (projection lag and event-loop use inside the server child, CPU shares of the parts).
 */
import { commandCycle, type ProjectUnderLoad } from "./command-cycle"
import { startCpuWindow, type CpuShares, type CpuWindow } from "./cpu"
import type { BenchHttp } from "./http-client"
import { type LoadResult, runLoad } from "./load"
import type { ServerChild } from "./server-process"
import { type LatencySummary, summarize } from "./stats"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { pgCounters, perCommand, type PgPerCommand } from "./pg-stats"

export type ServerUsage = { wallMs: number; cpuMs: number; systemMs: number; eventLoopUtilization: number }
export type LagResult = { samples: number[]; unresolved: number }

export type CommandLoadResult = {
  readonly load: LoadResult
  readonly latency: LatencySummary
  readonly conflicts: number
  readonly lag: (LatencySummary & { unresolved: number }) | undefined
  readonly serverUsage: ServerUsage | undefined
  readonly cpu: CpuShares | undefined
  readonly postgres: PgPerCommand | undefined
}

export const runCommandLoad = async ({
  http,
  server,
  projects,
  clients,
  label,
  warmupMs,
  measureMs,
  measureLag,
  postgresPid,
  profileFile,
  statsSql,
  otherTransactions = () => 0,
}: {
  http: BenchHttp
  server: ServerChild
  projects: readonly ProjectUnderLoad[]
  clients: number
  label: string
  warmupMs: number
  measureMs: number
  measureLag: boolean
  postgresPid: number
  /** Where to write a CPU profile of the server child over the measured window; none when absent. */
  profileFile?: string | undefined
  /** A connection for PostgreSQL's statistics views. */
  statsSql: SqlQuery
  /** Transactions the bench itself runs beside the load (the global-log reader), to leave out. */
  otherTransactions?: () => number
}): Promise<CommandLoadResult> => {
  const workers = Array.from({ length: clients }, (_, i) => commandCycle(http, projects[i % projects.length]!, `${label}${i}`))
  let lag: LagResult | undefined
  let serverUsage: ServerUsage | undefined
  let cpuWindow: CpuWindow | undefined
  let cpu: CpuShares | undefined
  const countersBefore = await pgCounters(statsSql)
  const otherBefore = otherTransactions()
  const load = await runLoad({
    workers,
    warmupMs,
    measureMs,
    onWindowStart: async () => {
      cpuWindow = startCpuWindow(postgresPid, server.pid)
      await Promise.all([
        server.probe("usage-start"),
        measureLag ? server.probe("lag-start") : undefined,
        profileFile ? server.probe("profile-start") : undefined,
      ])
    },
    onWindowEnd: async () => {
      cpu = cpuWindow?.stop()
      const [usage, lagResult] = await Promise.all([
        server.probe<ServerUsage>("usage-stop"),
        measureLag ? server.probe<LagResult>("lag-stop") : undefined,
        profileFile ? server.probe("profile-stop", 60_000, profileFile) : undefined,
      ])
      serverUsage = usage
      lag = lagResult
    },
  })
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  const countersAfter = await pgCounters(statsSql)
  // The statistics queries themselves: two snapshots.
  const postgres = perCommand(countersBefore, countersAfter, load.okTotal, otherTransactions() - otherBefore + 2)
  return {
    postgres,
    load,
    latency: summarize(load.latencies),
    conflicts: load.statuses["409"] ?? 0,
    lag: lag ? { ...summarize(lag.samples), unresolved: lag.unresolved } : undefined,
    serverUsage,
    cpu,
  }
}
