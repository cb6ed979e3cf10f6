/** @module Broken variants of a valid body, derived from its JSON Schema (the OpenAPI document's): wrong shapes, missing and mistyped fields. */

export type JsonSchema = { type?: string; enum?: unknown[]; anyOf?: JsonSchema[]; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; minLength?: number; maxLength?: number }

/** Values a field of this schema must refuse. */
const wrongValues = (schema: JsonSchema, field: string): unknown[] => {
  if (schema.anyOf) {
    const nullable = schema.anyOf.some((s) => s.type === "null")
    return schema.anyOf.filter((s) => s.type !== "null").flatMap((s) => wrongValues(s, field)).filter((v) => !(nullable && v === null))
  }
  switch (schema.type) {
    case "integer":
      return ["12", 1.5, 0, -4, 1e20, true, null, {}]
    case "number":
      return ["12", true, null]
    case "string":
      return [
        42,
        true,
        null,
        ["x"],
        ...(schema.enum ? ["keine-gültige-wahl", ""] : []),
        ...(schema.minLength ? [""] : []),
        // One character too long (names ≤ 200, descriptions ≤ 4000, passwords ≤ 200).
        ...(schema.maxLength ? ["x".repeat(schema.maxLength + 1)] : []),
        // Valid JSON, but no database stores a NUL or a lone surrogate in a string.
        "a\u0000b",
        "\ud800",
        // Entity names (pro_name, mst_name …) must not be blank: a rule the JSON Schema cannot show.
        ...(/^[a-z]{3}_name$/.test(field) ? ["", "   "] : []),
      ]
    case "boolean":
      return ["ja", 1, null]
    case "array":
      return [{}, "liste", null]
    case "object":
      return ["objekt", 5, null]
    default:
      return []
  }
}

export type Variant = { label: string; body: unknown; raw?: boolean }

/** The broken variants of a valid body: wrong shapes, each required field missing, each field of a wrong type. */
export const brokenBodies = (schema: JsonSchema, valid: unknown): Variant[] => {
  const variants: Variant[] = [
    { label: "non-JSON body", body: "{oops", raw: true },
    { label: "truncated JSON", body: JSON.stringify(valid).slice(0, -1), raw: true },
    { label: "empty body", body: "", raw: true },
    { label: "JSON null", body: "null", raw: true },
    { label: "a number", body: 42 },
    { label: "a string", body: JSON.stringify("text"), raw: true },
  ]
  const isList = schema.type === "array"
  const item = (isList ? schema.items! : schema) as JsonSchema
  const base = (isList ? (valid as unknown[])[0] : valid) as Record<string, unknown>
  const wrap = (value: Record<string, unknown>) => (isList ? [value] : value)
  variants.push(isList ? { label: "an object instead of a list", body: base } : { label: "a list instead of an object", body: [base] })
  if (isList) variants.push({ label: "an empty list", body: [] }, { label: "a list of numbers", body: [1, 2] })
  if ((item.required ?? []).length > 0) variants.push({ label: "empty object", body: wrap({}) })
  for (const field of item.required ?? []) {
    const { [field]: _, ...rest } = base
    variants.push({ label: `missing ${field}`, body: wrap(rest) })
  }
  for (const [field, fieldSchema] of Object.entries(item.properties ?? {}))
    for (const value of wrongValues(fieldSchema, field)) variants.push({ label: `${field} = ${JSON.stringify(value)}`, body: wrap({ ...base, [field]: value }) })
  return variants
}
