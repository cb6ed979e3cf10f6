/** @module Builds an event schema: a literal `type` and a `data` struct, as every stored event has. */
import { Schema } from "effect"

export const defineEvent = <const T extends string, const F extends Schema.Struct.Fields>(type: T, fields: F) =>
  Schema.Struct({ type: Schema.Literal(type), data: Schema.Struct(fields) })

/** The changed fields of an edit: every field optional, each present one with its new value. */
export const changesOf = <const F extends Schema.Struct.Fields>(fields: F) =>
  Schema.Struct(Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, Schema.optionalKey(schema as Schema.Top)])) as unknown as {
    [K in keyof F]: Schema.optionalKey<F[K]>
  })

/**
 * An ordered list of ids: the resulting order of a whole group (seq = index + 1). Only the version-1 shapes
 * of the structure events carried it; an event carries the fact, never a group's order (docs/event-versions.md).
 */
export const Order = Schema.Array(Schema.Int)

/** The 1-based position an item takes within its group by the change (the API's `seq`). */
export const Seq = Schema.Int

/** Items placed at their seqs within one group, as `resequence` (events/project/group-order.ts) applies them. */
export const Placements = Schema.Array(Schema.Struct({ id: Schema.Int, seq: Seq }))
