/**
 * @module Measurement "upload": a classification system of 50,000 items uploaded as a CSV file (issue 9:
 * ≤ 15 s from sending the file to its items readable), while a second client keeps changing another list of
 * the same project — its command p95 must stay ≤ 50 ms. Beside it, same run: that command's p95 on the quiet
 * project before the upload, the baseline the ratio is taken against.
 */
import type { BenchHttp } from "./support/http-client"
import { verdict, type Row } from "./support/report"
import { formatMs, type LatencySummary, summarize } from "./support/stats"

const ITEMS = 50_000
const UPLOAD_TARGET_S = 15
const COMMAND_TARGET_MS = 50

export type UploadResult = {
  readonly items: number
  /** From sending the file to its items readable (the job completed and the read model caught up). */
  readonly seconds: number
  /** From sending the file to the job completed (the events appended). */
  readonly jobSeconds: number
  readonly during: LatencySummary
  readonly quiet: LatencySummary
  readonly bytes: number
}

/** The file: 50 groups of 1,000 codes, each under its group, as Excel writes a Swiss CSV (semicolons). */
export const classificationCsv = (items = ITEMS) => {
  const lines = ["code;name;long_name;description;parent_code"]
  for (let i = 0; i < items; i++) {
    const group = `G${String(Math.floor(i / 1_000)).padStart(2, "0")}`
    lines.push(i % 1_000 === 0 ? `${group};Gruppe ${group};;;` : `${group}.${String(i).padStart(5, "0")};Eintrag ${i};Langname ${i};Beschreibung ${i};${group}`)
  }
  return Buffer.from(lines.join("\r\n"), "utf8")
}

const ok = (answer: { status: number; body: unknown }, what: string) => {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body as Record<string, any>
}

export const measureClassificationUpload = async (http: BenchHttp): Promise<UploadResult> => {
  const project = ok(await http.post("/1.2/profile/projects", { pro_name: "Bench Klassifikation" }), "project").pro_id
  const system = ok(await http.post("/1.2/profile/classifications", { cls_pro_id: project, cls_name: "Gross" }), "classification").cls_id
  const other = ok(await http.post("/1.2/profile/material_lists", { mtl_pro_id: project, mtl_name: "Baustoffe" }), "material list").mtl_id
  let n = 0
  const command = async () => {
    const started = performance.now()
    ok(await http.patch(`/1.2/profile/material_lists/${other}`, { mtl_desc: `Beschreibung ${++n}` }), "command")
    return performance.now() - started
  }
  const quiet: number[] = []
  for (let i = 0; i < 200; i++) quiet.push(await command())

  const file = classificationCsv()
  const started = performance.now()
  const jobId = ok(await http.upload(`/1.2/profile/classifications/${system}/items/upload`, file, "text/csv"), "upload").job_id
  const during: number[] = []
  let done = false
  let jobSeconds = Number.NaN
  let items = 0
  const watcher = (async () => {
    for (;;) {
      const job = ok(await http.get(`/1.2/profile/jobs/${jobId}`), "job")
      if (job.job_state === "failed") throw new Error(`the upload failed: ${job.job_error}`)
      if (job.job_state === "completed") break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    jobSeconds = (performance.now() - started) / 1000
    // Readable once the projector wrote the items (the read model trails the log).
    while ((items = ok(await http.get(`/1.2/profile/classifications/${system}`), "read").cls_item_count as number) < ITEMS && performance.now() - started < 120_000)
      await new Promise((resolve) => setTimeout(resolve, 100))
    done = true
    return (performance.now() - started) / 1000
  })()
  const second = (async () => {
    while (!done) during.push(await command())
  })()
  const seconds = await watcher
  await second
  if (items !== ITEMS) throw new Error(`the upload stored ${items} items, not ${ITEMS}`)
  return { items, seconds, jobSeconds, during: summarize(during), quiet: summarize(quiet), bytes: file.length }
}

export const rowsOfClassificationUpload = (result: UploadResult): Row[] => [
  {
    id: "upload",
    measurement: `classification upload: ${result.items.toLocaleString("en-US")} items as a CSV of ${(result.bytes / 1024 / 1024).toFixed(1)} MB, from sending the file to every item readable`,
    result: `${result.seconds.toFixed(1)} s (the job completed, its events appended, after ${result.jobSeconds.toFixed(1)} s)`,
    target: `≤ ${UPLOAD_TARGET_S} s`,
    verdict: verdict(result.seconds <= UPLOAD_TARGET_S),
    reference: "—",
    figures: { seconds: Number(result.seconds.toFixed(2)), jobSeconds: Number(result.jobSeconds.toFixed(2)), items: result.items, bytes: result.bytes },
  },
  {
    id: "upload-b",
    measurement: "a second client's command on the same project (PATCH another list) while the upload runs",
    result:
      `p95 ${formatMs(result.during.p95)}, p50 ${formatMs(result.during.p50)}, max ${formatMs(result.during.max)} of ${result.during.count}; ` +
      `beside it, same run: p95 ${formatMs(result.quiet.p95)} on the quiet project (ratio ${(result.during.p95 / result.quiet.p95).toFixed(1)}×)`,
    target: `p95 ≤ ${COMMAND_TARGET_MS} ms`,
    verdict: verdict(result.during.p95 <= COMMAND_TARGET_MS),
    reference: "—",
    figures: { duringP95Ms: result.during.p95, duringMaxMs: result.during.max, quietP95Ms: result.quiet.p95, commands: result.during.count },
  },
]
