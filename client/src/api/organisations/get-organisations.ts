/** @module `GET /1.2/user/organisations`: the caller's organisations (all of them for an app admin). */
import type { OrganisationDto } from "@bimprofile/contracts/dto/organisation-dto"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { get } from "../../lib/api-client"
import { queryKeys } from "../../lib/query-keys"

export const organisationsQuery = () =>
  queryOptions({ queryKey: queryKeys.organisations.list(), queryFn: () => get<OrganisationDto[]>("/1.2/user/organisations") })

export const useOrganisations = () => useQuery(organisationsQuery())
