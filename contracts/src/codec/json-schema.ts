/** @module JSON Schema of a contract schema, for the OpenAPI document and published event schemas. */
import { Schema } from "effect"

export type JsonSchema = Record<string, unknown>

export const toJsonSchema = (schema: Schema.Top): JsonSchema => {
  const document = Schema.toJsonSchemaDocument(schema)
  return { ...(document.schema as JsonSchema), ...(Object.keys(document.definitions).length ? { $defs: document.definitions } : {}) }
}
