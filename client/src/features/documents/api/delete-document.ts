/** @module `DELETE /1.2/profile/documents/{id}`: removes a document (writers); its file stays in the project's history. Quiet: the confirm dialog shows a refusal. */
import { useProjectMutation } from "../../../api/project-mutation"
import { del } from "../../../lib/api-client"

export const deleteDocument = (documentId: number) => del<{ doc_id: number; deleted: boolean }>(`/1.2/profile/documents/${documentId}`, { quiet: true })

export const useDeleteDocument = (projectId: number) => useProjectMutation(projectId, ["documents"], deleteDocument)
