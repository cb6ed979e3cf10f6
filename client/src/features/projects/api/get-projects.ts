import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { apiReads } from "../../../config/api-reads"
import { get } from "../../../lib/api-client"

/** The prefix of every project list: a live notice or a project change invalidates them all. */
export const projectListsKey = ["projects"] as const

/** GET /1.2/profile/projects?statistics=true: every project the user sees, with its counts. */
export const getProjects = () => get<ProjectDto[]>(apiReads.projects)

export const projectsQuery = () => queryOptions({ queryKey: [...projectListsKey, "list", { statistics: true }], queryFn: getProjects })

export const useProjects = () => useQuery(projectsQuery())
