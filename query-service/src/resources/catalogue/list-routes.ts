/**
 * @module GET /1.2/profile/{group_lists, classifications, material_lists, property_sets}[?<prefix>_pro_id=&sort=]
 * and …/{id}: a catalogue list kind's lists (list-kinds.ts) in the projects the reader may read, each with
 * its fields, how many items it has and the audit fields; one list adds its items in the order they were
 * added (a classification system's may be 50,000: only the one list's).
 */
import { listFields } from "@bimprofile/contracts/catalogue/list-fields"
import { apiFieldName, type ListKind, listKinds } from "@bimprofile/contracts/catalogue/list-kinds"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { pathId, queryChoice, queryId } from "@bimprofile/infra/http/validation"
import { type ListRowData, listTableOf } from "@bimprofile/projector/projections/catalogue-lists"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { JsonText } from "../../answers/json-text"
import type { QueryDeps } from "../query-deps"
import type { UserNames } from "../user-names"
import { cachedCatalogueRead, cachedItemRead, type ItemRow, itemAudit, NAME_SORTS, readItem, readItems, sortByName } from "./catalogue-reads"

/** The fields of a row as the API names them, in the order the kind lists them. */
const apiFields = (prefix: string, fields: readonly string[], data: ListRowData) =>
  Object.fromEntries(fields.map((field) => [`${prefix}_${apiFieldName(field)}`, data[field] ?? null]))

const itemCounts = async (sql: SqlQuery, table: string, lists: readonly number[]) => {
  const counts = new Map<number, number>()
  if (lists.length === 0) return counts
  const rows = await sql.query<{ parent_id: string | number; n: string | number }>(`SELECT parent_id, count(*) AS n FROM ${table} WHERE parent_id = ANY($1::bigint[]) GROUP BY 1`, [lists])
  for (const row of rows) counts.set(Number(row.parent_id), Number(row.n))
  return counts
}

export const listRoutes = (deps: QueryDeps, kind: ListKind) => {
  const { prefix, itemPrefix } = listKinds[kind]
  const table = listTableOf(kind)
  const itemTable = listTableOf(`${kind}_item`)
  const listFieldNames = Object.keys(listFields[kind].list)
  const itemFieldNames = Object.keys(listFields[kind].item)
  const word = kind

  const listDto = (row: ItemRow<ListRowData>, itemCount: number, users: UserNames) => ({
    [`${prefix}_id`]: row.id,
    [`${prefix}_pro_id`]: row.proId,
    ...apiFields(prefix, listFieldNames, row.data),
    [`${prefix}_item_count`]: itemCount,
    [`${prefix}_origin`]: row.origin,
    [`${prefix}_locked`]: row.origin === "reference",
    ...itemAudit(prefix, row.data as ListRowData & { createdAt: string; createdBy: number; changedAt: string | null; changedBy: number | null }, users),
  })
  // One list's items as the API names them, written by PostgreSQL as one JSON text in the order they were
  // added: a classification system of 50,000 items is 5 MB of JSON that Node neither builds nor parses.
  const itemMembers = [`'${itemPrefix}_id', id`, `'${itemPrefix}_${prefix}_id', parent_id`, ...itemFieldNames.map((field) => `'${itemPrefix}_${apiFieldName(field)}', data->'${field}'`)]
  const itemsAsJson =
    `SELECT count(*)::int AS count, coalesce(json_agg(json_build_object(${itemMembers.join(", ")}) ORDER BY coalesce((data->>'position')::numeric, 0), id), '[]')::text AS items ` +
    `FROM ${itemTable} WHERE parent_id = $1`

  return new Hono<ViewerEnv>()
    .get("/", async (c) => {
      const sort = queryChoice(c, "sort", NAME_SORTS) ?? "name_asc"
      const projectId = queryId(c, `${prefix}_pro_id`)
      return cachedCatalogueRead(c, deps, projectId, async () => {
        const rows = await readItems<ListRowData & { name: string }>(deps, c, table, "id, pro_id, data", projectId)
        const counts = await itemCounts(deps.sql, itemTable, rows.map((row) => row.id))
        return sortByName(rows, sort).map((row) => listDto(row, counts.get(row.id) ?? 0, deps.users))
      })
    })
    .get("/:id", (c) =>
      cachedItemRead(c, deps, async () => {
        const row = await readItem<ListRowData>(deps, c, table, "id, pro_id, data", pathId(c), word)
        const [{ count, items }] = (await deps.sql.query<{ count: number; items: string }>(itemsAsJson, [row.id], { prepared: true })) as [{ count: number; items: string }]
        return { projectId: row.proId, answer: JsonText.withMember(listDto(row, count, deps.users), `${prefix}_items`, items) }
      }),
    )
}
