/**
 * @module `GET /1.2/profile/projects/{id}/versions`: the project's published versions, newest first. Under the
 * project's key of the live kind "versions", so a version published anywhere (a `versions` notice) shows at once.
 * Never sent with as_of (lib/time-travel.ts): the list is the same at every point in time.
 */
import type { VersionDto } from "@bimprofile/contracts/dto/version-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

export const versionsPath = (projectId: number) => `/1.2/profile/projects/${projectId}/versions`

export const versionsQuery = (projectId: number) =>
  queryOptions({ queryKey: [...queryKeys.project(projectId, "versions"), "list"], queryFn: () => get<VersionDto[]>(versionsPath(projectId)) })

export const useVersions = (projectId: number) => useQuery(versionsQuery(projectId))
