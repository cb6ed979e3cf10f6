import type { OrganisationDto } from "@bimprofile/contracts/dto/organisation-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

/** GET /1.2/user/organisations: the caller's organisations, to choose one to share the project with. */
export const ownOrganisationsQuery = () =>
  queryOptions({ queryKey: queryKeys.organisations.list(), queryFn: () => get<OrganisationDto[]>("/1.2/user/organisations") })

export const useOwnOrganisations = () => useQuery(ownOrganisationsQuery())
