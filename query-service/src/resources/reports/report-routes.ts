/**
 * @module GET /1.2/profile/projects/{id}/report.pdf|.xlsx and /1.2/profile/processes/{id}/report.pdf|.xlsx: a
 * project's or a process's report (report-data.ts) in the language of Accept-Language, as a PDF printed by
 * Chromium (report-html.ts, report-browser.ts) with the contents' page numbers added (contents-page-numbers.ts) or an Excel workbook (report-xlsx.ts). The file is named after
 * the project and, for a process, the process: `<pro_id>_Bericht.pdf`, `<pro_id>_<prc_id>_Bericht.xlsx`. The
 * export job (export-job.ts) writes the same files with `reportFile`.
 */
import type { Viewer } from "@bimprofile/contracts/access/roles"
import { pathId } from "@bimprofile/infra/http/validation"
import { type Context, Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { attachment } from "../exports/ids-routes"
import type { QueryDeps } from "../query-deps"
import { numberContents } from "./contents-page-numbers"
import { reportBrowser } from "./report-browser"
import { type ReportData, type ReportScope, readReport } from "./report-data"
import { reportChrome, reportHtml } from "./report-html"
import { REPORT_TEXTS, type ReportLocale, reportLocale } from "./report-texts"
import { XLSX_MEDIA_TYPE, reportXlsx } from "./report-xlsx"

export const PDF_MEDIA_TYPE = "application/pdf"

/** `<pro_id>[_<prc_id>]_<Bericht>.<extension>`. */
export const reportFileName = (data: ReportData, word: string, extension: "pdf" | "xlsx") =>
  `${[data.project.id, ...(data.process ? [data.process.id] : []), word].join("_")}.${extension}`

export type ReportFormat = "pdf" | "xlsx"

/**
 * The report of a project or a process in `locale`: its bytes, file name and media type. Refused as the project's
 * or the process's own GET; a PDF without a working Chromium is a 503 REPORT_UNAVAILABLE (report-browser.ts).
 */
export const reportFile = async (deps: QueryDeps, viewer: Viewer, scope: ReportScope, id: number, locale: ReportLocale, format: ReportFormat) => {
  const texts = REPORT_TEXTS[locale]
  const data = await readReport(deps, viewer, scope, id)
  const bytes =
    format === "pdf"
      ? await numberContents(await reportBrowser.pdf(reportHtml(data, texts, locale, new Date()), reportChrome(data, texts)))
      : await reportXlsx(data, texts, locale, new Date())
  return { bytes, fileName: reportFileName(data, texts.fileWord, format), mediaType: format === "pdf" ? PDF_MEDIA_TYPE : XLSX_MEDIA_TYPE }
}

const reportRoute = (deps: QueryDeps, scope: ReportScope, format: ReportFormat) => async (c: Context<ViewerEnv>) => {
  const locale = reportLocale(c.req.header("accept-language"))
  const report = await reportFile(deps, c.get("viewer"), scope, pathId(c), locale, format)
  return c.body(report.bytes as Uint8Array<ArrayBuffer>, 200, {
    "content-type": report.mediaType,
    "content-disposition": attachment(report.fileName),
    "content-language": locale,
    vary: "Accept-Language",
  })
}

export const reportRoutes = (deps: QueryDeps, scope: ReportScope) =>
  new Hono<ViewerEnv>().get("/:id/report.pdf", reportRoute(deps, scope, "pdf")).get("/:id/report.xlsx", reportRoute(deps, scope, "xlsx"))
