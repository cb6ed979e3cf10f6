/**
 * GET /1.2/audit/verify against the running stack (docs/audit.md): the whole event log's hash chains are
 * whole after real use; app admins and auditors may check them, others are refused; a row changed directly
 * in the database is named by its stream and version.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { invitePerson, type Person } from "../support/people"
import { expectProblem, newMilestone, newProject, type NewProject } from "../support/profile-fixtures"
import { type SmtpInbox, startSmtpInbox } from "../support/smtp-inbox"
import { useTestStack } from "../support/use-test-stack"

let inbox: SmtpInbox
beforeAll(async () => {
  inbox = await startSmtpInbox()
})
afterAll(() => inbox?.stop())
const running = useTestStack(() => ({ engine: "pglite", env: { SMTP_URL: inbox.url } }))

let auditor: Person
let plain: Person
let project: NewProject

beforeAll(async () => {
  auditor = await invitePerson(running.api, inbox, { name: "Revisor" })
  plain = await invitePerson(running.api, inbox, { name: "Mitarbeiterin" })
  project = await newProject(running.api)
  for (let i = 0; i < 3; i++) await newMilestone(running.api, project.phases.planung)
  const granted = await running.api.post(`/1.2/profile/projects/${project.pro_id}/permissions`, { usr_email: auditor.email, roles: ["auditor"] })
  expect(granted.status, JSON.stringify(granted.body)).toBe(201)
})

const verifyAs = (person: { api: Person["api"] }) => person.api.get("/1.2/audit/verify", { "X-Min-Position": String(running.api.position) })

describe("GET /1.2/audit/verify", () => {
  it("answers an app admin that every chain of the log is whole", async () => {
    const answer = await verifyAs(running)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toEqual({ ok: true, events: expect.any(Number), streams: expect.any(Number), seconds: expect.any(Number), broken: [] })
    const [counts] = await running.stack.db.sql.query<{ events: number; streams: number }>(
      "SELECT count(*)::int AS events, count(DISTINCT stream_id)::int AS streams FROM events",
    )
    expect(answer.body.events).toBeGreaterThanOrEqual(counts!.events)
    expect(answer.body.streams).toBeGreaterThanOrEqual(counts!.streams)
  })

  it("answers a holder of the project role auditor", async () => {
    const answer = await verifyAs(auditor)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.ok).toBe(true)
  })

  it("refuses everyone else as any read they may not make (401 AUTH_PRO), and the anonymous", async () => {
    expectProblem(await verifyAs(plain), 401, "AUTH_PRO")
    const anonymous = await fetch(`${running.api.baseUrl}/1.2/audit/verify`)
    expect(anonymous.status).toBe(401)
  })

  it("names the stream and version of a row changed directly in the database, and nothing of its content", async () => {
    const stream = `project-${project.pro_id}`
    const [row] = await running.stack.db.sql.query<{ global_position: number }>(
      "SELECT global_position FROM events WHERE stream_id = $1 AND stream_version = 2",
      [stream],
    )
    await running.stack.db.sql.transaction(async (tx) => {
      await tx.query("ALTER TABLE events DISABLE TRIGGER events_no_update")
      await tx.query(`UPDATE events SET data = jsonb_set(data, '{name}', '"geändert"') WHERE stream_id = $1 AND stream_version = 2`, [stream])
      await tx.query("ALTER TABLE events ENABLE TRIGGER events_no_update")
    })
    const answer = await verifyAs(running)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.ok).toBe(false)
    expect(answer.body.broken).toEqual([{ stream_id: stream, stream_version: 2, global_position: Number(row!.global_position), problem: "hash_mismatch" }])
    expect(JSON.stringify(answer.body)).not.toContain("geändert")
    // The auditor is told the same.
    expect((await verifyAs(auditor)).body.broken).toEqual(answer.body.broken)
  })
})
