/**
 * @module Measurement 4: GET /1.2/profile/projects/{id}?statistics=true&nested=phases-processes on a project
 * of 5,000 events, and 4c: GET /1.2/profile/milestones/{id} on the project of 20,000 events — one client,
 * sequential, with the X-Min-Position header a real client sends (already reached: no wait). Each is printed
 * beside the same run's baseline: GET /1.2/profile/codes, which passes the same middleware (token, read
 * position, viewer) and reads no read model — what any GET costs on this machine at that moment.
 * A read is timed to its answer's last byte; 4 and 4b ask as a browser does (Accept-Encoding: gzip, the
 * kept answer's gzip twin) and print the same reads without Accept-Encoding beside.
 * Two shapes of 5,000 events, both against the target:
 * - "typical": 12 roles, 40 milestones, 400 processes, 1,200 activities, the rest renames (the
 *   reference project has the same proportions: few milestones, processes, about 4 activities each);
 * - "process-heavy": 48 milestones with 20 processes each (about 1,000 entities, every one of them in the
 *   nested answer), the rest renames: the biggest answer 5,000 events can produce with these commands.
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { type BenchHttp, decodeAnswer } from "./support/http-client"
import type { RawAnswer } from "./support/raw-http"
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
  /** Asking as a browser does (Accept-Encoding: gzip, …): the kept answer's gzip twin. */
  readonly latency: LatencySummary
  /** The driver's gunzip, UTF-8 and JSON decoding of each answer, after the timed window. */
  readonly decoding: LatencySummary
  /** The answer's JSON. */
  readonly bytes: number
  /** What went over the wire for it. */
  readonly wireBytes: number
  /** The same reads without Accept-Encoding (an API client that takes only identity). */
  readonly identity: LatencySummary
  readonly failures: number
  readonly entities: string
}

/** What Chromium sends. */
const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br, zstd" }

/**
 * Sequential GETs of `paths` (cycled) after a warm-up; every answer must be 200. A read's latency ends at
 * the answer's last byte: decoding it (gunzip, UTF-8 and JSON.parse, in the driver) is the client's work,
 * not the server's. It runs after the last read, over the kept answers — between reads it would fill this
 * driver's heap, and its collections would land in later reads' windows (on a 2-core machine they also
 * take CPU from the server). Every answer is still decoded and checked, and how long that took is reported.
 */
const timeReads = async (http: BenchHttp, paths: readonly string[], headers: Record<string, string>, reads: number, warmup: number) => {
  for (let i = 0; i < warmup; i++) {
    const path = paths[i % paths.length]!
    const answer = decodeAnswer(await http.receive("GET", path, headers))
    if (answer.status !== 200) throw new Error(`GET ${path}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`)
  }
  const received: { answer: RawAnswer; ms: number }[] = []
  for (let i = 0; i < reads; i++) {
    const begin = performance.now()
    const answer = await http.receive("GET", paths[i % paths.length]!, headers)
    received.push({ answer, ms: performance.now() - begin })
  }
  const latencies: number[] = []
  const decoding: number[] = []
  let bytes = 0
  let wireBytes = 0
  let failures = 0
  for (const { answer: raw, ms } of received) {
    const begin = performance.now()
    const answer = decodeAnswer(raw)
    if (answer.status === 200 && answer.body !== undefined && typeof answer.body !== "string") {
      latencies.push(ms)
      decoding.push(performance.now() - begin)
      wireBytes = raw.body.length
      bytes = answer.bytes
    } else failures++
  }
  return { latency: summarize(latencies), decoding: summarize(decoding), bytes, wireBytes, failures }
}

/** The baseline of a run: a GET through the same middleware that reads no read model. */
export const measureBaselineRead = async (http: BenchHttp, { reads = 500, warmup = 50 } = {}): Promise<LatencySummary> =>
  (await timeReads(http, ["/1.2/profile/codes?cod_col_name=phase_code"], {}, reads, warmup)).latency

export const measureProjectRead = async (http: BenchHttp, project: BuiltProject, shape: ReadShape, { reads = 500, warmup = 50 } = {}): Promise<ProjectReadResult> => {
  const path = `/1.2/profile/projects/${project.projectId}?statistics=true&nested=phases-processes`
  const position = { "x-min-position": String(project.lastPosition) }
  const { latency, decoding, bytes, wireBytes, failures } = await timeReads(http, [path], { ...position, ...BROWSER_ENCODINGS }, reads, warmup)
  const identity = await timeReads(http, [path], position, reads, warmup)
  const entities =
    `${project.milestoneIds.length} milestones, ${project.processIds.length} processes` +
    (project.activityIds.length ? `, ${project.activityIds.length} activities, ${project.roleIds.length} roles` : "")
  return { shape, events: project.events, latency, decoding, bytes, wireBytes, identity: identity.latency, failures: failures + identity.failures, entities }
}

export type EntityReadResult = {
  readonly events: number
  readonly latency: LatencySummary
  readonly decoding: LatencySummary
  readonly bytes: number
  readonly failures: number
}

/** GET milestones/{id} of the big project, a different milestone each time. */
export const measureEntityRead = async (http: BenchHttp, project: BuiltProject, { reads = 1_000, warmup = 100 } = {}): Promise<EntityReadResult> => {
  const paths = project.milestoneIds.map((id) => `/1.2/profile/milestones/${id}`)
  const { latency, decoding, bytes, failures } = await timeReads(http, paths, { "x-min-position": String(project.lastPosition) }, reads, warmup)
  return { events: project.events, latency, decoding, bytes, failures }
}

/** The window ends at the last byte; the decoding after it is shown, not hidden. */
const decodingText = (decoding: LatencySummary) => `; timed to the last byte, the driver's decoding (after the reads) p50 ${formatMs(decoding.p50)}`
const baselineText = (baseline: LatencySummary) => `; baseline GET codes in this run p50 ${formatMs(baseline.p50)}, p95 ${formatMs(baseline.p95)}`

export const rowsOfProjectRead = (results: readonly ProjectReadResult[], entity: EntityReadResult | undefined, baseline: LatencySummary): Row[] => [
  ...results.map((result, i) => ({
    id: i === 0 ? "4" : `4${String.fromCharCode(97 + i)}`,
    measurement:
      `GET project ?statistics=true&nested=phases-processes, ${result.shape} project of ${formatInt(result.events)} events ` +
      `(${result.entities}), sequential`,
    result:
      `p50 ${formatMs(result.latency.p50)}, p95 ${formatMs(result.latency.p95)}, p99 ${formatMs(result.latency.p99)} ` +
      `(${result.latency.count} reads as a browser asks, answer ${formatInt(result.bytes / 1024)} KiB, ${formatInt(result.wireBytes / 1024)} KiB gzipped on the wire; ` +
      `without Accept-Encoding p50 ${formatMs(result.identity.p50)}, p95 ${formatMs(result.identity.p95)})` +
      (result.failures ? `; ${result.failures} failed` : "") +
      decodingText(result.decoding) +
      baselineText(baseline),
    target: `p95 ≤ ${TARGET_4.p95} ms`,
    verdict: verdict(result.latency.p95 <= TARGET_4.p95 && result.failures === 0),
    reference: "—",
    figures: {
      shape: result.shape,
      events: result.events,
      entities: result.entities,
      bytes: result.bytes,
      wireBytes: result.wireBytes,
      latencyMs: roundAll(result.latency),
      identityLatencyMs: roundAll(result.identity),
      decodingMs: roundAll(result.decoding),
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
            decodingText(entity.decoding) +
            baselineText(baseline),
          target: `p95 ≤ ${TARGET_4_ENTITY.p95} ms`,
          verdict: verdict(entity.latency.p95 <= TARGET_4_ENTITY.p95 && entity.failures === 0),
          reference: "—",
          figures: { events: entity.events, bytes: entity.bytes, latencyMs: roundAll(entity.latency), decodingMs: roundAll(entity.decoding), baselineMs: roundAll(baseline), failures: entity.failures },
        } satisfies Row,
      ]
    : []),
]
