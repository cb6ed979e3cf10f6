/**
 * @module `GET /1.2/profile/projects` without counts: the projects the user can read, by name. The sources of
 * an import, the alternatives of the not-found page, the names on the profile. Quiet: each place shows a
 * failure itself. Under the project lists' key, so every project change refreshes it.
 */
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../lib/api-client"
import { queryKeys } from "../../lib/query-keys"

export const getReadableProjects = () => get<ProjectDto[]>("/1.2/profile/projects", { quiet: true })

export const readableProjectsQuery = () => queryOptions({ queryKey: [...queryKeys.projectLists, "list", {}] as const, queryFn: getReadableProjects })

export const useReadableProjects = (enabled = true) => useQuery({ ...readableProjectsQuery(), enabled })
