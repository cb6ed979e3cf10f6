/**
 * @module The one Prometheus registry of a process. Every metric of every part (HTTP, event store,
 * projector, relay, jobs, SSE) registers here, so one `/metrics` answer shows them all. Names start
 * with `bimp_`; the default Node metrics (heap, event loop lag, GC, file descriptors) carry the same prefix.
 */
import { collectDefaultMetrics, Registry } from "prom-client"

export const metricsRegistry = new Registry()

collectDefaultMetrics({ register: metricsRegistry, prefix: "bimp_" })
