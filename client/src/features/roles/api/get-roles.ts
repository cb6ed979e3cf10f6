import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"

/** Every role query of a project starts with this key (live updates invalidate it on "roles"). */
export const roleKeys = (projectId: number) => ["project", projectId, "roles"] as const

export const getRoles = (projectId: number) => get<RoleDto[]>(`/1.2/profile/roles_project?rop_pro_id=${projectId}`)

/** The project's roles (Fachrollen), alphabetical. */
export const rolesQuery = (projectId: number) => queryOptions({ queryKey: [...roleKeys(projectId), "list"] as const, queryFn: () => getRoles(projectId) })

export const useRoles = (projectId: number) => useQuery(rolesQuery(projectId))
