/**
 * @module From the full IFC extraction (../shared/ifc/<version>.schema.json and .psets.json) to the compact
 * copy the product ships (contracts/src/ifc/compact-format.ts). Pure, so the test can regenerate the copy
 * in memory and notice a committed file that no longer matches its source.
 */
import type {
  CompactEntity,
  CompactIfcSchema,
  CompactProperty,
  CompactPropertySet,
} from "../../src/ifc/compact-format"
import type { IfcVersion } from "../../src/ifc/ifc-versions"

/** The fields of ../shared/ifc/<version>.schema.json we read (its README describes the whole format). */
export type SourceSchema = {
  readonly schema: string
  readonly source: unknown
  readonly entities: Record<
    string,
    { supertype: string | null; abstract: boolean; attributes: { name: string; type: string }[] }
  >
  readonly enumerations: Record<string, string[]>
  readonly selects: Record<string, unknown>
  readonly definedTypes: Record<string, unknown>
}

export type SourceProperty = {
  name: string
  valueKind: string
  dataType?: string | null
  idsDataType?: string
  enumValues?: string[]
}
export type SourcePropertySets = {
  readonly schema: string
  readonly source: unknown
  readonly propertySets: Record<
    string,
    { kind: "PSET" | "QTO"; templateType?: string; applicableClasses?: string[]; properties: SourceProperty[] }
  >
}

/** IDS's IFC2X3 occurrence/type table (docs/ifc2x3-occurrence-type-mapping-table.md): "IfcAirTerminal | IfcFlowTerminal | IfcAirTerminalType". */
export const parseOccurrenceTypeTable = (markdown: string): Record<string, readonly [string, string]> => {
  const rows: Record<string, readonly [string, string]> = {}
  for (const line of markdown.split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim())
    if (cells.length === 3 && cells.every((cell) => /^Ifc\w+$/.test(cell))) rows[cells[0]!] = [cells[1]!, cells[2]!]
  }
  return rows
}

const sortedKeys = <T>(record: Record<string, T>) => Object.keys(record).sort()

export const compactIfcData = (
  schema: SourceSchema,
  psets: SourcePropertySets,
  occurrenceTypes?: { table: Record<string, readonly [string, string]>; source: unknown },
): CompactIfcSchema => {
  const version = schema.schema as IfcVersion
  if (psets.schema !== version) throw new Error(`Property sets of ${psets.schema} given for ${version}`)
  // Upstream spells some IFC2X3 types with stray blanks ("IFCBOOLEAN "); the EXPRESS name wins, in its case.
  const typeNames = new Map(
    [...Object.keys(schema.definedTypes), ...Object.keys(schema.selects)].map((name) => [name.toUpperCase(), name]),
  )
  const dataTypeOf = (property: SourceProperty): string | undefined => {
    // idsDataType is absent exactly where IDS checks no type (tables, references, time series …).
    const declared = property.idsDataType?.trim()
    if (!declared) return undefined
    const name = typeNames.get(declared.toUpperCase())
    if (!name) throw new Error(`${version}: unknown data type ${declared} of ${property.name}`)
    return name
  }

  const entities: Record<string, CompactEntity> = {}
  for (const name of sortedKeys(schema.entities)) {
    const entity = schema.entities[name]!
    entities[name] = {
      supertype: entity.supertype,
      ...(entity.abstract ? { abstract: true as const } : {}),
      attributes: entity.attributes.map((attribute) => [attribute.name, attribute.type] as const),
    }
  }

  const propertySets: Record<string, CompactPropertySet> = {}
  for (const name of sortedKeys(psets.propertySets)) {
    const set = psets.propertySets[name]!
    propertySets[name] = {
      kind: set.kind,
      ...(set.templateType ? { templateType: set.templateType } : {}),
      applicableClasses: (set.applicableClasses ?? []).map((applicable) => applicable.trim()),
      properties: set.properties.map((property): CompactProperty => {
        const dataType = dataTypeOf(property)
        return {
          name: property.name,
          valueKind: property.valueKind,
          ...(dataType ? { dataType } : {}),
          ...(property.enumValues ? { enumValues: property.enumValues } : {}),
        }
      }),
    }
  }

  return {
    schema: version,
    source: {
      schema: schema.source,
      propertySets: psets.source,
      ...(occurrenceTypes ? { occurrenceTypes: occurrenceTypes.source } : {}),
    },
    entities,
    enumerations: Object.fromEntries(sortedKeys(schema.enumerations).map((name) => [name, schema.enumerations[name]!])),
    definedTypes: sortedKeys(schema.definedTypes),
    selects: sortedKeys(schema.selects),
    propertySets,
    ...(occurrenceTypes ? { occurrenceTypes: occurrenceTypes.table } : {}),
  }
}
