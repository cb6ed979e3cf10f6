/**
 * @module The documented column layout of a classification upload (issue 9): a header row
 * `code,name,long_name,description,parent_code` — code and name needed, the others optional, any order —
 * then one item per row. Turns the file's rows (from read-csv.ts or read-xlsx.ts) into the rows the import
 * command takes; a row's line is the file's (the header is line 1).
 */
import { mapInSlices } from "@bimprofile/infra/jobs/in-slices"
import type { ImportRow } from "../../project-commands"

export const UPLOAD_COLUMNS = ["code", "name", "long_name", "description", "parent_code"] as const
/** More rows than any classification system has (eBKP-H: ~1,000; Uniclass: ~20,000). */
export const MAX_UPLOAD_ROWS = 100_000

/** A refusal of the file as a whole: the line (null: the file itself) and why, in the user's words. */
export class UploadRefused extends Error {
  constructor(
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(line === null ? reason : `Zeile ${line}: ${reason}`)
  }
}

/** A row as read: its line and its cells. */
export type RawRow = { readonly line: number; readonly cells: readonly string[] }

const FIELD_OF: Record<(typeof UPLOAD_COLUMNS)[number], string | null> = { code: "code", name: "name", long_name: "longName", description: "desc", parent_code: null }

export const rowsOfTable = async (header: RawRow, rows: readonly RawRow[]): Promise<ImportRow[]> => {
  const columns = header.cells.map((cell) => cell.trim().toLowerCase())
  const unknown = columns.find((column) => !(UPLOAD_COLUMNS as readonly string[]).includes(column))
  if (unknown !== undefined) throw new UploadRefused(header.line, `Unbekannte Spalte «${unknown}». Erwartet wird die Kopfzeile ${UPLOAD_COLUMNS.join(",")}.`)
  for (const needed of ["code", "name"])
    if (!columns.includes(needed)) throw new UploadRefused(header.line, `Die Spalte «${needed}» fehlt. Erwartet wird die Kopfzeile ${UPLOAD_COLUMNS.join(",")}.`)
  const twice = columns.find((column, index) => columns.indexOf(column) !== index)
  if (twice !== undefined) throw new UploadRefused(header.line, `Die Spalte «${twice}» kommt doppelt vor.`)
  if (rows.length > MAX_UPLOAD_ROWS) throw new UploadRefused(null, `Die Datei hat mehr als ${MAX_UPLOAD_ROWS.toLocaleString("de-CH")} Zeilen.`)
  return mapInSlices(rows, (row) => {
    if (row.cells.length > columns.length) throw new UploadRefused(row.line, `Die Zeile hat ${row.cells.length} Zellen, die Kopfzeile ${columns.length} Spalten.`)
    const fields: Record<string, string | null> = {}
    let parentCode: string | null = null
    columns.forEach((column, index) => {
      const value = (row.cells[index] ?? "").trim()
      const field = FIELD_OF[column as (typeof UPLOAD_COLUMNS)[number]]
      if (field === null) parentCode = value === "" ? null : value
      else fields[field] = value === "" && field !== "code" && field !== "name" ? null : value
    })
    return { line: row.line, fields, parentCode }
  })
}
