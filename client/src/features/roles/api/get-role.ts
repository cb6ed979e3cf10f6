import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

/** One role; an unknown id answers 404, which the details page handles (GoneItem): deleted meanwhile or never there. */
export const getRole = (roleId: number) => get<RoleDto>(`/1.2/profile/roles_project/${roleId}`, { allowNotFound: true })

export const roleQuery = (projectId: number, roleId: number) => queryOptions({ queryKey: [...queryKeys.project(projectId, "roles"), "one", roleId] as const, queryFn: () => getRole(roleId) })

/** Paused while the user deletes it: a refetch then (a live notice) would answer 404. */
export const useRole = (projectId: number, roleId: number, { paused = false }: { paused?: boolean } = {}) =>
  useQuery({ ...roleQuery(projectId, roleId), enabled: !paused })
