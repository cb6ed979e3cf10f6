/**
 * @module Measurement 2: the same command mix, 32 clients sharing 4 projects (8 per project stream). The
 * service queues commands per project and decides them against its cached state, so clients of one project
 * should not see conflicts: the 409 count is reported and must stay about 0.
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { createProject, type ProjectUnderLoad } from "./support/command-cycle"
import { type CommandLoadResult, runCommandLoad } from "./support/command-load"
import type { BenchHttp } from "./support/http-client"
import { type Row, verdict } from "./support/report"
import type { ServerChild } from "./support/server-process"
import { formatInt, formatMs, round } from "./support/stats"
import { roundAll } from "./measure-commands-own-projects"

export const TARGET_2 = { perSecond: 2_000, p95: 30 }

export const prepareSharedProjects = async (http: BenchHttp, count: number): Promise<ProjectUnderLoad[]> => {
  const projects: ProjectUnderLoad[] = []
  for (let i = 0; i < count; i++) projects.push(await createProject(http, `Bench geteiltes Projekt ${i}`))
  return projects
}

export const measureCommandsSharedProjects = (options: {
  http: BenchHttp
  server: ServerChild
  projects: readonly ProjectUnderLoad[]
  clients: number
  warmupMs: number
  measureMs: number
  postgresPid: number
  profileFile?: string | undefined
  statsSql: SqlQuery
  otherTransactions?: () => number
}): Promise<CommandLoadResult> => runCommandLoad({ ...options, label: "shared", measureLag: true })

export const rowsOfSharedProjects = (result: CommandLoadResult): Row[] => {
  const { load, latency, conflicts } = result
  const otherFailures = Object.entries(load.statuses).filter(([status]) => !status.startsWith("2") && status !== "409")
  return [
    {
      id: "2",
      measurement: "Commands via HTTP, 32 clients sharing 4 projects (8 per project stream, same mix)",
      result:
        `${formatInt(load.perSecond)} commands/s; p50 ${formatMs(latency.p50)}, p95 ${formatMs(latency.p95)}, p99 ${formatMs(latency.p99)}; 409 conflicts: ${conflicts}` +
        (otherFailures.length ? `; other non-2xx: ${otherFailures.map(([s, n]) => `${s}×${n}`).join(", ")}` : ""),
      target: `≥ ${formatInt(TARGET_2.perSecond)}/s, p95 ≤ ${TARGET_2.p95} ms, 409 ≈ 0`,
      verdict: verdict(load.perSecond >= TARGET_2.perSecond && latency.p95 <= TARGET_2.p95 && conflicts <= Math.ceil(load.ok * 0.001) && otherFailures.length === 0),
      reference: "≈ 480 successful appends/s, p95 ≈ 440 ms (32 writers on 4 streams)",
      figures: { commandsPerSecond: round(load.perSecond), latencyMs: roundAll(latency), conflicts, statuses: load.statuses, sampleErrors: load.sampleErrors },
    },
  ]
}
