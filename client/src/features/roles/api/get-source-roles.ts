import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

/** Quiet: a failure shows in the import dialog, not as a page change. */
export const getSourceRoles = (projectId: number) => get<RoleDto[]>(`/1.2/profile/roles_project?rop_pro_id=${projectId}`, { quiet: true })

/** The roles of the project an import takes from. */
export const sourceRolesQuery = (projectId: number) => queryOptions({ queryKey: [...queryKeys.project(projectId, "roles"), "import-source"] as const, queryFn: () => getSourceRoles(projectId) })

export const useSourceRoles = (projectId: number | null) => useQuery({ ...sourceRolesQuery(projectId ?? 0), enabled: projectId !== null })
