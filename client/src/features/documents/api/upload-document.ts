/**
 * @module `POST /1.2/profile/documents?doc_pro_id=&doc_name=` with the file's bytes as the body: one document
 * into a project. Sent as application/octet-stream — the server decides the type by the content (415 for one it
 * does not keep, 413 above 100 MB, 401 AUTH_PRO for a reader); quiet, so the upload dialog shows refusals per file.
 */
import type { DocumentAnswer } from "@bimprofile/contracts/dto/document-dto"
import { useProjectMutation } from "../../../api/project-mutation"
import { post } from "../../../lib/api-client"

export type UploadDocument = {
  readonly projectId: number
  readonly name: string
  readonly file: Blob
  /** Bytes sent of all (0 when the browser cannot tell). */
  readonly onProgress?: (sent: number, total: number) => void
  readonly signal?: AbortSignal
}

export const uploadDocument = ({ projectId, name, file, onProgress, signal }: UploadDocument) =>
  post<DocumentAnswer>(`/1.2/profile/documents?doc_pro_id=${projectId}&doc_name=${encodeURIComponent(name)}`, undefined, {
    file: { bytes: file, type: "application/octet-stream" },
    quiet: true,
    ...(onProgress && { onProgress }),
    ...(signal && { signal }),
  })

export const useUploadDocument = (projectId: number) => useProjectMutation(projectId, ["documents"], uploadDocument)
