import type { ShareProjectBody } from "@bimprofile/contracts/bodies/permission-bodies"
import type { ProjectSharesDto } from "@bimprofile/contracts/dto/permission-dto"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { del, post } from "../../../lib/api-client"
import { sharesQuery } from "./get-shares"

/** POST /1.2/profile/projects/{id}/shares with {org_id} or a member's {usr_email}; quiet, the form shows refusals. */
export const shareProject = (projectId: number, body: ShareProjectBody) =>
  post<ProjectSharesDto>(`/1.2/profile/projects/${projectId}/shares`, body, { quiet: true })

/** DELETE /1.2/profile/projects/{id}/shares/{org_id}; quiet, the confirm dialog shows a refusal. */
export const unshareProject = (projectId: number, orgId: number) =>
  del<ProjectSharesDto>(`/1.2/profile/projects/${projectId}/shares/${orgId}`, { quiet: true })

/** Both answer the new shares, which replace the cached ones at once. */
const useSharesMutation = <V>(projectId: number, send: (variables: V) => Promise<ProjectSharesDto>) => {
  const queryClient = useQueryClient()
  const key = sharesQuery(projectId).queryKey
  return useMutation({
    mutationFn: send,
    onSuccess: (shares) => {
      if (shares && typeof shares === "object") queryClient.setQueryData(key, shares)
      return queryClient.invalidateQueries({ queryKey: key })
    },
  })
}

export const useShareProject = (projectId: number) => useSharesMutation(projectId, (body: ShareProjectBody) => shareProject(projectId, body))
export const useUnshareProject = (projectId: number) => useSharesMutation(projectId, (orgId: number) => unshareProject(projectId, orgId))
