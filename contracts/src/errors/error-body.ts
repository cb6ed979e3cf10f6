import { Schema } from "effect"

/** The error body of every non-2xx answer (spec §3): details maps a field to its text, or is a string. */
export const ErrorBody = Schema.Struct({
  message: Schema.String,
  internal_code: Schema.String,
  details: Schema.NullOr(Schema.Union([Schema.Record(Schema.String, Schema.String), Schema.String])),
})
export type ErrorBody = typeof ErrorBody.Type
