/**
 * @module `GET /1.2/reference/projects/{id}`: one reference project's preview — its plan's names in order, its
 * roles, its size, and what a project created from it copies and inherits. A project that is no reference
 * project answers 404: the page says so itself instead of leaving for the not-found page.
 */
import type { ReferenceProjectPreviewDto } from "@bimprofile/contracts/dto/reference-project-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { referenceAnswersKey } from "./get-reference-projects"

export const getReferenceProject = (projectId: number) => get<ReferenceProjectPreviewDto>(`/1.2/reference/projects/${projectId}`, { allowNotFound: true })

export const referenceProjectQuery = (projectId: number) =>
  queryOptions({ queryKey: [...referenceAnswersKey, projectId] as const, queryFn: () => getReferenceProject(projectId) })

export const useReferenceProject = (projectId: number) => useQuery(referenceProjectQuery(projectId))
