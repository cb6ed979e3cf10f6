import type { ProjectSharesDto } from "@bimprofile/contracts/dto/permission-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

/** GET /1.2/profile/projects/{id}/shares: shared with all users, and with which organisations. */
export const getShares = (projectId: number) => get<ProjectSharesDto>(`/1.2/profile/projects/${projectId}/shares`)

export const sharesQuery = (projectId: number) => queryOptions({ queryKey: [...queryKeys.projectPermissions(projectId), "shares"] as const, queryFn: () => getShares(projectId) })

export const useShares = (projectId: number, enabled = true) => useQuery({ ...sharesQuery(projectId), enabled })
