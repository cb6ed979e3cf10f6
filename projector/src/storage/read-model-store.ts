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

/** What to load of one table: rows by id and whole groups by parent (ids are unique across projects). */
export type TableNeeds = { readonly ids: ReadonlySet<number>; readonly parentIds: ReadonlySet<number> }

/**
 * The rows of the given ids and parents, table by table, in one round trip: what a batch's events need
 * (projection `needs`), never all rows of their projects.
 */
export const loadNeededRows = async (
  sql: SqlQuery,
  needs: ReadonlyMap<ReadModelTable, TableNeeds>,
): Promise<{ table: ReadModelTable; row: ReadRow }[]> => {
  const parts: string[] = []
  const params: number[][] = []
  for (const [table, { ids, parentIds }] of needs) {
    if (ids.size === 0 && parentIds.size === 0) continue
    params.push([...ids], [...parentIds])
    parts.push(
      `SELECT '${table}' AS tbl, id, pro_id, parent_id, data FROM ${table} WHERE id = ANY($${params.length - 1}::bigint[]) OR parent_id = ANY($${params.length}::bigint[])`,
    )
  }
  if (parts.length === 0) return []
  return (await sql.query<StoredRow>(parts.join(" UNION ALL "), params)).map((r) => ({ table: r.tbl, row: toReadRow(r) }))
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
  type RowOp = Exclude<RowChange, { op: "deleteProject" }>
  const net = new Map<ReadModelTable, Map<number, RowOp>>()
  const deletedProjects: number[] = []
  for (const change of changes) {
    if (change.op === "deleteProject") {
      // Whatever the batch wrote to the project before is deleted with it.
      for (const byId of net.values()) for (const [id, op] of byId) if (op.op === "upsert" && op.row.proId === change.projectId) byId.delete(id)
      deletedProjects.push(change.projectId)
      continue
    }
    let byId = net.get(change.table)
    if (!byId) net.set(change.table, (byId = new Map()))
    byId.set(change.op === "upsert" ? change.row.id : change.id, change)
  }
  if (deletedProjects.length > 0)
    for (const table of readModelTables) await sql.query(`DELETE FROM ${table} WHERE pro_id = ANY($1::bigint[])`, [deletedProjects])
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
