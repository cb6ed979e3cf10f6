/**
 * @module Search for the IFC pickers: entity names, standard property sets and their properties of one IFC
 * version, matching what the user types anywhere in the name (any case; "wall" finds IfcWall, "IFCWALL" too),
 * names that start with it first, then alphabetical; limited, so a picker never renders hundreds of rows.
 */
import type { IfcProperty, IfcPropertySet, IfcSchemaIndex } from "./ifc-schema-index"

export const DEFAULT_SEARCH_LIMIT = 20

/** "IfcWall" and "Pset_WallCommon" match "wall" at their start: the usual prefixes do not count. */
const withoutPrefix = (name: string) => name.replace(/^(Ifc|Pset_|Qto_)/i, "")

/** 0: the name (or the name without Ifc/Pset_/Qto_) starts with the query, 1: contains it, undefined: no match. */
const rank = (name: string, query: string): number | undefined => {
  if (!query) return 0
  const upper = name.toUpperCase()
  if (upper.startsWith(query) || withoutPrefix(upper).startsWith(query)) return 0
  return upper.includes(query) ? 1 : undefined
}

/** The best `limit` of `items` whose name matches the query, prefix matches first, then by name. */
const best = <T>(items: Iterable<T>, nameOf: (item: T) => string, query: string, limit: number): T[] => {
  const wanted = query.trim().toUpperCase()
  const ranked: { item: T; rank: number; name: string }[] = []
  for (const item of items) {
    const name = nameOf(item)
    const found = rank(name, wanted)
    if (found !== undefined) ranked.push({ item, rank: found, name })
  }
  ranked.sort((a, b) => a.rank - b.rank || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return ranked.slice(0, Math.max(0, limit)).map((entry) => entry.item)
}

export type EntitySearch = {
  readonly limit?: number
  /** Only entities below this one (e.g. IfcElement, or IfcTypeObject for element class types); default IfcObjectDefinition. */
  readonly under?: string
  /** Abstract entities too (default false: a mapping to them is a problem, so pickers do not offer them). */
  readonly abstract?: boolean
}

/** Entity names of the version for an entity picker. */
export const searchEntities = (schema: IfcSchemaIndex, query: string, options: EntitySearch = {}): string[] => {
  const under = options.under ?? "IfcObjectDefinition"
  const candidates = schema.entityNames.filter((name) => {
    const entity = schema.entity(name)!
    return (options.abstract || !entity.abstract) && schema.isA(name, under)
  })
  return best(candidates, (name) => name, query, options.limit ?? DEFAULT_SEARCH_LIMIT)
}

/** The entity's predefined types that match the query (all of them for an empty query), for the predefined-type picker. */
export const searchPredefinedTypes = (schema: IfcSchemaIndex, entity: string, query: string, limit = DEFAULT_SEARCH_LIMIT) =>
  best(schema.predefinedTypes(entity), (value) => value, query, limit)

export type PropertySetSearch = {
  readonly limit?: number
  /** Only the sets applicable to this entity (with this predefined type). */
  readonly entity?: string
  readonly predefinedType?: string | null
  /** Only property sets (PSET) or only quantity sets (QTO). */
  readonly kind?: "PSET" | "QTO"
}

/** Standard property and quantity sets of the version, for a set picker. */
export const searchPropertySets = (schema: IfcSchemaIndex, query: string, options: PropertySetSearch = {}): IfcPropertySet[] => {
  const sets = options.entity
    ? schema.applicablePropertySets(options.entity, options.predefinedType)
    : schema.propertySetNames.map((name) => schema.propertySet(name)!)
  const ofKind = options.kind ? sets.filter((set) => set.kind === options.kind) : sets
  return best(ofKind, (set) => set.name, query, options.limit ?? DEFAULT_SEARCH_LIMIT)
}

export type PropertySearch = PropertySetSearch & {
  /** Only the properties of this set. */
  readonly propertySet?: string
}

/** Properties of the standard sets (of one set, or of those applicable to an entity), for a property picker. */
export const searchProperties = (schema: IfcSchemaIndex, query: string, options: PropertySearch = {}): IfcProperty[] => {
  const sets = options.propertySet
    ? [schema.propertySet(options.propertySet)].filter((set) => set !== undefined)
    : searchPropertySets(schema, "", { ...options, limit: Number.MAX_SAFE_INTEGER })
  const properties = sets.flatMap((set) => set.properties.map((property) => ({ propertySet: set.name, ...property })))
  return best(properties, (property) => property.name, query, options.limit ?? DEFAULT_SEARCH_LIMIT)
}
