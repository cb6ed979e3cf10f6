/**
 * @module Facts about a project's published versions (issue 11): the project's state at this point of its
 * history published under the next number, for contracts to cite ("what was required at version 3"). The
 * version shows the project as of the event just before this one — everything its stream held then — and
 * never changes after (time travel folds exactly those events). Its semantic version is derived from the
 * diff to the version before, and its hash is the tamper-evident hash of the last event it shows (docs/audit.md
 * "Published versions"): the fact carries only what was decided.
 */
import { Schema } from "effect"
import { defineEvent } from "../define-event"

export const ProjectVersionPublished = defineEvent("ProjectVersionPublished", {
  versionId: Schema.Int,
  /** 1, 2, 3 … per project: the version's stable address (…/projects/{id}/versions/{number}). */
  number: Schema.Int,
  title: Schema.NullOr(Schema.String),
  note: Schema.NullOr(Schema.String),
})

export const versionEvents = [ProjectVersionPublished] as const
export type VersionEvent = (typeof versionEvents)[number]["Type"]
