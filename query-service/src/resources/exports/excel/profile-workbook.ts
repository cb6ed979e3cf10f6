/**
 * @module The Excel profile of a project (issue 10) as an XLSX workbook (exceljs): one sheet per view of the
 * project — its plan, its requirements facet by facet, its catalogue — in the reader's language, formatted for
 * reading: a bold, frozen, filtered header row, columns as wide as their texts (long texts wrapped in wide
 * columns), value lists as drop-downs where a cell holds a value or a name of a list.
 */
import { Writable } from "node:stream"
import ExcelJS from "exceljs"
import { activitiesSheet, processesSheet, rolesSheet } from "./plan-sheets"
import { elementClassesSheet, listNamesSheet, propertiesSheet, valueListRanges, valueListsSheet } from "./catalogue-sheets"
import type { ProfileData } from "./read-profile"
import type { Sheet } from "./profile-sheet"
import type { ProfileTexts } from "./profile-texts"
import { requirementsSheet } from "./requirement-sheet"
import { currentAsOf } from "../../../as-of/as-of-sql"

export const XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

const MIN_WIDTH = 8
const MAX_WIDTH = 45
const WRAP_WIDTH = 60
/** Cells looked at to size a column: enough to see its texts, few enough to stay fast on a big project. */
const SIZED_ROWS = 2000

/** The sheets in the order a reader goes through them; the hidden helper last. */
export const profileSheets = (data: ProfileData, texts: ProfileTexts): Sheet[] => [
  processesSheet(data, texts),
  activitiesSheet(data, texts),
  rolesSheet(data, texts),
  requirementsSheet(data, texts, valueListRanges(data, texts)),
  elementClassesSheet(data, texts),
  propertiesSheet(data, texts),
  valueListsSheet(data, texts),
  listNamesSheet(data, texts),
]

const widthOf = (sheet: Sheet, column: number) => {
  if (sheet.columns[column]!.wrap) return WRAP_WIDTH
  let width = sheet.columns[column]!.header.length + 3 // the filter button
  for (const row of sheet.rows.slice(0, SIZED_ROWS)) {
    const cell = row[column]
    if (cell !== null && cell !== undefined) width = Math.max(width, String(cell).length + 1)
  }
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width))
}

const addSheet = (workbook: ExcelJS.Workbook, sheet: Sheet) => {
  const worksheet = workbook.addWorksheet(sheet.name, {
    views: [{ state: "frozen", xSplit: 0, ySplit: 1 }],
    ...(sheet.hidden && { state: "hidden" as const }),
  })
  worksheet.columns = sheet.columns.map((column, i) => ({
    width: widthOf(sheet, i),
    ...(column.wrap && { style: { alignment: { wrapText: true, vertical: "top" as const } } }),
  }))
  const header = worksheet.addRow(sheet.columns.map((column) => column.header))
  header.font = { bold: true }
  header.alignment = { vertical: "middle" }
  header.eachCell((cell) => {
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE8EEF4" } }
    cell.border = { bottom: { style: "thin", color: { argb: "FF8A9BA8" } } }
  })
  for (const row of sheet.rows) worksheet.addRow([...row])
  worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1 + sheet.rows.length, column: sheet.columns.length } }
  for (const dropDown of sheet.dropDowns ?? [])
    for (let row = dropDown.from; row <= dropDown.to; row++)
      worksheet.getCell(row + 2, dropDown.column + 1).dataValidation = { type: "list", allowBlank: true, formulae: [dropDown.source], showErrorMessage: true }
  return worksheet
}

/** Chunks written to it, kept until the workbook is done. */
class Collector extends Writable {
  readonly chunks: Buffer[] = []
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.chunks.push(chunk)
    done()
  }
}

/**
 * The workbook's bytes. Written by exceljs's streaming writer: it deflates with Node's zlib, several times
 * faster than the in-memory writer's JavaScript deflate on a project with thousands of facets.
 */
export const writeProfileWorkbook = async (data: ProfileData, texts: ProfileTexts): Promise<Uint8Array> => {
  const out = new Collector()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: true })
  workbook.creator = "BIM Profile"
  workbook.created = new Date(data.view.project.data.createdAt)
  // Read as of a point (time travel, a published version): the file says which, as the IDS file's info version does.
  const asOf = currentAsOf()
  if (asOf) workbook.description = `as_of=${asOf.position}`
  for (const sheet of profileSheets(data, texts)) addSheet(workbook, sheet).commit()
  await workbook.commit()
  return Buffer.concat(out.chunks)
}
