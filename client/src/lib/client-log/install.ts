/**
 * @module Client log forwarding switched on for the app (main.tsx): every `console.warn` and `console.error`
 * of the app (its own, and what main.tsx logs of uncaught errors and unhandled rejections) still goes to the
 * console and is also forwarded (forwarder.ts); what waits is sent when the page is hidden or left.
 *
 * The posts carry the access token when signed in (entries are limited per user, else per address) and one
 * X-Correlation-Id per tab, so the server's log lines of one tab's entries share an id.
 */
import { getSession } from "../session"
import { runningBundle } from "../version-check"
import { CLIENT_LOG_PATH, ClientLogForwarder, type Post } from "./forwarder"

/** One id per tab (page load), within the server's bounds for a correlation id (A–Z, a–z, 0–9, «.», «_», «-»). */
export const TAB_CORRELATION_ID = `web-${globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2)}`

/** A post with fetch (keepalive when the page goes); a 429's Retry-After read as seconds. */
export const fetchPost: Post = async (body, headers, keepalive) => {
  const response = await fetch(CLIENT_LOG_PATH, { method: "POST", headers, body, keepalive })
  const retryAfter = Number(response.headers.get("Retry-After"))
  return { status: response.status, ...(Number.isFinite(retryAfter) && retryAfter > 0 && { retryAfterSeconds: retryAfter }) }
}

export const appForwarder = (post: Post = fetchPost) =>
  new ClientLogForwarder({
    post,
    headers: () => {
      const token = getSession().accessToken
      return { "X-Correlation-Id": TAB_CORRELATION_ID, ...(token && { Authorization: `Bearer ${token}` }) }
    },
    context: () => ({ route: globalThis.location?.pathname, appVersion: runningBundle()?.replace(/^\/assets\/|\.js$/g, "") }),
  })

/** Forwards console.warn and console.error from now on; returns the undoing (tests). */
export const installClientLog = (forwarder: ClientLogForwarder = appForwarder()): (() => void) => {
  const original = { warn: console.warn, error: console.error }
  // Shaping an argument reads it: a getter that logs would otherwise be forwarded from inside its own forwarding.
  let shaping = false
  const forward = (severity: "warning" | "error", args: unknown[]) => {
    if (shaping) return
    shaping = true
    try {
      forwarder.push(severity, args)
    } finally {
      shaping = false
    }
  }
  console.warn = (...args: unknown[]) => {
    original.warn.apply(console, args)
    forward("warning", args)
  }
  console.error = (...args: unknown[]) => {
    original.error.apply(console, args)
    forward("error", args)
  }
  const flushAll = () => forwarder.flushAll()
  const onVisibility = () => {
    if (document.visibilityState === "hidden") flushAll()
  }
  window.addEventListener("pagehide", flushAll)
  document.addEventListener("visibilitychange", onVisibility)
  return () => {
    console.warn = original.warn
    console.error = original.error
    window.removeEventListener("pagehide", flushAll)
    document.removeEventListener("visibilitychange", onVisibility)
  }
}
