/**
 * @module What the `reference/` group reads besides the project views (query-deps.ts) and the catalogue
 * totals they carry (structure-reads.ts `readCatalogueTotals`): which projects are reference projects, and
 * the rest of their data catalogue in figures — properties, value lists, the catalogue's lists and the
 * requirements — counted in the database, one statement for all projects asked.
 */
import { REFERENCE_PROJECT_TYPE_CODE } from "@bimprofile/contracts/codes"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"

/** The ids of every reference project (type code "pro-ref"), ascending; readable by everyone signed in. */
export const readReferenceProjectIds = async (sql: SqlQuery): Promise<number[]> => {
  const rows = await sql.query<{ id: string | number }>(`SELECT id FROM rm_projects WHERE data->>'typeCode' = $1 ORDER BY id`, [REFERENCE_PROJECT_TYPE_CODE], { prepared: true })
  return rows.map((r) => Number(r.id))
}

/** Counted per project: the tables of the catalogue projection that `readCatalogueTotals` does not count. */
const COUNTED = {
  properties: "rm_properties",
  valueLists: "rm_value_lists",
  groupLists: "rm_group_lists",
  classifications: "rm_classifications",
  materialLists: "rm_material_lists",
  propertySets: "rm_property_sets",
  requirements: "rm_requirements",
} as const

export type CatalogueSize = { readonly [K in keyof typeof COUNTED]: number }

const none = (): CatalogueSize => ({ properties: 0, valueLists: 0, groupLists: 0, classifications: 0, materialLists: 0, propertySets: 0, requirements: 0 })

/** Project id → its catalogue's items of each kind (zeros for a project without any). */
export const readCatalogueSizes = async (sql: SqlQuery, projectIds: readonly number[]): Promise<Map<number, CatalogueSize>> => {
  const sizes = new Map<number, CatalogueSize>(projectIds.map((id) => [id, none()]))
  if (projectIds.length === 0) return sizes
  const statement = Object.entries(COUNTED)
    .map(([kind, table]) => `SELECT '${kind}' AS kind, pro_id, count(*) AS n FROM ${table} WHERE pro_id = ANY($1::bigint[]) GROUP BY pro_id`)
    .join(" UNION ALL ")
  const rows = await sql.query<{ kind: keyof CatalogueSize; pro_id: string | number; n: string | number }>(statement, [projectIds], { prepared: true })
  for (const r of rows) sizes.set(Number(r.pro_id), { ...sizes.get(Number(r.pro_id))!, [r.kind]: Number(r.n) })
  return sizes
}
