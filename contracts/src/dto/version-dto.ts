/**
 * @module Read shapes of a project's published versions (issue 11, docs/audit.md "Published versions"): the list
 * `GET /1.2/profile/projects/{id}/versions` and the answer of publishing one.
 */
import { Schema } from "effect"
import { auditFields, NullableString } from "./fields"
import { VERSION_BUMPS } from "../history/version-bumps"

const versionShape = {
  ver_id: Schema.Int,
  ver_pro_id: Schema.Int,
  /** 1, 2, 3 …: its stable address, …/projects/{id}/versions/{number}. */
  ver_number: Schema.Int,
  ver_title: NullableString,
  ver_note: NullableString,
  /** The position of the project's history it shows (its state then: `?as_of=` this position reads the same). */
  ver_position: Schema.Int,
  /** The tamper-evident hash of the last event it shows (hex SHA-256; docs/audit.md "Tamper evidence"); null: the log had none. */
  ver_hash: NullableString,
}

export const VersionDto = Schema.Struct({
  ...versionShape,
  /**
   * Its semantic version, from the diff to the version before: 1.0.0 first; a change a model check could fail on
   * (major) raises the first number, any other change the second, none the third.
   */
  ver_semver: Schema.String,
  ver_bump: Schema.Literals(VERSION_BUMPS),
  /** How many changes since the version before, by kind (0 and 0 for the first). */
  ver_major_changes: Schema.Int,
  ver_minor_changes: Schema.Int,
  ...auditFields("ver"),
})
export type VersionDto = typeof VersionDto.Type

/** The answer of publishing: the version as the command left it (its semantic version and audit fields come with the read). */
export const VersionAnswer = Schema.Struct(versionShape)
export type VersionAnswer = typeof VersionAnswer.Type
