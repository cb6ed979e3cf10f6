import type { ProjectPermissionDto } from "@bimprofile/contracts/dto/permission-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

/** GET /1.2/profile/projects/{id}/permissions: who holds which roles on the project (project admins only). */
export const getPermissions = (projectId: number) => get<ProjectPermissionDto[]>(`/1.2/profile/projects/${projectId}/permissions`)

export const permissionsQuery = (projectId: number) =>
  queryOptions({ queryKey: [...queryKeys.projectPermissions(projectId), "users"] as const, queryFn: () => getPermissions(projectId) })

export const usePermissions = (projectId: number, enabled = true) => useQuery({ ...permissionsQuery(projectId), enabled })
