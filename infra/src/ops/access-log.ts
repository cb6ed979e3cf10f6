/**
 * @module One log line per answered request (level debug: LOG_LEVEL=debug turns it on), with the route
 * pattern, the status and the time taken — and, like every line written while the request is served, its
 * correlation id. The path is logged without its query: a live stream's `?access_token=` must not reach a log.
 * An answer slower than `slowMs` is logged at info even without debug: it is what an operator looks for.
 */
import type { MiddlewareHandler } from "hono"
import type { Logger } from "../logger"
import { routeOf } from "./http-metrics"

export const accessLog = (log: Logger, slowMs = 2_000): MiddlewareHandler =>
  async function logRequest(c, next) {
    const started = performance.now()
    try {
      await next()
    } finally {
      const ms = Math.round(performance.now() - started)
      const fields = { method: c.req.method, path: c.req.path, route: routeOf(c), status: c.res.status, ms }
      if (ms >= slowMs) log.info("slow request", fields)
      else log.debug("request", fields)
    }
  }
