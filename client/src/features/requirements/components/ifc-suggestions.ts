/**
 * @module The IFC pickers of the requirement editor, as `useSuggestions` hooks for SuggestInput: entities of the
 * project's version (what a partOf facet names), standard property sets, their properties, and the data type
 * IFC expects for the property typed — followed by the usual defined types, so a custom property gets one too.
 */
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { useIfcEntities, useIfcProperties, useIfcPropertySets } from "../../../api/ifc/search-ifc"
import type { UseSuggestions } from "../../../components/suggest-input"

export const entitySuggestions =
  (version: IfcVersion): UseSuggestions =>
  (query, open) => {
    const { data, isFetching } = useIfcEntities(version, query, "IfcObject", open)
    return { items: (data ?? []).map((entity) => ({ value: entity.entity, detail: entity.supertype ?? undefined })), loading: isFetching }
  }

export const predefinedTypeSuggestions =
  (version: IfcVersion, entity: string): UseSuggestions =>
  (query, open) => {
    const typed = entity.trim()
    const { data, isFetching } = useIfcEntities(version, typed, "IfcObject", open && typed !== "")
    const found = data?.find((candidate) => candidate.entity.toUpperCase() === typed.toUpperCase())
    const wanted = query.trim().toUpperCase()
    return { items: (found?.predefined_types ?? []).filter((value) => value.includes(wanted)).map((value) => ({ value })), loading: isFetching }
  }

export const propertySetSuggestions =
  (version: IfcVersion, entity: string | undefined): UseSuggestions =>
  (query, open) => {
    const { data, isFetching } = useIfcPropertySets(version, query, entity ? { entity } : {}, open)
    return { items: (data ?? []).map((set) => ({ value: set.pset, detail: set.kind })), loading: isFetching }
  }

export const propertySuggestions =
  (version: IfcVersion, pset: string): UseSuggestions =>
  (query, open) => {
    const { data, isFetching } = useIfcProperties(version, query, pset.trim() ? { pset: pset.trim() } : {}, open)
    return { items: (data ?? []).map((property) => ({ value: property.property, detail: property.data_type ?? undefined })), loading: isFetching }
  }

/** The defined types most properties use, after the one IFC expects for a standard property. */
const USUAL_TYPES = [
  "IFCLABEL",
  "IFCTEXT",
  "IFCIDENTIFIER",
  "IFCBOOLEAN",
  "IFCLOGICAL",
  "IFCINTEGER",
  "IFCREAL",
  "IFCCOUNTMEASURE",
  "IFCLENGTHMEASURE",
  "IFCPOSITIVELENGTHMEASURE",
  "IFCAREAMEASURE",
  "IFCVOLUMEMEASURE",
  "IFCMASSMEASURE",
  "IFCPLANEANGLEMEASURE",
  "IFCTHERMALTRANSMITTANCEMEASURE",
  "IFCPOWERMEASURE",
  "IFCDATE",
  "IFCDATETIME",
] as const

export const dataTypeSuggestions =
  (version: IfcVersion, pset: string, property: string): UseSuggestions =>
  (query, open) => {
    const set = pset.trim()
    const name = property.trim()
    const { data, isFetching } = useIfcProperties(version, name, { pset: set }, open && set !== "" && name !== "")
    const expected = data?.find((candidate) => candidate.property.toUpperCase() === name.toUpperCase())?.data_type?.toUpperCase()
    const wanted = query.trim().toUpperCase()
    const types = [...new Set([...(expected ? [expected] : []), ...USUAL_TYPES])].filter((type) => type.includes(wanted))
    return { items: types.map((value) => ({ value, ...(value === expected && { detail: "IFC" }) })), loading: isFetching }
  }
