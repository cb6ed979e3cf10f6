/** @module The reads of the profile page: the user and their permission lists (organisation and project names: client/src/api). */
import type { UserDto, UserPermissionsDto } from "@bimprofile/contracts/dto/user-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

export const userQuery = (userId: number) =>
  queryOptions({ queryKey: queryKeys.users.detail(userId), queryFn: () => get<UserDto>(`/1.2/user/users/${userId}`) })

export const userPermissionsQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.users.permissions(userId),
    queryFn: () => get<UserPermissionsDto>(`/1.2/user/users/${userId}?partial=true`),
  })

export const useUser = (userId: number) => useQuery(userQuery(userId))
export const useUserPermissions = (userId: number) => useQuery(userPermissionsQuery(userId))
