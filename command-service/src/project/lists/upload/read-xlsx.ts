/**
 * @module An XLSX upload (exceljs): the first worksheet, its cells as shown. Before exceljs unpacks anything,
 * the zip's central directory is read for what its entries declare they unpack to: a zip bomb dressed as a
 * workbook (a few kB that would unpack to gigabytes) is refused without being inflated.
 */
import ExcelJS from "exceljs"
import { type RawRow, UploadRefused } from "./upload-table"

/** What a workbook of 100,000 rows with five columns unpacks to, with room to spare. */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024

const NOT_A_WORKBOOK = "Die Datei ist keine lesbare Excel-Arbeitsmappe (XLSX)."

/**
 * The sum of the uncompressed sizes the zip's central directory declares (APPNOTE 4.3.12/4.3.16), or
 * undefined when the bytes are no zip. A ZIP64 size (0xFFFFFFFF) counts as too big.
 */
export const declaredUnpackedBytes = (bytes: Uint8Array): number | undefined => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The end-of-central-directory record is in the last 22 + 65,535 (comment) bytes.
  let end = -1
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--)
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at
      break
    }
  if (end < 0) return undefined
  const entries = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  let total = 0
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return undefined
    const size = view.getUint32(at + 24, true)
    total += size === 0xffffffff ? Number.POSITIVE_INFINITY : size
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return total
}

export const readXlsx = async (bytes: Uint8Array): Promise<RawRow[]> => {
  const unpacked = declaredUnpackedBytes(bytes)
  if (unpacked === undefined) throw new UploadRefused(null, NOT_A_WORKBOOK)
  if (unpacked > MAX_UNPACKED_BYTES) throw new UploadRefused(null, `Die Arbeitsmappe würde entpackt mehr als ${MAX_UNPACKED_BYTES / 1024 / 1024} MB belegen und wird nicht gelesen.`)
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
  } catch {
    throw new UploadRefused(null, NOT_A_WORKBOOK)
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new UploadRefused(null, "Die Arbeitsmappe hat kein Tabellenblatt.")
  const rows: RawRow[] = []
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = []
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.text ?? ""
    })
    if (cells.some((cell) => cell.trim() !== "")) rows.push({ line, cells: Array.from(cells, (cell) => cell ?? "") })
  })
  return rows
}
