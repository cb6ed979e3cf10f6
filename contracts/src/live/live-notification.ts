/**
 * @module Live updates (`GET /1.2/live`): the notification shapes. The kinds and their functions are in
 * live-kinds.ts (schema-free, for the client).
 */
import { Schema } from "effect"
import { LIVE_KINDS } from "./live-kinds"

export { answersAffectedBy, kindsOfEventType, kindsOfEventTypes, LIVE_KINDS, type LiveKind } from "./live-kinds"

/**
 * One notification: the read models reached `position`, and `kinds` of project `project_id` changed.
 * `project_id` and `kinds` are both null when too much changed to name it: everything may have changed.
 */
export const LiveNotification = Schema.Struct({
  position: Schema.Int,
  project_id: Schema.NullOr(Schema.Int),
  kinds: Schema.NullOr(Schema.Array(Schema.Literals(LIVE_KINDS))),
})
export type LiveNotification = typeof LiveNotification.Type

/** A position to resume from (`?since=`, `Last-Event-ID`): up to 15 digits. */
export const LivePosition = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(999_999_999_999_999))

/** The `ready` event sent once a stream is live (after any replay): its id is where a reconnect resumes. */
export const LiveReady = Schema.Struct({ position: Schema.Int })
export type LiveReady = typeof LiveReady.Type

