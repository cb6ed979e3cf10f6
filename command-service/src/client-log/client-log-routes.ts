/**
 * @module `POST /1.2/client-log` (spec §7, issue 12): the client's warnings and errors, written to this
 * process's JSON log at their level with the call's correlation id and the user, and counted in /metrics.
 *
 * Open: errors before sign-in happen. A valid bearer token names the user, whose entries are limited per
 * user; without one (none, expired, forged) the sender is its address — the socket's peer, or nginx's
 * X-Forwarded-For entry when TRUST_PROXY says a proxy sets it (auth/client-address.ts, as sign-in's
 * throttling). The order: decode (400), each entry's size (400), the rate (429 with Retry-After), then log.
 * Credentials in the arguments are redacted again here (contracts/ops/client-log.ts `redactSecrets`):
 * never trust the client to have done it.
 */
import { ClientLogBody, entryBytes, MAX_ENTRY_BYTES, redactSecrets } from "@bimprofile/contracts/ops/client-log"
import type { TokenSigner } from "@bimprofile/infra/auth/tokens"
import { requestCorrelationId } from "@bimprofile/infra/http/correlation-id"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { jsonBody } from "@bimprofile/infra/http/validation"
import type { Logger } from "@bimprofile/infra/logger"
import { type Context, Hono, type MiddlewareHandler } from "hono"
import { clientAddress } from "../auth/client-address"
import { clientLogMetrics, type ClientLogMetrics, type RefusalReason } from "./client-log-metrics"
import { RateLimiter } from "./rate-limit"

export type ClientLogDeps = {
  readonly signer: TokenSigner
  readonly log: Logger
  /** Whether X-Forwarded-For names the sender (TRUST_PROXY: a proxy in front sets it). */
  readonly trustProxy: boolean
  readonly limiter?: RateLimiter
  readonly metrics?: ClientLogMetrics
}

/** Who sent the post: the user of a valid access token, else nobody (and why the token did not count). */
type Sender = { readonly userId: number | null; readonly token?: "expired" | "invalid" }

const ENTRY_TOO_LARGE = "CLIENT_LOG_ENTRY_TOO_LARGE"

export const clientLogRoutes = ({ signer, log, trustProxy, limiter = new RateLimiter(), metrics = clientLogMetrics }: ClientLogDeps) =>
  new Hono().post("/", countRefusals(metrics), jsonBody(ClientLogBody), async function acceptClientLog(c) {
    const { entries } = c.req.valid("json")
    const tooLarge = entries.findIndex((entry) => entryBytes(entry) > MAX_ENTRY_BYTES)
    if (tooLarge >= 0) {
      const text = `Ein Eintrag darf höchstens ${MAX_ENTRY_BYTES} Bytes (als JSON) gross sein.`
      throw new HttpProblem(400, ENTRY_TOO_LARGE, text, { [`entries.${tooLarge}`]: text })
    }
    const sender = await senderOf(c, signer)
    const key = sender.userId !== null ? `user:${sender.userId}` : `address:${clientAddress(c, trustProxy) ?? "unknown"}`
    const verdict = limiter.take(key, entries.length)
    if (!verdict.ok) {
      c.header("Retry-After", String(verdict.retryAfterSeconds))
      throw new HttpProblem(429, "CLIENT_LOG_RATE", `Zu viele Protokolleinträge: bitte in ${verdict.retryAfterSeconds} Sekunden wieder senden.`, {
        retry_after: String(verdict.retryAfterSeconds),
      })
    }
    // The id the server app chose for this request (the one its answer names), or the header's when alone.
    const correlationId = requestCorrelationId(c.req.header("x-correlation-id"))
    for (const entry of entries) {
      const write = entry.severity === "error" ? log.error : log.warn
      write(`client ${entry.severity}`, {
        source: "client",
        correlationId,
        userId: sender.userId,
        ...(sender.token && { token: sender.token }),
        args: redactSecrets(entry.args),
        ...(entry.at !== undefined && { at: entry.at }),
        ...(entry.route !== undefined && { route: entry.route }),
        ...(entry.app_version !== undefined && { appVersion: entry.app_version }),
      })
      metrics.entry(entry.severity)
    }
    return c.body(null, 204)
  })

/** Counts every refused post by its reason (the refusals themselves are thrown by the steps after it). */
const countRefusals = (metrics: ClientLogMetrics): MiddlewareHandler =>
  async function countClientLogRefusals(c, next) {
    try {
      await next()
    } catch (error) {
      // Without an error handler on the app the refusal comes up here; with one, it is on the context.
      count(metrics, error)
      throw error
    }
    if (c.error) count(metrics, c.error)
  }

const count = (metrics: ClientLogMetrics, error: unknown) => {
  if (!(error instanceof HttpProblem)) return
  const reason: RefusalReason | undefined =
    error.status === 429 ? "rate_limited" : error.internalCode === ENTRY_TOO_LARGE ? "too_large" : error.status === 400 || error.status === 415 ? "invalid" : undefined
  if (reason) metrics.refused(reason)
}

/** The user of a valid access token; a missing, expired or forged one makes an anonymous sender (never a 401). */
const senderOf = async (c: Context, signer: TokenSigner): Promise<Sender> => {
  const token = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1]?.trim()
  if (!token) return { userId: null }
  const verdict = await signer.verify(token, "access")
  if (verdict.ok) return { userId: Number(verdict.claims.sub) }
  return { userId: null, token: verdict.reason === "expired" ? "expired" : "invalid" }
}
