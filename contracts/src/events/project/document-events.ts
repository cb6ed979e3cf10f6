/**
 * @module Facts about a project's documents (issue 10): a file added — uploaded by a user (a BIM execution plan,
 * a drawings list, a model) or an export the product made (IDS, Excel, PDF, with its check) — and removed. The
 * bytes are kept apart, named by their SHA-256 (infra/src/blobs): the fact names them, so the history says
 * exactly which file was there.
 */
import { Schema } from "effect"
import { defineEvent } from "../define-event"

export const DOCUMENT_KINDS = ["upload", "export"] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

export const DocumentAdded = defineEvent("DocumentAdded", {
  documentId: Schema.Int,
  name: Schema.String,
  /** Decided from the content, not the name. */
  mediaType: Schema.String,
  size: Schema.Int,
  sha256: Schema.String,
  kind: Schema.Literals(DOCUMENT_KINDS),
  /** An export's check (an IDS file's XSD and IFC check, in words); null: none. */
  check: Schema.NullOr(Schema.String),
  /**
   * An export: the read models' position it was built from (the project as of that point of its history).
   * Absent for uploads, and in events stored before exports were kept (an optional key: they read as they are).
   */
  asOfPosition: Schema.optionalKey(Schema.Int),
  /** An export: the job that made it; a second keep of the same job adds nothing (docs/exports.md). */
  exportJobId: Schema.optionalKey(Schema.Int),
})
/** What a document is, as its fact says (the command that adds it and the write side's state carry the same). */
export type DocumentFields = Omit<(typeof DocumentAdded.Type)["data"], "documentId">
export const DocumentRemoved = defineEvent("DocumentRemoved", { documentId: Schema.Int })

export const documentEvents = [DocumentAdded, DocumentRemoved] as const
export type DocumentEvent = (typeof documentEvents)[number]["Type"]
