/**
 * @module Measurement 1: commands through HTTP, 32 concurrent clients each in its own project, a mix of
 * create / rename / move / resequence of milestones and processes (support/command-cycle.ts). Reported
 * beside the raw single-row INSERT rate of the same PostgreSQL (measure-raw-insert.ts). The projection lag
 * of measurement 5 is taken in the same window (measure-projection-lag.ts).
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { createProject, type ProjectUnderLoad } from "./support/command-cycle"
import { type CommandLoadResult, runCommandLoad } from "./support/command-load"
import type { BenchHttp } from "./support/http-client"
import { runPool } from "./support/history"
import { type Row, verdict } from "./support/report"
import type { ServerChild } from "./support/server-process"
import { formatInt, formatMs, round } from "./support/stats"
import type { RawInsertResult } from "./measure-raw-insert"

export const TARGET_1 = { perSecond: 3_500, p95: 15 }

export const prepareOwnProjects = async (http: BenchHttp, clients: number): Promise<ProjectUnderLoad[]> => {
  const projects: ProjectUnderLoad[] = []
  await runPool(
    Array.from({ length: clients }, (_, i) => async () => void projects.push(await createProject(http, `Bench eigenes Projekt ${i}`))),
    8,
  )
  return projects
}

export const measureCommandsOwnProjects = (options: {
  http: BenchHttp
  server: ServerChild
  projects: readonly ProjectUnderLoad[]
  warmupMs: number
  measureMs: number
  postgresPid: number
  profileFile?: string | undefined
  statsSql: SqlQuery
  otherTransactions?: () => number
}): Promise<CommandLoadResult> =>
  runCommandLoad({ ...options, clients: options.projects.length, label: "own", measureLag: true })

export const rowsOfOwnProjects = (result: CommandLoadResult, raw: RawInsertResult): Row[] => {
  const { load, latency } = result
  const failed = Object.entries(load.statuses).filter(([status]) => !status.startsWith("2"))
  const ratio = load.perSecond / raw.perSecond
  return [
    {
      id: "1",
      measurement: "Commands via HTTP, 32 clients, each in its own project (create/rename/move/resequence/delete mix, steady project size)",
      result:
        `${formatInt(load.perSecond)} commands/s; p50 ${formatMs(latency.p50)}, p95 ${formatMs(latency.p95)}, p99 ${formatMs(latency.p99)}` +
        (failed.length ? `; non-2xx: ${failed.map(([s, n]) => `${s}×${n}`).join(", ")}` : "; all 2xx"),
      target: `≥ ${formatInt(TARGET_1.perSecond)}/s, p95 ≤ ${TARGET_1.p95} ms`,
      verdict: verdict(load.perSecond >= TARGET_1.perSecond && latency.p95 <= TARGET_1.p95 && failed.length === 0),
      reference: "≈ 3,000 appends/s at p95 14 ms, without any HTTP in front",
      figures: { commandsPerSecond: round(load.perSecond), latencyMs: roundAll(latency), statuses: load.statuses, sampleErrors: load.sampleErrors },
    },
    {
      id: "1b",
      measurement: "Raw PostgreSQL single-row INSERT from Node, pg Pool of 32, 32 concurrent clients, autocommit",
      result: `${formatInt(raw.perSecond)} inserts/s; p50 ${formatMs(raw.latency.p50)}, p95 ${formatMs(raw.latency.p95)}; commands/s ÷ inserts/s = ${ratio.toFixed(2)}`,
      target: "(baseline)",
      verdict: "info",
      reference: "—",
      figures: { insertsPerSecond: round(raw.perSecond), latencyMs: roundAll(raw.latency), ratioCommandsToInserts: round(ratio, 3) },
    },
  ]
}

export const roundAll = (summary: Record<string, number>) => Object.fromEntries(Object.entries(summary).map(([k, v]) => [k, round(v, 2)]))
