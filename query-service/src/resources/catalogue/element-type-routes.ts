/**
 * @module GET /1.2/profile/element_types[?elt_pro_id=&sort=] and …/{id}: the element class types of the
 * projects the reader may read, each with how many of its project's classes name it.
 */
import type { ElementTypeDto } from "@bimprofile/contracts/dto/element-type-dto"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { pathId, queryChoice, queryId } from "@bimprofile/infra/http/validation"
import type { ElementTypeRowData } from "@bimprofile/projector/projections/catalogue"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import type { QueryDeps } from "../query-deps"
import type { UserNames } from "../user-names"
import { cachedCatalogueRead, type ItemRow, itemAudit, itemOrigin, mappingProblemsDto, NAME_SORTS, readItem, readItems, sortByName } from "./catalogue-reads"

const TABLE = "rm_element_types"
const COLUMNS = "id, pro_id, data"

const elementTypeDto = (row: ItemRow<ElementTypeRowData>, classCount: number, users: UserNames): ElementTypeDto => ({
  elt_id: row.id,
  elt_pro_id: row.proId,
  elt_name: row.data.name,
  elt_desc: row.data.desc,
  elt_ifc: row.data.ifc,
  elt_uri: row.data.uri,
  ...itemOrigin("elt", row),
  elt_problems: mappingProblemsDto(row.data.problems),
  elt_class_count: classCount,
  ...itemAudit("elt", row.data, users),
})

/** How many classes name each type of these projects. */
const readClassCounts = async (sql: SqlQuery, projects: readonly number[]) => {
  const counts = new Map<number, number>()
  if (projects.length === 0) return counts
  const rows = await sql.query<{ type_id: string | number; n: string | number }>(
    `SELECT (data->>'typeId')::bigint AS type_id, count(*) AS n FROM rm_element_classes
     WHERE pro_id = ANY($1::bigint[]) AND data->>'typeId' IS NOT NULL GROUP BY 1`,
    [projects],
  )
  for (const r of rows) counts.set(Number(r.type_id), Number(r.n))
  return counts
}

export const elementTypeRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/", async (c) => {
      const sort = queryChoice(c, "sort", NAME_SORTS) ?? "name_asc"
      const projectId = queryId(c, "elt_pro_id")
      return cachedCatalogueRead(c, deps, projectId, async () => {
        const rows = await readItems<ElementTypeRowData>(deps, c, TABLE, COLUMNS, projectId)
        const counts = await readClassCounts(deps.sql, [...new Set(rows.map((row) => row.proId))])
        return sortByName(rows, sort).map((row) => elementTypeDto(row, counts.get(row.id) ?? 0, deps.users))
      })
    })
    .get("/:id", async (c) => {
      const row = await readItem<ElementTypeRowData>(deps, c, TABLE, COLUMNS, pathId(c), "element_type")
      const counts = await readClassCounts(deps.sql, [row.proId])
      return c.json(elementTypeDto(row, counts.get(row.id) ?? 0, deps.users))
    })
