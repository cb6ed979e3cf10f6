/**
 * @module GET /1.2/profile/ifc/entities, …/property_sets and …/properties: the IFC pickers' search in one IFC
 * version (contracts/src/ifc/ifc-search.ts over the shipped knowledge). The same for every reader and every
 * deployment of this build, so answers may be cached by the browser.
 */
import type { IfcEntityDto, IfcPropertyDto, IfcPropertySetDto } from "@bimprofile/contracts/dto/ifc-dto"
import { ifcKnowledge } from "@bimprofile/contracts/ifc/ifc-knowledge"
import type { IfcSchemaIndex } from "@bimprofile/contracts/ifc/ifc-schema-index"
import { searchEntities, searchProperties, searchPropertySets } from "@bimprofile/contracts/ifc/ifc-search"
import { IFC_VERSIONS, type IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { queryChoice, queryFlag, queryLimit, queryText } from "@bimprofile/infra/http/validation"
import { type Context, Hono } from "hono"

/** At most this many rows per answer: a picker shows a short list and the user narrows it by typing. */
export const MAX_IFC_RESULTS = 100
const CACHE_CONTROL = "private, max-age=3600"

const invalidParameter = (name: string, message: string, code = "VALIDATION") => new HttpProblem(400, code, message, { [name]: message })
/** A name the version does not know: it depends on the IFC knowledge, not on the request's shape. */
const unknownName = (name: string, message: string) => invalidParameter(name, message, "UNKNOWN_IFC_NAME")

const versionOf = (c: Context): IfcVersion => {
  const version = queryChoice(c, "ifc_version", IFC_VERSIONS)
  if (!version) throw invalidParameter("ifc_version", `Die IFC-Version fehlt: ${IFC_VERSIONS.join(", ")}.`)
  return version
}

/** An entity named in a parameter, in EXPRESS case; one the version does not know is a 400 naming it. */
const entityParameter = (c: Context, schema: IfcSchemaIndex, name: string): string | undefined => {
  const text = queryText(c, name)
  if (text === undefined) return undefined
  const entity = schema.entity(text)
  if (!entity) throw unknownName(name, `«${text}» ist in ${schema.version} keine IFC-Entität.`)
  return entity.name
}

const entityDto = (schema: IfcSchemaIndex, name: string): IfcEntityDto => {
  const entity = schema.entity(name)!
  return { ifc_version: schema.version, entity: entity.name, abstract: entity.abstract, supertype: entity.supertypes[0] ?? null, predefined_types: [...entity.predefinedTypes] }
}

export const ifcRoutes = () =>
  new Hono()
    .use(async (c, next) => {
      await next()
      if (c.res.status === 200) c.header("Cache-Control", CACHE_CONTROL)
    })
    .get("/entities", (c) => {
      const schema = ifcKnowledge(versionOf(c))
      const under = entityParameter(c, schema, "under")
      const names = searchEntities(schema, queryText(c, "q") ?? "", {
        limit: queryLimit(c, "limit", MAX_IFC_RESULTS) ?? 20,
        abstract: queryFlag(c, "abstract"),
        ...(under && { under }),
      })
      return c.json(names.map((name) => entityDto(schema, name)))
    })
    .get("/property_sets", (c) => {
      const schema = ifcKnowledge(versionOf(c))
      const entity = entityParameter(c, schema, "entity")
      const kind = queryChoice(c, "kind", ["PSET", "QTO"] as const)
      const sets = searchPropertySets(schema, queryText(c, "q") ?? "", {
        limit: queryLimit(c, "limit", MAX_IFC_RESULTS) ?? 20,
        ...(entity && { entity, predefinedType: queryText(c, "predefined_type") ?? null }),
        ...(kind && { kind }),
      })
      return c.json(
        sets.map((set): IfcPropertySetDto => ({ ifc_version: schema.version, pset: set.name, kind: set.kind, applicable: [...set.applicableClasses], property_count: set.properties.length })),
      )
    })
    .get("/properties", (c) => {
      const schema = ifcKnowledge(versionOf(c))
      const entity = entityParameter(c, schema, "entity")
      const pset = queryText(c, "pset")
      if (pset !== undefined && !schema.propertySet(pset)) throw unknownName("pset", `«${pset}» ist in ${schema.version} kein Standard-Property-Set.`)
      const kind = queryChoice(c, "kind", ["PSET", "QTO"] as const)
      const properties = searchProperties(schema, queryText(c, "q") ?? "", {
        limit: queryLimit(c, "limit", MAX_IFC_RESULTS) ?? 20,
        ...(pset && { propertySet: pset }),
        ...(entity && { entity, predefinedType: queryText(c, "predefined_type") ?? null }),
        ...(kind && { kind }),
      })
      return c.json(
        properties.map(
          (property): IfcPropertyDto => ({
            ifc_version: schema.version,
            pset: property.propertySet,
            property: property.name,
            data_type: property.dataType ?? null,
            value_kind: property.valueKind,
            enum_values: [...(property.enumValues ?? [])],
          }),
        ),
      )
    })
