/** @module Metadata every stored event carries; set by the command shell, never by a decider. */
import { Schema } from "effect"

export const EventMetadata = Schema.Struct({
  eventId: Schema.String,
  userId: Schema.Int,
  orgId: Schema.NullOr(Schema.Int),
  correlationId: Schema.String,
  causationId: Schema.NullOr(Schema.String),
  occurredAt: Schema.String,
  schemaVersion: Schema.Int,
})
export type EventMetadata = typeof EventMetadata.Type
