/**
 * @module The writes of /1.2/user/organisations: create, rename/describe, delete, and members (add or set
 * roles, remove). All quiet: the forms and dialogs show refusals. Each refreshes every organisation answer
 * (and the users, whose organisation lists change with a membership).
 */
import type { CreateOrganisationBody, OrganisationMemberBody, PatchOrganisationBody } from "@bimprofile/contracts/bodies/user-bodies"
import type { OrganisationDto } from "@bimprofile/contracts/dto/organisation-dto"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { del, patch, post } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

const base = "/1.2/user/organisations"

export const createOrganisation = (body: typeof CreateOrganisationBody.Type) => post<OrganisationDto>(base, body, { quiet: true })
export const updateOrganisation = (orgId: number, body: typeof PatchOrganisationBody.Type) => patch<OrganisationDto>(`${base}/${orgId}`, body, { quiet: true })
export const deleteOrganisation = (orgId: number) => del<{ org_id: number }>(`${base}/${orgId}`, { quiet: true })
export const setMember = (orgId: number, body: OrganisationMemberBody) => post<OrganisationDto>(`${base}/${orgId}/members`, body, { quiet: true })
export const removeMember = (orgId: number, userId: number) => del<OrganisationDto>(`${base}/${orgId}/members/${userId}`, { quiet: true })

const useOrganisationMutation = <V, R>(send: (variables: V) => Promise<R>, { deletes }: { deletes?: number } = {}) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      // A write answers the organisation as it now is: show it at once.
      if (answer && typeof answer === "object" && "org_members" in answer) {
        const organisation = answer as unknown as OrganisationDto
        queryClient.setQueryData(queryKeys.organisations.detail(organisation.org_id), organisation)
      }
      // A deleted organisation's page is still open: asking for it again would answer 404 → not-found.
      const organisations =
        deletes === undefined
          ? queryClient.invalidateQueries({ queryKey: queryKeys.organisations.all })
          : Promise.all([
              queryClient.invalidateQueries({ queryKey: queryKeys.organisations.list() }),
              queryClient.invalidateQueries({ queryKey: queryKeys.organisations.detail(deletes), refetchType: "none" }),
            ])
      return Promise.all([organisations, queryClient.invalidateQueries({ queryKey: queryKeys.users.all })])
    },
  })
}

export const useCreateOrganisation = () => useOrganisationMutation(createOrganisation)
export const useUpdateOrganisation = (orgId: number) => useOrganisationMutation((body: typeof PatchOrganisationBody.Type) => updateOrganisation(orgId, body))
export const useDeleteOrganisation = (orgId: number) => useOrganisationMutation(() => deleteOrganisation(orgId), { deletes: orgId })
export const useSetMember = (orgId: number) => useOrganisationMutation((body: OrganisationMemberBody) => setMember(orgId, body))
export const useRemoveMember = (orgId: number) => useOrganisationMutation((userId: number) => removeMember(orgId, userId))
