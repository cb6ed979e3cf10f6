/**
 * @module Measurement 3: a command on a project with 20,000 events. The history is built first through
 * HTTP (support/history.ts: 200 milestones, 2,000 processes, then renames up to 20,000 events); then
 * single renames (milestones and processes alternately) are measured one after another, and, for
 * information, with 4 concurrent clients. A rename of a milestone checks the name against all of the
 * project's milestones, so the decision really runs on the big state.
 *
 * After a restart of the server (measured later in run-bench.ts) the first command must load the whole
 * stream: that cold figure is reported beside, without a target.
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import type { BenchHttp, HttpAnswer } from "./support/http-client"
import { type BuiltProject, buildProjectHistory } from "./support/history"
import { type Row, verdict } from "./support/report"
import { formatInt, formatMs, type LatencySummary, round, summarize } from "./support/stats"
import { roundAll } from "./measure-commands-own-projects"

export const TARGET_3 = { p95: 15 }
export const BIG_PROJECT_EVENTS = 20_000

export const buildBigProject = (http: BenchHttp, sql: SqlQuery, deadline: number): Promise<BuiltProject> =>
  buildProjectHistory({ http, sql, name: "Bench Grossprojekt 20k", milestonesPerPhase: 50, processesPerMilestone: 10, targetEvents: BIG_PROJECT_EVENTS, deadline })

/** The k-th rename of the measurement: milestones and processes alternately, always a new name. */
export const renameOnce = (http: BenchHttp, project: BuiltProject, k: number, tag: string): Promise<HttpAnswer> =>
  k % 2 === 0
    ? http.patch(`/1.2/profile/milestones/${project.milestoneIds[k % project.milestoneIds.length]}`, { mst_name: `Meilenstein ${tag} ${k}` })
    : http.patch(`/1.2/profile/processes/${project.processIds[k % project.processIds.length]}`, { prc_name: `Prozess ${tag} ${k}` })

const timed = async (work: () => Promise<HttpAnswer>): Promise<{ ms: number; status: number }> => {
  const begin = performance.now()
  const answer = await work()
  return { ms: performance.now() - begin, status: answer.status }
}

export type BigProjectResult = {
  readonly events: number
  readonly buildSeconds: number
  readonly sequential: LatencySummary
  readonly concurrent: LatencySummary & { perSecond: number }
  readonly failures: number
}

export const measureBigProject = async (http: BenchHttp, project: BuiltProject, { commands = 500, warmup = 50, clients = 4 } = {}): Promise<BigProjectResult> => {
  let failures = 0
  for (let k = 0; k < warmup; k++) await renameOnce(http, project, k, "warm")
  const sequential: number[] = []
  for (let k = 0; k < commands; k++) {
    const { ms, status } = await timed(() => renameOnce(http, project, k, "seq"))
    if (status === 200) sequential.push(ms)
    else failures++
  }
  const concurrent: number[] = []
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let k = c; k < commands; k += clients) {
        const { ms, status } = await timed(() => renameOnce(http, project, k, "conc"))
        if (status === 200) concurrent.push(ms)
        else failures++
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  return {
    events: project.events,
    buildSeconds: project.seconds,
    sequential: summarize(sequential),
    concurrent: { ...summarize(concurrent), perSecond: concurrent.length / seconds },
    failures,
  }
}

/** The first command after a server restart has to load the stream; then it is cached again. */
export const measureColdCommand = async (http: BenchHttp, project: BuiltProject): Promise<{ firstMs: number; secondMs: number; status: number }> => {
  const first = await timed(() => renameOnce(http, project, 0, "cold"))
  const second = await timed(() => renameOnce(http, project, 1, "cold"))
  return { firstMs: first.ms, secondMs: second.ms, status: first.status }
}

export const rowsOfBigProject = (result: BigProjectResult, cold: { firstMs: number; secondMs: number; status: number } | undefined): Row[] => [
  {
    id: "3",
    measurement: `Single command (rename) on a project with ${formatInt(result.events)} events, one client, sequential`,
    result:
      `p50 ${formatMs(result.sequential.p50)}, p95 ${formatMs(result.sequential.p95)}, p99 ${formatMs(result.sequential.p99)} (${result.sequential.count} commands)` +
      (result.failures ? `; ${result.failures} failed` : ""),
    target: `p95 ≤ ${TARGET_3.p95} ms`,
    verdict: verdict(result.sequential.p95 <= TARGET_3.p95 && result.failures === 0 && result.events >= BIG_PROJECT_EVENTS),
    reference: "—",
    figures: { events: result.events, buildSeconds: round(result.buildSeconds, 2), sequentialMs: roundAll(result.sequential), failures: result.failures },
  },
  {
    id: "3b",
    measurement: "Same project, 4 concurrent clients",
    result: `${formatInt(result.concurrent.perSecond)} commands/s; p50 ${formatMs(result.concurrent.p50)}, p95 ${formatMs(result.concurrent.p95)}`,
    target: "—",
    verdict: "info",
    reference: "—",
    figures: { concurrentMs: roundAll(result.concurrent) },
  },
  ...(cold
    ? [
        {
          id: "3c",
          measurement: "Same project, first command after a server restart (loads all events of the stream)",
          result: `first ${formatMs(cold.firstMs)} (HTTP ${cold.status}), next ${formatMs(cold.secondMs)}`,
          target: "—",
          verdict: "info" as const,
          reference: "—",
          figures: { firstMs: round(cold.firstMs, 2), secondMs: round(cold.secondMs, 2) },
        },
      ]
    : []),
]
