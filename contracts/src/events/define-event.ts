/** @module Builds an event schema: a literal `type` and a `data` struct, as every stored event has. */
import { Schema } from "effect"

export const defineEvent = <const T extends string, const F extends Schema.Struct.Fields>(type: T, fields: F) =>
  Schema.Struct({ type: Schema.Literal(type), data: Schema.Struct(fields) })

/** An ordered list of ids: the resulting order of a group after a change (seq = index + 1). */
export const Order = Schema.Array(Schema.Int)
