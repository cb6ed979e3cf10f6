/**
 * @module Client log forwarding (spec §7, issue 12): the body of `POST /1.2/client-log`, its bounds, and
 * the one rule for secrets in logged arguments (client-log-rules.ts) — shared by the client's forwarder (which shapes what it
 * sends to fit) and the command service (which refuses what does not fit and scrubs again: it never trusts
 * the client to have done so).
 *
 * An argument is JSON: text, a number, true/false, null, or a list or object of those, nested at most
 * MAX_ARG_DEPTH levels. Objects and lists are bounded in size, texts in length, and one entry as a whole in
 * bytes (MAX_ENTRY_BYTES, checked by the server after decoding: JSON Schema cannot say it; it bounds keys too).
 */
import { Schema } from "effect"
import { CLIENT_LOG_SEVERITIES, MAX_ARG_DEPTH, MAX_ARG_ITEMS, MAX_ARG_TEXT, MAX_ARGS_PER_ENTRY, MAX_ENTRIES_PER_POST, MAX_ROUTE_LENGTH } from "./client-log-rules"

export * from "./client-log-rules"

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
