/**
 * @module `GET /1.2/profile/jobs/{id}/file`: the file a completed export job built, for the job's starter only — the
 * way to an export that is not kept as a document of the project (a reader's, `kept: false`). It needs the bearer
 * token, so the bytes come through the API client and are saved from memory. Quiet: the caller says what went wrong.
 */
import { get } from "../../lib/api-client"
import { saveBlob } from "../../lib/save-blob"

export const saveJobFile = async (jobId: number, fileName: string) => {
  const bytes = await get<Blob>(`/1.2/profile/jobs/${jobId}/file`, { binary: true, quiet: true })
  saveBlob(bytes, fileName)
}
