/**
 * @module The client log's counters in the process's registry (/metrics): entries written, by severity, and
 * posts refused, by reason.
 */
import type { ClientLogSeverity } from "@bimprofile/contracts/ops/client-log"
import { metricsRegistry } from "@bimprofile/infra/ops/metrics"
import { Counter } from "prom-client"

export type RefusalReason = "invalid" | "too_large" | "rate_limited"

export type ClientLogMetrics = {
  entry(severity: ClientLogSeverity): void
  refused(reason: RefusalReason): void
}

const entries = new Counter({
  name: "bimp_client_log_entries_total",
  help: "Client log entries written to the server's log (POST /1.2/client-log), by severity.",
  labelNames: ["severity"] as const,
  registers: [metricsRegistry],
})

const rejected = new Counter({
  name: "bimp_client_log_rejected_total",
  help: "Client log posts refused (POST /1.2/client-log), by reason: invalid (400/415), too_large (an entry over its bytes), rate_limited (429).",
  labelNames: ["reason"] as const,
  registers: [metricsRegistry],
})

export const clientLogMetrics: ClientLogMetrics = {
  entry: (severity) => entries.inc({ severity }),
  refused: (reason) => rejected.inc({ reason }),
}
