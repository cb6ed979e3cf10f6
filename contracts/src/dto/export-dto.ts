/**
 * @module The export page's export (issue 10, docs/exports.md): `POST /1.2/profile/exports` starts a job of kind
 * `export` that builds the file from the read models, checks it, keeps its bytes and has it kept as a document
 * of the project (`doc_kind: export`, who, when, as of which position, with its check) when its user may write the
 * project — a reader's export is theirs alone, downloaded from the job. The answer is the job
 * (`JobSubmitted`); its result, once completed, is an `ExportResult`.
 */
import { Schema } from "effect"
import { Id } from "../bodies/fields"
import { IFC_SCHEMAS } from "../codes"
import { EXPORT_FORMATS, EXPORT_LANGUAGES, EXPORT_SCOPES } from "../exports/export-choices"
import { NullableNumber, NullableString } from "./fields"

export { EXPORT_FORMAT_SCOPES, EXPORT_FORMATS, EXPORT_LANGUAGES, EXPORT_SCOPES, type ExportFormat, type ExportScope } from "../exports/export-choices"

/** Chosen activities: at least one, each once (the document says `uniqueItems`). */
const ActivityChoice = Schema.Array(Id).check(
  Schema.isMinLength(1, { message: "Wählen Sie mindestens eine Aktivität." }),
  Schema.makeFilter((ids: ReadonlyArray<number>) => new Set(ids).size === ids.length, {
    message: "Jede Aktivität darf in der Auswahl nur einmal vorkommen.",
    toJsonSchema: () => ({ uniqueItems: true }),
  }),
)

/**
 * Which fields go with which choice (checked by the server, answered 400 VALIDATION naming the field): the format
 * takes the scopes of EXPORT_FORMAT_SCOPES; `exp_act_ids` is given exactly for the scope `activities`,
 * `exp_prc_id` exactly for `process`, `exp_ifc_version` only for `ids`.
 */
export const ExportRequest = Schema.Struct({
  exp_pro_id: Id,
  exp_scope: Schema.Literals(EXPORT_SCOPES),
  /** scope `activities`: the activities (of the project), in the order they are written. */
  exp_act_ids: Schema.optionalKey(ActivityChoice),
  /** scope `process`: the process (of the project). */
  exp_prc_id: Schema.optionalKey(Id),
  exp_format: Schema.Literals(EXPORT_FORMATS),
  /** IDS only: write for this IFC version instead of each requirement's own (else the project's). */
  exp_ifc_version: Schema.optionalKey(Schema.NullOr(Schema.Literals(IFC_SCHEMAS.map((s) => s.name)))),
  /** The texts' language (reports, the Excel profile); default: the request's Accept-Language, else German. */
  exp_language: Schema.optionalKey(Schema.Literals(EXPORT_LANGUAGES)),
  /**
   * Time travel: the project as it was at this position of its history (a position the reads' X-As-Of-Position
   * named; the project's last event at or before it is shown); absent: now. The file says so (an IDS file's info
   * version, a report's facts), and a kept document's doc_as_of_position is it.
   */
  exp_as_of: Schema.optionalKey(Id),
})
export type ExportRequest = typeof ExportRequest.Type

/** One file's check: IDS files are checked against the official XSD and the IFC knowledge; other formats have none. */
export const ExportFileCheck = Schema.Struct({
  /** The activity an IDS file was written for; null for other formats. */
  act_id: NullableNumber,
  file_name: Schema.String,
  /** The official XSD accepted the file (an IDS file the XSD refuses is never offered). */
  schema_valid: Schema.Boolean,
  /** Schema-valid and no IFC problem, nothing left out. */
  valid: Schema.Boolean,
  ifc_problems: Schema.Int,
  omissions: Schema.Int,
  overlaps: Schema.Int,
})
export type ExportFileCheck = typeof ExportFileCheck.Type

export const ExportResult = Schema.Struct({
  /** The document the export is kept as (its content is the file); null until kept, and for an export not kept. */
  doc_id: NullableNumber,
  /**
   * Whether the export is (or is being) kept as a document of the project: only for a user who may write the
   * project. Not kept (a reader's export), the file is its starter's alone: `GET /1.2/profile/jobs/{id}/file`.
   */
  kept: Schema.Boolean,
  file_name: Schema.String,
  media_type: Schema.String,
  size: Schema.Int,
  sha256: Schema.String,
  /** The read models' position the export was built from: the project as of this point of its history. */
  position: Schema.Int,
  /** IDS: one entry per file (per activity with requirements); empty for other formats. */
  checks: Schema.Array(ExportFileCheck),
  /** The check in words, as the document keeps it; null for a format without a check. */
  check: NullableString,
})
export type ExportResult = typeof ExportResult.Type
