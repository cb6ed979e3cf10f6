/**
 * @module Reads an uploaded workbook as the Excel profile (profile-workbook.ts): the sheets «Prozesse»,
 * «Aktivitäten», «Rollen», «Anforderungen», «Fachklassen», «Merkmale» and «Wertelisten» by their names in any of the four
 * languages (profile-texts.ts), each sheet's columns by their headers in any of them (in any order), then its
 * rows. A file that is no workbook, a zip bomb, or a workbook lacking a sheet or a column is refused with the
 * sheet or column it lacks; the hidden «Listennamen» is not read.
 */
import { PROFILE_LOCALES, profileTexts, type ProfileLocale } from "@bimprofile/contracts/excel/profile-texts"
import ExcelJS from "exceljs"
import { declaredUnpackedBytes, MAX_UNPACKED_BYTES } from "../lists/upload/read-xlsx"
import { type CellKey, IMPORTED_SHEETS, type ImportedSheet, PROFILE_COLUMNS, type ProfileWorkbook, type WorkbookRow } from "./profile-workbook"

/** Why a file is not an Excel profile, in the user's words. */
export class ProfileRefused extends Error {}

const NOT_A_WORKBOOK = "Die Datei ist keine lesbare Excel-Arbeitsmappe (XLSX)."
/** More rows than a profile's sheet has (the reference project's largest: ≈ 3,000). */
export const MAX_SHEET_ROWS = 100_000

const same = (a: string, b: string) => a.trim().localeCompare(b.trim(), "de-CH", { sensitivity: "accent" }) === 0

const texts = PROFILE_LOCALES.map((locale) => ({ locale, texts: profileTexts[locale] }))

const cellText = (cell: ExcelJS.Cell): string | null => {
  let text: string
  try {
    text = cell.text ?? ""
  } catch {
    text = String(cell.value ?? "")
  }
  const trimmed = text.replace(/\r\n?/gu, "\n").trim()
  return trimmed === "" ? null : trimmed
}

const findSheet = (workbook: ExcelJS.Workbook, sheet: ImportedSheet) => {
  for (const { locale, texts: t } of texts) {
    const found = workbook.worksheets.find((w) => same(w.name, t.sheets[sheet]))
    if (found) return { worksheet: found, locale }
  }
  const names = workbook.worksheets.map((w) => `«${w.name}»`).join(", ") || "keine"
  throw new ProfileRefused(`Die Arbeitsmappe ist kein Excel-Profil: das Blatt «${profileTexts.de.sheets[sheet]}» fehlt (auch unter seinem französischen, italienischen oder englischen Namen). Blätter der Datei: ${names}.`)
}

const readSheet = (worksheet: ExcelJS.Worksheet, sheet: ImportedSheet) => {
  const header = worksheet.getRow(1)
  const found = new Map<number, string>()
  header.eachCell({ includeEmpty: false }, (cell, column) => {
    const text = cellText(cell)
    if (text !== null) found.set(column, text)
  })
  const columns = new Map<CellKey, number>()
  const headers: Partial<Record<CellKey, string>> = {}
  for (const spec of PROFILE_COLUMNS[sheet]) {
    const at = [...found].find(([, text]) => texts.some(({ texts: t }) => same(text, spec.header(t))))
    if (!at) {
      if (spec.optional) continue
      throw new ProfileRefused(`Die Arbeitsmappe ist kein Excel-Profil: im Blatt «${worksheet.name}» fehlt die Spalte «${spec.header(profileTexts.de)}» (in Zeile 1).`)
    }
    columns.set(spec.key, at[0])
    headers[spec.key] = at[1]
  }
  if (worksheet.actualRowCount > MAX_SHEET_ROWS + 1) throw new ProfileRefused(`Das Blatt «${worksheet.name}» hat mehr als ${MAX_SHEET_ROWS} Zeilen.`)
  const rows: WorkbookRow[] = []
  worksheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return
    const cells = Object.fromEntries(PROFILE_COLUMNS[sheet].map((spec) => [spec.key, null])) as Record<CellKey, string | null>
    for (const [key, at] of columns) cells[key] = cellText(row.getCell(at))
    if (Object.values(cells).some((cell) => cell !== null)) rows.push({ row: number, cells })
  })
  return { headers, rows }
}

export const readProfileWorkbook = async (bytes: Uint8Array): Promise<ProfileWorkbook> => {
  if (bytes.length === 0) throw new ProfileRefused("Die Datei ist leer.")
  const unpacked = declaredUnpackedBytes(bytes)
  if (unpacked === undefined) throw new ProfileRefused(NOT_A_WORKBOOK)
  if (unpacked > MAX_UNPACKED_BYTES) throw new ProfileRefused(`Die Arbeitsmappe würde entpackt mehr als ${MAX_UNPACKED_BYTES / 1024 / 1024} MB belegen und wird nicht gelesen.`)
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
  } catch {
    throw new ProfileRefused(NOT_A_WORKBOOK)
  }
  let locale: ProfileLocale | undefined
  const sheetNames = {} as Record<ImportedSheet, string>
  const headers = {} as Record<ImportedSheet, Partial<Record<CellKey, string>>>
  const rows = {} as Record<ImportedSheet, WorkbookRow[]>
  for (const sheet of IMPORTED_SHEETS) {
    const found = findSheet(workbook, sheet)
    locale ??= found.locale
    sheetNames[sheet] = found.worksheet.name
    const read = readSheet(found.worksheet, sheet)
    headers[sheet] = read.headers
    rows[sheet] = read.rows
  }
  return { locale: locale ?? "de", sheetNames, headers, rows }
}
