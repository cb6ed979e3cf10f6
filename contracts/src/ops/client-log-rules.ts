/**
 * @module The rules of client log forwarding that the browser needs at start (contracts/ops/client-log.ts has
 * the body's schema): the bounds, the credentials taken out of logged arguments, and an entry's size. Apart
 * from the schema so that the app's first file does not carry the schema library.
 */

/** Severities the client forwards: warnings and errors only (info and debug stay in the browser). */
export const CLIENT_LOG_SEVERITIES = ["warning", "error"] as const
export type ClientLogSeverity = (typeof CLIENT_LOG_SEVERITIES)[number]

export const MAX_ENTRIES_PER_POST = 20
export const MAX_ARGS_PER_ENTRY = 10
/** Lists and objects nest this deep (an object in a list in an argument: depth 2). */
export const MAX_ARG_DEPTH = 4
export const MAX_ARG_ITEMS = 20
export const MAX_ARG_TEXT = 2000
/** One entry's UTF-8 JSON, all of it: a stack trace fits, a dump of the app's state does not. */
export const MAX_ENTRY_BYTES = 4096
export const MAX_ROUTE_LENGTH = 500

/** Any key whose name says it holds a credential: its value is replaced by REDACTED wherever it is. */
export const SECRET_KEY = /authori[sz]ation|token|passw(or)?d|(^|_)pw(_|$)|secret|cookie|api[-_]?key|credential/i
export const REDACTED = "[redacted]"

/** The value with every credential taken out: keys that name one (SECRET_KEY), bearer tokens and JWTs in texts. */
export const redactSecrets = (value: unknown): unknown => {
  if (typeof value === "string") return redactText(value)
  if (Array.isArray(value)) return value.map(redactSecrets)
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? REDACTED : redactSecrets(item)]))
  return value
}

/** Bearer tokens, JWTs and token query parameters inside texts (a logged header line, a URL with ?access_token=…). */
const redactText = (text: string) =>
  text
    .replace(/\bBearer\s+[A-Za-z0-9._~+/-]+=*/gi, `Bearer ${REDACTED}`)
    .replace(/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, REDACTED)
    .replace(/([?&][a-z_]*token=)[^&\s#]+/gi, `$1${REDACTED}`)

/** The size of an entry as the server measures it: its JSON in UTF-8. */
export const entryBytes = (entry: unknown): number => new TextEncoder().encode(JSON.stringify(entry)).length
