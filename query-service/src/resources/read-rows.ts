/** @module Loads read-model rows of some projects (or all) in one round trip, grouped by project. */
import { readModelTables } from "@bimprofile/infra/migrations/003-read-models"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { emptyProjectRows, type ProjectRows, type ReadModelTable } from "@bimprofile/projector/projection"

type RawRow = { tbl: ReadModelTable; id: number; pro_id: number; parent_id: number | null; data: Record<string, unknown> }

export const loadRows = async (
  sql: SqlQuery,
  projectIds: readonly number[] | "all",
  tables: readonly ReadModelTable[] = readModelTables,
): Promise<Map<number, ProjectRows>> => {
  const where = projectIds === "all" ? "" : "WHERE pro_id = ANY($1::bigint[])"
  const query = tables.map((table) => `SELECT '${table}' AS tbl, id, pro_id, parent_id, data FROM ${table} ${where}`).join(" UNION ALL ")
  const raw = await sql.query<RawRow>(query, projectIds === "all" ? [] : [projectIds])
  const byProject = new Map<number, ProjectRows>()
  for (const r of raw) {
    const proId = Number(r.pro_id)
    let rows = byProject.get(proId)
    if (!rows) byProject.set(proId, (rows = emptyProjectRows()))
    rows[r.tbl].set(Number(r.id), { id: Number(r.id), proId, parentId: r.parent_id === null ? null : Number(r.parent_id), data: r.data })
  }
  return byProject
}

/** The project an entity row belongs to, or undefined. */
export const projectOfRow = async (sql: SqlQuery, table: ReadModelTable, id: number): Promise<number | undefined> => {
  const rows = await sql.query<{ pro_id: number }>(`SELECT pro_id FROM ${table} WHERE id = $1`, [id])
  return rows[0] ? Number(rows[0].pro_id) : undefined
}

/** Row counts per project and table, for statistics of project lists without loading every row. */
export const countRows = async (sql: SqlQuery, tables: readonly ReadModelTable[]): Promise<Map<number, Partial<Record<ReadModelTable, number>>>> => {
  const query = tables.map((table) => `SELECT '${table}' AS tbl, pro_id, count(*) AS n FROM ${table} GROUP BY pro_id`).join(" UNION ALL ")
  const counts = new Map<number, Partial<Record<ReadModelTable, number>>>()
  for (const r of await sql.query<{ tbl: ReadModelTable; pro_id: number; n: number }>(query)) {
    const proId = Number(r.pro_id)
    counts.set(proId, { ...counts.get(proId), [r.tbl]: Number(r.n) })
  }
  return counts
}
