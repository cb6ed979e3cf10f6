/**
 * @module What can be wrong with an IFC mapping, as stable codes with details: the message is the German
 * text (de-CH, as the server words everything); the client words the other locales from code and details,
 * as it does for error bodies' internal_code and details.
 */
import type { IfcVersion } from "./ifc-versions"

export const MAPPING_PROBLEM_CODES = [
  "ENTITY_MAPPING_MISSING",
  "PROPERTY_MAPPING_MISSING",
  "ENTITY_UNKNOWN",
  "ENTITY_ABSTRACT",
  "ENTITY_NOT_A_TYPE",
  "PREDEFINED_TYPE_UNKNOWN",
  "ATTRIBUTE_UNKNOWN",
  "PROPERTY_SET_NOT_APPLICABLE",
  "PROPERTY_NOT_IN_SET",
  "DATA_TYPE_UNKNOWN",
  "DATA_TYPE_MISMATCH",
  "CUSTOM_SET_RESERVED_PREFIX",
] as const
export type MappingProblemCode = (typeof MAPPING_PROBLEM_CODES)[number]

/** A warning still exports; an error means the mapping names something the IFC version does not have. */
export type MappingProblemSeverity = "error" | "warning"

/** The names a problem is about: entity, predefined_type, pset, property, attribute, data_type, expected, prefix. */
export type MappingProblemDetails = Readonly<Record<string, string>>

export type MappingProblem = {
  readonly ifc_version: IfcVersion
  readonly code: MappingProblemCode
  readonly severity: MappingProblemSeverity
  readonly message: string
  readonly details: MappingProblemDetails
}

/** The German text of each code; `v` is the IFC version, `d` the details. */
const GERMAN: Record<MappingProblemCode, (v: IfcVersion, d: MappingProblemDetails) => string> = {
  ENTITY_MAPPING_MISSING: (v) => `Für ${v} ist keine IFC-Entität zugeordnet.`,
  PROPERTY_MAPPING_MISSING: (v) => `Für ${v} ist kein Ziel (Merkmalsset und Merkmal oder Attribut) zugeordnet.`,
  ENTITY_UNKNOWN: (v, d) => `Die Entität «${d.entity}» gibt es in ${v} nicht.`,
  ENTITY_ABSTRACT: (v, d) => `Die Entität «${d.entity}» ist in ${v} abstrakt; wählen Sie eine ihrer Unterklassen.`,
  ENTITY_NOT_A_TYPE: (v, d) => `Die Entität «${d.entity}» ist in ${v} kein Typobjekt; ein Fachklassentyp braucht eines wie «IfcWallType».`,
  PREDEFINED_TYPE_UNKNOWN: (v, d) => `Der vordefinierte Typ «${d.predefined_type}» gehört in ${v} nicht zu «${d.entity}».`,
  ATTRIBUTE_UNKNOWN: (v, d) => `«${d.entity}» hat in ${v} kein Attribut «${d.attribute}».`,
  PROPERTY_SET_NOT_APPLICABLE: (v, d) => `Das Merkmalsset «${d.pset}» gilt in ${v} nicht für «${d.entity}».`,
  PROPERTY_NOT_IN_SET: (v, d) => `Das Merkmal «${d.property}» gehört in ${v} nicht zum Merkmalsset «${d.pset}».`,
  DATA_TYPE_UNKNOWN: (v, d) => `Den Datentyp «${d.data_type}» gibt es in ${v} nicht.`,
  DATA_TYPE_MISMATCH: (v, d) =>
    `«${d.attribute ?? `${d.pset}.${d.property}`}» hat in ${v} den Datentyp ${d.expected}, nicht ${d.data_type}.`,
  CUSTOM_SET_RESERVED_PREFIX: (v, d) =>
    `«${d.pset}» ist in ${v} kein Standard-Merkmalsset: eigene Merkmale gehören nicht in ein Set mit dem Präfix «${d.prefix}».`,
}

const WARNINGS: ReadonlySet<MappingProblemCode> = new Set(["CUSTOM_SET_RESERVED_PREFIX"])

export const mappingProblem = (
  ifc_version: IfcVersion,
  code: MappingProblemCode,
  details: MappingProblemDetails = {},
): MappingProblem => ({
  ifc_version,
  code,
  severity: WARNINGS.has(code) ? "warning" : "error",
  message: GERMAN[code](ifc_version, details),
  details,
})
