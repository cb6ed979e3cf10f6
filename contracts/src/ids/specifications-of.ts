/**
 * @module A requirement as the IDS specifications it exports to (issue 10): per IFC version its applicability
 * (the element class's mapping as the entity, unless an entity is written) and its requirements, catalogue
 * properties written out — set, name, data type and, from its value list, the allowed values — or, where the
 * property lands on an attribute in that version, an attribute facet. Versions whose specification reads the
 * same share one specification (`ifcVersion="IFC4 IFC4X3_ADD2"`); where they differ (a property in another set)
 * each has its own. What cannot be written for a version (a class without a mapping there) is left out and said.
 * Pure: the same for the export, the check in the export dialog and the tests.
 */
import type { PropertyDatatype } from "../catalogue/property-kinds"
import type { RequirementFields } from "../events/project/requirement-events"
import type { IfcVersion } from "../ifc/ifc-versions"
import type { EntityMapping, PropertyTarget } from "../ifc/mapping-check"
import { type ApplicabilityFacet, FACET_KINDS, type RequirementFacet } from "../requirements/facets"
import type { IdsValue } from "../requirements/ids-values"
import { DEFAULT_DATA_TYPE, xsBaseOf } from "./ids-datatypes"
import type { IdsSpecification } from "./ids-document"

/** What the export reads of the catalogue a requirement names. */
export type ExportCatalogue = {
  readonly elementClass: (id: number) => { readonly name: string; readonly ifc: readonly EntityMapping[] } | undefined
  readonly property: (id: number) =>
    | { readonly name: string; readonly datatype: PropertyDatatype; readonly ifc: readonly PropertyTarget[]; readonly uri: string | null; readonly valueListId: number | null }
    | undefined
  /** A value list's values as written in `version` (an item's IFC name there, else its name); undefined: no such list. */
  readonly valueListValues: (id: number, version: IfcVersion) => readonly string[] | undefined
}

/** Why a version's file leaves something out: a class or property without a mapping there, or gone from the catalogue. */
export const OMISSION_CODES = ["class_not_mapped", "class_gone", "property_not_mapped", "property_gone"] as const
export type OmissionCode = (typeof OMISSION_CODES)[number]

/**
 * Something of a requirement the file for `ifc_version` does not carry, and why: `message` in German (as the
 * API's texts), `code` and the item's `item_id` and `item_name` (null when gone) for a client that words it anew.
 */
export type ExportOmission = {
  readonly ifc_version: IfcVersion
  readonly requirement: string
  readonly code: OmissionCode
  readonly item_id: number
  readonly item_name: string | null
  readonly message: string
}

const simple = (text: string): IdsValue => ({ simple: text })
const enumeration = (values: readonly string[], dataType: string | null): IdsValue => ({
  restriction: { base: xsBaseOf(dataType), facets: values.map((value) => ({ kind: "enumeration" as const, value })) },
})

/** Facets in the order the schema fixes for an applicability (the requirements keep theirs). */
const inSchemaOrder = <F extends { readonly facet: string }>(facets: readonly F[]) =>
  [...facets].sort((a, b) => FACET_KINDS.indexOf(a.facet as never) - FACET_KINDS.indexOf(b.facet as never))

type AnyFacet = ApplicabilityFacet | RequirementFacet
type PropertyFacet = Extract<AnyFacet, { facet: "property" }>

/**
 * The specifications `fields` exports to for `versions` (the export's version, or the requirement's own, or
 * the project's), and what had to be left out.
 */
export const specificationsOf = (
  fields: RequirementFields,
  catalogue: ExportCatalogue,
  versions: readonly IfcVersion[],
): { readonly specifications: IdsSpecification[]; readonly omissions: ExportOmission[] } => {
  const omissions: ExportOmission[] = []
  const omit = (ifc_version: IfcVersion, code: OmissionCode, item: { readonly id: number; readonly name: string | null }, message: string) =>
    omissions.push({ ifc_version, requirement: fields.name, code, item_id: item.id, item_name: item.name, message })

  /** A facet naming a catalogue property, written out for `version`; undefined: it cannot be written there. */
  const writeProperty = <F extends PropertyFacet>(facet: F, version: IfcVersion): AnyFacet | undefined => {
    if (facet.pty_id === null) return facet
    const { pty_id: _id, ...written } = facet
    // A facet that writes its set and name out (an imported one) is exported as written, the catalogue property only linked.
    if (facet.property_set !== null && facet.base_name !== null) return { ...written, pty_id: null } as F
    const property = catalogue.property(facet.pty_id)
    if (!property) {
      omit(version, "property_gone", { id: facet.pty_id, name: null }, `Das Merkmal ${facet.pty_id} existiert nicht mehr.`)
      return undefined
    }
    const target = property.ifc.find((t) => t.ifc_version === version)
    if (!target) {
      omit(version, "property_not_mapped", { id: facet.pty_id, name: property.name }, `Das Merkmal «${property.name}» ist in ${version} nicht abgebildet.`)
      return undefined
    }
    const demanded = "cardinality" in facet ? (facet as F & { cardinality: string }).cardinality : "required"
    // A prohibited property is written without data type (and so without the values of its list).
    const dataType = demanded === "prohibited" ? null : (facet.data_type ?? target.data_type?.toUpperCase() ?? DEFAULT_DATA_TYPE[property.datatype])
    const listed = property.valueListId === null || demanded === "prohibited" ? undefined : catalogue.valueListValues(property.valueListId, version)
    const value = facet.value ?? (listed && listed.length > 0 ? enumeration(listed, dataType) : null)
    if ("attribute" in target) {
      const { property_set: _set, base_name: _name, data_type: _type, uri: _uri, value: _value, ...rest } = written as typeof written & { uri?: unknown }
      return { ...rest, facet: "attribute", name: simple(target.attribute), value } as AnyFacet
    }
    const uri = "uri" in facet ? { uri: (facet as F & { uri: string | null }).uri ?? property.uri } : {}
    return { ...written, pty_id: null, property_set: facet.property_set ?? simple(target.pset), base_name: facet.base_name ?? simple(target.property), data_type: dataType, value, ...uri } as F
  }

  const writeAll = <F extends AnyFacet>(facets: readonly F[], version: IfcVersion): F[] =>
    facets.flatMap((facet) => {
      const out = facet.facet === "property" ? writeProperty(facet, version) : facet
      return out === undefined ? [] : [out as F]
    })

  const perVersion: { version: IfcVersion; applicability: ApplicabilityFacet[]; facets: RequirementFacet[] }[] = []
  for (const version of versions) {
    let applicability = writeAll(fields.applicability, version)
    if (!applicability.some((f) => f.facet === "entity") && fields.elementClassId !== null) {
      const elementClass = catalogue.elementClass(fields.elementClassId)
      const mapping = elementClass?.ifc.find((m) => m.ifc_version === version)
      if (!elementClass || !mapping) {
        if (elementClass) omit(version, "class_not_mapped", { id: fields.elementClassId, name: elementClass.name }, `Die Fachklasse «${elementClass.name}» ist in ${version} nicht abgebildet.`)
        else omit(version, "class_gone", { id: fields.elementClassId, name: null }, `Die Fachklasse ${fields.elementClassId} existiert nicht mehr.`)
        continue
      }
      const entity: ApplicabilityFacet = { facet: "entity", name: simple(mapping.entity.toUpperCase()), predefined_type: mapping.predefined_type ? simple(mapping.predefined_type) : null }
      applicability = [entity, ...applicability]
    }
    perVersion.push({ version, applicability: inSchemaOrder(applicability), facets: fields.cardinality === "prohibited" ? [] : writeAll(fields.facets, version) })
  }

  // Versions whose specification reads the same share one.
  const groups = new Map<string, { versions: IfcVersion[]; applicability: ApplicabilityFacet[]; facets: RequirementFacet[] }>()
  for (const { version, applicability, facets } of perVersion) {
    const key = JSON.stringify([applicability, facets])
    const group = groups.get(key)
    if (group) group.versions.push(version)
    else groups.set(key, { versions: [version], applicability, facets })
  }
  const optional = (key: "identifier" | "description" | "instructions", value: string | null) => (value === null || value === "" ? {} : { [key]: value })
  const specifications = [...groups.values()].map(
    ({ versions: ifcVersions, applicability, facets }): IdsSpecification => ({
      name: fields.name,
      ifcVersions,
      ...optional("identifier", fields.identifier),
      ...optional("description", fields.desc),
      ...optional("instructions", fields.instructions),
      cardinality: fields.cardinality,
      applicability,
      ...(fields.cardinality === "prohibited" ? {} : { requirements: { ...(fields.requirementsDesc ? { description: fields.requirementsDesc } : {}), facets } }),
    }),
  )
  return { specifications, omissions }
}
