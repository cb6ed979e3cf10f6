/**
 * @module `GET /1.2/profile/projects/{id}?statistics=true`: the frame of every project page (name, kind,
 * permission) and the dashboard's figures. A 404 goes to not-found in the API client.
 */
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { apiReads } from "../../config/api-reads"
import { get } from "../../lib/api-client"
import { queryKeys } from "../../lib/query-keys"

/** Every query of one project starts with this (lib/live-updates.ts invalidates ["project", id, kind]). */
export const projectKey = queryKeys.projectAll

export const getProject = (projectId: number) => get<ProjectDto>(apiReads.project(projectId))

export const projectQuery = (projectId: number) =>
  queryOptions({ queryKey: [...queryKeys.project(projectId, "projects")], queryFn: () => getProject(projectId) })

/** Disabled without an id, and while the project is being deleted (a refetch then would answer 404). */
export const useProject = (projectId: number | undefined, { paused = false }: { paused?: boolean } = {}) =>
  useQuery({ ...projectQuery(projectId ?? 0), enabled: projectId !== undefined && !paused })
