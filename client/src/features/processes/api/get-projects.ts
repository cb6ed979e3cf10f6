import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"

export const getProjects = () => get<ProjectDto[]>("/1.2/profile/projects", { quiet: true })

/** The projects the user can read: the sources of an import. */
export const importSourceProjectsQuery = () => queryOptions({ queryKey: ["projects", "import-sources", "processes"] as const, queryFn: getProjects })

export const useImportSourceProjects = (enabled: boolean) => useQuery({ ...importSourceProjectsQuery(), enabled })
