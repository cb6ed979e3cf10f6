/**
 * @module `GET /1.2/reference/projects`: the provider's reference projects with the size of plan and catalogue.
 * Keyed under the project lists, so a live notice of any project change refreshes it (lib/invalidate-answers.ts).
 */
import type { ReferenceProjectDto } from "@bimprofile/contracts/dto/reference-project-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

/** The prefix of the reference group's answers (under every project list's). */
export const referenceAnswersKey = [...queryKeys.projectLists, "references"] as const

export const getReferenceProjects = () => get<ReferenceProjectDto[]>("/1.2/reference/projects")

export const referenceProjectsQuery = () => queryOptions({ queryKey: [...referenceAnswersKey, "list"] as const, queryFn: getReferenceProjects })

export const useReferenceProjects = () => useQuery(referenceProjectsQuery())
