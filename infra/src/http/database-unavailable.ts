/**
 * @module Whether a failure means "the database cannot be reached right now" — PostgreSQL restarting or down,
 * a connection cut — rather than a bug. Such a call is answered 503 with Retry-After (problem.ts): the client
 * retries on 503 (spec §8) and the pg pool opens new connections once the server is back.
 */

/** SQLSTATEs of a server going away or not taking connections yet (class 08: connection exceptions). */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"])
/** Socket errors of a connection that could not be made or was cut. */
const UNAVAILABLE_NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"])
/** What pg says when its socket closed under it (these errors carry no code). */
const UNAVAILABLE_MESSAGES = /Connection terminated|connection error and is not queryable|terminating connection|timeout exceeded when trying to connect/i

export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (!error || typeof error !== "object" || depth > 4) return false
  const code = "code" in error && typeof error.code === "string" ? error.code : undefined
  if (code && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08") || UNAVAILABLE_NODE_CODES.has(code))) return true
  if (error instanceof Error && UNAVAILABLE_MESSAGES.test(error.message)) return true
  // Wrapped (a cause) or several attempts at once (AggregateError of a connect to each address).
  if ("cause" in error && isDatabaseUnavailable(error.cause, depth + 1)) return true
  return error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
}
