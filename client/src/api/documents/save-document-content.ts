/**
 * @module `GET /1.2/profile/documents/{id}/content`: a document's file (an upload as it came, a kept export as it
 * was built). It needs the bearer token, so a plain link cannot fetch it: the bytes come through the API client and
 * are saved from memory. Quiet: the caller says what went wrong (a document removed meanwhile, no connection).
 */
import { get } from "../../lib/api-client"
import { saveBlob } from "../../lib/save-blob"

export const saveDocumentContent = async (documentId: number, fileName: string) => {
  const bytes = await get<Blob>(`/1.2/profile/documents/${documentId}/content`, { binary: true, quiet: true })
  saveBlob(bytes, fileName)
}
