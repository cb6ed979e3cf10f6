/**
 * @module Lookups in one IFC version's compact data, built once per version: entities by name (any case, as
 * IDS writes IFCWALL), their supertypes, attributes and predefined types, the standard property sets and
 * which of them apply to an entity. Pure (no node APIs): the client can use it with the same data.
 */
import type { CompactIfcSchema, CompactProperty, CompactPropertySet } from "./compact-format"
import type { IfcVersion } from "./ifc-versions"

export type IfcAttribute = { readonly name: string; readonly type: string; readonly declaredIn: string }

export type IfcEntity = {
  /** The name in EXPRESS case (IfcWall), whatever case it was asked in. */
  readonly name: string
  readonly abstract: boolean
  /** Nearest first: IfcWall → [IfcBuildingElement, IfcElement, IfcProduct, IfcObject, IfcObjectDefinition, IfcRoot]. */
  readonly supertypes: readonly string[]
  /** Explicit attributes, inherited ones first (root first), as IDS's attribute facet may name them. */
  readonly attributes: readonly IfcAttribute[]
  /** The values of its PredefinedType attribute's enumeration (own or inherited); empty when it has none. */
  readonly predefinedTypes: readonly string[]
  /** IFC2X3 only: a name IDS accepts for an occurrence whose type object says what it is (IfcAirTerminal). */
  readonly occurrenceType?: { readonly occurrence: string; readonly type: string }
}

export type IfcPropertySet = CompactPropertySet & { readonly name: string }
export type IfcProperty = CompactProperty & { readonly propertySet: string }

type Applicable = { readonly propertySet: string; readonly qualifier: string | undefined }

/** Type objects also carry their occurrence's type-driven sets; these two templates are for occurrences only. */
const OCCURRENCE_ONLY_TEMPLATES = new Set(["PSET_OCCURRENCEDRIVEN", "PSET_PERFORMANCEDRIVEN"])

export type IfcSchemaIndex = ReturnType<typeof indexIfcSchema>

/**
 * Remembers answers per spelling pair: a catalogue check asks the same few (entity, predefined type) pairs
 * thousands of times, and building keys or upper-casing on every call made garbage the GC then spent the
 * check's time on. Bounded, so odd input cannot grow it without end.
 */
const pairCache = <R>() => {
  const outer = new Map<string, Map<string, R>>()
  return (first: string, second: string, compute: () => R): R => {
    let inner = outer.get(first)
    if (!inner) {
      if (outer.size >= 10_000) outer.clear()
      inner = new Map()
      outer.set(first, inner)
    }
    if (inner.has(second)) return inner.get(second)!
    const value = compute()
    if (inner.size < 1_000) inner.set(second, value)
    return value
  }
}

export const indexIfcSchema = (data: CompactIfcSchema) => {
  const version: IfcVersion = data.schema
  const entityNames = new Map(Object.keys(data.entities).map((name) => [name.toUpperCase(), name]))
  const aliasNames = new Map(Object.keys(data.occurrenceTypes ?? {}).map((name) => [name.toUpperCase(), name]))
  const typeNames = new Map(
    [...data.definedTypes, ...data.selects, ...Object.keys(data.enumerations)].map((name) => [name.toUpperCase(), name]),
  )
  const dataTypeCache = pairCache<string | undefined>()
  const selects = new Set(data.selects)
  const definedTypes = new Set(data.definedTypes)
  const entityCache = new Map<string, IfcEntity>()

  const schemaEntity = (name: string): IfcEntity => {
    const cached = entityCache.get(name)
    if (cached) return cached
    const own = data.entities[name]!
    const supertypes: string[] = []
    for (let parent = own.supertype; parent; parent = data.entities[parent]!.supertype) supertypes.push(parent)
    const attributes = [...supertypes].reverse().concat(name).flatMap((declaredIn) =>
      data.entities[declaredIn]!.attributes.map(([attribute, type]) => ({ name: attribute, type, declaredIn })),
    )
    const predefinedEnum = attributes.findLast((attribute) => attribute.name === "PredefinedType")?.type
    const entity: IfcEntity = {
      name,
      abstract: own.abstract === true,
      supertypes,
      attributes,
      predefinedTypes: (predefinedEnum && data.enumerations[predefinedEnum]) || [],
    }
    entityCache.set(name, entity)
    return entity
  }

  /** IFC2X3's IfcAirTerminal: the occurrence's attributes, the type object's predefined types. */
  const aliasEntity = (name: string): IfcEntity => {
    const cached = entityCache.get(name)
    if (cached) return cached
    const [occurrence, type] = data.occurrenceTypes![name]!
    const occurrenceEntity = schemaEntity(occurrence)
    const entity: IfcEntity = {
      name,
      abstract: false,
      supertypes: [occurrence, ...occurrenceEntity.supertypes],
      attributes: occurrenceEntity.attributes,
      predefinedTypes: schemaEntity(type).predefinedTypes,
      occurrenceType: { occurrence, type },
    }
    entityCache.set(name, entity)
    return entity
  }

  /** The entity of that name in any case (IFCWALL, IfcWall), or undefined if the version has none. */
  // Checks ask for the same few names thousands of times: remember each spelling's answer (null: none).
  const entityBySpelling = new Map<string, IfcEntity | null>()
  const entity = (name: string): IfcEntity | undefined => {
    const known = entityBySpelling.get(name)
    if (known !== undefined) return known ?? undefined
    const key = name.trim().toUpperCase()
    const schemaName = entityNames.get(key)
    const alias = aliasNames.get(key)
    const found = schemaName ? schemaEntity(schemaName) : alias ? aliasEntity(alias) : undefined
    if (entityBySpelling.size < 100_000) entityBySpelling.set(name, found ?? null)
    return found
  }

  /** The entity's predefined type in its enumeration's spelling (shear → SHEAR), or undefined if it has none such. */
  const predefinedTypeCache = pairCache<string | undefined>()
  const canonicalPredefinedType = (entityName: string, value: string): string | undefined =>
    predefinedTypeCache(entityName, value, () => {
      const wanted = value.trim().toUpperCase()
      return entity(entityName)?.predefinedTypes.find((candidate) => candidate.toUpperCase() === wanted)
    })

  /** Is `name` the entity `ancestor` or one of its subtypes? */
  const lineageSets = new Map<string, ReadonlySet<string>>()
  const isA = (name: string, ancestor: string): boolean => {
    const found = entity(name)
    if (!found) return false
    let lineage = lineageSets.get(found.name)
    if (!lineage) {
      lineage = new Set([found.name, ...found.supertypes].map((candidate) => candidate.toUpperCase()))
      lineageSets.set(found.name, lineage)
    }
    return lineage.has(ancestor) || lineage.has(ancestor.trim().toUpperCase())
  }

  // Applicability, inverted: upper-case entity name → the sets naming it (with their predefined-type qualifier).
  const applicableByEntity = new Map<string, Applicable[]>()
  // Four IFC4 sets name no entity upstream: a mapping to them is not flagged, but no picker offers them for an entity.
  const unrestricted = new Set<string>()
  for (const [propertySet, set] of Object.entries(data.propertySets)) {
    if (set.applicableClasses.length === 0) unrestricted.add(propertySet)
    for (const applicable of set.applicableClasses) {
      const [first, second] = applicable.split("/").map((part) => part.trim())
      // "IfcSensor/HEATSENSOR" qualifies an entity; IFC2X3's "IFCSHAREDBLDGELEMENTS/IfcBeam" names its schema first.
      const firstIsEntity = entityNames.has(first!.toUpperCase()) || aliasNames.has(first!.toUpperCase())
      const name = (firstIsEntity || second === undefined ? first! : second).toUpperCase()
      const qualifier = firstIsEntity ? second?.toUpperCase() : undefined
      const list = applicableByEntity.get(name) ?? []
      list.push({ propertySet, qualifier })
      applicableByEntity.set(name, list)
    }
  }

  const lineage = (name: string) => {
    const found = entity(name)
    return found ? [found.name, ...found.supertypes] : []
  }
  /** A type object's occurrence (IfcWallType → IfcWall; IFC2X3's IfcDoorStyle → IfcDoor), if the version has it. */
  const occurrenceOf = (name: string) =>
    /(Type|Style)$/.test(name) && isA(name, "IfcTypeObject")
      ? [name.replace(/(Type|Style)$/, "")].filter((occurrence) => entityNames.has(occurrence.toUpperCase()))
      : []
  /** An occurrence's type object (IfcWall → IfcWallType): an occurrence carries its type's sets too. */
  const typeOf = (name: string) => [`${name}Type`, `${name}Style`].filter((type) => entityNames.has(type.toUpperCase()))

  const applicableCache = pairCache<ReadonlySet<string>>()
  const NONE: ReadonlySet<string> = new Set()
  /** The sets naming the entity, its supertypes, and the type object or occurrence it pairs with at each level. */
  const computeApplicableSetNames = (name: string, predefinedType: string): ReadonlySet<string> => {
    const found = entity(name)
    if (!found) return NONE
    const qualifier = predefinedType.trim().toUpperCase() || undefined
    const names = new Set<string>()
    const add = (candidates: readonly string[], skip?: (set: CompactPropertySet) => boolean) => {
      for (const candidate of candidates)
        for (const applicable of applicableByEntity.get(candidate.toUpperCase()) ?? [])
          if (applicable.qualifier === undefined || applicable.qualifier === qualifier)
            if (!skip?.(data.propertySets[applicable.propertySet]!)) names.add(applicable.propertySet)
    }
    // Its own line, and at every level of it the type object or occurrence it pairs with: IfcWallStandardCase
    // gets IfcWallType's sets, IFC2X3's IfcElectricHeaterType those of IfcDistributionFlowElement.
    const own = lineage(found.name)
    add(own)
    if (found.occurrenceType) add(lineage(found.occurrenceType.type))
    for (const level of own) {
      for (const type of typeOf(level)) add(lineage(type))
      for (const occurrence of occurrenceOf(level))
        add(lineage(occurrence), (set) => OCCURRENCE_ONLY_TEMPLATES.has(set.templateType ?? ""))
    }
    return names
  }
  /** Names of the standard sets that apply to the entity (with that predefined type), remembered per pair. */
  const applicableSetNames = (name: string, predefinedType?: string | null): ReadonlySet<string> =>
    applicableCache(name, predefinedType ?? "", () => computeApplicableSetNames(name, predefinedType ?? ""))

  const sets = new Map<string, IfcPropertySet>(Object.entries(data.propertySets).map(([name, set]) => [name, { name, ...set }]))
  const propertySet = (name: string): IfcPropertySet | undefined => sets.get(name) ?? sets.get(name.trim())

  const propertiesOfSet = new Map<string, ReadonlyMap<string, IfcProperty>>()
  const property = (setName: string, name: string): IfcProperty | undefined => {
    const set = propertySet(setName)
    if (!set) return undefined
    let properties = propertiesOfSet.get(set.name)
    if (!properties) {
      properties = new Map(set.properties.map((found) => [found.name, { propertySet: set.name, ...found }]))
      propertiesOfSet.set(set.name, properties)
    }
    return properties.get(name) ?? properties.get(name.trim())
  }

  return {
    version,
    /** Every entity name IDS accepts in this version (EXPRESS case, sorted; IFC2X3's aliases included). */
    entityNames: [...entityNames.values(), ...aliasNames.values()].sort(),
    propertySetNames: [...sets.keys()].sort(),
    entity,
    isA,
    /** Its PredefinedType values, or [] for an unknown entity or one without. */
    predefinedTypes: (name: string) => entity(name)?.predefinedTypes ?? [],
    predefinedType: canonicalPredefinedType,
    /** The attribute of that exact name (EXPRESS case, as IDS compares it), own or inherited. */
    attribute: (entityName: string, name: string) => entity(entityName)?.attributes.find((attribute) => attribute.name === name.trim()),
    propertySet,
    property,
    /**
     * The standard sets naming the entity, a supertype, its type object (IfcWall ↔ IfcWallType) or its
     * occurrence; qualified ones ("IfcSensor/HEATSENSOR") only for that predefined type.
     */
    applicablePropertySets: (name: string, predefinedType?: string | null): IfcPropertySet[] =>
      [...applicableSetNames(name, predefinedType)].sort().map((set) => propertySet(set)!),
    isApplicable: (setName: string, entityName: string, predefinedType?: string | null) => {
      const name = propertySet(setName)?.name
      return !!name && (unrestricted.has(name) || applicableSetNames(entityName, predefinedType).has(name))
    },
    /** The data type (defined type, select or enumeration) in EXPRESS case for any spelling (IFCLABEL → IfcLabel). */
    dataType: (name: string) => typeNames.get(name) ?? dataTypeCache(name, "", () => typeNames.get(name.trim().toUpperCase())),
    isSelect: (name: string) => selects.has(name),
    isDefinedType: (name: string) => definedTypes.has(name),
    enumeration: (name: string) => data.enumerations[name],
  }
}
