/**
 * @module A small JSON Schema check of the keywords the OpenAPI document uses (tests/system/openapi.test.ts):
 * whether a real answer satisfies its documented schema, with `$ref`s resolved in the document or the schema.
 */

/** The checks against one document: `resolve` a local $ref, and `mismatch`, the first difference or undefined. */
export const schemaChecks = (document: () => any) => {
  /** Resolves a local $ref (#/components/… or #/$defs/… of the schema it appears in). */
  const resolve = (ref: string, root: any): any => {
    const [, ...parts] = ref.split("/")
    let node = ref.startsWith("#/$defs/") ? root : document()
    for (const part of parts) node = node?.[decodeURIComponent(part)]
    if (node === undefined) throw new Error(`unresolvable $ref ${ref}`)
    return node
  }

  /** A small JSON Schema check of the keywords the document uses; returns the first mismatch or undefined. */
  const mismatch = (schema: any, value: unknown, at: string, root: any = schema): string | undefined => {
    if (schema === true || schema === undefined) return undefined
    if (schema.$ref) return mismatch(resolve(schema.$ref, root), value, at, root)
    if (schema.anyOf) {
      const failures = schema.anyOf.map((s: any) => mismatch(s, value, at, root))
      return failures.every(Boolean) ? `${at}: none of anyOf matches (${failures.join("; ")})` : undefined
    }
    if (schema.enum && !schema.enum.some((e: unknown) => e === value)) return `${at}: ${JSON.stringify(value)} not in enum`
    const type = value === null ? "null" : Array.isArray(value) ? "array" : typeof value
    switch (schema.type) {
      case undefined:
        break
      case "integer":
        if (!Number.isInteger(value)) return `${at}: ${JSON.stringify(value)} is not an integer`
        break
      case "number":
        if (type !== "number") return `${at}: ${JSON.stringify(value)} is not a number`
        break
      default:
        if (type !== schema.type) return `${at}: ${JSON.stringify(value)} is not of type ${schema.type}`
    }
    if (type === "object") {
      const object = value as Record<string, unknown>
      for (const key of schema.required ?? []) if (!(key in object)) return `${at}: required ${key} is missing`
      for (const [key, v] of Object.entries(object)) {
        const sub = schema.properties?.[key] ?? schema.additionalProperties
        if (sub === false) return `${at}: ${key} is not documented`
        const failure = mismatch(sub, v, `${at}.${key}`, root)
        if (failure) return failure
      }
    }
    if (type === "array") {
      for (const [i, item] of (value as unknown[]).entries()) {
        const failure = mismatch(schema.items, item, `${at}[${i}]`, root)
        if (failure) return failure
      }
    }
    return undefined
  }
  return { resolve, mismatch }
}
