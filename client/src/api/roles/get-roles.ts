/** @module `GET /1.2/profile/roles_project?rop_pro_id=`: a project's roles (Fachrollen), alphabetical. */
import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../lib/api-client"
import { queryKeys } from "../../lib/query-keys"

export const getRoles = (projectId: number) => get<RoleDto[]>(`/1.2/profile/roles_project?rop_pro_id=${projectId}`)

/** The role list, the names of providers and receivers, the options of the role selects. */
export const rolesQuery = (projectId: number) =>
  queryOptions({ queryKey: [...queryKeys.project(projectId, "roles"), "list"] as const, queryFn: () => getRoles(projectId) })

export const useRoles = (projectId: number) => useQuery(rolesQuery(projectId))
