/**
 * @module The body of a job's cancel and retry: an object, `{}` — nothing to choose, but every 1.2 write
 * sends JSON. (An empty `Schema.Struct` would take any value, a string too; a record takes objects only.)
 */
import { Schema } from "effect"

export const JobActionBody = Schema.Record(Schema.String, Schema.Unknown)
export type JobActionBody = typeof JobActionBody.Type
