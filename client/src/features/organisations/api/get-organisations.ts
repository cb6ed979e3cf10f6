import type { OrganisationDto } from "@bimprofile/contracts/dto/organisation-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

/** GET /1.2/user/organisations/{id}: one organisation with its members and their roles. */
export const organisationQuery = (orgId: number) =>
  queryOptions({ queryKey: queryKeys.organisations.detail(orgId), queryFn: () => get<OrganisationDto>(`/1.2/user/organisations/${orgId}`) })

export const useOrganisation = (orgId: number) => useQuery(organisationQuery(orgId))
