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
      details[key] ??= issue.message
    }
    return { ok: false, details }
  }
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
