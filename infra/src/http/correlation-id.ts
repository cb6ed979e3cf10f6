/**
 * @module The correlation id of a call: the client's `X-Correlation-Id` when it is a short plain token,
 * else a new one. It is stored in every event of the call, so nothing long or odd is taken over verbatim.
 * The middleware decides it once per request (server-app.ts): the events, the log lines and the answer's
 * `X-Correlation-Id` header then all carry the same id, also when the client sent none.
 */
import { randomUUID } from "node:crypto"
import type { MiddlewareHandler } from "hono"
import { currentCorrelationId, withCorrelationId } from "../ops/correlation-context"

const BOUNDED_ID = /^[A-Za-z0-9._-]{1,64}$/

export const correlationIdOf = (header: string | undefined): string => (header !== undefined && BOUNDED_ID.test(header) ? header : randomUUID())

/** The id the middleware chose for this request; outside it (an app tested on its own) one from the header. */
export const requestCorrelationId = (header: string | undefined): string => currentCorrelationId() ?? correlationIdOf(header)

/** Serves the request inside its correlation id (ops/correlation-context.ts) and names the id in the answer. */
export const correlationId = (): MiddlewareHandler =>
  async function correlate(c, next) {
    const id = correlationIdOf(c.req.header("x-correlation-id"))
    // Before next(): the answer is built with it. Set after, it would make Hono rebuild the finished answer
    // around its body as a stream (every command answer then streamed instead of written at once).
    c.header("X-Correlation-Id", id)
    await withCorrelationId(id, next)
    // A handler's own Response (not built by `c`) does not take the prepared headers: only then set it here.
    if (!c.res.headers.has("X-Correlation-Id")) c.header("X-Correlation-Id", id)
  }
