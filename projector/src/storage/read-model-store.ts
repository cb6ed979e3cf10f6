/** @module Reading and writing read-model rows and projector checkpoints, in bulk. */
import { readModelTables } from "@bimprofile/infra/migrations/003-read-models"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { emptyProjectRows, type ProjectRows, type ReadModelTable, type ReadRow, type RowChange } from "../projection"

const CHUNK = 5_000

type StoredRow = { tbl: ReadModelTable; id: number; pro_id: number; parent_id: number | null; data: Record<string, unknown> }

const toReadRow = (r: StoredRow): ReadRow => ({
  id: Number(r.id),
  proId: Number(r.pro_id),
  parentId: r.parent_id === null ? null : Number(r.parent_id),
  data: r.data,
})

/** All rows of one project, in one round trip. */
export const loadProjectRows = async (sql: SqlQuery, projectId: number): Promise<ProjectRows> =>
  (await loadRowsOfProjects(sql, [projectId])).get(projectId)!

/** All rows of the given projects, in one round trip; a project without rows gets empty tables. */
export const loadRowsOfProjects = async (sql: SqlQuery, projectIds: readonly number[]): Promise<Map<number, ProjectRows>> => {
  const projects = new Map<number, ProjectRows>(projectIds.map((id) => [id, emptyProjectRows()]))
  if (projectIds.length === 0) return projects
  const union = readModelTables
    .map((table) => `SELECT '${table}' AS tbl, id, pro_id, parent_id, data FROM ${table} WHERE pro_id = ANY($1::bigint[])`)
    .join(" UNION ALL ")
  for (const r of await sql.query<StoredRow>(union, [projectIds])) {
    const row = toReadRow(r)
    projects.get(row.proId)?.[r.tbl].set(row.id, row)
  }
  return projects
}

/** Every row of every project (tests and tools compare whole read models with it). */
export const loadAllRows = async (sql: SqlQuery): Promise<Map<number, ProjectRows>> => {
  const projects = new Map<number, ProjectRows>()
  for (const table of readModelTables) {
    for (const r of await sql.query<StoredRow>(`SELECT id, pro_id, parent_id, data FROM ${table}`)) {
      const row = toReadRow(r)
      let rows = projects.get(row.proId)
      if (!rows) projects.set(row.proId, (rows = emptyProjectRows()))
      rows[table].set(row.id, row)
    }
  }
  return projects
}

/** Writes the net effect of a list of changes (last change per row wins). */
export const writeChanges = async (sql: SqlQuery, changes: Iterable<RowChange>): Promise<void> => {
  const net = new Map<ReadModelTable, Map<number, RowChange>>()
  for (const change of changes) {
    let byId = net.get(change.table)
    if (!byId) net.set(change.table, (byId = new Map()))
    byId.set(change.op === "upsert" ? change.row.id : change.id, change)
  }
  for (const [table, byId] of net) {
    const ids: number[] = []
    for (const change of byId.values()) if (change.op === "delete") ids.push(change.id)
    if (ids.length > 0) await sql.query(`DELETE FROM ${table} WHERE id = ANY($1::bigint[])`, [ids])
  }
  for (const [table, byId] of net) {
    const rows: ReadRow[] = []
    for (const change of byId.values()) if (change.op === "upsert") rows.push(change.row)
    await insertRows(sql, table, rows, true)
  }
}

/**
 * Inserts rows in chunks, each one statement over a JSON array: one JSON.stringify and one parse in the
 * database per chunk, instead of parameters per row.
 */
export const insertRows = async (sql: SqlQuery, table: ReadModelTable, rows: readonly ReadRow[], upsert: boolean) => {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK)
    await sql.query(
      `INSERT INTO ${table} (id, pro_id, parent_id, data)
       SELECT "id", "proId", "parentId", "data" FROM jsonb_to_recordset($1::jsonb) AS r("id" bigint, "proId" bigint, "parentId" bigint, "data" jsonb)
       ${upsert ? "ON CONFLICT (id) DO UPDATE SET pro_id = EXCLUDED.pro_id, parent_id = EXCLUDED.parent_id, data = EXCLUDED.data" : ""}`,
      [JSON.stringify(chunk)],
    )
  }
}

export type Checkpoint = { position: number; version: number; updatedAt: string }

export const readCheckpoint = async (sql: SqlQuery, name: string): Promise<Checkpoint | undefined> => {
  const rows = await sql.query<{ position: number; version: number; updated_at: Date | string }>(
    "SELECT position, version, updated_at FROM projector_checkpoints WHERE name = $1",
    [name],
  )
  const row = rows[0]
  return row ? { position: Number(row.position), version: Number(row.version), updatedAt: new Date(row.updated_at).toISOString() } : undefined
}

/** Sets the checkpoint whatever it was (a rebuild); takes its row lock for the rest of the transaction. */
export const writeCheckpoint = async (sql: SqlQuery, name: string, version: number, position: number): Promise<void> => {
  await sql.query(
    `INSERT INTO projector_checkpoints (name, position, version) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET position = $2, version = $3, updated_at = now()`,
    [name, position, version],
  )
}

/**
 * Moves the checkpoint from `from` to `to`; false when another runner moved it first. Run it FIRST in the
 * batch's transaction: it takes the checkpoint's row lock, so a second runner waits here, then finds the
 * checkpoint moved and rolls back before it wrote a single row.
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
