/** @module The body of `POST /1.2/profile/projects/{id}/versions`: publish the project's current state as its next version. */
import { Schema } from "effect"
import { MAX_NAME_LENGTH, OptionalText } from "./fields"

export const PublishVersionBody = Schema.Struct({
  /** A short title, e.g. «Ausschreibung Rohbau»; none: the version is known by its number. */
  ver_title: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxCodePoints(MAX_NAME_LENGTH, { message: `Der Titel darf höchstens ${MAX_NAME_LENGTH} Zeichen lang sein.` })))),
  /** What this version is for or what changed, in words. */
  ver_note: OptionalText,
})
export type PublishVersionBody = typeof PublishVersionBody.Type
