/**
 * @module GET /1.2/profile/properties[?pty_pro_id=&sort=] and …/{id}: the catalogue's properties, each with its
 * own mapping problems and how many classes have it; GET /1.2/profile/element_classes/{id}/properties: a
 * class's properties, its own and those of the classes above it (marked inherited), each checked against the
 * class's entity in every version (a set not applicable to it …).
 */
import { notFoundRoute } from "@bimprofile/infra/http/problem"
import type { ClassPropertyDto, PropertyDto, TypePropertyDto } from "@bimprofile/contracts/dto/property-dto"
import { ifcKnowledge } from "@bimprofile/contracts/ifc/ifc-knowledge"
import { checkPropertyTargets } from "@bimprofile/contracts/ifc/mapping-check"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { pathId, queryChoice, queryId } from "@bimprofile/infra/http/validation"
import type { ElementClassRowData, ElementTypeRowData, PropertyRowData } from "@bimprofile/projector/projections/catalogue"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import type { QueryDeps } from "../query-deps"
import type { UserNames } from "../user-names"
import { cachedCatalogueRead, cachedItemRead, type ItemRow, itemAudit, itemOrigin, itemRowOf, mappingProblemsDto, NAME_SORTS, readItem, readItems, sortByName, type StoredItem } from "./catalogue-reads"

const TABLE = "rm_properties"
const COLUMNS = "id, pro_id, data"

export const propertyDto = (row: ItemRow<PropertyRowData>, classCount: number, users: UserNames): PropertyDto => ({
  pty_id: row.id,
  pty_pro_id: row.proId,
  pty_name: row.data.name,
  pty_desc: row.data.desc,
  pty_datatype: row.data.datatype,
  pty_unit: row.data.unit,
  pty_concept: row.data.concept,
  pty_ifc: row.data.ifc,
  pty_uri: row.data.uri,
  pty_vls_id: row.data.valueListId ?? null,
  ...itemOrigin("pty", row),
  pty_problems: mappingProblemsDto(row.data.problems),
  pty_class_count: classCount,
  ...itemAudit("pty", row.data, users),
})

/** How many classes have each property of these projects. */
const readClassCounts = async (sql: SqlQuery, projects: readonly number[]) => {
  const counts = new Map<number, number>()
  if (projects.length === 0) return counts
  const rows = await sql.query<{ property_id: string | number; n: string | number }>(
    "SELECT property_id, count(*) AS n FROM rm_class_properties WHERE pro_id = ANY($1::bigint[]) GROUP BY property_id",
    [projects],
  )
  for (const r of rows) counts.set(Number(r.property_id), Number(r.n))
  return counts
}

/** How many classes have each of these properties (for one class's or type's few, without counting the whole project). */
const readClassCountsOf = async (sql: SqlQuery, propertyIds: readonly number[]) => {
  const counts = new Map<number, number>()
  if (propertyIds.length === 0) return counts
  const rows = await sql.query<{ property_id: string | number; n: string | number }>(
    "SELECT property_id, count(*) AS n FROM rm_class_properties WHERE property_id = ANY($1::bigint[]) GROUP BY property_id",
    [propertyIds],
  )
  for (const r of rows) counts.set(Number(r.property_id), Number(r.n))
  return counts
}

export const propertyRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/", async (c) => {
      const sort = queryChoice(c, "sort", NAME_SORTS) ?? "name_asc"
      const projectId = queryId(c, "pty_pro_id")
      return cachedCatalogueRead(c, deps, projectId, async () => {
        const rows = await readItems<PropertyRowData>(deps, c, TABLE, COLUMNS, projectId)
        const counts = await readClassCounts(deps.sql, [...new Set(rows.map((row) => row.proId))])
        return sortByName(rows, sort).map((row) => propertyDto(row, counts.get(row.id) ?? 0, deps.users))
      })
    })
    // The property copy wizard's path (a POST of the command service) is no property called "copy": its GET is the path's 405.
    .use("/copy", async (c, next) => (c.req.method === "GET" ? notFoundRoute(c) : next()))
    .get("/:id", async (c) => {
      const row = await readItem<PropertyRowData>(deps, c, TABLE, COLUMNS, pathId(c), "property")
      const counts = await readClassCountsOf(deps.sql, [row.id])
      return c.json(propertyDto(row, counts.get(row.id) ?? 0, deps.users))
    })

/** Mounted under /element_types: GET /{id}/properties — the type's properties as assigned, each checked against the type's entity. */
export const typePropertyRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>().get("/:id/properties", (c) => cachedItemRead(c, deps, async (ticket) => {
    const elementType = await readItem<ElementTypeRowData>(deps, c, "rm_element_types", "id, pro_id, data", pathId(c), "element_type", ticket)
    const [assignments, properties] = await Promise.all([
      deps.sql.query<{ property_id: string | number }>("SELECT property_id FROM rm_type_properties WHERE type_id = $1 ORDER BY position", [elementType.id]),
      deps.sql.query<StoredItem<PropertyRowData>>(`SELECT ${COLUMNS} FROM ${TABLE} WHERE id IN (SELECT property_id FROM rm_type_properties WHERE type_id = $1)`, [elementType.id]),
    ])
    const counts = await readClassCountsOf(deps.sql, properties.map((stored) => Number(stored.id)))
    const byId = new Map(properties.map((stored) => [Number(stored.id), itemRowOf(stored as StoredItem<PropertyRowData>)]))
    const answer: TypePropertyDto[] = []
    for (const assignment of assignments) {
      const property = byId.get(Number(assignment.property_id))
      if (!property) continue
      answer.push({
        elt_id: elementType.id,
        property: propertyDto(property, counts.get(property.id) ?? 0, deps.users),
        problems: mappingProblemsDto(checkPropertyTargets(ifcKnowledge, elementType.data.ifc, property.data.ifc)),
      })
    }
    return { projectId: elementType.proId, answer }
  }))

/**
 * The class and the classes above it (nearest first), their properties in the order assigned, and how many
 * classes have each (an index-only count, some µs per property), in one statement.
 * Each class's properties are read in a LATERAL subquery that OFFSET 0 keeps from being flattened: the
 * planner cannot tell how few classes the recursive lineage holds (it guesses 31) and, joining it flat, scans
 * all of the catalogue's assignments and properties (4–5 ms with 10,000 assignments) instead of looking up
 * the few of these classes by index (under 0.5 ms).
 */
const readLineageProperties = (sql: SqlQuery, classId: number) =>
  sql.query<StoredItem<PropertyRowData> & { class_id: string | number; n: string | number }>(
    `WITH RECURSIVE lineage(id, parent_id, depth) AS (
       SELECT id, parent_id, 0 FROM rm_element_classes WHERE id = $1
       UNION ALL SELECT c.id, c.parent_id, l.depth + 1 FROM rm_element_classes c JOIN lineage l ON c.id = l.parent_id WHERE l.depth < 100
     )
     SELECT l.id AS class_id, a.id, a.pro_id, a.data, a.n
     FROM lineage l CROSS JOIN LATERAL (
       SELECT cp.position, p.id, p.pro_id, p.data, (SELECT count(*) FROM rm_class_properties x WHERE x.property_id = p.id) AS n
       FROM rm_class_properties cp JOIN ${TABLE} p ON p.id = cp.property_id
       WHERE cp.class_id = l.id
       OFFSET 0
     ) a
     ORDER BY l.depth, a.position`,
    [classId],
    { prepared: true },
  )

/** Mounted under /element_classes: GET /{id}/properties. */
export const classPropertyRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>().get("/:id/properties", (c) => cachedItemRead(c, deps, async (ticket) => {
    const classId = pathId(c)
    // Both at once, to save a round trip: nothing is answered before readItem has authorised the reader (its
    // 404 discards the rows read beside it).
    const [elementClass, rows] = await Promise.all([
      readItem<ElementClassRowData>(deps, c, "rm_element_classes", "id, pro_id, parent_id, data", classId, "element_class", ticket),
      readLineageProperties(deps.sql, classId),
    ])
    const answer: ClassPropertyDto[] = rows.map((row) => {
      const property = itemRowOf(row as StoredItem<PropertyRowData>)
      const classId = Number(row.class_id)
      return {
        elc_id: elementClass.id,
        property: propertyDto(property, Number(row.n), deps.users),
        inherited: classId !== elementClass.id,
        inherited_from: classId === elementClass.id ? null : classId,
        problems: mappingProblemsDto(checkPropertyTargets(ifcKnowledge, elementClass.data.ifc, property.data.ifc)),
      }
    })
    return { projectId: elementClass.proId, answer }
  }))
