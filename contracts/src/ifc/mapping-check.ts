/**
 * @module The mapping checks of the data catalogue: an element class's (or type's) IFC entity mappings and a
 * property's targets, checked in every IFC version — not only the project's — against the shipped knowledge.
 * Pure and fast (index lookups only): the command service, the projector and the query service share them.
 */
import type { IfcKnowledge } from "./ifc-knowledge"
import type { IfcEntity, IfcSchemaIndex } from "./ifc-schema-index"
import { IFC_VERSIONS, type IfcVersion } from "./ifc-versions"
import { type MappingProblem, mappingProblem } from "./mapping-problems"

/** An element class's mapping in one version: `elc_ifc`'s items. */
export type EntityMapping = {
  readonly ifc_version: IfcVersion
  readonly entity: string
  readonly predefined_type?: string | null
}

/** Where a property lands in one version: a property of a set, or an attribute of the entity; with its IFC data type. */
export type PropertyTarget =
  | {
      readonly ifc_version: IfcVersion
      readonly pset: string
      readonly property: string
      readonly data_type?: string | null
    }
  | { readonly ifc_version: IfcVersion; readonly attribute: string; readonly data_type?: string | null }

/** Prefixes buildingSMART reserves for its standard sets (IDS audit error 103/401 for custom sets using them). */
const RESERVED_PREFIXES = ["Pset_", "Qto_"] as const

/** The entity and predefined type a mapping resolves to, when the mapping is sound enough to check targets against. */
type ResolvedMapping = { readonly entity: IfcEntity; readonly predefinedType: string | undefined }

/** Problems go to `problems`; without it (a property's check) the entity is only resolved, its problems told once elsewhere. */
const checkMappingIn = (
  schema: IfcSchemaIndex,
  mapping: EntityMapping,
  problems?: MappingProblem[],
): ResolvedMapping | undefined => {
  const version = schema.version
  const entity = schema.entity(mapping.entity)
  if (!entity) {
    problems?.push(mappingProblem(version, "ENTITY_UNKNOWN", { entity: mapping.entity }))
    return undefined
  }
  if (entity.abstract) {
    problems?.push(mappingProblem(version, "ENTITY_ABSTRACT", { entity: entity.name }))
    return undefined
  }
  const wanted = mapping.predefined_type
  if (!wanted || !wanted.trim()) return { entity, predefinedType: undefined }
  const predefinedType = schema.predefinedType(entity.name, wanted)
  if (!predefinedType)
    problems?.push(mappingProblem(version, "PREDEFINED_TYPE_UNKNOWN", { entity: entity.name, predefined_type: wanted.trim() }))
  return { entity, predefinedType }
}

/**
 * Problems of an element class's (or type's) entity mappings, in all three versions: missing, unknown, abstract,
 * predefined type; for a type (`typeObject`), also an entity that is no type object (IfcWall instead of IfcWallType).
 */
export const checkEntityMappings = (knowledge: IfcKnowledge, mappings: readonly EntityMapping[], options: { readonly typeObject?: boolean } = {}): MappingProblem[] => {
  const problems: MappingProblem[] = []
  for (const version of IFC_VERSIONS) {
    const inVersion = mappings.filter((mapping) => mapping.ifc_version === version)
    if (inVersion.length === 0) problems.push(mappingProblem(version, "ENTITY_MAPPING_MISSING"))
    for (const mapping of inVersion) {
      const schema = knowledge(version)
      const resolved = checkMappingIn(schema, mapping, problems)
      if (resolved && options.typeObject && !schema.isA(resolved.entity.name, "IfcTypeObject"))
        problems.push(mappingProblem(version, "ENTITY_NOT_A_TYPE", { entity: resolved.entity.name }))
    }
  }
  return problems
}

/** What a problem of the target names: the attribute, or the set and property. */
const targetDetails = (target: PropertyTarget): Record<string, string> =>
  "attribute" in target ? { attribute: target.attribute } : { pset: target.pset, property: target.property }

/** The given data type against the one IFC expects; nothing to say when either is absent or the expected one is a select (IfcValue). */
const checkDataType = (
  schema: IfcSchemaIndex,
  target: PropertyTarget,
  expected: string | undefined,
  problems: MappingProblem[],
) => {
  const given = target.data_type
  if (!given || !given.trim()) return
  const dataType = schema.dataType(given)
  if (!dataType) {
    problems.push(mappingProblem(schema.version, "DATA_TYPE_UNKNOWN", { ...targetDetails(target), data_type: given.trim() }))
    return
  }
  if (expected && expected !== dataType && !schema.isSelect(expected))
    problems.push(mappingProblem(schema.version, "DATA_TYPE_MISMATCH", { ...targetDetails(target), data_type: dataType, expected }))
}

const checkTargetIn = (
  schema: IfcSchemaIndex,
  target: PropertyTarget,
  mapped: ResolvedMapping | undefined,
  problems: MappingProblem[],
) => {
  const version = schema.version
  if ("attribute" in target) {
    if (!mapped) return checkDataType(schema, target, undefined, problems)
    const attribute = schema.attribute(mapped.entity.name, target.attribute)
    if (!attribute) {
      problems.push(mappingProblem(version, "ATTRIBUTE_UNKNOWN", { entity: mapped.entity.name, attribute: target.attribute }))
      return
    }
    // Only a defined type (IfcLabel …) says what the value is; enumerations and entity references have no IDS data type.
    const expected = schema.isDefinedType(attribute.type) ? attribute.type : undefined
    return checkDataType(schema, target, expected, problems)
  }

  const set = schema.propertySet(target.pset)
  if (!set) {
    const prefix = RESERVED_PREFIXES.find((reserved) => target.pset.trim().startsWith(reserved))
    if (prefix) problems.push(mappingProblem(version, "CUSTOM_SET_RESERVED_PREFIX", { pset: target.pset, prefix }))
    return checkDataType(schema, target, undefined, problems)
  }
  if (mapped && !schema.isApplicable(set.name, mapped.entity.name, mapped.predefinedType))
    problems.push(mappingProblem(version, "PROPERTY_SET_NOT_APPLICABLE", { pset: set.name, entity: mapped.entity.name }))
  const property = schema.property(set.name, target.property)
  if (!property) {
    problems.push(mappingProblem(version, "PROPERTY_NOT_IN_SET", targetDetails(target)))
    return
  }
  checkDataType(schema, target, property.dataType, problems)
}

/**
 * Problems of a property's targets on an element class with these entity mappings, in all three versions:
 * a missing target, a set or property the version does not have, a set not applicable to the entity, an
 * unknown attribute, a wrong data type, a custom set named like a standard one. Entity problems themselves
 * are checkEntityMappings' to report; an unsound entity mapping only skips the checks that need the entity.
 */
export const checkPropertyTargets = (
  knowledge: IfcKnowledge,
  mappings: readonly EntityMapping[],
  targets: readonly PropertyTarget[],
): MappingProblem[] => {
  const problems: MappingProblem[] = []
  // Plain loops, no intermediate arrays: a catalogue check runs this 10,000 times.
  for (const version of IFC_VERSIONS) {
    const schema = knowledge(version)
    let mapped: ResolvedMapping | undefined
    for (const mapping of mappings)
      if (mapping.ifc_version === version) {
        mapped = checkMappingIn(schema, mapping)
        break
      }
    let found = false
    for (const target of targets)
      if (target.ifc_version === version) {
        found = true
        checkTargetIn(schema, target, mapped, problems)
      }
    if (!found) problems.push(mappingProblem(version, "PROPERTY_MAPPING_MISSING"))
  }
  return problems
}
