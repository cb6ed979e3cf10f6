/**
 * @module The address a request comes from, for throttling and the last login: the socket's peer; the last
 * X-Forwarded-For entry (the one our proxy added) only when TRUST_PROXY says a proxy sets it.
 */
import { getConnInfo } from "@hono/node-server/conninfo"
import type { Context } from "hono"

export const clientAddress = (c: Context, trustProxy: boolean): string | null => {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").map((part) => part.trim()).filter(Boolean)
    const last = forwarded?.at(-1)
    if (last) return last
  }
  try {
    return getConnInfo(c).remote.address ?? null
  } catch {
    // Not served by @hono/node-server (app.request in a test): no socket to ask.
    return null
  }
}
