/**
 * @module The export's two jobs (docs/exports.md, docs/jobs.md), shared by the services that queue and run them:
 * `export` builds the file from the read models (the query side runs it); `export-keep` has it kept as a document
 * of the project through the command path (the command side runs it). Their inputs are stored in the jobs table
 * and decoded with these schemas before a handler sees them.
 */
import { Effect, Schema } from "effect"
import { EXPORT_LANGUAGES, ExportRequest } from "../dto/export-dto"

export const EXPORT_JOB = "export"
export const EXPORT_KEEP_JOB = "export-keep"
/** Starts an export may have: a second start after a crash builds the file again (its keep adds nothing twice). */
export const EXPORT_MAX_ATTEMPTS = 2
/** Starts a keep may have: a second keep of the same export adds nothing. */
export const EXPORT_KEEP_MAX_ATTEMPTS = 3

/**
 * What `POST /1.2/profile/exports` queues: the request as checked, who asked, the texts' language, and whether the
 * file is kept as a document of the project.
 */
export const ExportJobInput = Schema.Struct({
  request: ExportRequest,
  userId: Schema.Int,
  projectId: Schema.Int,
  language: Schema.Literals(EXPORT_LANGUAGES),
  /** The project's last position the command side knew when the export was asked for: the file shows at least that. */
  minPosition: Schema.Int,
  /**
   * Whether the export is kept as a document of the project: only when its user may write the project (decided by
   * the command side when the export was asked for, with the upload's rule). A reader's export is theirs alone: the
   * job keeps the bytes and completes with `kept: false`, the file downloadable by its starter only
   * (`GET /1.2/profile/jobs/{id}/file`). Absent in a job queued before the rule: not kept.
   */
  keep: Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(false))),
})
export type ExportJobInput = typeof ExportJobInput.Type

/** What the export job hands the command side: the file (its bytes already kept, by SHA-256) and its facts. */
export const ExportKeepInput = Schema.Struct({
  projectId: Schema.Int,
  /** Who exported: the document's creator. */
  userId: Schema.Int,
  /** The export job: a second keep for it adds nothing. */
  exportJobId: Schema.Int,
  fileName: Schema.String,
  mediaType: Schema.String,
  size: Schema.Int,
  sha256: Schema.String.check(Schema.isPattern(/^[0-9a-f]{64}$/u)),
  check: Schema.NullOr(Schema.String),
  /** The read models' position the file was built from. */
  position: Schema.Int,
})
export type ExportKeepInput = typeof ExportKeepInput.Type

/**
 * A completed keep: the document (the one added before, when the same export was kept already) and the log's
 * position of its fact, which the export job waits for, so that its user finds the document once it completed.
 */
export const ExportKeepResult = Schema.Struct({ doc_id: Schema.Int, position: Schema.Int })
export type ExportKeepResult = typeof ExportKeepResult.Type
