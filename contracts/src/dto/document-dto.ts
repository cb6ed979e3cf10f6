/** @module Read shapes of /1.2/profile/documents: a project's document (an upload or a kept export), and the answer of its writes. */
import { Schema } from "effect"
import { DOCUMENT_KINDS } from "../events/project/document-events"
import { auditFields, NullableNumber, NullableString } from "./fields"

const documentShape = {
  doc_id: Schema.Int,
  doc_pro_id: Schema.Int,
  doc_name: Schema.String,
  /** Decided from the file's content, not its name. */
  doc_media_type: Schema.String,
  /** Bytes. */
  doc_size: Schema.Int,
  doc_kind: Schema.Literals(DOCUMENT_KINDS),
  /** The SHA-256 of the file, hex: the same file has the same. */
  doc_sha256: Schema.String,
  /** An export's check in words (an IDS file's XSD and IFC check); null: none. */
  doc_check: NullableString,
  /** A kept export: the read models' position it was built from (the project as of that point); null for uploads. */
  doc_as_of_position: NullableNumber,
}

export const DocumentDto = Schema.Struct({ ...documentShape, ...auditFields("doc") })
export type DocumentDto = typeof DocumentDto.Type

/** The answer of an upload: the document as the command left it (the audit fields come with the read). */
export const DocumentAnswer = Schema.Struct(documentShape)
export type DocumentAnswer = typeof DocumentAnswer.Type
