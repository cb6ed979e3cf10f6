import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"

/**
 * GET /1.2/profile/projects/{id}?statistics=true&nested=phases-processes: a template with its counts and
 * its phases, milestones and processes. Keyed under the project's "projects" answers, which a live notice
 * of any change to the project refreshes.
 */
export const getTemplate = (projectId: number) => get<ProjectDto>(`/1.2/profile/projects/${projectId}?statistics=true&nested=phases-processes`)

export const templateQuery = (projectId: number) =>
  queryOptions({ queryKey: ["project", projectId, "projects", "template"] as const, queryFn: () => getTemplate(projectId) })

export const useTemplate = (projectId: number) => useQuery(templateQuery(projectId))
