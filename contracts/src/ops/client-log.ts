/**
 * @module Client log forwarding (spec §7, issue 12): the body of `POST /1.2/client-log`, its bounds, and
 * the one rule for secrets in logged arguments — shared by the client's forwarder (which shapes what it
 * sends to fit) and the command service (which refuses what does not fit and scrubs again: it never trusts
 * the client to have done so).
 *
 * An argument is JSON: text, a number, true/false, null, or a list or object of those, nested at most
 * MAX_ARG_DEPTH levels. Objects and lists are bounded in size, texts in length, and one entry as a whole in
 * bytes (MAX_ENTRY_BYTES, checked by the server after decoding: JSON Schema cannot say it; it bounds keys too).
 */
import { Schema } from "effect"

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

const ArgText = Schema.String.check(Schema.isMaxCodePoints(MAX_ARG_TEXT, { message: `Ein Text darf höchstens ${MAX_ARG_TEXT} Zeichen lang sein.` }))
const ArgScalar = Schema.Union([ArgText, Schema.Finite, Schema.Boolean, Schema.Null])

/**
 * An argument nested at most `depth` levels, built level by level rather than recursively, so the
 * document states the depth and decoding never recurses further.
 */
const argOfDepth = (depth: number): Schema.Top =>
  depth === 0
    ? ArgScalar
    : Schema.Union([
        ArgScalar,
        Schema.Array(argOfDepth(depth - 1) as typeof ArgScalar).check(Schema.isMaxLength(MAX_ARG_ITEMS, { message: `Eine Liste hat höchstens ${MAX_ARG_ITEMS} Einträge.` })),
        Schema.Record(Schema.String, argOfDepth(depth - 1) as typeof ArgScalar).check(Schema.isMaxProperties(MAX_ARG_ITEMS, { message: `Ein Objekt hat höchstens ${MAX_ARG_ITEMS} Schlüssel.` })),
      ])

export const ClientLogArg = argOfDepth(MAX_ARG_DEPTH) as Schema.Codec<unknown>

/** An ISO 8601 date-time (the client's clock: only ever shown beside the server's own time). */
const IsoDateTime = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/u, { message: "muss eine Zeit nach ISO 8601 sein (2026-11-27T10:15:00Z)" }),
)

export const ClientLogEntry = Schema.Struct({
  severity: Schema.Literals(CLIENT_LOG_SEVERITIES),
  args: Schema.Array(ClientLogArg).check(Schema.isMaxLength(MAX_ARGS_PER_ENTRY, { message: `Ein Eintrag hat höchstens ${MAX_ARGS_PER_ENTRY} Argumente.` })),
  /** When the client logged it. */
  at: Schema.optionalKey(IsoDateTime),
  /** The page's path, without its query (which may hold a token). */
  route: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^\/[^?#]*$/u, { message: "muss ein Pfad ohne Query sein (/projects/1)" }), Schema.isMaxCodePoints(MAX_ROUTE_LENGTH))),
  /** The client's build (its version), to tell a fixed error from one still out there. */
  app_version: Schema.optionalKey(Schema.String.check(Schema.isMaxCodePoints(100))),
})
export type ClientLogEntry = typeof ClientLogEntry.Type

/** `POST /1.2/client-log`. */
export const ClientLogBody = Schema.Struct({
  entries: Schema.Array(ClientLogEntry).check(
    Schema.isMinLength(1, { message: "Die Liste der Einträge darf nicht leer sein." }),
    Schema.isMaxLength(MAX_ENTRIES_PER_POST, { message: `Höchstens ${MAX_ENTRIES_PER_POST} Einträge auf einmal.` }),
  ),
})
export type ClientLogBody = typeof ClientLogBody.Type

/** The size of an entry as the server measures it: its JSON in UTF-8. */
export const entryBytes = (entry: unknown): number => new TextEncoder().encode(JSON.stringify(entry)).length
