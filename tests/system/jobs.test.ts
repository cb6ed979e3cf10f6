/**
 * Jobs over HTTP against the running stack (docs/jobs.md), with the test-only kind `test.count` registered
 * on the stack's runner (no product kind exists yet): GET answers a job's state as it runs and its result,
 * cancel stops a running job, retry queues a failed one again, and the live stream carries each job's
 * progress to its starter and to readers of its project — nobody else, for whom the job does not exist (404).
 */
import { JOB_EVENT, type JobNotice } from "@bimprofile/contracts/live/job-notice"
import { COUNT_KIND, countJobKind } from "@bimprofile/infra/jobs/testing/count-job-kind"
import { SseReader } from "@bimprofile/query-service/testing/sse-reader"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { invitePerson, type Person } from "../support/people"
import { newProject } from "../support/profile-fixtures"
import { type SmtpInbox, startSmtpInbox } from "../support/smtp-inbox"
import { type ApiClient, type RunningStack, startTestStack } from "../support/stack"

let inbox: SmtpInbox
let running: RunningStack
let vera: Person
let projectId: number
const readers: SseReader[] = []

beforeAll(async () => {
  inbox = await startSmtpInbox()
  running = await startTestStack({ env: { SMTP_URL: inbox.url, APP_URL: "http://bimprofile.test" } })
  running.stack.jobs.register(countJobKind())
  vera = await invitePerson(running.api, inbox, { name: "Vera" })
  projectId = (await newProject(running.api)).pro_id
  const granted = await running.api.post(`/1.2/profile/projects/${projectId}/permissions`, { usr_email: vera.email, roles: ["read"] })
  expect(granted.status, JSON.stringify(granted.body)).toBe(201)
}, 120_000)

afterAll(async () => {
  for (const reader of readers) await reader.close()
  await running?.stop()
  await inbox?.stop()
})

const admin = () => running.stack.admin.userId
const submit = (input: object, by: { userId: number; projectId?: number | null } = { userId: admin() }) => running.stack.jobs.submit(COUNT_KIND, input, by)

/** Polls GET jobs/{id} until `done` holds. */
const follow = async (api: ApiClient, id: number, done: (job: any) => boolean) => {
  const deadline = Date.now() + 15_000
  for (;;) {
    const answer = await api.get(`/1.2/profile/jobs/${id}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    if (done(answer.body)) return answer.body
    if (Date.now() > deadline) throw new Error(`job ${id} never got there: ${JSON.stringify(answer.body)}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const live = async (api: ApiClient) => {
  const response = await fetch(`${running.baseUrl}/1.2/live`, { headers: { Authorization: `Bearer ${api.token}` } })
  expect(response.status).toBe(200)
  const reader = new SseReader(response)
  readers.push(reader)
  await reader.next((m) => m.event === "ready")
  return reader
}
const jobNotice = async (reader: SseReader, wanted: (notice: JobNotice) => boolean) => {
  const message = await reader.next((m) => m.event === JOB_EVENT && wanted(JSON.parse(m.data!)), 15_000)
  expect(message.id).toBeUndefined()
  return JSON.parse(message.data!) as JobNotice
}

describe("a job followed over HTTP", () => {
  it("answers its state as it runs, then its result", async () => {
    const job = await submit({ steps: 8, stepMs: 40 })
    const midway = await follow(running.api, job.id, (j) => j.job_state === "running" && j.job_percent > 0)
    expect(midway).toMatchObject({ job_id: job.id, job_kind: COUNT_KIND, job_usr_id: admin(), job_pro_id: null, job_result: null, job_message: expect.stringMatching(/^Schritt \d von 8$/) })
    const done = await follow(running.api, job.id, (j) => j.job_state === "completed")
    expect(done).toMatchObject({ job_percent: 100, job_result: { counted: 8, attempt: 1 }, job_error: null, job_attempts: 1 })
  })

  it("stops a running job on cancel, refuses a second cancel, and runs it again on retry", async () => {
    const job = await submit({ steps: 1_000, stepMs: 20 })
    await follow(running.api, job.id, (j) => j.job_state === "running" && j.job_percent > 0)
    const asked = await running.api.post(`/1.2/profile/jobs/${job.id}/cancel`, {})
    expect(asked.status, JSON.stringify(asked.body)).toBe(200)
    expect(asked.body).toMatchObject({ job_state: "running", job_cancel_requested: true })
    const cancelled = await follow(running.api, job.id, (j) => j.job_state === "cancelled")
    expect(cancelled.job_percent).toBeLessThan(100)
    const again = await running.api.post(`/1.2/profile/jobs/${job.id}/cancel`, {})
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ message: expect.stringContaining("abgebrochen"), internal_code: "JOB_FINISHED", details: null })
    const retried = await running.api.post(`/1.2/profile/jobs/${job.id}/retry`, {})
    expect(retried.status, JSON.stringify(retried.body)).toBe(200)
    expect(retried.body).toMatchObject({ job_state: "queued", job_cancel_requested: false, job_percent: null })
    await follow(running.api, job.id, (j) => j.job_state === "running" && j.job_percent > 0)
    expect((await running.api.post(`/1.2/profile/jobs/${job.id}/retry`, {})).body.internal_code).toBe("JOB_NOT_RETRYABLE")
    expect((await running.api.post(`/1.2/profile/jobs/${job.id}/cancel`, {})).status).toBe(200)
    await follow(running.api, job.id, (j) => j.job_state === "cancelled")
  })

  it("tells why a job failed, and a retry runs it again", async () => {
    const job = await submit({ steps: 3, stepMs: 5, failAt: 2 })
    const failed = await follow(running.api, job.id, (j) => j.job_state === "failed")
    expect(failed).toMatchObject({ job_error: "Schritt 2 ist gescheitert.", job_result: null })
    expect((await running.api.post(`/1.2/profile/jobs/${job.id}/retry`, {})).status).toBe(200)
    const failedAgain = await follow(running.api, job.id, (j) => j.job_state === "failed")
    expect(failedAgain.job_attempts).toBe(1)
  })
})

describe("whose job it is", () => {
  it("answers 404 for an unknown job and 400 for what is no id", async () => {
    for (const call of [running.api.get("/1.2/profile/jobs/987654"), running.api.post("/1.2/profile/jobs/987654/cancel", {}), running.api.post("/1.2/profile/jobs/987654/retry", {})]) {
      const answer = await call
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ message: "Vorgang mit der Id 987654 wurde nicht gefunden.", internal_code: "NOT_FOUND", details: null })
    }
    expect((await running.api.get("/1.2/profile/jobs/abc")).status).toBe(400)
  })

  it("hides someone else's personal job entirely, and shows a project's job to its readers but lets only the starter change it", async () => {
    const personal = await submit({ steps: 1_000, stepMs: 20 })
    for (const answer of [
      await vera.api.get(`/1.2/profile/jobs/${personal.id}`),
      await vera.api.post(`/1.2/profile/jobs/${personal.id}/cancel`, {}),
      await vera.api.post(`/1.2/profile/jobs/${personal.id}/retry`, {}),
    ]) {
      expect(answer.status).toBe(404)
      expect(answer.body.internal_code).toBe("NOT_FOUND")
    }
    expect((await running.api.get(`/1.2/profile/jobs/${personal.id}`)).body.job_state).not.toBe("cancelled")
    const ofProject = await submit({ steps: 2, stepMs: 5 }, { userId: admin(), projectId })
    expect((await follow(vera.api, ofProject.id, (j) => j.job_state === "completed")).job_pro_id).toBe(projectId)
    expect((await vera.api.post(`/1.2/profile/jobs/${ofProject.id}/retry`, {})).status).toBe(404)
    expect((await running.api.post(`/1.2/profile/jobs/${personal.id}/cancel`, {})).status).toBe(200)
  })
})

describe("job progress on the live stream", () => {
  it("reaches the starter step by step, and readers of its project, but nobody else", async () => {
    const admins = await live(running.api)
    const veras = await live(vera.api)
    // Progress is written at most every 250 ms: ten steps of 100 ms show some of them.
    const personal = await submit({ steps: 10, stepMs: 100 })
    const step = await jobNotice(admins, (n) => n.job_id === personal.id && n.job_state === "running" && (n.job_percent ?? 0) > 0)
    expect(step.job_message).toBe(`Schritt ${step.job_percent! / 10} von 10`)
    expect(await jobNotice(admins, (n) => n.job_id === personal.id && n.job_state === "completed")).toMatchObject({ job_percent: 100, job_error: null })
    // Vera's notices come in order: when the project's job reaches her, the personal one would have come before.
    const ofProject = await submit({ steps: 1, stepMs: 1 }, { userId: admin(), projectId })
    const first = await jobNotice(veras, () => true)
    expect(first).toMatchObject({ job_id: ofProject.id, job_state: "queued" })
  })
})
