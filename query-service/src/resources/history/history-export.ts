/**
 * @module The audit export of the timeline (`history.xlsx`, `history.csv`): every item the filters match, newest
 * first, ONE ROW PER CHANGED FIELD — an auditor filters and sorts a column of fields, where a cell holding a whole
 * change (several fields, JSON) could only be read. An item without fields (a delete of an entity whose fields
 * were not known) is one row with the field empty. Headers, entities and kinds in the chosen language.
 */
import { isPersonalOrganisationName } from "@bimprofile/contracts/access/roles"
import type { HistoryItem, HistoryRef } from "@bimprofile/contracts/history/history-item"
import ExcelJS from "exceljs"
import type { HistoryTexts } from "./history-texts"

export const XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
export const CSV_MEDIA_TYPE = "text/csv; charset=utf-8"

type Cell = string | number
type Row = readonly Cell[]

/** A field's value as a cell: text as it is, numbers and yes/no as written, lists and objects as JSON, none empty. */
export const cellOf = (value: unknown): string => {
  if (value === null || value === undefined) return ""
  if (typeof value === "string") return value
  if (typeof value === "number" || typeof value === "boolean") return String(value)
  return JSON.stringify(value)
}

/**
 * A field naming other entities (`refs`): each id as its name with the id in brackets («Realisierung (5)»), so an
 * auditor reads the name and can still match the id; an id without a known name stays its number.
 */
export const refCellOf = (value: unknown, refs: readonly HistoryRef[], texts: Pick<HistoryTexts, "personalOrganisation">): string => {
  if (value === null || value === undefined) return ""
  const ids = Array.isArray(value) ? value : [value]
  return ids
    .map((id) => {
      const ref = refs.find((one) => one.id === id)
      if (!ref?.name) return cellOf(id)
      const name = ref.kind === "organisation" && isPersonalOrganisationName(ref.name) ? texts.personalOrganisation : ref.name
      return `${name} (${String(id)})`
    })
    .join(", ")
}

const headerOf = (texts: HistoryTexts): Row => {
  const h = texts.headers
  return [h.position, h.time, h.user, h.entity, h.entityId, h.entityName, h.kind, h.field, h.before, h.after]
}

/** The export's rows (without the header): one per changed field of each item. */
export const exportRows = (items: readonly HistoryItem[], texts: HistoryTexts): Row[] => {
  const rows: Row[] = []
  for (const item of items) {
    const start: Cell[] = [item.position, item.time, item.usr_name, texts.entities[item.entity], item.entity_id ?? "", item.entity_name ?? "", texts.kinds[item.kind]]
    const fields = [...new Set([...Object.keys(item.before ?? {}), ...Object.keys(item.after ?? {})])]
    if (fields.length === 0) rows.push([...start, "", "", ""])
    for (const field of fields) {
      const refs = item.refs[field]
      const cell = (value: unknown) => (refs ? refCellOf(value, refs, texts) : cellOf(value))
      rows.push([...start, field, cell(item.before?.[field]), cell(item.after?.[field])])
    }
  }
  return rows
}

/** An Excel workbook with one sheet: a bold, frozen, filtered header row. */
export const historyXlsx = async (items: readonly HistoryItem[], texts: HistoryTexts): Promise<Uint8Array> => {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(texts.sheet, { views: [{ state: "frozen", xSplit: 0, ySplit: 1 }] })
  const widths = [10, 26, 24, 22, 10, 30, 12, 18, 40, 40]
  sheet.columns = widths.map((width) => ({ width }))
  const header = sheet.addRow([...headerOf(texts)])
  header.font = { bold: true }
  for (const row of exportRows(items, texts)) sheet.addRow([...row])
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: widths.length } }
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

/**
 * A CSV as Excel in Switzerland and Germany opens it: UTF-8 with a byte order mark, `;` between cells, CRLF
 * between rows, RFC 4180 quoting. A text starting with = + - @ is quoted with a leading apostrophe inside, so a
 * spreadsheet shows it as text instead of running it as a formula (CSV injection).
 */
export const historyCsv = (items: readonly HistoryItem[], texts: HistoryTexts): string => {
  const quote = (cell: Cell) => {
    let text = String(cell)
    if (typeof cell === "string" && /^[=+\-@\t\r]/u.test(text)) text = `'${text}`
    return /[;"\r\n]/u.test(text) || text.startsWith("'") ? `"${text.replaceAll('"', '""')}"` : text
  }
  const lines = [headerOf(texts), ...exportRows(items, texts)].map((row) => row.map(quote).join(";"))
  return `\uFEFF${lines.join("\r\n")}\r\n`
}
