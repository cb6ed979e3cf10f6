/**
 * @module The Excel profile import (docs/exports.md «Excel profile»): the body of
 * `POST /1.2/profile/projects/{id}/profile.xlsx/apply`, which applies the preview of a completed
 * `profile-import` job, and its answer.
 */
import { Schema } from "effect"
import { Id } from "./fields"

export const ProfileImportApplyBody = Schema.Struct({
  /** The completed `profile-import` job whose preview is applied. */
  job_id: Id,
  /** Also remove what the workbook no longer has (the preview's `removed`); without it, removals are left out. */
  remove: Schema.optionalKey(Schema.Boolean),
})
export type ProfileImportApplyBody = typeof ProfileImportApplyBody.Type

export const ProfileImportApplyAnswer = Schema.Struct({
  job_id: Schema.Int,
  pro_id: Schema.Int,
  /** What was applied: items added, changed and removed (0 without `remove`). */
  added: Schema.Int,
  changed: Schema.Int,
  removed: Schema.Int,
})
export type ProfileImportApplyAnswer = typeof ProfileImportApplyAnswer.Type
