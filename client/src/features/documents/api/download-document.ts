/** @module A document's file saved under the document's name (with its type's extension when the name has none). */
import type { DocumentDto } from "@bimprofile/contracts/dto/document-dto"
import { saveDocumentContent } from "../../../api/documents/save-document-content"
import { downloadNameOf } from "../document-types"

export const downloadDocument = (document: Pick<DocumentDto, "doc_id" | "doc_name" | "doc_media_type">) =>
  saveDocumentContent(document.doc_id, downloadNameOf(document.doc_name, document.doc_media_type))
