/**
 * @module GET /1.2/profile/value_lists[?vls_pro_id=&sort=] and …/{id}: the value lists of the projects the
 * reader may read, each with its values in the order they were added, how many properties use it, and the
 * flags of spec §5 (EMPTY: no values; UNUSED: no property uses it).
 */
import type { ValueListDto } from "@bimprofile/contracts/dto/value-list-dto"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { pathId, queryChoice, queryId } from "@bimprofile/infra/http/validation"
import type { ValueListItemRowData, ValueListRowData } from "@bimprofile/projector/projections/catalogue"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import type { QueryDeps } from "../query-deps"
import type { UserNames } from "../user-names"
import { cachedCatalogueRead, type ItemRow, itemAudit, itemOrigin, itemRowOf, NAME_SORTS, readItem, readItems, sortByName, type StoredItem } from "./catalogue-reads"

const TABLE = "rm_value_lists"
const COLUMNS = "id, pro_id, data"

type Uses = { readonly items: Map<number, ItemRow<ValueListItemRowData>[]>; readonly properties: Map<number, number> }

/** The values of these lists (in order) and how many properties use each list. */
const readUses = async (sql: SqlQuery, lists: readonly number[], projects: readonly number[]): Promise<Uses> => {
  const items = new Map<number, ItemRow<ValueListItemRowData>[]>()
  const properties = new Map<number, number>()
  if (lists.length === 0) return { items, properties }
  const [stored, counts] = await Promise.all([
    sql.query<StoredItem<ValueListItemRowData>>("SELECT id, pro_id, parent_id, data FROM rm_value_list_items WHERE parent_id = ANY($1::bigint[])", [lists]),
    sql.query<{ list_id: string | number; n: string | number }>(
      `SELECT (data->>'valueListId')::bigint AS list_id, count(*) AS n FROM rm_properties
       WHERE pro_id = ANY($1::bigint[]) AND data->>'valueListId' IS NOT NULL GROUP BY 1`,
      [projects],
    ),
  ])
  for (const row of stored.map((r) => itemRowOf(r)).sort((a, b) => a.data.position - b.data.position)) {
    const list = items.get(row.parentId!) ?? []
    list.push(row)
    items.set(row.parentId!, list)
  }
  for (const r of counts) properties.set(Number(r.list_id), Number(r.n))
  return { items, properties }
}

const valueListDto = (row: ItemRow<ValueListRowData>, uses: Uses, users: UserNames): ValueListDto => {
  const items = uses.items.get(row.id) ?? []
  const propertyCount = uses.properties.get(row.id) ?? 0
  return {
    vls_id: row.id,
    vls_pro_id: row.proId,
    vls_name: row.data.name,
    vls_desc: row.data.desc,
    vls_ifc: row.data.ifc,
    vls_items: items.map((item) => ({ vli_id: item.id, vli_name: item.data.name, vli_desc: item.data.desc, vli_ifc: item.data.ifc, vli_uri: item.data.uri })),
    vls_property_count: propertyCount,
    vls_flags: [...(items.length === 0 ? (["EMPTY"] as const) : []), ...(propertyCount === 0 ? (["UNUSED"] as const) : [])],
    ...itemOrigin("vls", row),
    ...itemAudit("vls", row.data, users),
  }
}

export const valueListRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/", async (c) => {
      const sort = queryChoice(c, "sort", NAME_SORTS) ?? "name_asc"
      const projectId = queryId(c, "vls_pro_id")
      return cachedCatalogueRead(c, deps, projectId, async () => {
        const rows = await readItems<ValueListRowData>(deps, c, TABLE, COLUMNS, projectId)
        const uses = await readUses(deps.sql, rows.map((row) => row.id), [...new Set(rows.map((row) => row.proId))])
        return sortByName(rows, sort).map((row) => valueListDto(row, uses, deps.users))
      })
    })
    .get("/:id", async (c) => {
      const row = await readItem<ValueListRowData>(deps, c, TABLE, COLUMNS, pathId(c), "value_list")
      return c.json(valueListDto(row, await readUses(deps.sql, [row.id], [row.proId]), deps.users))
    })
