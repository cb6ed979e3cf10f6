/**
 * @module The server span of each HTTP request (docs/operations.md "Traces"): `<method> <route>` with
 * `http.request.method`, `http.route` (the pattern, as the metrics name it), `http.response.status_code`, `url.path`
 * and `bimp.correlation_id`. A request that brings a W3C `traceparent` header continues the caller's trace. The
 * request is served inside the span, so what it does — the append — is its child, and its events store it.
 * Runs inside the correlation id middleware (http/correlation-id.ts); with tracing off it only calls on.
 */
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, type TextMapGetter, trace } from "@opentelemetry/api"
import type { MiddlewareHandler } from "hono"
import { currentCorrelationId } from "./correlation-context"
import { routeOf } from "./http-metrics"
import { tracer, tracingEnabled } from "./tracing"

const headerGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => {
    const keys: string[] = []
    headers.forEach((_, key) => keys.push(key))
    return keys
  },
}

export const httpTracing = (): MiddlewareHandler =>
  async function traceRequest(c, next) {
    if (!tracingEnabled()) return next()
    const caller = propagation.extract(ROOT_CONTEXT, c.req.raw.headers, headerGetter)
    const correlationId = currentCorrelationId()
    const span = tracer().startSpan(
      c.req.method,
      {
        kind: SpanKind.SERVER,
        attributes: { "http.request.method": c.req.method, "url.path": c.req.path, ...(correlationId !== undefined && { "bimp.correlation_id": correlationId }) },
      },
      caller,
    )
    try {
      await context.with(trace.setSpan(caller, span), next)
    } finally {
      const route = routeOf(c)
      const status = c.res.status
      span.updateName(`${c.req.method} ${route}`)
      span.setAttributes({ "http.route": route, "http.response.status_code": status })
      // Server spans mark 5xx as errors only: a 4xx is the client's mistake, answered as intended.
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
      span.end()
    }
  }
