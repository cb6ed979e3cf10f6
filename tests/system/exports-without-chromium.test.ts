/**
 * An export of a PDF report on a server without a working Chromium (docs/exports.md): the job fails with the
 * reason the download's 503 gives, and nothing is kept; the Excel report of the same project is still exported.
 */
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { finishedJob } from "../support/jobs"
import { list } from "../support/profile-fixtures"
import { type RunningStack, startTestStack } from "../support/stack"

// Before the report browser is made (at import): it takes its Chromium from the environment.
const MISSING = vi.hoisted(() => (process.env.BIMP_CHROMIUM = "/nonexistent/chromium"))

let running: RunningStack
let referenceId: number

beforeAll(async () => {
  running = await startTestStack({ engine: "pglite" })
  referenceId = (await running.api.get("/status/info")).body.default_project_id
}, 120_000)
afterAll(async () => {
  await running?.stop()
  delete process.env.BIMP_CHROMIUM
})

it("fails a PDF export with the reason of the download's 503 and keeps nothing; the Excel report is still exported", async () => {
  const { api } = running
  const download = await api.get(`/1.2/profile/projects/${referenceId}/report.pdf`)
  expect(download.status).toBe(503)
  const pdf = await api.post("/1.2/profile/exports", { exp_pro_id: referenceId, exp_scope: "project", exp_format: "report_pdf" })
  expect(pdf.status, JSON.stringify(pdf.body)).toBe(201)
  const failed = await finishedJob(api, pdf.body.job_id)
  expect(failed).toMatchObject({ job_state: "failed", job_result: null, job_error: download.body.message })
  expect(failed.job_error).toContain(MISSING)
  const xlsx = await api.post("/1.2/profile/exports", { exp_pro_id: referenceId, exp_scope: "project", exp_format: "report_xlsx" })
  expect(await finishedJob(api, xlsx.body.job_id)).toMatchObject({ job_state: "completed", job_result: { media_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" } })
  const exports = (await list(api, `/1.2/profile/documents?doc_pro_id=${referenceId}`)).filter((d) => d.doc_kind === "export")
  expect(exports.map((d) => d.doc_media_type)).toEqual(["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"])
}, 60_000)
