/**
 * The project role auditor (issue 11) against the running stack: granted by e-mail like the other roles,
 * read back in the project's permissions, in the auditor's `pro_permission` and in their user's
 * `usr_pro_auditor`; refused every write exactly as a reader is. (Every endpoint for the auditor is in the
 * authorisation matrix; this file follows one person through what an admin and the auditor see.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { invitePerson, type Person } from "../support/people"
import { expectProblem, newProject, type NewProject, one, unique } from "../support/profile-fixtures"
import { type SmtpInbox, startSmtpInbox } from "../support/smtp-inbox"
import { useTestStack } from "../support/use-test-stack"

let inbox: SmtpInbox
beforeAll(async () => {
  inbox = await startSmtpInbox()
})
afterAll(() => inbox?.stop())
const running = useTestStack(() => ({ engine: "pglite", env: { SMTP_URL: inbox.url } }))

let auditor: Person
let reader: Person
let project: NewProject
const permissions = () => `/1.2/profile/projects/${project.pro_id}/permissions`
/** Reads as `person`, after everything the app admin (the project's owner) wrote. */
const readAs = (person: Person, path: string) => person.api.get(path, { "X-Min-Position": String(running.api.position) })

beforeAll(async () => {
  auditor = await invitePerson(running.api, inbox, { name: "Revisorin" })
  reader = await invitePerson(running.api, inbox, { name: "Leser" })
  project = await newProject(running.api)
  const granted = await running.api.post(permissions(), { usr_email: reader.email, roles: ["read"] })
  expect(granted.status, JSON.stringify(granted.body)).toBe(201)
})

describe("granting the role auditor", () => {
  it("is answered with the person and the role, and the project's permissions list it", async () => {
    const granted = await running.api.post(permissions(), { usr_email: auditor.email, roles: ["auditor"] })
    expect(granted.status, JSON.stringify(granted.body)).toBe(201)
    expect(granted.body).toMatchObject({ usr_id: auditor.id, usr_email: auditor.email, pro_id: project.pro_id, roles: ["auditor"] })
    const listed = await one<{ usr_id: number; roles: string[] }[]>(running.api, permissions())
    expect(listed.find((p) => p.usr_id === auditor.id)?.roles).toEqual(["auditor"])
  })

  it("sets it with others in the order admin, write, auditor, read", async () => {
    const changed = await running.api.post(permissions(), { usr_email: auditor.email, roles: ["read", "auditor"] })
    expect(changed.status, JSON.stringify(changed.body)).toBe(201)
    expect(changed.body.roles).toEqual(["auditor", "read"])
    expect((await running.api.post(permissions(), { usr_email: auditor.email, roles: ["auditor"] })).body.roles).toEqual(["auditor"])
  })

  it("refuses a role that does not exist with 400, naming the role and the four it may be", async () => {
    const answer = await running.api.post(permissions(), { usr_email: auditor.email, roles: ["auditeur"] })
    expectProblem(answer, 400, "VALIDATION")
    expect(answer.body.details).toEqual({ "roles.0": "muss «admin», «write», «auditor» oder «read» sein" })
  })
})

describe("what the auditor sees", () => {
  it("reads the project with pro_permission auditor, as their own project and not as a template", async () => {
    const answer = await readAs(auditor, `/1.2/profile/projects/${project.pro_id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ pro_id: project.pro_id, pro_permission: "auditor", is_template: false })
    const listed = (await readAs(auditor, "/1.2/profile/projects")).body as { pro_id: number; pro_permission: string }[]
    expect(listed.find((p) => p.pro_id === project.pro_id)?.pro_permission).toBe("auditor")
  })

  it("finds the project in usr_pro_auditor of their user, full and partial, and in no other project list", async () => {
    const user = (await readAs(auditor, `/1.2/user/users/${auditor.id}`)).body
    expect(user).toMatchObject({ usr_pro_auditor: [project.pro_id], usr_pro_read: [], usr_pro_write: [], usr_pro_admin: [] })
    const partial = (await readAs(auditor, `/1.2/user/users/${auditor.id}?partial=true`)).body
    expect(partial).toMatchObject({ usr_pro_auditor: [project.pro_id], usr_pro_read: [] })
    // The app admin sees the same; the reader's lists do not name it as audited.
    expect((await one(running.api, `/1.2/user/users/${auditor.id}`)).usr_pro_auditor).toEqual([project.pro_id])
    expect((await one(running.api, `/1.2/user/users/${reader.id}`))).toMatchObject({ usr_pro_read: [project.pro_id], usr_pro_auditor: [] })
  })

  it("reads the project's content like a reader", async () => {
    for (const path of [`/1.2/profile/phases?pha_pro_id=${project.pro_id}`, `/1.2/profile/phases/${project.phases.planung}`, `/1.2/profile/roles_project?rop_pro_id=${project.pro_id}`]) {
      expect((await readAs(auditor, path)).status, path).toBe(200)
    }
  })
})

describe("what the auditor may not do", () => {
  it("is refused every write, and the permissions, with the very answer a reader gets", async () => {
    const calls: [method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown][] = [
      ["PATCH", `/1.2/profile/projects/${project.pro_id}`, { pro_desc: unique("Beschreibung") }],
      ["POST", "/1.2/profile/milestones", { mst_pha_id: project.phases.planung, mst_name: unique("Meilenstein") }],
      ["POST", "/1.2/profile/roles_project", { rop_pro_id: project.pro_id, rop_name: unique("Rolle"), rop_role_code_code: "service" }],
      ["DELETE", `/1.2/profile/phases/${project.phases.bewirtschaftung}`],
      ["POST", permissions(), { usr_email: reader.email, roles: ["write"] }],
      ["GET", permissions()],
    ]
    for (const [method, path, body] of calls) {
      const asAuditor = await auditor.api.call(method, path, body)
      const asReader = await reader.api.call(method, path, body)
      expectProblem(asAuditor, 401, "AUTH_PRO")
      expect(asAuditor.body, `${method} ${path}`).toEqual(asReader.body)
    }
  })

  it("may give up their own role, like anybody", async () => {
    expect((await auditor.api.delete(`${permissions()}/${auditor.id}`)).status).toBe(200)
    expect((await readAs(auditor, `/1.2/profile/projects/${project.pro_id}`)).status).toBe(401)
  })
})
