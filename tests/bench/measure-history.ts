/**
 * @module Measurement hist-a, hist-b: a page of the project timeline (GET …/projects/{id}/history, limit 50) on
 * a project of 100,000 events — without a filter and with one (entity=process) — following next_cursor page by
 * page from the newest, and jumping to a cursor anywhere in the history every 20 pages (a deep page costs what a
 * first one does). One client, sequential; beside it the same run's baseline GET codes (the bare HTTP ceiling).
 *
 * The history is written fast: a few hundred entities through the API, then renames of them appended straight
 * to the event store in chunks of 2,000 (as one user; the projector follows the log as it does any command's
 * events), so 100,000 events take seconds instead of minutes of HTTP commands.
 */
import { projectStreamId } from "@bimprofile/contracts/events/project/project-event"
import { createSqlEventStore } from "@bimprofile/infra/event-store/sql-event-store"
import type { SqlClient } from "@bimprofile/infra/sql/sql-client"
import { randomUUID } from "node:crypto"
import { roundAll } from "./measure-commands-own-projects"
import { type BenchHttp, decodeAnswer } from "./support/http-client"
import { buildProjectHistory } from "./support/history"
import { type Row, verdict } from "./support/report"
import { formatInt, formatMs, type LatencySummary, summarize } from "./support/stats"

export const TARGET_HISTORY = { p95: 20 }
export const HISTORY_EVENTS = 100_000
const CHUNK = 2_000
const PAGES_PER_WALK = 20

export type HistoryProject = { readonly projectId: number; readonly events: number; readonly firstPosition: number; readonly lastPosition: number; readonly seconds: number }

/** The project: its entities through the API, then renames appended to its stream until it holds `events` events. */
export const buildHistoryProject = async (http: BenchHttp, sql: SqlClient, deadline: number, events = HISTORY_EVENTS): Promise<HistoryProject> => {
  const started = performance.now()
  const built = await buildProjectHistory({ http, sql, name: "Bench Verlauf 100k", roles: 8, milestonesPerPhase: 5, processesPerMilestone: 8, targetEvents: 0, deadline })
  const [first] = await sql.query<{ position: string; user_id: string }>(
    "SELECT global_position AS position, metadata->>'userId' AS user_id FROM events WHERE stream_id = $1 ORDER BY stream_version LIMIT 1",
    [projectStreamId(built.projectId)],
  )
  const userId = Number(first!.user_id)
  const targets = [
    ...built.milestoneIds.map((id) => ({ type: "MilestoneRenamed", key: "milestoneId", id })),
    ...built.processIds.map((id) => ({ type: "ProcessRenamed", key: "processId", id })),
    ...built.roleIds.map((id) => ({ type: "RoleRenamed", key: "roleId", id })),
  ]
  const store = createSqlEventStore(sql)
  let lastPosition = built.lastPosition
  for (let written = built.events; written < events; ) {
    if (performance.now() > deadline) throw new Error("building the 100,000-event history ran out of time")
    const count = Math.min(CHUNK, events - written)
    const occurredAt = new Date().toISOString()
    const chunk = Array.from({ length: count }, (_, i) => {
      const target = targets[(written + i) % targets.length]!
      return {
        type: target.type,
        data: { [target.key]: target.id, name: `Name ${written + i}` },
        metadata: { eventId: randomUUID(), userId, orgId: null, correlationId: randomUUID(), causationId: null, occurredAt, schemaVersion: 1 },
      }
    })
    lastPosition = (await store.append(projectStreamId(built.projectId), "any", chunk)).lastPosition
    written += count
  }
  // Projected when a read that waits for the last position answers with it.
  for (;;) {
    if (performance.now() > deadline) throw new Error("the 100,000-event history was not projected in time")
    const answer = await http.get(`/1.2/profile/projects/${built.projectId}/history?limit=1`, { "x-min-position": String(lastPosition) })
    if (answer.status === 200 && answer.body.items[0]?.position >= lastPosition) break
  }
  return { projectId: built.projectId, events, firstPosition: Number(first!.position), lastPosition, seconds: (performance.now() - started) / 1000 }
}

export type HistoryPageResult = { readonly filter: string; readonly latency: LatencySummary; readonly items: number; readonly failures: number }

/** Sequential page reads: next_cursor followed for PAGES_PER_WALK pages, then a jump to a cursor anywhere in the history. */
export const measureHistoryPages = async (http: BenchHttp, project: HistoryProject, filter: string, { reads = 500, warmup = 50 } = {}): Promise<HistoryPageResult> => {
  const base = `/1.2/profile/projects/${project.projectId}/history?limit=50${filter ? `&${filter}` : ""}`
  const position = { "x-min-position": String(project.lastPosition) }
  let cursor: string | null = null
  let walked = 0
  let jump = 0
  const next = () => {
    if (cursor === null || walked >= PAGES_PER_WALK) {
      walked = 0
      // Spread over the whole history, deterministically: the golden ratio's steps.
      jump = (jump + 0.618_033_988_75) % 1
      const at = Math.round(project.firstPosition + jump * (project.lastPosition - project.firstPosition))
      cursor = jump < 0.1 ? null : at.toString(36)
    }
    walked++
    return cursor === null ? base : `${base}&cursor=${cursor}`
  }
  const latencies: number[] = []
  let failures = 0
  let items = 0
  for (let i = 0; i < warmup + reads; i++) {
    const begin = performance.now()
    const raw = await http.receive("GET", next(), position)
    const ms = performance.now() - begin
    const answer = decodeAnswer(raw)
    if (answer.status !== 200) {
      failures++
      cursor = null
      continue
    }
    cursor = answer.body.next_cursor
    if (i >= warmup) {
      latencies.push(ms)
      items += answer.body.items.length
    }
  }
  return { filter: filter || "none", latency: summarize(latencies), items, failures }
}

export const rowsOfHistory = (project: HistoryProject, results: readonly HistoryPageResult[], baseline: LatencySummary): Row[] =>
  results.map((result, i) => ({
    id: `hist-${String.fromCharCode(97 + i)}`,
    measurement:
      `GET projects/{id}/history?limit=50 (filter: ${result.filter}) on a project of ${formatInt(project.events)} events, following next_cursor ` +
      `${PAGES_PER_WALK} pages deep from the newest or from anywhere in the history, sequential`,
    result:
      `p50 ${formatMs(result.latency.p50)}, p95 ${formatMs(result.latency.p95)}, p99 ${formatMs(result.latency.p99)} (${result.latency.count} pages, ${formatInt(result.items)} items)` +
      (result.failures ? `; ${result.failures} failed` : "") +
      `; baseline GET codes (bare HTTP ceiling) in this run p50 ${formatMs(baseline.p50)}, p95 ${formatMs(baseline.p95)}` +
      (i === 0 ? `; history built in ${project.seconds.toFixed(1)} s` : ""),
    target: `p95 ≤ ${TARGET_HISTORY.p95} ms`,
    verdict: verdict(result.latency.p95 <= TARGET_HISTORY.p95 && result.failures === 0),
    reference: "—",
    figures: { filter: result.filter, events: project.events, items: result.items, latencyMs: roundAll(result.latency), baselineMs: roundAll(baseline), failures: result.failures },
  }))
