/**
 * Writes do not tell an outsider what a project they may not read holds (issue 8 §5): a call naming an
 * entity of such a project — in its path (PATCH, DELETE, copy) or as a reference in its body — is answered
 * exactly as the same call naming an id no one has: the same status and the same body, byte for byte but
 * for the id itself. No project is named. Someone who may read the project but not change it is still
 * refused (401 AUTH_PRO), and the owner is not hindered.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { invitePerson, type Person } from "../support/people"
import { newMilestone, newProcess, newProject, type NewProject } from "../support/profile-fixtures"
import { type SmtpInbox, startSmtpInbox } from "../support/smtp-inbox"
import { type ApiClient, type RunningStack, startTestStack } from "../support/stack"

/** An id no project has. */
const NO_SUCH_ID = 987_654_321

let inbox: SmtpInbox
let stack: RunningStack
let owner: Person
let outsider: Person
let reader: Person
/** The owner's project, which the outsider may not read, with a milestone and a process in it. */
let secret: NewProject & { milestoneId: number; processId: number }
/** The outsider's own project, with a process in it. */
let own: NewProject & { processId: number }

beforeAll(async () => {
  inbox = await startSmtpInbox()
  stack = await startTestStack({ env: { SMTP_URL: inbox.url, APP_URL: "http://bimprofile.test" } })
  owner = await invitePerson(stack.api, inbox, { name: "Eigentuemerin" })
  outsider = await invitePerson(stack.api, inbox, { name: "Aussenstehender" })
  reader = await invitePerson(stack.api, inbox, { name: "Leserin" })
  const project = await newProject(owner.api)
  const milestone = await newMilestone(owner.api, project.phases.planung)
  const process = await newProcess(owner.api, milestone.mst_id)
  secret = { ...project, milestoneId: milestone.mst_id, processId: process.prc_id }
  expect((await owner.api.post(`/1.2/profile/projects/${secret.pro_id}/permissions`, { usr_email: reader.email, roles: ["read"] })).status).toBe(201)
  const ownProject = await newProject(outsider.api)
  const ownMilestone = await newMilestone(outsider.api, ownProject.phases.planung)
  own = { ...ownProject, processId: (await newProcess(outsider.api, ownMilestone.mst_id)).prc_id }
}, 120_000)

afterAll(async () => {
  await stack?.stop()
  await inbox?.stop()
})

/** The status and the raw body of a call (the bytes the server sent, not a parse of them). */
const send = async (client: ApiClient, method: string, path: string, body?: unknown) => {
  const response = await fetch(stack.baseUrl + path, {
    method,
    headers: { Authorization: `Bearer ${client.token}`, ...(body !== undefined && { "Content-Type": "application/json" }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  return { status: response.status, text: await response.text() }
}

/**
 * The outsider's answer to `call(id)` for an entity of the secret project, and to the same call naming an id
 * no one has, with that id written as the entity's: they must be the same bytes.
 */
const asOutsider = async (id: number, call: (id: number) => [method: string, path: string, body?: unknown]) => {
  const hidden = await send(outsider.api, ...call(id))
  const missing = await send(outsider.api, ...call(NO_SUCH_ID))
  return { hidden, missing: { status: missing.status, text: missing.text.replaceAll(String(NO_SUCH_ID), String(id)) } }
}

describe("an entity of a project the caller may not read", () => {
  it("is answered to PATCH exactly as a missing id, while a reader of the project is refused", async () => {
    const { hidden, missing } = await asOutsider(secret.milestoneId, (id) => ["PATCH", `/1.2/profile/milestones/${id}`, { mst_desc: "Ausgespäht" }])
    expect(hidden).toEqual(missing)
    expect(hidden.status).toBe(404)
    expect(JSON.parse(hidden.text)).toEqual({ message: `Meilenstein mit der Id ${secret.milestoneId} wurde nicht gefunden.`, internal_code: "NOT_FOUND", details: null })
    const refused = await send(reader.api, "PATCH", `/1.2/profile/milestones/${secret.milestoneId}`, { mst_desc: "Gelesen" })
    expect(refused.status).toBe(401)
    expect(JSON.parse(refused.text).internal_code).toBe("AUTH_PRO")
  })

  it("is answered to DELETE exactly as a missing id, and stays in place", async () => {
    const { hidden, missing } = await asOutsider(secret.processId, (id) => ["DELETE", `/1.2/profile/processes/${id}`])
    expect(hidden).toEqual(missing)
    expect(hidden.status).toBe(404)
    const stillThere = await owner.api.get(`/1.2/profile/processes/${secret.processId}`)
    expect(stillThere.status).toBe(200)
  })

  it("is answered as a missing id when copied from", async () => {
    const { hidden, missing } = await asOutsider(secret.milestoneId, (id) => [
      "POST",
      `/1.2/profile/milestones/${id}/copy`,
      { mst_name: "Abgekupfert", mst_pha_id: own.phases.planung },
    ])
    expect(hidden).toEqual(missing)
    expect(hidden.status).toBe(404)
  })

  it("named in a body, is a reference to nothing: not «belongs to another project»", async () => {
    const created = await asOutsider(secret.milestoneId, (id) => ["POST", "/1.2/profile/processes", { prc_mst_id: id, prc_pro_id: own.pro_id, prc_name: "Fremd" }])
    expect(created.hidden).toEqual(created.missing)
    const moved = await asOutsider(secret.milestoneId, (id) => ["PATCH", `/1.2/profile/processes/${own.processId}`, { prc_mst_id: id }])
    expect(moved.hidden).toEqual(moved.missing)
    const reordered = await asOutsider(secret.milestoneId, (id) => ["PATCH", "/1.2/profile/milestones", [{ mst_id: id, mst_seq: 1 }]])
    expect(reordered.hidden).toEqual(reordered.missing)
    for (const { hidden } of [created, moved, reordered]) {
      expect(hidden.status).toBe(400)
      expect(JSON.parse(hidden.text)).toMatchObject({ internal_code: "FOREIGN_ENTITY", message: `Meilenstein ${secret.milestoneId} existiert nicht.` })
      expect(hidden.text).not.toContain(`Projekt ${secret.pro_id}`)
    }
  })

  it("is still the owner's to change", async () => {
    const changed = await owner.api.patch(`/1.2/profile/milestones/${secret.milestoneId}`, { mst_desc: "Eigene Änderung" })
    expect(changed.status).toBe(200)
  })
})
