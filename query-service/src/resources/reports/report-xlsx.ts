/**
 * @module A report as an XLSX workbook (exceljs), the PDF's content in sheets: the overview (the title page's
 * facts and counts), milestones, processes, activities (provider, receiver) and requirements (element class,
 * applicability and facets in words, cardinality), each with a bold, frozen, filtered header row and columns
 * as wide as their texts (long texts wrapped).
 */
import ExcelJS from "exceljs"
import { facetLine } from "./facet-text"
import type { ReportData } from "./report-data"
import { asOfFact, reportDate, reportTitle } from "./report-html"
import type { ReportLocale, ReportTexts } from "./report-texts"

export const XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

type Cell = string | number | null
type Column = { readonly header: string; readonly wrap?: true }
type Sheet = { readonly name: string; readonly columns: readonly Column[]; readonly rows: readonly Cell[][] }

const MIN_WIDTH = 8
const MAX_WIDTH = 40
const WRAP_WIDTH = 60

const widthOf = (sheet: Sheet, column: number) => {
  if (sheet.columns[column]!.wrap) return WRAP_WIDTH
  let width = sheet.columns[column]!.header.length + 3 // the filter button
  for (const row of sheet.rows.slice(0, 2000)) width = Math.max(width, String(row[column] ?? "").length + 1)
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width))
}

const addSheet = (workbook: ExcelJS.Workbook, sheet: Sheet, filter = true) => {
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: "frozen", xSplit: 0, ySplit: 1 }] })
  worksheet.columns = sheet.columns.map((column, i) => ({
    width: widthOf(sheet, i),
    style: { alignment: { vertical: "top" as const, ...(column.wrap && { wrapText: true }) } },
  }))
  const header = worksheet.addRow(sheet.columns.map((column) => column.header))
  header.font = { bold: true }
  header.eachCell((cell) => {
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE5E8EB" } }
    cell.border = { bottom: { style: "thin", color: { argb: "FF8A9BA8" } } }
  })
  for (const row of sheet.rows) worksheet.addRow(row)
  if (filter && sheet.rows.length > 0) worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1 + sheet.rows.length, column: sheet.columns.length } }
}

/** The sheets of the report, in reading order. */
export const reportSheets = (data: ReportData, t: ReportTexts, locale: ReportLocale, now: Date): Sheet[] => {
  const phases = data.phases
  const milestones = phases.flatMap((phase) => phase.milestones.map((m) => ({ phase, m })))
  const processes = milestones.flatMap(({ phase, m }) => m.processes.map((p) => ({ phase, m, p })))
  const activities = processes.flatMap(({ phase, m, p }) => p.activities.map((a) => ({ phase, m, p, a })))
  const requirements = activities.flatMap(({ phase, m, p, a }) => a.requirements.map((r) => ({ phase, m, p, a, r })))
  return [
    {
      name: t.sheets.overview,
      columns: [{ header: reportTitle(data, t) }, { header: "", wrap: true }],
      rows: [
        [t.project, data.project.name],
        [`${t.project} ID`, data.project.id],
        ...(data.process ? ([[t.process, data.process.name], [`${t.process} ID`, data.process.id]] as Cell[][]) : []),
        [t.description, data.project.desc],
        [t.ifcVersion, data.project.ifcVersion],
        [t.date, reportDate(now, locale)],
        ...asOfFact(t),
        [t.organisation, data.project.organisation],
        [t.sheets.milestones, milestones.length],
        [t.sheets.processes, processes.length],
        [t.sheets.activities, activities.length],
        [t.sheets.requirements, requirements.length],
      ],
    },
    {
      name: t.sheets.milestones,
      columns: [{ header: t.phase }, { header: t.milestone }, { header: t.description, wrap: true }, { header: t.sheets.processes }],
      rows: milestones.map(({ phase, m }) => [phase.name, m.name, m.desc, m.processes.length]),
    },
    {
      name: t.sheets.processes,
      columns: [{ header: t.phase }, { header: t.milestone }, { header: t.process }, { header: t.shortName }, { header: t.description, wrap: true }, { header: t.sheets.activities }],
      rows: processes.map(({ phase, m, p }) => [phase.name, m.name, p.name, p.shortName, p.desc, p.activities.length]),
    },
    {
      name: t.sheets.activities,
      columns: [{ header: t.phase }, { header: t.milestone }, { header: t.process }, { header: t.activity }, { header: t.provider }, { header: t.receiver }, { header: t.description, wrap: true }, { header: t.sheets.requirements }],
      rows: activities.map(({ phase, m, p, a }) => [phase.name, m.name, p.name, a.name, a.provider, a.receiver, a.desc, a.requirements.length]),
    },
    {
      name: t.sheets.requirements,
      columns: [
        { header: t.milestone },
        { header: t.process },
        { header: t.activity },
        { header: t.requirement },
        { header: t.identifier },
        { header: t.elementClass },
        { header: t.applicability, wrap: true },
        { header: t.facets, wrap: true },
        { header: t.cardinality },
        { header: t.ifcVersions },
        { header: t.description, wrap: true },
      ],
      rows: requirements.map(({ m, p, a, r }) => [
        m.name,
        p.name,
        a.name,
        r.name,
        r.identifier,
        r.elementClass,
        r.applicability.map((f) => facetLine(f, t, data.propertyNames)).join("\n") || null,
        r.facets.map((f) => facetLine(f, t, data.propertyNames)).join("\n") || null,
        t.cardinalities[r.cardinality],
        r.ifcVersions.join(", ") || data.project.ifcVersion,
        r.desc,
      ]),
    },
  ]
}

/** The workbook's bytes. */
export const reportXlsx = async (data: ReportData, t: ReportTexts, locale: ReportLocale, now: Date): Promise<Uint8Array> => {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = "BIM Profile"
  workbook.created = now
  workbook.title = `${data.project.name} – ${reportTitle(data, t)}`
  const [overview, ...lists] = reportSheets(data, t, locale, now)
  addSheet(workbook, overview!, false)
  for (const sheet of lists) addSheet(workbook, sheet)
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
