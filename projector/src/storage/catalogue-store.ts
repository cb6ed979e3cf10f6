/**
 * @module Writing the catalogue read model (migrations 011–016): a batch's changes in order, inside the
 * batch's transaction; a rebuild replaces all rows at once. `has_problems` mirrors the row's problems, so a
 * list's `problems` filter needs no jsonb test. Classes (their parent class), values and list items (their list) and requirements (their activity) have a `parent_id`.
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import {
  type AssignmentOwner,
  type AssignmentRow,
  assignmentsOf,
  assignmentTables,
  type CatalogueChange,
  type CatalogueKind,
  type CatalogueRows,
  catalogueTableOf,
  catalogueTables,
  hasErrors,
} from "../projections/catalogue"

const CHUNK = 2_000
const HAS_PARENT = (kind: CatalogueKind) => kind === "elementClasses" || kind === "valueListItems" || kind === "requirements" || kind.endsWith("_item")
type Row = CatalogueRows[CatalogueKind] extends Map<number, infer R> ? R : never

export const writeCatalogueChanges = async (sql: SqlQuery, changes: readonly CatalogueChange[]): Promise<void> => {
  for (let i = 0; i < changes.length; ) {
    const change = changes[i]!
    // A run of inserts (or of plain patches) of one kind — an upload's thousands of items — is one statement per chunk.
    const run = runOf(changes, i)
    if (run.length > 1) {
      if (change.op === "insert") await insertRows(sql, change.kind, run.map((c) => (c as Extract<CatalogueChange, { op: "insert" }>).row as Row))
      else await patchRows(sql, (change as Extract<CatalogueChange, { op: "patch" }>).kind, run as Extract<CatalogueChange, { op: "patch" }>[])
      i += run.length
      continue
    }
    await writeOne(sql, change)
    i++
  }
}

type Patch = Extract<CatalogueChange, { op: "patch" }>
const isPlainPatch = (change: CatalogueChange): change is Patch => change.op === "patch" && change.parentId === undefined

/** The changes from `start` on that can be written together: inserts, or plain patches, of one kind. */
const runOf = (changes: readonly CatalogueChange[], start: number): CatalogueChange[] => {
  const first = changes[start]!
  if (first.op !== "insert" && !isPlainPatch(first)) return [first]
  let end = start + 1
  while (end < changes.length) {
    const next = changes[end]!
    if (next.op !== first.op || (next as Patch).kind !== (first as Patch).kind || (first.op === "patch" && !isPlainPatch(next))) break
    end++
  }
  return changes.slice(start, end)
}

const writeOne = async (sql: SqlQuery, change: CatalogueChange): Promise<void> => {
  if (change.op === "deleteProject") {
    for (const table of catalogueTables) await sql.query(`DELETE FROM ${table} WHERE pro_id = $1`, [change.proId])
    return
  }
  if (change.op === "assign") return insertAssignments(sql, change.owner, [change.row])
  if (change.op === "unassign") {
    const { table, column } = assignmentTables[change.owner]
    if (change.propertyId === undefined) await sql.query(`DELETE FROM ${table} WHERE ${column} = $1`, [change.ownerId])
    else await sql.query(`DELETE FROM ${table} WHERE ${column} = $1 AND property_id = $2`, [change.ownerId, change.propertyId])
    return
  }
  const table = catalogueTableOf[change.kind]
  switch (change.op) {
    case "insert":
      return insertRows(sql, change.kind, [change.row as Row])
    case "patch": {
      const problems = change.fields.problems as Parameters<typeof hasErrors>[0] | undefined
      const parent = HAS_PARENT(change.kind) ? ", parent_id = CASE WHEN $4::boolean THEN $5::bigint ELSE parent_id END" : ""
      await sql.query(`UPDATE ${table} SET data = data || $2::jsonb, has_problems = coalesce($3::boolean, has_problems)${parent} WHERE id = $1`, [
        change.id,
        JSON.stringify(change.fields),
        problems ? hasErrors(problems) : null,
        ...(HAS_PARENT(change.kind) ? [change.parentId !== undefined, change.parentId ?? null] : []),
      ])
      return
    }
    case "delete":
      await sql.query(`DELETE FROM ${table} WHERE id = $1`, [change.id])
      return
    case "deleteChildren":
      await sql.query(`DELETE FROM ${table} WHERE parent_id = $1`, [change.parentId])
      return
  }
}

/** Plain patches of one kind (no parent change), merged in order: a later patch of a row wins, as one by one. */
const patchRows = async (sql: SqlQuery, kind: CatalogueKind, patches: readonly Patch[]) => {
  const merged = new Map<number, Record<string, unknown>>()
  for (const patch of patches) merged.set(patch.id, { ...merged.get(patch.id), ...patch.fields })
  const rows = [...merged].map(([id, fields]) => {
    const problems = fields.problems as Parameters<typeof hasErrors>[0] | undefined
    return { id, fields, has_problems: problems ? hasErrors(problems) : null }
  })
  for (let i = 0; i < rows.length; i += CHUNK)
    await sql.query(
      `UPDATE ${catalogueTableOf[kind]} AS t SET data = t.data || r.fields, has_problems = coalesce(r.has_problems, t.has_problems)
       FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, fields jsonb, has_problems boolean) WHERE t.id = r.id`,
      [JSON.stringify(rows.slice(i, i + CHUNK))],
    )
}

const insertRows = async (sql: SqlQuery, kind: CatalogueKind, rows: readonly Row[]) => {
  const parent = HAS_PARENT(kind)
  const columns = parent ? "id, pro_id, parent_id, has_problems, data" : "id, pro_id, has_problems, data"
  const types = parent ? "id bigint, pro_id bigint, parent_id bigint, has_problems boolean, data jsonb" : "id bigint, pro_id bigint, has_problems boolean, data jsonb"
  const updates = columns.split(", ").filter((column) => column !== "id").map((column) => `${column} = EXCLUDED.${column}`).join(", ")
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK)
    await sql.query(
      `INSERT INTO ${catalogueTableOf[kind]} (${columns})
       SELECT ${columns} FROM jsonb_to_recordset($1::jsonb) AS r(${types})
       ON CONFLICT (id) DO UPDATE SET ${updates}`,
      [JSON.stringify(chunk.map((row) => ({ id: row.id, pro_id: row.proId, parent_id: row.parentId, has_problems: hasErrors(row.data.problems), data: row.data })))],
    )
  }
}

const insertAssignments = async (sql: SqlQuery, owner: AssignmentOwner, rows: readonly AssignmentRow[]) => {
  const { table, column } = assignmentTables[owner]
  for (let i = 0; i < rows.length; i += CHUNK)
    await sql.query(
      `INSERT INTO ${table} (${column}, property_id, pro_id, position)
       SELECT owner_id, property_id, pro_id, position FROM jsonb_to_recordset($1::jsonb) AS r(owner_id bigint, property_id bigint, pro_id bigint, position bigint)
       ON CONFLICT (${column}, property_id) DO UPDATE SET pro_id = EXCLUDED.pro_id, position = EXCLUDED.position`,
      [JSON.stringify(rows.slice(i, i + CHUNK).map((row) => ({ owner_id: row.ownerId, property_id: row.propertyId, pro_id: row.proId, position: row.position })))],
    )
}

export const replaceCatalogueRows = async (sql: SqlQuery, rows: CatalogueRows): Promise<number> => {
  let count = 0
  for (const owner of ["class", "type"] as const) {
    await sql.query(`DELETE FROM ${assignmentTables[owner].table}`)
    const assignments = [...assignmentsOf(rows, owner).values()]
    await insertAssignments(sql, owner, assignments)
    count += assignments.length
  }
  for (const kind of Object.keys(catalogueTableOf) as CatalogueKind[]) {
    await sql.query(`DELETE FROM ${catalogueTableOf[kind]}`)
    await insertRows(sql, kind, [...rows[kind].values()])
    count += rows[kind].size
  }
  return count
}
