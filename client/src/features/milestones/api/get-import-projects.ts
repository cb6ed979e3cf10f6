/** @module The projects the user can read (`GET /1.2/profile/projects`): where an import can take from. */
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"

export type ImportProject = { readonly id: number; readonly name: string }

export const getImportProjects = async (): Promise<ImportProject[]> =>
  (await get<ProjectDto[]>("/1.2/profile/projects", { quiet: true }))
    .map((project) => ({ id: project.pro_id, name: project.pro_name }))
    .sort((a, b) => a.name.localeCompare(b.name))

export const importProjectsQuery = () => queryOptions({ queryKey: ["projects", "import-sources", "milestones"] as const, queryFn: getImportProjects })

export const useImportProjects = (enabled: boolean) => useQuery({ ...importProjectsQuery(), enabled })
