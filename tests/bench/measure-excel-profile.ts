/**
 * @module Measurements "excel" (issue 10): a project's Excel profile (GET projects/{id}/profile.xlsx, the whole
 * workbook received) — the reference project, median ≤ 1 s, and the catalogue bench's project of 500 element
 * classes × 20 properties with the IDS bench's 50 activities of requirements (figures only). Beside each, same
 * run: GET /1.2/status/info, the bare HTTP ceiling of a call.
 */
import type { BenchHttp } from "./support/http-client"
import { verdict, type Row } from "./support/report"
import { formatMs, type LatencySummary, summarize } from "./support/stats"
import { timedDownloads } from "./support/timed-downloads"

export type ExcelProfileResult = {
  readonly reference: LatencySummary
  readonly referenceBytes: number
  readonly catalogue: LatencySummary
  readonly catalogueBytes: number
  readonly bare: LatencySummary
}

export const measureExcelProfile = async (http: BenchHttp, catalogueProject: number): Promise<ExcelProfileResult> => {
  const info = await http.get("/1.2/status/info")
  const referenceId = info.body.default_project_id as number
  await timedDownloads(http, 2, `/1.2/profile/projects/${referenceId}/profile.xlsx`) // warm
  const reference = await timedDownloads(http, 9, `/1.2/profile/projects/${referenceId}/profile.xlsx`)
  const catalogue = await timedDownloads(http, 5, `/1.2/profile/projects/${catalogueProject}/profile.xlsx`)
  const bareTimes: number[] = []
  for (let i = 0; i < 60; i++) {
    const started = performance.now()
    await http.receive("GET", "/1.2/status/info")
    bareTimes.push(performance.now() - started)
  }
  const bare = summarize(bareTimes)
  return { reference: reference.summary, referenceBytes: reference.bytes, catalogue: catalogue.summary, catalogueBytes: catalogue.bytes, bare }
}

export const rowsOfExcelProfile = (result: ExcelProfileResult): Row[] => {
  const beside = `beside it, same run: GET /1.2/status/info p95 ${formatMs(result.bare.p95)}`
  return [
    {
      id: "excel-a",
      measurement: "the reference project's Excel profile (GET projects/{id}/profile.xlsx, whole workbook received)",
      result: `median ${formatMs(result.reference.p50)}, max ${formatMs(result.reference.max)} of ${result.reference.count}, ${(result.referenceBytes / 1024).toFixed(0)} kB; ${beside}`,
      target: "median ≤ 1000 ms",
      verdict: verdict(result.reference.p50 <= 1_000),
      reference: "—",
      figures: { p50Ms: result.reference.p50, maxMs: result.reference.max, bytes: result.referenceBytes, bareP95Ms: result.bare.p95 },
    },
    {
      id: "excel-b",
      measurement: "Excel profile of a project of 500 classes × 20 properties, 50 activities with requirements",
      result: `median ${formatMs(result.catalogue.p50)}, max ${formatMs(result.catalogue.max)} of ${result.catalogue.count}, ${(result.catalogueBytes / 1024).toFixed(0)} kB; ${beside}`,
      target: "figures only",
      verdict: "info",
      reference: "—",
      figures: { p50Ms: result.catalogue.p50, maxMs: result.catalogue.max, bytes: result.catalogueBytes, bareP95Ms: result.bare.p95 },
    },
  ]
}
