/**
 * @module Measurements tt-a, tt-b: time travel (issue 11) on the 20,000-event project — GET projects/{id}?as_of=
 * <a position in the middle of its history>&nested=phases-processes&statistics=true.
 * - tt-a: the same point read again and again (sequential): what every reader of that point gets once it was
 *   read first; the first read, which folds the events up to there and writes the snapshot, is reported beside it.
 * - tt-b: a new point each time (each read folds and writes its own snapshot): what the first reader of a point waits.
 * Beside them the same run's live GET of the same project and shape (its baseline), and the ratio.
 */
import { projectStreamId } from "@bimprofile/contracts/events/project/project-event"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { roundAll } from "./measure-commands-own-projects"
import type { BenchHttp } from "./support/http-client"
import type { BuiltProject } from "./support/history"
import { type Row, verdict } from "./support/report"
import { formatMs, type LatencySummary, summarize } from "./support/stats"

export const TARGET_TIME_TRAVEL = { p95: 100 }

export type TimeTravelResult = {
  readonly point: number
  readonly events: number
  readonly first: number
  readonly warm: LatencySummary
  readonly cold: LatencySummary
  readonly live: LatencySummary
  readonly failures: number
}

const SHAPE = "nested=phases-processes&statistics=true"

export const measureTimeTravel = async (http: BenchHttp, sql: SqlQuery, project: BuiltProject, { reads = 200, coldReads = 12 } = {}): Promise<TimeTravelResult> => {
  const positions = (await sql.query<{ p: string }>("SELECT global_position AS p FROM events WHERE stream_id = $1 ORDER BY stream_version", [projectStreamId(project.projectId)])).map((r) => Number(r.p))
  const at = (fraction: number) => positions[Math.min(positions.length - 1, Math.floor(positions.length * fraction))]!
  const path = (asOf?: number) => `/1.2/profile/projects/${project.projectId}?${SHAPE}${asOf === undefined ? "" : `&as_of=${asOf}`}`
  let failures = 0
  const timed = async (url: string) => {
    const begin = performance.now()
    const answer = await http.get(url)
    if (answer.status !== 200) failures++
    return performance.now() - begin
  }
  const point = at(0.5)
  const first = await timed(path(point))
  const warm: number[] = []
  for (let i = 0; i < reads; i++) warm.push(await timed(path(point)))
  const cold: number[] = []
  // Points spread over the history, none read before (the golden ratio's steps).
  for (let i = 1; i <= coldReads; i++) cold.push(await timed(path(at((0.5 + i * 0.618_033_988_75) % 1))))
  const live: number[] = []
  for (let i = 0; i < reads; i++) live.push(await timed(path()))
  return { point, events: positions.length, first, warm: summarize(warm), cold: summarize(cold), live: summarize(live), failures }
}

export const rowsOfTimeTravel = (result: TimeTravelResult): Row[] => {
  const baseline = `live GET of the same project and shape in this run p50 ${formatMs(result.live.p50)}, p95 ${formatMs(result.live.p95)}`
  const figures = { events: result.events, point: result.point, firstMs: Math.round(result.first), warmMs: roundAll(result.warm), coldMs: roundAll(result.cold), liveMs: roundAll(result.live), failures: result.failures }
  return [
    {
      id: "tt-a",
      measurement: `GET projects/{id}?as_of=<middle>&${SHAPE} on a project of ${result.events.toLocaleString("en")} events, the same point read again (its snapshot made by the first read), sequential`,
      result:
        `p50 ${formatMs(result.warm.p50)}, p95 ${formatMs(result.warm.p95)} (${result.warm.count} reads; the first, which folded and wrote the snapshot: ${formatMs(result.first)})` +
        (result.failures ? `; ${result.failures} failed` : "") +
        `; ${baseline}; ratio p95 ${(result.warm.p95 / result.live.p95).toFixed(2)}`,
      target: `p95 ≤ ${TARGET_TIME_TRAVEL.p95} ms`,
      verdict: verdict(result.warm.p95 <= TARGET_TIME_TRAVEL.p95 && result.failures === 0),
      reference: "—",
      figures,
    },
    {
      id: "tt-b",
      measurement: `The same GET at a point no one read before (each read folds the events up to it and writes its snapshot), ${result.cold.count} points spread over the history`,
      result: `p50 ${formatMs(result.cold.p50)}, p95 ${formatMs(result.cold.p95)}; ${baseline}; ratio p95 ${(result.cold.p95 / result.live.p95).toFixed(2)}`,
      target: "— (the first reader of a point)",
      verdict: "info",
      reference: "—",
      figures,
    },
  ]
}
