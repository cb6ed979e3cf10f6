/**
 * @module GET /1.2/profile/projects/{id}/report.pdf|.xlsx and /1.2/profile/processes/{id}/report.pdf|.xlsx: a
 * project's or a process's report (report-data.ts) in the language of Accept-Language, as a PDF printed by
 * Chromium (report-html.ts, report-browser.ts) with the contents' page numbers added (contents-page-numbers.ts) or an Excel workbook (report-xlsx.ts). The file is named after
 * the project and, for a process, the process: `<pro_id>_Bericht.pdf`, `<pro_id>_<prc_id>_Bericht.xlsx`.
 */
import { pathId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { attachment } from "../exports/ids-routes"
import type { QueryDeps } from "../query-deps"
import { numberContents } from "./contents-page-numbers"
import { reportBrowser } from "./report-browser"
import { type ReportData, type ReportScope, readReport } from "./report-data"
import { reportChrome, reportHtml } from "./report-html"
import { REPORT_TEXTS, reportLocale } from "./report-texts"
import { XLSX_MEDIA_TYPE, reportXlsx } from "./report-xlsx"

export const PDF_MEDIA_TYPE = "application/pdf"

/** `<pro_id>[_<prc_id>]_<Bericht>.<extension>`. */
export const reportFileName = (data: ReportData, word: string, extension: "pdf" | "xlsx") =>
  `${[data.project.id, ...(data.process ? [data.process.id] : []), word].join("_")}.${extension}`

export const reportRoutes = (deps: QueryDeps, scope: ReportScope) =>
  new Hono<ViewerEnv>()
    .get("/:id/report.pdf", async (c) => {
      const locale = reportLocale(c.req.header("accept-language"))
      const texts = REPORT_TEXTS[locale]
      const data = await readReport(deps, c.get("viewer"), scope, pathId(c))
      const pdf = await numberContents(await reportBrowser.pdf(reportHtml(data, texts, locale, new Date()), reportChrome(data, texts)))
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        "content-type": PDF_MEDIA_TYPE,
        "content-disposition": attachment(reportFileName(data, texts.fileWord, "pdf")),
        "content-language": locale,
        vary: "Accept-Language",
      })
    })
    .get("/:id/report.xlsx", async (c) => {
      const locale = reportLocale(c.req.header("accept-language"))
      const texts = REPORT_TEXTS[locale]
      const data = await readReport(deps, c.get("viewer"), scope, pathId(c))
      const xlsx = await reportXlsx(data, texts, locale, new Date())
      return c.body(xlsx as Uint8Array<ArrayBuffer>, 200, {
        "content-type": XLSX_MEDIA_TYPE,
        "content-disposition": attachment(reportFileName(data, texts.fileWord, "xlsx")),
        "content-language": locale,
        vary: "Accept-Language",
      })
    })
