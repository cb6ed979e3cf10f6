/**
 * @module Read-your-writes: a GET with `X-Min-Position: N` waits (up to a few seconds) until the read
 * models reached N. The answer tells the position it was read at (`X-Read-Position`).
 */
import { HttpProblem } from "@bimprofile/infra/http/problem"
import type { MiddlewareHandler } from "hono"
import type { PositionWatcher } from "./position-watcher"

export const MAX_WAIT_MS = 5_000

export const waitForPosition = (watcher: PositionWatcher): MiddlewareHandler =>
  async function waitForMinPosition(c, next) {
    const header = c.req.header("x-min-position")
    if (header !== undefined) {
      // Digits only, as the document's integer says: an empty value or "1e3" is no position.
      const wanted = /^\d{1,16}$/.test(header) ? Number(header) : Number.NaN
      if (!Number.isSafeInteger(wanted))
        throw new HttpProblem(400, "VALIDATION", "X-Min-Position muss eine nicht-negative ganze Zahl sein.", {
          "X-Min-Position": `«${header}» ist keine Position.`,
        })
      const reached = await watcher.waitFor(wanted, MAX_WAIT_MS)
      if (!reached) c.header("X-Position-Pending", "true")
    }
    c.header("X-Read-Position", String(watcher.position))
    await next()
  }
