/**
 * @module The only place that calls version-specific Effect Schema decoding API.
 * Decoding strips unknown keys (read-only and computed fields sent by clients) and reports
 * every failing field, so a 400 can list them all at once.
 */
import { Schema, SchemaIssue } from "effect"

export type FieldErrors = Record<string, string>
export type Decoded<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly details: FieldErrors }

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

/** Decodes `input` with `schema`, collecting one message per field path. */
export const decodeWith = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) => {
  const decode = Schema.decodeUnknownResult(schema as never, { errors: "all", onExcessProperty: "ignore" }) as (
    u: unknown,
  ) => { _tag: "Success"; success: S["Type"] } | { _tag: "Failure"; failure: { issue: SchemaIssue.Issue } }
  return (input: unknown): Decoded<S["Type"]> => {
    const result = decode(input)
    if (result._tag === "Success") return { ok: true, value: result.success }
    const details: FieldErrors = {}
    for (const issue of formatter(result.failure.issue).issues) {
      const key = issue.path?.length ? issue.path.map(String).join(".") : "body"
      details[key] ??= germanMessage(issue.message)
    }
    return { ok: false, details }
  }
}

const typeWords: Record<string, string> = {
  number: "eine Zahl",
  "an integer": "eine ganze Zahl",
  string: "ein Text",
  boolean: "true oder false",
  object: "ein Objekt",
  array: "eine Liste",
  null: "null",
}

/**
 * The schema library's own messages ("Missing key", "Expected number | null") in German, phrased like the
 * contract's messages ("muss 1 oder grösser sein"); messages the contracts define pass unchanged.
 */
export const germanMessage = (message: string): string => {
  if (message === "Missing key") return "muss angegeben werden"
  const expected = /^Expected (.+)$/.exec(message)
  if (!expected) return message
  const words = expected[1]!.split(" | ").map((part) => typeWords[part] ?? (/^".*"$/.test(part) ? `«${part.slice(1, -1)}»` : part))
  const listed = words.length > 1 ? `${words.slice(0, -1).join(", ")} oder ${words.at(-1)}` : words[0]!
  return `muss ${listed} sein`
}

/** Decodes or throws: for trusted data (stored events) where a failure is a defect. */
export const decodeOrThrow = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) => {
  const decode = decodeWith(schema)
  return (input: unknown): S["Type"] => {
    const result = decode(input)
    if (!result.ok) throw new Error(`Invalid data: ${JSON.stringify(result.details)}`)
    return result.value
  }
}
