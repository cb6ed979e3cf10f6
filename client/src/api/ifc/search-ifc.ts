/**
 * @module `GET /1.2/profile/ifc/entities|property_sets|properties`: the IFC pickers' searches in one version.
 * The answers never change while the app runs (the knowledge ships with the server), so they are kept.
 */
import type { IfcEntityDto, IfcPropertyDto, IfcPropertySetDto } from "@bimprofile/contracts/dto/ifc-dto"
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { get } from "../../lib/api-client"
import { queryKeys } from "../../lib/query-keys"

type Resource = "entities" | "property_sets" | "properties"
type Answer = { entities: IfcEntityDto; property_sets: IfcPropertySetDto; properties: IfcPropertyDto }

/** Empty parameters are left out, so "no filter" and "" share one cached answer. */
const searchOf = (version: IfcVersion, parameters: Record<string, string | undefined>) => ({
  ifc_version: version,
  ...Object.fromEntries(Object.entries(parameters).filter((entry): entry is [string, string] => !!entry[1]?.trim()).map(([key, value]) => [key, value.trim()])),
})

const useIfcSearch = <R extends Resource>(resource: R, version: IfcVersion, parameters: Record<string, string | undefined>, enabled = true) => {
  const search = searchOf(version, parameters)
  return useQuery({
    queryKey: queryKeys.ifc(resource, search),
    // Quiet: a set or entity the version does not know, typed in a sibling field, just means no offers.
    queryFn: () => get<Answer[R][]>(`/1.2/profile/ifc/${resource}?${new URLSearchParams(search)}`, { quiet: true }),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    placeholderData: keepPreviousData,
    enabled,
    // An unknown entity named as a filter is a 400: no answer to retry for.
    retry: false,
  })
}

/** Instantiable entities below `under` (IfcObject for element classes, IfcTypeObject for their types). */
export const useIfcEntities = (version: IfcVersion, query: string, under: string, enabled = true) =>
  useIfcSearch("entities", version, { q: query, under, limit: "30" }, enabled)

export const useIfcPropertySets = (version: IfcVersion, query: string, filter: { entity?: string; predefined_type?: string } = {}, enabled = true) =>
  useIfcSearch("property_sets", version, { q: query, limit: "30", ...filter }, enabled)

export const useIfcProperties = (version: IfcVersion, query: string, filter: { pset?: string; entity?: string; predefined_type?: string } = {}, enabled = true) =>
  useIfcSearch("properties", version, { q: query, limit: "30", ...filter }, enabled)
