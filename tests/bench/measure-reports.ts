/**
 * @module Measurements "report" (issue 10): the reference project's PDF report (GET projects/{id}/report.pdf,
 * printed by Chromium, the contents numbered, the whole file received) — the first, which starts the browser,
 * and then with the browser running (the target: ≤ 4 s); one process's PDF and the project's Excel
 * report as figures. Beside them, same run: GET /1.2/status/info, the bare HTTP ceiling of a call.
 */
import type { BenchHttp } from "./support/http-client"
import { type Row, verdict } from "./support/report"
import { formatMs, type LatencySummary, summarize } from "./support/stats"
import { timedDownloads } from "./support/timed-downloads"

export type ReportsResult = {
  readonly firstPdfMs: number
  readonly projectPdf: LatencySummary
  readonly projectPdfBytes: number
  readonly processPdf: LatencySummary
  readonly projectXlsx: LatencySummary
  readonly projectXlsxBytes: number
  readonly bare: LatencySummary
}

export const measureReports = async (http: BenchHttp): Promise<ReportsResult> => {
  const referenceId = (await http.get("/1.2/status/info")).body.default_project_id as number
  const processes = (await http.get(`/1.2/profile/processes?prc_pro_id=${referenceId}`)).body as { prc_id: number }[]
  const first = await timedDownloads(http, 1, `/1.2/profile/projects/${referenceId}/report.pdf`)
  const projectPdf = await timedDownloads(http, 5, `/1.2/profile/projects/${referenceId}/report.pdf`)
  const processPdf = await timedDownloads(http, 5, `/1.2/profile/processes/${processes[0]!.prc_id}/report.pdf`)
  const projectXlsx = await timedDownloads(http, 5, `/1.2/profile/projects/${referenceId}/report.xlsx`)
  const bareTimes: number[] = []
  for (let i = 0; i < 60; i++) {
    const started = performance.now()
    await http.receive("GET", "/1.2/status/info")
    bareTimes.push(performance.now() - started)
  }
  return {
    firstPdfMs: first.summary.max,
    projectPdf: projectPdf.summary,
    projectPdfBytes: projectPdf.bytes,
    processPdf: processPdf.summary,
    projectXlsx: projectXlsx.summary,
    projectXlsxBytes: projectXlsx.bytes,
    bare: summarize(bareTimes),
  }
}

export const rowsOfReports = (result: ReportsResult): Row[] => {
  const beside = `beside it, same run: GET /1.2/status/info p95 ${formatMs(result.bare.p95)}`
  const row = (id: string, measurement: string, summary: LatencySummary, extra: string, figures: Record<string, unknown>, targetMs?: number): Row => ({
    id,
    measurement,
    result: `median ${formatMs(summary.p50)}, max ${formatMs(summary.max)} of ${summary.count}${extra}; ${beside}`,
    target: targetMs === undefined ? "figures only" : `median ≤ ${targetMs} ms`,
    verdict: targetMs === undefined ? "info" : verdict(summary.p50 <= targetMs),
    reference: "—",
    figures: { p50Ms: summary.p50, maxMs: summary.max, bareP95Ms: result.bare.p95, ...figures },
  })
  return [
    row("report-a", "the reference project's PDF report (GET projects/{id}/report.pdf, Chromium running; whole file received)", result.projectPdf, `, ${(result.projectPdfBytes / 1024).toFixed(0)} kB; the first, starting Chromium: ${formatMs(result.firstPdfMs)}`, {
      bytes: result.projectPdfBytes,
      firstMs: result.firstPdfMs,
    }, 4_000),
    row("report-b", "one process's PDF report of the reference project (GET processes/{id}/report.pdf)", result.processPdf, "", {}),
    row("report-c", "the reference project's Excel report (GET projects/{id}/report.xlsx)", result.projectXlsx, `, ${(result.projectXlsxBytes / 1024).toFixed(0)} kB`, { bytes: result.projectXlsxBytes }),
  ]
}
