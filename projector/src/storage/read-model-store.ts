/** @module Reading and writing read-model rows and projector checkpoints, in bulk. */
import { readModelTables } from "@bimprofile/infra/migrations/003-read-models"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { emptyProjectRows, type ProjectRows, type ReadModelTable, type ReadRow, type RowChange } from "../projection"

const CHUNK = 2_000

/** All rows of one project, in one round trip. */
export const loadProjectRows = async (sql: SqlQuery, projectId: number): Promise<ProjectRows> => {
  const union = readModelTables
    .map((table) => `SELECT '${table}' AS tbl, id, pro_id, parent_id, data FROM ${table} WHERE pro_id = $1`)
    .join(" UNION ALL ")
  const rows = emptyProjectRows()
  for (const r of await sql.query<{ tbl: ReadModelTable; id: number; pro_id: number; parent_id: number | null; data: Record<string, unknown> }>(union, [projectId])) {
    rows[r.tbl].set(Number(r.id), { id: Number(r.id), proId: Number(r.pro_id), parentId: r.parent_id === null ? null : Number(r.parent_id), data: r.data })
  }
  return rows
}

/** Writes the net effect of a list of changes (last change per row wins). */
export const writeChanges = async (sql: SqlQuery, changes: Iterable<RowChange>): Promise<void> => {
  const net = new Map<string, RowChange>()
  for (const change of changes) net.set(`${change.table}:${change.op === "upsert" ? change.row.id : change.id}`, change)
  const upserts = new Map<ReadModelTable, ReadRow[]>()
  const deletes = new Map<ReadModelTable, number[]>()
  for (const change of net.values()) {
    if (change.op === "upsert") upserts.set(change.table, [...(upserts.get(change.table) ?? []), change.row])
    else deletes.set(change.table, [...(deletes.get(change.table) ?? []), change.id])
  }
  for (const [table, ids] of deletes) await sql.query(`DELETE FROM ${table} WHERE id = ANY($1::bigint[])`, [ids])
  for (const [table, rows] of upserts) await insertRows(sql, table, rows, true)
}

export const insertRows = async (sql: SqlQuery, table: ReadModelTable, rows: readonly ReadRow[], upsert: boolean) => {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((r) => ({ id: r.id, pro_id: r.proId, parent_id: r.parentId, data: r.data }))
    await sql.query(
      `INSERT INTO ${table} (id, pro_id, parent_id, data)
       SELECT id, pro_id, parent_id, data FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, pro_id bigint, parent_id bigint, data jsonb)
       ${upsert ? "ON CONFLICT (id) DO UPDATE SET pro_id = EXCLUDED.pro_id, parent_id = EXCLUDED.parent_id, data = EXCLUDED.data" : ""}`,
      [JSON.stringify(chunk)],
    )
  }
}

export type Checkpoint = { position: number; version: number }

export const readCheckpoint = async (sql: SqlQuery, name: string): Promise<Checkpoint | undefined> => {
  const rows = await sql.query<{ position: number; version: number }>(
    "SELECT position, version FROM projector_checkpoints WHERE name = $1",
    [name],
  )
  return rows[0] ? { position: Number(rows[0].position), version: Number(rows[0].version) } : undefined
}

/**
 * Moves the checkpoint from `from` to `to`; false when another runner moved it first (then the caller's
 * transaction must roll back, so nothing is applied twice).
 */
export const advanceCheckpoint = async (sql: SqlQuery, name: string, version: number, from: number, to: number): Promise<boolean> => {
  const rows = await sql.query(
    `INSERT INTO projector_checkpoints (name, position, version) VALUES ($1, $3, $4)
     ON CONFLICT (name) DO UPDATE SET position = $3, version = $4, updated_at = now()
     WHERE projector_checkpoints.position = $2
     RETURNING position`,
    [name, from, to, version],
  )
  return rows.length === 1
}
