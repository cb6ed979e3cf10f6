/**
 * @module Measurement 4: GET /1.2/profile/projects/{id}?statistics=true&nested=phases-processes on a project
 * of 5,000 events, one client, sequential, with the X-Min-Position header a real client sends (already
 * reached: no wait). Two shapes of 5,000 events, both against the target:
 * - "typical": 12 roles, 40 milestones, 400 processes, 1,200 activities, the rest renames (the
 *   reference project has the same proportions: few milestones, processes, about 4 activities each);
 * - "process-heavy": 48 milestones with 20 processes each (about 1,000 entities, every one of them in the
 *   nested answer), the rest renames: the biggest answer 5,000 events can produce with these commands.
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import type { BenchHttp } from "./support/http-client"
import { type BuiltProject, buildProjectHistory } from "./support/history"
import { type Row, verdict } from "./support/report"
import { formatInt, formatMs, type LatencySummary, summarize } from "./support/stats"
import { roundAll } from "./measure-commands-own-projects"

export const TARGET_4 = { p95: 10 }
export const READ_PROJECT_EVENTS = 5_000

export type ReadShape = "typical" | "process-heavy"

export const buildReadProject = (http: BenchHttp, sql: SqlQuery, shape: ReadShape, deadline: number): Promise<BuiltProject> =>
  shape === "typical"
    ? buildProjectHistory({ http, sql, name: "Bench Leseprojekt 5k", roles: 12, milestonesPerPhase: 10, processesPerMilestone: 10, activitiesPerProcess: 3, targetEvents: READ_PROJECT_EVENTS, deadline })
    : buildProjectHistory({ http, sql, name: "Bench Leseprojekt 5k prozesslastig", milestonesPerPhase: 12, processesPerMilestone: 20, targetEvents: READ_PROJECT_EVENTS, deadline })

export type ProjectReadResult = {
  readonly shape: ReadShape
  readonly events: number
  readonly latency: LatencySummary
  readonly bytes: number
  readonly failures: number
  readonly entities: string
}

export const measureProjectRead = async (http: BenchHttp, project: BuiltProject, shape: ReadShape, { reads = 500, warmup = 50 } = {}): Promise<ProjectReadResult> => {
  const path = `/1.2/profile/projects/${project.projectId}?statistics=true&nested=phases-processes`
  const headers = { "x-min-position": String(project.lastPosition) }
  let bytes = 0
  for (let i = 0; i < warmup; i++) {
    const answer = await http.get(path, headers)
    if (answer.status !== 200) throw new Error(`GET ${path}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`)
    bytes = JSON.stringify(answer.body).length
  }
  const latencies: number[] = []
  let failures = 0
  for (let i = 0; i < reads; i++) {
    const begin = performance.now()
    const answer = await http.get(path, headers)
    if (answer.status === 200) latencies.push(performance.now() - begin)
    else failures++
  }
  const entities =
    `${project.milestoneIds.length} milestones, ${project.processIds.length} processes` +
    (project.activityIds.length ? `, ${project.activityIds.length} activities, ${project.roleIds.length} roles` : "")
  return { shape, events: project.events, latency: summarize(latencies), bytes, failures, entities }
}

export const rowsOfProjectRead = (results: readonly ProjectReadResult[]): Row[] =>
  results.map((result, i) => ({
    id: i === 0 ? "4" : `4${String.fromCharCode(97 + i)}`,
    measurement:
      `GET project ?statistics=true&nested=phases-processes, ${result.shape} project of ${formatInt(result.events)} events ` +
      `(${result.entities}), sequential`,
    result:
      `p50 ${formatMs(result.latency.p50)}, p95 ${formatMs(result.latency.p95)}, p99 ${formatMs(result.latency.p99)} ` +
      `(${result.latency.count} reads, answer ${formatInt(result.bytes / 1024)} KiB)` +
      (result.failures ? `; ${result.failures} failed` : ""),
    target: `p95 ≤ ${TARGET_4.p95} ms`,
    verdict: verdict(result.latency.p95 <= TARGET_4.p95 && result.failures === 0),
    reference: "—",
    figures: { shape: result.shape, events: result.events, entities: result.entities, bytes: result.bytes, latencyMs: roundAll(result.latency), failures: result.failures },
  }))
