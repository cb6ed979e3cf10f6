/**
 * @module Measurement 4: GET /1.2/profile/projects/{id}?statistics=true&nested=phases-processes on a project
 * of 5,000 events, and 4c: GET /1.2/profile/milestones/{id} on the project of 20,000 events — one client,
 * sequential, with the X-Min-Position header a real client sends (already reached: no wait). Each is printed
 * beside the same run's baseline: GET /1.2/profile/codes, which passes the same middleware (token, read
 * position, viewer) and reads no read model — what any GET costs on this machine at that moment.
 * Two shapes of 5,000 events, both against the target:
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

export const TARGET_4 = { p95: 5 }
export const TARGET_4_ENTITY = { p95: 2 }
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

/** Sequential GETs of `paths` (cycled) after a warm-up; every answer must be 200. */
const timeReads = async (http: BenchHttp, paths: readonly string[], headers: Record<string, string>, reads: number, warmup: number) => {
  let bytes = 0
  for (let i = 0; i < warmup; i++) {
    const path = paths[i % paths.length]!
    const answer = await http.get(path, headers)
    if (answer.status !== 200) throw new Error(`GET ${path}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`)
    bytes = JSON.stringify(answer.body).length
  }
  const latencies: number[] = []
  let failures = 0
  for (let i = 0; i < reads; i++) {
    const begin = performance.now()
    const answer = await http.get(paths[i % paths.length]!, headers)
    if (answer.status === 200) latencies.push(performance.now() - begin)
    else failures++
  }
  return { latency: summarize(latencies), bytes, failures }
}

/** The baseline of a run: a GET through the same middleware that reads no read model. */
export const measureBaselineRead = async (http: BenchHttp, { reads = 500, warmup = 50 } = {}): Promise<LatencySummary> =>
  (await timeReads(http, ["/1.2/profile/codes?cod_col_name=phase_code"], {}, reads, warmup)).latency

export const measureProjectRead = async (http: BenchHttp, project: BuiltProject, shape: ReadShape, { reads = 500, warmup = 50 } = {}): Promise<ProjectReadResult> => {
  const path = `/1.2/profile/projects/${project.projectId}?statistics=true&nested=phases-processes`
  const { latency, bytes, failures } = await timeReads(http, [path], { "x-min-position": String(project.lastPosition) }, reads, warmup)
  const entities =
    `${project.milestoneIds.length} milestones, ${project.processIds.length} processes` +
    (project.activityIds.length ? `, ${project.activityIds.length} activities, ${project.roleIds.length} roles` : "")
  return { shape, events: project.events, latency, bytes, failures, entities }
}

export type EntityReadResult = { readonly events: number; readonly latency: LatencySummary; readonly bytes: number; readonly failures: number }

/** GET milestones/{id} of the big project, a different milestone each time. */
export const measureEntityRead = async (http: BenchHttp, project: BuiltProject, { reads = 1_000, warmup = 100 } = {}): Promise<EntityReadResult> => {
  const paths = project.milestoneIds.map((id) => `/1.2/profile/milestones/${id}`)
  const { latency, bytes, failures } = await timeReads(http, paths, { "x-min-position": String(project.lastPosition) }, reads, warmup)
  return { events: project.events, latency, bytes, failures }
}

const baselineText = (baseline: LatencySummary) => `; baseline GET codes in this run p50 ${formatMs(baseline.p50)}, p95 ${formatMs(baseline.p95)}`

export const rowsOfProjectRead = (results: readonly ProjectReadResult[], entity: EntityReadResult | undefined, baseline: LatencySummary): Row[] => [
  ...results.map((result, i) => ({
    id: i === 0 ? "4" : `4${String.fromCharCode(97 + i)}`,
    measurement:
      `GET project ?statistics=true&nested=phases-processes, ${result.shape} project of ${formatInt(result.events)} events ` +
      `(${result.entities}), sequential`,
    result:
      `p50 ${formatMs(result.latency.p50)}, p95 ${formatMs(result.latency.p95)}, p99 ${formatMs(result.latency.p99)} ` +
      `(${result.latency.count} reads, answer ${formatInt(result.bytes / 1024)} KiB)` +
      (result.failures ? `; ${result.failures} failed` : "") +
      baselineText(baseline),
    target: `p95 ≤ ${TARGET_4.p95} ms`,
    verdict: verdict(result.latency.p95 <= TARGET_4.p95 && result.failures === 0),
    reference: "—",
    figures: {
      shape: result.shape,
      events: result.events,
      entities: result.entities,
      bytes: result.bytes,
      latencyMs: roundAll(result.latency),
      baselineMs: roundAll(baseline),
      failures: result.failures,
    },
  })),
  ...(entity
    ? [
        {
          id: "4c",
          measurement: `GET milestones/{id} on the project of ${formatInt(entity.events)} events, a different milestone each read, sequential`,
          result:
            `p50 ${formatMs(entity.latency.p50)}, p95 ${formatMs(entity.latency.p95)}, p99 ${formatMs(entity.latency.p99)} ` +
            `(${entity.latency.count} reads, answer ${formatInt(entity.bytes)} B)` +
            (entity.failures ? `; ${entity.failures} failed` : "") +
            baselineText(baseline),
          target: `p95 ≤ ${TARGET_4_ENTITY.p95} ms`,
          verdict: verdict(entity.latency.p95 <= TARGET_4_ENTITY.p95 && entity.failures === 0),
          reference: "—",
          figures: { events: entity.events, bytes: entity.bytes, latencyMs: roundAll(entity.latency), baselineMs: roundAll(baseline), failures: entity.failures },
        } satisfies Row,
      ]
    : []),
]
