import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

/** One role; an unknown id answers 404, which the API client turns into the not-found page. */
export const getRole = (roleId: number) => get<RoleDto>(`/1.2/profile/roles_project/${roleId}`)

export const roleQuery = (projectId: number, roleId: number) => queryOptions({ queryKey: [...queryKeys.project(projectId, "roles"), "one", roleId] as const, queryFn: () => getRole(roleId) })

export const useRole = (projectId: number, roleId: number) => useQuery(roleQuery(projectId, roleId))
