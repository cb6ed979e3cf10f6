/**
 * @module Decoding requests at the edge: JSON bodies and query strings with contract schemas, path ids.
 * Every failure is a 400 with per-field details; malformed JSON says so, a body that is not JSON is a 415.
 */
import { decodeWith } from "@bimprofile/contracts/codec/decode"
import type { Schema } from "effect"
import type { Context, MiddlewareHandler } from "hono"
import { HttpProblem } from "./problem"
import { readJson } from "./read-json"

/**
 * A 400 with per-field details. With exactly one failing field the message says it: a sentence of the
 * contract as it is, so a rule reads the same whichever layer refuses it ('Der Rollen Name darf nicht
 * leer sein.' from the body decoding or from the decider); a short text with the field it is about.
 */
export const invalid = (details: Record<string, string>) => {
  const entries = Object.entries(details)
  if (entries.length !== 1) return new HttpProblem(400, "VALIDATION", "Die Anfrage enthält ungültige Werte.", details)
  const [field, text] = entries[0]!
  const sentence = /^[A-ZÄÖÜ«]/.test(text) && text.endsWith(".")
  const message = sentence ? text : field === "body" ? `Der Inhalt der Anfrage ${text}.` : `Ungültiger Wert für ${field}: ${text}.`
  return new HttpProblem(400, "VALIDATION", message, details)
}

/** NUL and unpaired UTF-16 surrogates: valid in JSON text, but no database stores them in a string. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** The first string (value or key) in `value` that cannot be stored, as a field path; undefined when none. */
const unstorableAt = (value: unknown, path: string): string | undefined => {
  if (typeof value === "string") return UNSTORABLE.test(value) ? path : undefined
  if (value === null || typeof value !== "object") return undefined
  for (const [key, item] of Object.entries(value)) {
    const at = path === "body" ? key : `${path}.${key}`
    if (UNSTORABLE.test(key)) return at
    const found = unstorableAt(item, at)
    if (found) return found
  }
  return undefined
}

/** What a route sees of a body decoded with `schema` (`c.req.valid("json")`), as Hono's validator declares it. */
type JsonInput<T> = { in: { json: unknown }; out: { json: T } }

/**
 * Reads the body as JSON (read-json.ts: 415 for another media type, 400 for bytes that are not UTF-8, for
 * nesting deeper than 64 or malformed JSON) and decodes it with `schema`. Hono's own JSON validator is not
 * used: it parses before anything could check the bytes.
 */
export const jsonBody = <S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
): MiddlewareHandler<any, string, JsonInput<S["Type"]>> => {
  const decode = decodeWith(schema)
  return async function decodeJsonBody(c, next) {
    const raw = await readJson(c)
    if (raw === undefined) throw new HttpProblem(400, "VALIDATION", "Die Anfrage braucht einen JSON-Inhalt.")
    const unstorable = unstorableAt(raw, "body")
    if (unstorable) throw invalid({ [unstorable]: "darf keine Nullzeichen (U+0000) oder ungültigen Unicode-Zeichen enthalten" })
    const result = decode(raw)
    if (!result.ok) throw invalid(result.details)
    c.req.addValidatedData("json", result.value as object)
    await next()
  }
}

/** A positive integer path parameter, or a 400 naming the parameter. */
export const pathId = (c: Context, name = "id"): number => {
  const raw = c.req.param(name) ?? ""
  const id = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id <= 0)
    throw invalid({ [name]: `«${raw}» ist keine gültige Id.` })
  return id
}

/** An optional positive integer query parameter. */
export const queryId = (c: Context, name: string): number | undefined => {
  const raw = c.req.query(name)
  if (raw === undefined || raw === "") return undefined
  const id = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id <= 0) throw invalid({ [name]: `«${raw}» ist keine gültige Id.` })
  return id
}

/** An optional boolean query flag: "true"/"false" (also 1/0). */
export const queryFlag = (c: Context, name: string): boolean => {
  const raw = c.req.query(name)
  if (raw === undefined || raw === "" || raw === "false" || raw === "0") return false
  if (raw === "true" || raw === "1") return true
  throw invalid({ [name]: `«${raw}» ist kein gültiger Wahrheitswert (true oder false).` })
}

/** An optional query value out of a fixed list. */
export const queryChoice = <T extends string>(c: Context, name: string, choices: readonly T[]): T | undefined => {
  const raw = c.req.query(name)
  if (raw === undefined || raw === "") return undefined
  if (!choices.includes(raw as T)) throw invalid({ [name]: `«${raw}» ist nicht erlaubt: ${choices.join(", ")}.` })
  return raw as T
}

/** An optional free-text query value (a search), trimmed, at most `max` characters; empty is left out. */
export const queryText = (c: Context, name: string, max = 100): string | undefined => {
  const raw = c.req.query(name)?.trim()
  if (raw === undefined || raw === "") return undefined
  if (raw.length > max) throw invalid({ [name]: `darf höchstens ${max} Zeichen lang sein` })
  return raw
}

/** An optional whole number from 1 to `max`. */
export const queryLimit = (c: Context, name: string, max: number): number | undefined => {
  const raw = c.req.query(name)
  if (raw === undefined || raw === "") return undefined
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < 1 || value > max) throw invalid({ [name]: `«${raw}» ist keine ganze Zahl von 1 bis ${max}.` })
  return value
}

export type { MiddlewareHandler }
