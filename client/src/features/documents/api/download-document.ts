/**
 * @module `GET /1.2/profile/documents/{id}/content`: the document's file, as it was uploaded. It needs the
 * bearer token, so a plain link cannot fetch it: the bytes come through the API client and are saved from
 * memory. Quiet: a document removed meanwhile is a toast on the list, not the not-found page.
 */
import type { DocumentDto } from "@bimprofile/contracts/dto/document-dto"
import { get } from "../../../lib/api-client"
import { downloadNameOf } from "../document-types"
import { saveBlob } from "../../../lib/save-blob"

export const downloadDocument = async (document: Pick<DocumentDto, "doc_id" | "doc_name" | "doc_media_type">) => {
  const bytes = await get<Blob>(`/1.2/profile/documents/${document.doc_id}/content`, { binary: true, quiet: true })
  saveBlob(bytes, downloadNameOf(document.doc_name, document.doc_media_type))
}
