/**
 * @module The outermost app of every server process — the all-in-one server (infra/launcher) and each
 * service on its own (command-service/src/server.ts, query-service/src/server.ts, distributed mode): the
 * request's correlation id (correlation-id.ts), its trace span (ops/http-tracing.ts), its metrics
 * (ops/http-metrics.ts) and log line (ops/access-log.ts), the security headers on every answer
 * (security-headers.ts), a path no route has as the API's 404/405 error body, and any failure as an error
 * body. The apps are tried in the order given.
 */
import { Hono } from "hono"
import type { Logger } from "../logger"
import { accessLog } from "../ops/access-log"
import { httpMetrics } from "../ops/http-metrics"
import { httpTracing } from "../ops/http-tracing"
import { correlationId } from "./correlation-id"
import { notFoundRoute, onProblem } from "./problem"
import { securityHeaders } from "./security-headers"

// The apps' environments differ (command, query, the client's files): any app is accepted.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const serverApp = (log: Logger, ...apps: readonly Hono<any, any, any>[]): Hono => {
  const app = new Hono().use(correlationId()).use(httpTracing()).use(httpMetrics()).use(accessLog(log)).use(securityHeaders())
  for (const inner of apps) app.route("/", inner)
  app.notFound(notFoundRoute)
  app.onError(onProblem(log))
  return app
}
