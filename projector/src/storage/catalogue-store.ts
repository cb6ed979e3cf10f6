/**
 * @module Writing the catalogue read model (migration 011): a batch's changes in order, inside the batch's
 * transaction; a rebuild replaces all rows at once. `has_problems` mirrors the row's problems, so the
 * element class list's `problems` filter needs no jsonb test.
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { type CatalogueChange, type CatalogueRows, type ElementClassRow, hasErrors } from "../projections/catalogue"

const CHUNK = 2_000

export const writeCatalogueChanges = async (sql: SqlQuery, changes: readonly CatalogueChange[]): Promise<void> => {
  for (const change of changes) {
    switch (change.op) {
      case "insertClass":
        await insertClasses(sql, [change.row])
        break
      case "patchClass": {
        const problems = change.fields.problems
        await sql.query(
          `UPDATE rm_element_classes SET data = data || $2::jsonb,
             parent_id = CASE WHEN $3::boolean THEN $4::bigint ELSE parent_id END,
             has_problems = coalesce($5::boolean, has_problems)
           WHERE id = $1`,
          [change.id, JSON.stringify(change.fields), change.parentId !== undefined, change.parentId ?? null, problems ? hasErrors(problems) : null],
        )
        break
      }
      case "deleteClass":
        await sql.query("DELETE FROM rm_element_classes WHERE id = $1", [change.id])
        break
      case "deleteProject":
        await sql.query("DELETE FROM rm_element_classes WHERE pro_id = $1", [change.proId])
        break
    }
  }
}

const insertClasses = async (sql: SqlQuery, rows: readonly ElementClassRow[]) => {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK)
    await sql.query(
      `INSERT INTO rm_element_classes (id, pro_id, parent_id, has_problems, data)
       SELECT r.id, r.pro_id, r.parent_id, r.has_problems, r.data FROM jsonb_to_recordset($1::jsonb)
         AS r(id bigint, pro_id bigint, parent_id bigint, has_problems boolean, data jsonb)
       ON CONFLICT (id) DO UPDATE SET pro_id = EXCLUDED.pro_id, parent_id = EXCLUDED.parent_id, has_problems = EXCLUDED.has_problems, data = EXCLUDED.data`,
      [JSON.stringify(chunk.map((row) => ({ id: row.id, pro_id: row.proId, parent_id: row.parentId, has_problems: hasErrors(row.data.problems), data: row.data })))],
    )
  }
}

export const replaceCatalogueRows = async (sql: SqlQuery, rows: CatalogueRows): Promise<number> => {
  await sql.query("DELETE FROM rm_element_classes")
  await insertClasses(sql, [...rows.elementClasses.values()])
  return rows.elementClasses.size
}
