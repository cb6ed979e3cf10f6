/**
 * @module One md5 over every read-model row, ordered by table and id: two databases (or one before and
 * after a rebuild) hold the same read models exactly when their checksums are equal. jsonb prints its keys
 * in a canonical order, so the order a row's fields were written in does not matter.
 */
import { readModelTables } from "@bimprofile/infra/migrations/003-read-models"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"

export type ReadModelChecksum = { readonly checksum: string; readonly rows: number }

export const readModelChecksum = async (sql: SqlQuery): Promise<ReadModelChecksum> => {
  const union = readModelTables
    .map((table) => `SELECT '${table}' AS tbl, id, concat_ws('|', id, pro_id, coalesce(parent_id::text, '-'), data::text) AS line FROM ${table}`)
    .join(" UNION ALL ")
  const rows = await sql.query<{ checksum: string; rows: number }>(
    `SELECT md5(coalesce(string_agg(line, E'\\n' ORDER BY tbl, id), '')) AS checksum, count(*)::int AS rows FROM (${union}) AS r`,
  )
  return { checksum: rows[0]!.checksum, rows: Number(rows[0]!.rows) }
}
