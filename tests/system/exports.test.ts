/**
 * The export page's export (issue 10, docs/exports.md) on the running stack: POST /1.2/profile/exports for every
 * format and scope of the reference project starts a job that completes with the file's facts, and the file is
 * kept as a document of the project — kind export, the exporting user as its creator, the position it was built
 * from, its check — whose content has the same SHA-256 and is a valid file (XSD-valid IDS, a zip of them, an
 * Excel workbook, a PDF). A reader who may not write exports too, but the file is theirs alone: no document of the
 * project, no job of it, the file downloadable from the job by them only (a keep for them is refused); the same
 * export kept twice is one document; bad requests are refused with the field named; the live stream carries the
 * job's progress in the language asked for.
 */
import { ExportResult } from "@bimprofile/contracts/dto/export-dto"
import { JOB_EVENT, type JobNotice } from "@bimprofile/contracts/live/job-notice"
import { EXPORT_KEEP_JOB } from "@bimprofile/contracts/jobs/export-jobs"
import { checkIdsSchema } from "@bimprofile/infra/ids/ids-schema-check"
import { SseReader } from "@bimprofile/query-service/testing/sse-reader"
import ExcelJS from "exceljs"
import { Schema } from "effect"
import JSZip from "jszip"
import { createHash } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { useMailingStack } from "../support/mailing-stack"
import { invitePerson, type Person } from "../support/people"
import { list, newActivity, newMilestone, newProcess, newProject, one } from "../support/profile-fixtures"
import type { ApiClient } from "../support/stack"

const { inbox, stack } = useMailingStack()

let referenceId: number
let reader: Person
/** Activities of the reference project with requirements, and its processes with activities. */
let withRequirements: any[]
let processId: number
const readers: SseReader[] = []

const decodeResult = Schema.decodeUnknownSync(ExportResult)
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex")

beforeAll(async () => {
  referenceId = (await stack.api.get("/status/info")).body.default_project_id
  const activities = await list(stack.api, `/1.2/profile/activities?act_pro_id=${referenceId}`)
  withRequirements = []
  for (const activity of activities) if ((await list(stack.api, `/1.2/profile/requirements?req_act_id=${activity.act_id}`)).length > 0) withRequirements.push(activity)
  processId = withRequirements[0].act_prc_id
  reader = await invitePerson(stack.api, inbox, { name: "Leser" })
}, 120_000)
afterAll(async () => {
  for (const r of readers) await r.close()
})

/** Follows the job until it is finished; the PDF's first print starts Chromium, so this waits a while. */
const finished = async (api: ApiClient, jobId: number) => {
  const deadline = Date.now() + 90_000
  for (;;) {
    const job = await one(api, `/1.2/profile/jobs/${jobId}`)
    if (["completed", "failed", "cancelled"].includes(job.job_state)) return job
    if (Date.now() > deadline) throw new Error(`job ${jobId} did not finish: ${JSON.stringify(job)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const startExport = async (api: ApiClient, body: object, headers: Record<string, string> = {}) => {
  const answer = await api.call("POST", "/1.2/profile/exports", JSON.stringify(body), { "Content-Type": "application/json", ...headers })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  expect(answer.body).toEqual({ job_id: expect.any(Number) })
  return answer.body.job_id as number
}

/** Exports, follows the job to completed and answers its result and the kept document with its content. */
const exported = async (api: ApiClient, body: object) => {
  const job = await finished(api, await startExport(api, body))
  expect(job.job_state, JSON.stringify(job)).toBe("completed")
  const result = decodeResult(job.job_result)
  expect(result.doc_id).not.toBeNull()
  expect(result.kept).toBe(true)
  const documents = await list(api, `/1.2/profile/documents?doc_pro_id=${referenceId}`)
  const document = documents.find((d) => d.doc_id === result.doc_id)
  expect(document, `document ${result.doc_id} is listed`).toBeDefined()
  const response = await fetch(`${api.baseUrl}/1.2/profile/documents/${result.doc_id}/content`, { headers: { Authorization: `Bearer ${api.token}` } })
  expect(response.status).toBe(200)
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { job, result, document, bytes }
}

const idsValid = (xml: string) => expect(checkIdsSchema(xml)).toEqual([])

describe("an export kept as a document", () => {
  it("exports every format and scope of the reference project, keeps each with who, when, the position and the check, and gives back the file", async () => {
    const me = await one(stack.api, `/1.2/user/users/${stack.stack.admin.userId}`)
    const [first, second] = withRequirements
    const cases: { body: object; media: string; name: RegExp; valid: (bytes: Uint8Array, result: ExportResult) => Promise<void> }[] = [
      {
        body: { exp_scope: "activities", exp_act_ids: [first.act_id], exp_format: "ids" },
        media: "application/xml",
        name: new RegExp(`^${referenceId}_${first.act_prc_id}_.+\\.ids$`, "u"),
        valid: async (bytes, result) => {
          idsValid(new TextDecoder().decode(bytes))
          expect(result.checks).toEqual([expect.objectContaining({ act_id: first.act_id, file_name: result.file_name, schema_valid: true })])
        },
      },
      {
        body: { exp_scope: "activities", exp_act_ids: [second.act_id, first.act_id], exp_format: "ids", exp_ifc_version: "IFC2X3" },
        media: "application/zip",
        name: new RegExp(`^${referenceId}_Auswahl_IDS_IFC2X3\\.zip$`, "u"),
        valid: async (bytes, result) => {
          const zip = await JSZip.loadAsync(bytes)
          const names = Object.keys(zip.files)
          // In the order chosen, each written for the version asked for.
          expect(result.checks.map((c) => c.act_id)).toEqual([second.act_id, first.act_id])
          expect(names).toEqual(result.checks.map((c) => c.file_name))
          for (const name of names) {
            const xml = await zip.file(name)!.async("string")
            idsValid(xml)
            expect(xml).toContain('ifcVersion="IFC2X3"')
          }
          expect(result.check).toMatch(/^IDS 1\.0 für IFC2X3, 2 Dateien: XSD gültig/u)
        },
      },
      { body: { exp_scope: "process", exp_prc_id: processId, exp_format: "ids" }, media: "application/zip", name: new RegExp(`^${referenceId}_${processId}_IDS\\.zip$`, "u"), valid: zipOfIds },
      { body: { exp_scope: "project", exp_format: "ids" }, media: "application/zip", name: new RegExp(`^${referenceId}_IDS\\.zip$`, "u"), valid: zipOfIds },
      { body: { exp_scope: "project", exp_format: "profile_xlsx", exp_language: "fr" }, media: XLSX, name: new RegExp(`^${referenceId}_.+\\.xlsx$`, "u"), valid: workbook },
      { body: { exp_scope: "process", exp_prc_id: processId, exp_format: "report_xlsx" }, media: XLSX, name: new RegExp(`^${referenceId}_${processId}_Bericht\\.xlsx$`, "u"), valid: workbook },
      { body: { exp_scope: "project", exp_format: "report_xlsx", exp_language: "en" }, media: XLSX, name: new RegExp(`^${referenceId}_Report\\.xlsx$`, "u"), valid: workbook },
      { body: { exp_scope: "process", exp_prc_id: processId, exp_format: "report_pdf" }, media: "application/pdf", name: new RegExp(`^${referenceId}_${processId}_Bericht\\.pdf$`, "u"), valid: pdf },
      // The reference project's whole PDF (about a hundred pages): once.
      { body: { exp_scope: "project", exp_format: "report_pdf" }, media: "application/pdf", name: new RegExp(`^${referenceId}_Bericht\\.pdf$`, "u"), valid: pdf },
    ]
    for (const c of cases) {
      const what = JSON.stringify(c.body)
      const { job, result, document, bytes } = await exported(stack.api, { exp_pro_id: referenceId, ...c.body })
      expect(job, what).toMatchObject({ job_kind: "export", job_pro_id: referenceId, job_percent: 100, job_error: null })
      expect(result.media_type, what).toBe(c.media)
      expect(result.file_name, what).toMatch(c.name)
      expect(result.position, what).toBeGreaterThan(0)
      expect(document, what).toMatchObject({
        doc_pro_id: referenceId,
        doc_name: result.file_name,
        doc_kind: "export",
        doc_media_type: c.media,
        doc_size: result.size,
        doc_sha256: result.sha256,
        doc_as_of_position: result.position,
        doc_check: result.check,
        doc_create_user: `${me.usr_name_first} ${me.usr_name}`,
        doc_create_date: expect.any(String),
      })
      expect(bytes.length, what).toBe(result.size)
      expect(sha256(bytes), what).toBe(result.sha256)
      if (c.media === "application/xml" || c.media === "application/zip") {
        expect(result.check, what).toMatch(/^IDS 1\.0.*, \d+ Dateie?n?: XSD gültig, /u)
        expect(result.checks.length, what).toBeGreaterThan(0)
      } else expect({ check: result.check, checks: result.checks }, what).toEqual({ check: null, checks: [] })
      await c.valid(bytes, result)
    }
  }, 240_000)

  it("lets a reader who may not write the project export, keeps nothing of it in the project, and gives the file to them alone", async () => {
    reader.api.position = Math.max(reader.api.position, stack.api.position)
    const upload = await reader.api.call("POST", `/1.2/profile/documents?doc_pro_id=${referenceId}&doc_name=Plan`, "%PDF-1.4\n%%EOF\n", { "Content-Type": "application/pdf" })
    expect(upload.status, JSON.stringify(upload.body)).toBe(401)
    const documentsOf = async (api: ApiClient) => list(api, `/1.2/profile/documents?doc_pro_id=${referenceId}`)
    const before = { admin: await documentsOf(stack.api), reader: await documentsOf(reader.api) }

    const job = await finished(reader.api, await startExport(reader.api, { exp_pro_id: referenceId, exp_scope: "activities", exp_act_ids: [withRequirements[0].act_id], exp_format: "ids" }))
    // Not a job of the project: the other readers of the reference project do not see it.
    expect(job, JSON.stringify(job)).toMatchObject({ job_kind: "export", job_state: "completed", job_pro_id: null, job_usr_id: reader.id, job_percent: 100 })
    const result = decodeResult(job.job_result)
    expect(result).toMatchObject({ doc_id: null, kept: false, media_type: "application/xml" })
    expect(result.file_name).toMatch(/\.ids$/u)
    // No document for anyone: not the reader's, not the app admin's list.
    stack.api.position = Math.max(stack.api.position, reader.api.position)
    expect(await documentsOf(stack.api)).toEqual(before.admin)
    expect(await documentsOf(reader.api)).toEqual(before.reader)
    expect((await documentsOf(stack.api)).filter((d) => d.doc_create_user === "Test Leser")).toEqual([])

    // The file, from the job, for the reader: the very bytes of the result.
    const file = (api: ApiClient) => fetch(`${api.baseUrl}/1.2/profile/jobs/${job.job_id}/file`, { headers: { Authorization: `Bearer ${api.token}` } })
    const response = await file(reader.api)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("application/xml")
    expect(response.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent(result.file_name)}`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(bytes.length).toBe(result.size)
    expect(sha256(bytes)).toBe(result.sha256)
    idsValid(new TextDecoder().decode(bytes))
    // Anyone else — the app admin too — finds neither the job nor its file.
    const other = await file(stack.api)
    expect(other.status).toBe(404)
    expect((await other.json()).internal_code).toBe("NOT_FOUND")
    expect((await stack.api.get(`/1.2/profile/jobs/${job.job_id}`)).status).toBe(404)

    // The write side holds the rule too: a keep for the reader is refused, and keeps nothing.
    const keep = await stack.stack.jobStore.submit({
      kind: EXPORT_KEEP_JOB,
      input: { projectId: referenceId, userId: reader.id, exportJobId: job.job_id, fileName: result.file_name, mediaType: result.media_type, size: result.size, sha256: result.sha256, check: result.check, position: result.position },
      userId: reader.id,
      projectId: null,
      maxAttempts: 1,
    })
    expect(await finished(reader.api, keep.id)).toMatchObject({ job_state: "failed", job_error: expect.stringContaining("keine Berechtigung") })
    expect(await documentsOf(stack.api)).toEqual(before.admin)
  }, 60_000)

  it("gives the file of a kept export from its job too, to its starter only", async () => {
    const { job, result, bytes } = await exported(stack.api, { exp_pro_id: referenceId, exp_scope: "project", exp_format: "profile_xlsx" })
    const mine = await fetch(`${stack.baseUrl}/1.2/profile/jobs/${job.job_id}/file`, { headers: { Authorization: `Bearer ${stack.api.token}` } })
    expect(mine.status).toBe(200)
    expect(mine.headers.get("content-type")).toBe(result.media_type)
    expect(sha256(new Uint8Array(await mine.arrayBuffer()))).toBe(sha256(bytes))
    // The reader sees the job of the project (as they see its document), but the job's file is its starter's.
    reader.api.position = Math.max(reader.api.position, stack.api.position)
    expect((await reader.api.get(`/1.2/profile/jobs/${job.job_id}`)).status).toBe(200)
    expect((await fetch(`${stack.baseUrl}/1.2/profile/jobs/${job.job_id}/file`, { headers: { Authorization: `Bearer ${reader.api.token}` } })).status).toBe(404)
  }, 60_000)

  it("keeps an export once, however often its keep runs", async () => {
    const { job, result } = await exported(stack.api, { exp_pro_id: referenceId, exp_scope: "project", exp_format: "report_xlsx", exp_language: "it" })
    const before = await list(stack.api, `/1.2/profile/documents?doc_pro_id=${referenceId}`)
    const keep = await stack.stack.jobStore.submit({
      kind: EXPORT_KEEP_JOB,
      input: { projectId: referenceId, userId: stack.stack.admin.userId, exportJobId: job.job_id, fileName: result.file_name, mediaType: result.media_type, size: result.size, sha256: result.sha256, check: null, position: result.position },
      userId: stack.stack.admin.userId,
      projectId: referenceId,
      maxAttempts: 1,
    })
    const again = await finished(stack.api, keep.id)
    expect(again).toMatchObject({ job_state: "completed", job_result: { doc_id: result.doc_id } })
    expect(await list(stack.api, `/1.2/profile/documents?doc_pro_id=${referenceId}`)).toEqual(before)
  }, 60_000)

  it("refuses what cannot be exported with the field named, and a project one may not read", async () => {
    const other = await newProject(stack.api)
    const foreignProcess = await newProcess(stack.api, (await newMilestone(stack.api, other.phases.planung)).mst_id)
    const foreignActivity = await newActivity(stack.api, foreignProcess.prc_id)
    const refused = async (body: object, status: number, field?: string, api = stack.api) => {
      const answer = await api.post("/1.2/profile/exports", body)
      expect(answer.status, `${JSON.stringify(body)}: ${JSON.stringify(answer.body)}`).toBe(status)
      expect(answer.body).toMatchObject({ message: expect.any(String), internal_code: expect.any(String) })
      if (field) expect(Object.keys(answer.body.details), JSON.stringify(answer.body)).toEqual([field])
      return answer.body
    }
    const ref = { exp_pro_id: referenceId }
    const foreign = await refused({ ...ref, exp_scope: "activities", exp_act_ids: [withRequirements[0].act_id, foreignActivity.act_id], exp_format: "ids" }, 400, "exp_act_ids")
    expect(foreign).toMatchObject({ internal_code: "FOREIGN_ENTITY", message: `Die Aktivität ${foreignActivity.act_id} gehört nicht zum Projekt ${referenceId}.` })
    await refused({ ...ref, exp_scope: "activities", exp_act_ids: [987654321], exp_format: "ids" }, 400, "exp_act_ids")
    await refused({ ...ref, exp_scope: "process", exp_prc_id: foreignProcess.prc_id, exp_format: "report_pdf" }, 400, "exp_prc_id")
    const scope = await refused({ ...ref, exp_scope: "process", exp_prc_id: processId, exp_format: "profile_xlsx" }, 400, "exp_scope")
    expect(scope.internal_code).toBe("VALIDATION")
    await refused({ ...ref, exp_scope: "activities", exp_act_ids: [withRequirements[0].act_id], exp_format: "report_xlsx" }, 400, "exp_scope")
    await refused({ ...ref, exp_scope: "project", exp_format: "report_pdf", exp_ifc_version: "IFC4" }, 400, "exp_ifc_version")
    await refused({ ...ref, exp_scope: "project", exp_act_ids: [withRequirements[0].act_id], exp_format: "ids" }, 400, "exp_act_ids")
    await refused({ ...ref, exp_scope: "activities", exp_format: "ids" }, 400, "exp_act_ids")
    await refused({ ...ref, exp_scope: "activities", exp_act_ids: [], exp_format: "ids" }, 400, "exp_act_ids")
    await refused({ ...ref, exp_scope: "activities", exp_act_ids: [withRequirements[0].act_id, withRequirements[0].act_id], exp_format: "ids" }, 400, "exp_act_ids")
    await refused({ ...ref, exp_scope: "process", exp_format: "ids" }, 400, "exp_prc_id")
    await refused({ exp_pro_id: 987654321, exp_scope: "project", exp_format: "ids" }, 404)
    // A project the reader may not read: refused as its GET is.
    reader.api.position = Math.max(reader.api.position, stack.api.position)
    await refused({ exp_pro_id: other.pro_id, exp_scope: "project", exp_format: "ids" }, 401, undefined, reader.api)
  }, 60_000)

  it("fails a job with the reason when nothing can be exported", async () => {
    const project = await newProject(stack.api)
    const process = await newProcess(stack.api, (await newMilestone(stack.api, project.phases.planung)).mst_id)
    const activity = await newActivity(stack.api, process.prc_id)
    const job = await finished(stack.api, await startExport(stack.api, { exp_pro_id: project.pro_id, exp_scope: "activities", exp_act_ids: [activity.act_id], exp_format: "ids" }))
    expect(job).toMatchObject({ job_state: "failed", job_result: null, job_error: expect.stringContaining("Anforderungen") })
    expect((await list(stack.api, `/1.2/profile/documents?doc_pro_id=${project.pro_id}`)).filter((d) => d.doc_kind === "export")).toEqual([])
  }, 60_000)

  it("shows the job's progress on the live stream, in the language asked for", async () => {
    const response = await fetch(`${stack.baseUrl}/1.2/live`, { headers: { Authorization: `Bearer ${stack.api.token}` } })
    expect(response.status).toBe(200)
    const live = new SseReader(response)
    readers.push(live)
    await live.next((m) => m.event === "ready")
    const jobId = await startExport(stack.api, { exp_pro_id: referenceId, exp_scope: "project", exp_format: "ids" }, { "Accept-Language": "fr-CH, fr;q=0.9, de;q=0.5" })
    const notices: JobNotice[] = []
    for (;;) {
      const message = await live.next((m) => m.event === JOB_EVENT && JSON.parse(m.data!).job_id === jobId, 30_000)
      const notice = JSON.parse(message.data!) as JobNotice
      notices.push(notice)
      if (notice.job_state === "completed" || notice.job_state === "failed") break
    }
    expect(notices.at(-1)).toMatchObject({ job_state: "completed", job_percent: 100 })
    const running = notices.filter((n) => n.job_state === "running" && n.job_message !== null)
    expect(running.length).toBeGreaterThan(0)
    for (const notice of running) {
      expect(notice.job_percent).toBeGreaterThan(0)
      expect(notice.job_percent).toBeLessThan(100)
      expect(notice.job_message).toMatch(/^(Les dernières modifications|Lecture du projet|Activité \d+ sur \d+ écrite|Assemblage des fichiers IDS|Le fichier est enregistré)/u)
    }
    // Percent only grows.
    const percents = running.map((n) => n.job_percent!)
    expect(percents).toEqual([...percents].sort((a, b) => a - b))
  }, 60_000)
})

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

async function zipOfIds(bytes: Uint8Array, result: ExportResult) {
  const zip = await JSZip.loadAsync(bytes)
  const names = Object.keys(zip.files)
  expect(names).toEqual(result.checks.map((c) => c.file_name))
  expect(names.length).toBeGreaterThan(0)
  for (const name of names) idsValid(await zip.file(name)!.async("string"))
}

async function workbook(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(Buffer.from(bytes) as never)
  expect(book.worksheets.length).toBeGreaterThan(1)
}

async function pdf(bytes: Uint8Array) {
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-")
  expect(Buffer.from(bytes.subarray(-1024)).toString("latin1")).toContain("%%EOF")
}
