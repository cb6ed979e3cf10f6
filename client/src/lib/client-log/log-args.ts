/**
 * @module What the app logged, shaped into a client log entry the server takes (contracts/ops/client-log.ts;
 * only its rules are imported, client-log-rules.ts, so the app's first file does not carry the schema library):
 * any value becomes JSON within the bounds — an Error its name, message and stack; texts cut; lists and
 * objects cut in size and depth; cycles, functions and DOM nodes named, not walked — with credentials
 * redacted (the server redacts again). An entry that is still too large has its largest argument cut until
 * it fits, so a post is never refused for its size.
 */
import type { ClientLogEntry } from "@bimprofile/contracts/ops/client-log"
import {
  type ClientLogSeverity,
  entryBytes,
  MAX_ARG_DEPTH,
  MAX_ARG_ITEMS,
  MAX_ARG_TEXT,
  MAX_ARGS_PER_ENTRY,
  MAX_ENTRY_BYTES,
  MAX_ROUTE_LENGTH,
  redactSecrets,
} from "@bimprofile/contracts/ops/client-log-rules"

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

const cut = (text: string, max = MAX_ARG_TEXT) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`)

/** One logged value as JSON within the bounds; `depth` levels of lists and objects are still allowed. */
export const toLogArg = (value: unknown, depth = MAX_ARG_DEPTH, seen = new WeakSet<object>()): Json => {
  if (value === null || typeof value === "boolean") return value
  if (typeof value === "string") return cut(value)
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value)
  if (value === undefined) return "undefined"
  if (typeof value === "bigint" || typeof value === "symbol") return cut(String(value))
  if (typeof value === "function") return `[function ${value.name || "anonymous"}]`
  if (seen.has(value)) return "[circular]"
  if (typeof Node !== "undefined" && value instanceof Node) return `[${value.nodeName.toLowerCase()}]`
  if (depth === 0) return value instanceof Error ? cut(`${value.name}: ${value.message}`) : Array.isArray(value) ? `[list of ${value.length}]` : "[object]"
  if (value instanceof Error) return errorArg(value, depth, seen)
  seen.add(value)
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ARG_ITEMS).map((item) => toLogArg(item, depth - 1, seen))
    // The last place says how many were left out.
    if (value.length > MAX_ARG_ITEMS) items[MAX_ARG_ITEMS - 1] = `… ${value.length - MAX_ARG_ITEMS + 1} more`
    return items
  }
  const entries = Object.entries(value as object)
  const shown = entries.slice(0, MAX_ARG_ITEMS).map(([key, item]) => [cut(key, 100), toLogArg(item, depth - 1, seen)] as const)
  if (entries.length > MAX_ARG_ITEMS) shown[MAX_ARG_ITEMS - 1] = ["…", `${entries.length - MAX_ARG_ITEMS + 1} more keys`]
  return Object.fromEntries(shown)
}

/** An Error's name, message and stack, and what an API error adds (status, internal code); its cause too. */
const errorArg = (error: Error, depth: number, seen: WeakSet<object>): Json => {
  seen.add(error)
  const extra = error as Error & { status?: unknown; code?: unknown; cause?: unknown }
  return {
    name: error.name,
    message: cut(error.message),
    ...(typeof extra.status === "number" && { status: extra.status }),
    ...(typeof extra.code === "string" && { code: cut(extra.code, 100) }),
    ...(error.stack && { stack: cut(error.stack, 1500) }),
    ...(extra.cause !== undefined && depth > 1 && { cause: toLogArg(extra.cause, depth - 1, seen) }),
  }
}

export type EntryContext = { readonly at: Date; readonly route?: string | undefined; readonly appVersion?: string | undefined }

/** The entry of one logged call: its arguments shaped, redacted and cut to fit MAX_ENTRY_BYTES. */
export const toEntry = (severity: ClientLogSeverity, args: readonly unknown[], context: EntryContext): ClientLogEntry => {
  const shaped = args.slice(0, MAX_ARGS_PER_ENTRY).map((arg) => redactSecrets(toLogArg(arg)) as Json)
  const entry: ClientLogEntry = {
    severity,
    args: shaped,
    at: context.at.toISOString(),
    ...(context.route && { route: cut(context.route.split(/[?#]/)[0] || "/", MAX_ROUTE_LENGTH) }),
    ...(context.appVersion && { app_version: cut(context.appVersion, 100) }),
  }
  return fit(entry, shaped)
}

/** Cuts the largest argument (as its JSON text, halved) until the entry fits; at worst the arguments go. */
const fit = (entry: ClientLogEntry, args: Json[]): ClientLogEntry => {
  for (let round = 0; round < 40 && entryBytes(entry) > MAX_ENTRY_BYTES; round++) {
    const texts = args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg)))
    const largest = texts.reduce((best, text, i) => (text.length > texts[best]!.length ? i : best), 0)
    args[largest] = cut(texts[largest]!, Math.max(16, Math.floor(texts[largest]!.length / 2)))
    entry = { ...entry, args: [...args] }
  }
  return entryBytes(entry) <= MAX_ENTRY_BYTES ? entry : { ...entry, args: ["[entry too large]"] }
}
