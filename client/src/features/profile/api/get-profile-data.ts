/** @module The reads of the profile page: the user, their permission lists, organisation and project names. */
import type { OrganisationDto } from "@bimprofile/contracts/dto/organisation-dto"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
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

export const organisationsQuery = () =>
  queryOptions({ queryKey: queryKeys.organisations.list(), queryFn: () => get<OrganisationDto[]>("/1.2/user/organisations") })

/** GET /1.2/profile/projects without counts, under the project lists' key so every project change refreshes it. */
export const profileProjectsQuery = () =>
  queryOptions({ queryKey: [...queryKeys.projectLists, "list", {}] as const, queryFn: () => get<ProjectDto[]>("/1.2/profile/projects") })

export const useUser = (userId: number) => useQuery(userQuery(userId))
export const useUserPermissions = (userId: number) => useQuery(userPermissionsQuery(userId))
export const useOrganisations = () => useQuery(organisationsQuery())
export const useProfileProjects = () => useQuery(profileProjectsQuery())
