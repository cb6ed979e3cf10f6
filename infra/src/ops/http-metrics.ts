/**
 * @module Requests and their latency per method, route and status (`bimp_http_requests_total`,
 * `bimp_http_request_duration_seconds`). The route is the pattern that answered (`/1.2/profile/projects/:id`),
 * never the raw path: ids in label values would make a new time series per project.
 */
import type { Context, MiddlewareHandler } from "hono"
import { Counter, Histogram } from "prom-client"
import { metricsRegistry } from "./metrics"

const labelNames = ["method", "route", "status"] as const

export const httpRequests = new Counter({
  name: "bimp_http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status",
  labelNames,
  registers: [metricsRegistry],
})

export const httpRequestDuration = new Histogram({
  name: "bimp_http_request_duration_seconds",
  help: "Time to the answer's headers (a live stream: to its start), by method, route pattern and status",
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
})

/** A path no route has (404/405 from the not-found answer) is one series, whatever the path. */
export const UNMATCHED_ROUTE = "(unmatched)"

/**
 * The pattern of the handler that matched: the last matched route that is not a middleware (`use`, method
 * ALL). None when only middleware matched — then a middleware answered (401 before the handler) with the
 * pattern it was mounted on, or nobody did.
 */
export const routeOf = (c: Context): string => {
  const handler = c.req.matchedRoutes.findLast((route) => route.method !== "ALL")
  if (handler) return handler.path
  return c.res.status === 404 || c.res.status === 405 ? UNMATCHED_ROUTE : c.req.routePath
}

export const httpMetrics = (): MiddlewareHandler =>
  async function measure(c, next) {
    const started = process.hrtime.bigint()
    try {
      await next()
    } finally {
      const labels = { method: c.req.method, route: routeOf(c), status: String(c.res.status) }
      httpRequests.inc(labels)
      httpRequestDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9)
    }
  }
