/** @module `GET /1.2/profile/documents?doc_pro_id=`: a project's documents (uploads and kept exports), in the order they were added. */
import type { DocumentDto } from "@bimprofile/contracts/dto/document-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../lib/api-client"
import { queryKeys } from "../../lib/query-keys"

export const getDocuments = (projectId: number) => get<DocumentDto[]>(`/1.2/profile/documents?doc_pro_id=${projectId}`)

/** Under the project's "documents": a live notice of another user's upload or removal reads it again. */
export const documentsQuery = (projectId: number) =>
  queryOptions({ queryKey: [...queryKeys.project(projectId, "documents"), "list"] as const, queryFn: () => getDocuments(projectId) })

export const useDocuments = (projectId: number) => useQuery(documentsQuery(projectId))
