/** @module The project diff's answer as a schema (diff-change.ts says what each field means), for the OpenAPI document. */
import { Schema } from "effect"
import { DIFF_CHANGES, DIFF_ENTITIES, DIFF_SEVERITIES, type ProjectDiffAnswer } from "./diff-change"

const Severity = Schema.Literals(DIFF_SEVERITIES)

/**
 * A point of `from=`/`to=` as the document says it: a position, an ISO 8601 time, a published version (v3) or now.
 * A day or hour that does not exist (2026-02-31, 25:00) is refused with a 400 naming the parameter.
 */
export const DiffPointParam = Schema.String.check(
  Schema.isPattern(/^\s*([0-9]{1,15}|[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{1,9})?)?(Z|[+-][0-9]{2}:?[0-9]{2})?)?|[vV][0-9]{1,9}|[nN][oO][wW])\s*$/),
)

export const DiffFieldDto = Schema.Struct({ field: Schema.String, before: Schema.Unknown, after: Schema.Unknown, severity: Severity })

export const DiffChangeDto = Schema.Struct({
  entity: Schema.Literals(DIFF_ENTITIES),
  entity_id: Schema.Int,
  entity_name: Schema.String,
  parent_id: Schema.NullOr(Schema.Int),
  parent_name: Schema.NullOr(Schema.String),
  change: Schema.Literals(DIFF_CHANGES),
  severity: Severity,
  fields: Schema.Array(DiffFieldDto),
})

export const DiffPointDto = Schema.Struct({ position: Schema.Int, time: Schema.optionalKey(Schema.String), version: Schema.optionalKey(Schema.Int) })

export const ProjectDiffDto = Schema.Struct({
  from: DiffPointDto,
  to: DiffPointDto,
  changes: Schema.Array(DiffChangeDto),
  summary: Schema.Struct({ added: Schema.Int, removed: Schema.Int, changed: Schema.Int, major: Schema.Int, minor: Schema.Int }),
})

// The schema and the plain types say the same (a change of one without the other fails to compile).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _answersAgree: Same<typeof ProjectDiffDto.Type, ProjectDiffAnswer> = true
void _answersAgree
