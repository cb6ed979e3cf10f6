/**
 * @module `GET /1.2/profile/projects/{id}?statistics=true&nested=phases-processes`: a project with its counts
 * and its phases, milestones and processes — a template's details, and what a new project can take over
 * from its source. Keyed under the project's "projects" answers, which a live notice of any change to the
 * project's structure refreshes.
 */
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../lib/api-client"
import { queryKeys } from "../../lib/query-keys"

export const getProjectStructure = (projectId: number) => get<ProjectDto>(`/1.2/profile/projects/${projectId}?statistics=true&nested=phases-processes`)

export const projectStructureQuery = (projectId: number) =>
  queryOptions({ queryKey: [...queryKeys.project(projectId, "projects"), "structure"] as const, queryFn: () => getProjectStructure(projectId) })

/** Disabled without an id. */
export const useProjectStructure = (projectId: number | null) => useQuery({ ...projectStructureQuery(projectId ?? 0), enabled: projectId !== null })
