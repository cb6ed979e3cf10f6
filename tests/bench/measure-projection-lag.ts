/**
 * @module Measurement 5: projection lag under the load of measurement 1 (and, for information, of 2).
 *
 * Measured INSIDE the server child, in its own clock (tests/bench/server.ts, LagRecorder): every command
 * answer carrying X-Position P is stamped when the app hands the response to the HTTP server; its lag is the
 * time until the projector's `bimp_projected` notice with position ≥ P reaches that process's notification
 * bus, which is exactly when a read with X-Min-Position P is released. An answer whose position the
 * projector had already committed counts 0. Measuring in the child keeps the driver's busy event loop out
 * of the figure; the notice's trip through PostgreSQL NOTIFY is inside it.
 */
import type { CommandLoadResult } from "./support/command-load"
import { type Row, verdict } from "./support/report"
import { formatInt, formatMs } from "./support/stats"
import { roundAll } from "./measure-commands-own-projects"

export const TARGET_5 = { p95: 50 }

export const rowsOfProjectionLag = (own: CommandLoadResult, shared: CommandLoadResult | undefined): Row[] => {
  const rows: Row[] = []
  const lag = own.lag
  rows.push({
    id: "5",
    measurement: "Projection lag (command answer → read model committed, notice received) under load 1",
    result: lag
      ? `p50 ${formatMs(lag.p50)}, p95 ${formatMs(lag.p95)}, p99 ${formatMs(lag.p99)}, max ${formatMs(lag.max)} over ${formatInt(lag.count)} commands` +
        (lag.unresolved ? `; ${lag.unresolved} never projected within 5 s` : "")
      : "not measured",
    target: `p95 ≤ ${TARGET_5.p95} ms`,
    verdict: lag ? verdict(lag.p95 <= TARGET_5.p95 && lag.unresolved === 0) : "FAIL",
    reference: "—",
    ...(lag && { figures: { lagMs: roundAll(lag), unresolved: lag.unresolved, measuredIn: "server child (answer stamp → bimp_projected notice)" } }),
  })
  if (shared?.lag) {
    const l = shared.lag
    rows.push({
      id: "5b",
      measurement: "Projection lag under load 2 (for information)",
      result: `p50 ${formatMs(l.p50)}, p95 ${formatMs(l.p95)}, p99 ${formatMs(l.p99)} over ${formatInt(l.count)} commands` + (l.unresolved ? `; ${l.unresolved} unresolved` : ""),
      target: "—",
      verdict: "info",
      reference: "—",
      figures: { lagMs: roundAll(l), unresolved: l.unresolved },
    })
  }
  return rows
}
