/**
 * @module An answer already written as JSON text (most of it by PostgreSQL, e.g. a classification system's
 * 50,000 items): sent and kept as it is, never parsed and stringified again on the event loop.
 */
export class JsonText {
  constructor(readonly text: string) {}

  /** `value`'s JSON with `key` added as its last member, holding `json` (JSON text) as it is. */
  static withMember(value: Record<string, unknown>, key: string, json: string): JsonText {
    const head = JSON.stringify(value)
    return new JsonText(`${head.length > 2 ? `${head.slice(0, -1)},` : "{"}${JSON.stringify(key)}:${json}}`)
  }
}
