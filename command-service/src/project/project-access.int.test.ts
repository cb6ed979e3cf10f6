import { LICENCE_REQUIRED_TEXT } from "@bimprofile/contracts/access/roles"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CommandAppSpec, startCommandApp } from "../testing/command-app-spec"
import { personalOrgIdOf } from "../testing/in-memory-directory"

const NO_ACCESS = {
  status: 401,
  body: {
    message: "Sie haben keine Berechtigung für dieses Projekt. Bitte wenden Sie sich an den Projektinhaber.",
    internal_code: "AUTH_PRO",
    details: null,
  },
}

const [APP_ADMIN, OWNER, READER, WRITER, ORG_ADMIN, LEAD, COLLABORATOR, OUTSIDER, DEMO, GONE] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
const PLANER = 70
const FREMD = 80

let spec: CommandAppSpec

beforeAll(async () => {
  spec = await startCommandApp()
  const d = spec.directory
  d.addUser({ userId: APP_ADMIN, email: "admin@example.ch", appAdmin: true })
  for (const [userId, name] of [
    [OWNER, "owner"],
    [READER, "reader"],
    [WRITER, "writer"],
    [ORG_ADMIN, "orgadmin"],
    [LEAD, "lead"],
    [COLLABORATOR, "collaborator"],
    [OUTSIDER, "outsider"],
    [GONE, "gone"],
  ] as const)
    d.addUser({ userId, email: `${name}@example.ch` })
  d.addUser({ userId: DEMO, email: "demo@example.ch", licensed: false })
  d.addOrganisation({ orgId: PLANER, name: "Planer AG", members: [[OWNER, ["pl"]], [ORG_ADMIN, ["admin"]], [LEAD, ["pl"]], [COLLABORATOR, ["emp"]]] })
  d.addOrganisation({ orgId: FREMD, name: "Fremd AG", members: [[OUTSIDER, ["admin"]]] })
})
afterAll(() => spec.close())

const createProject = async (userId: number, body: Record<string, unknown> = {}) => {
  const reply = await spec.as(userId).post("/1.2/profile/projects", { pro_name: "Schulhaus Aarau", ...body })
  expect(reply.status, JSON.stringify(reply.body)).toBe(201)
  return reply.body.pro_id as number
}
const createRole = (userId: number, projectId: number, name = `Rolle ${Math.random()}`) =>
  spec.as(userId).post("/1.2/profile/roles_project", { rop_pro_id: projectId, rop_name: name, rop_role_code_code: "company" })
const grant = (userId: number, projectId: number, email: string, roles: string[]) =>
  spec.as(userId).post(`/1.2/profile/projects/${projectId}/permissions`, { usr_email: email, roles })

describe("creating a project", () => {
  it("puts it into the caller's personal organisation when no organisation is named, the caller its admin", async () => {
    const reply = await spec.as(OUTSIDER).post("/1.2/profile/projects", { pro_name: "Eigenes" })
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({ pro_org_id: personalOrgIdOf(OUTSIDER), pro_pers: true })
    const state = await spec.projects.state(reply.body.pro_id)
    expect(state.grants.get(OUTSIDER)).toEqual(["admin"])
  })

  it("lets a project lead create in the organisation, not a collaborator", async () => {
    const made = await spec.as(LEAD).post("/1.2/profile/projects", { pro_name: "Neu", pro_org_id: PLANER })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ pro_org_id: PLANER, pro_pers: false })
    const refused = await spec.as(COLLABORATOR).post("/1.2/profile/projects", { pro_name: "Neu", pro_org_id: PLANER })
    expect(refused).toMatchObject({ status: 401, body: { internal_code: "AUTH_PRO", message: "Sie dürfen in dieser Organisation keine Projekte anlegen." } })
  })

  it("refuses an unknown organisation and an unselected one", async () => {
    const unknown = await spec.as(LEAD).post("/1.2/profile/projects", { pro_name: "Neu", pro_org_id: 999 })
    expect(unknown).toMatchObject({ status: 400, body: { details: { pro_org_id: "Die Organisation wurde nicht gefunden." } } })
    const unselected = await spec.as(LEAD).post("/1.2/profile/projects", { pro_name: "Neu", pro_pers: false })
    expect(unselected).toMatchObject({ status: 400, body: { details: { pro_org_id: "Wählen Sie eine Organisation aus." } } })
  })

  it("lets only app admins make reference projects", async () => {
    expect(await spec.as(OWNER).post("/1.2/profile/projects", { pro_name: "Ref", pro_type_code: "pro-ref" })).toMatchObject(NO_ACCESS)
    await createProject(APP_ADMIN, { pro_type_code: "pro-ref" })
  })
})

describe("an organisation project with grants", () => {
  let projectId: number
  beforeAll(async () => {
    projectId = await createProject(OWNER, { pro_org_id: PLANER })
    expect((await grant(OWNER, projectId, "reader@example.ch", ["read"])).status).toBe(201)
    expect((await grant(OWNER, projectId, "writer@example.ch", ["write"])).status).toBe(201)
  })

  it("refuses edits by a reader", async () => {
    expect(await createRole(READER, projectId)).toMatchObject(NO_ACCESS)
  })

  it("lets a writer edit the content but not change or delete the project", async () => {
    const role = await createRole(WRITER, projectId)
    expect(role.status).toBe(201)
    expect(role.position).not.toBeNull()
    expect(await spec.as(WRITER).patch(`/1.2/profile/projects/${projectId}`, { pro_name: "Neu" })).toMatchObject(NO_ACCESS)
    expect(await spec.as(WRITER).delete(`/1.2/profile/projects/${projectId}`)).toMatchObject(NO_ACCESS)
    expect(await grant(WRITER, projectId, "reader@example.ch", ["admin"])).toMatchObject(NO_ACCESS)
  })

  it("refuses a member of another organisation anything, before any rule of the project", async () => {
    expect(await createRole(OUTSIDER, projectId, "")).toMatchObject({ status: 400 })
    expect(await createRole(OUTSIDER, projectId)).toMatchObject(NO_ACCESS)
    expect(await spec.as(OUTSIDER).patch(`/1.2/profile/projects/${projectId}`, { pro_name: "" })).toMatchObject({ status: 400 })
    expect(await spec.as(OUTSIDER).patch(`/1.2/profile/projects/${projectId}`, { pro_isc_id: 999 })).toMatchObject(NO_ACCESS)
  })

  it("gives the organisation's project leads write and its collaborators read", async () => {
    expect((await createRole(LEAD, projectId)).status).toBe(201)
    expect(await spec.as(LEAD).delete(`/1.2/profile/projects/${projectId}`)).toMatchObject(NO_ACCESS)
    expect(await createRole(COLLABORATOR, projectId)).toMatchObject(NO_ACCESS)
  })

  it("lets the organisation's admin administer it", async () => {
    const renamed = await spec.as(ORG_ADMIN).patch(`/1.2/profile/projects/${projectId}`, { pro_name: "Schulhaus Baden" })
    expect(renamed).toMatchObject({ status: 200, body: { pro_name: "Schulhaus Baden" } })
  })

  it("refuses a command right after the permission was revoked", async () => {
    const writer = spec.as(WRITER)
    const [revoked, edit] = await Promise.all([
      spec.as(OWNER).delete(`/1.2/profile/projects/${projectId}/permissions/${WRITER}`),
      (async () => {
        // Queued behind the revoke on the same project: judged on the state after it.
        await new Promise((resolve) => setImmediate(resolve))
        return createRole(WRITER, projectId)
      })(),
    ])
    expect(revoked).toMatchObject({ status: 200, body: { usr_id: WRITER, deleted: true } })
    expect(edit).toMatchObject(NO_ACCESS)
    expect(await writer.post("/1.2/profile/roles_project", { rop_pro_id: projectId, rop_name: "X", rop_role_code_code: "company" })).toMatchObject(NO_ACCESS)
  })

  it("refuses a token of an erased user", async () => {
    expect((await createRole(GONE, projectId)).body.internal_code).toBe("AUTH_PRO")
    spec.directory.erase(GONE)
    expect(await createRole(GONE, projectId)).toMatchObject({ status: 401, body: { internal_code: "AUTH_INV_TOK", message: "Das Token ist ungültig." } })
  })

  it("lets the owner delete it", async () => {
    expect(await spec.as(OWNER).delete(`/1.2/profile/projects/${projectId}`)).toMatchObject({ status: 200, body: { deleted: true } })
  })
})

describe("moving a project out of its organisation", () => {
  const HOLZ = 90
  const MOVE_REFUSED = {
    status: 401,
    body: { internal_code: "AUTH_PRO", message: "Nur die Verwaltung der Organisation, der das Projekt gehört, darf es in eine andere Organisation verschieben." },
  }
  const move = (userId: number, projectId: number, body: Record<string, unknown>) => spec.as(userId).patch(`/1.2/profile/projects/${projectId}`, body)
  beforeAll(() => {
    spec.directory.addOrganisation({ orgId: HOLZ, name: "Holz AG", members: [[OWNER, ["admin"]], [ORG_ADMIN, ["pl"]]] })
  })

  it("is refused to the creator (admin of the project only), into another organisation or to their personal one", async () => {
    const projectId = await createProject(OWNER, { pro_org_id: PLANER })
    expect(await move(OWNER, projectId, { pro_org_id: HOLZ })).toMatchObject(MOVE_REFUSED)
    expect(await move(OWNER, projectId, { pro_pers: true })).toMatchObject(MOVE_REFUSED)
    expect(await move(OWNER, projectId, { pro_org_id: null })).toMatchObject(MOVE_REFUSED)
    // Renaming stays the project admin's.
    expect(await move(OWNER, projectId, { pro_name: "Umbenannt", pro_org_id: PLANER })).toMatchObject({ status: 200, body: { pro_org_id: PLANER } })
    expect((await spec.projects.state(projectId)).orgId).toBe(PLANER)
  })

  it("is allowed to the current organisation's admin with the create right in the target, and to app admins", async () => {
    const projectId = await createProject(OWNER, { pro_org_id: PLANER })
    expect(await move(ORG_ADMIN, projectId, { pro_org_id: HOLZ })).toMatchObject({ status: 200, body: { pro_org_id: HOLZ, pro_pers: false } })
    expect(await move(APP_ADMIN, projectId, { pro_org_id: PLANER })).toMatchObject({ status: 200, body: { pro_org_id: PLANER } })
    expect(await move(ORG_ADMIN, projectId, { pro_pers: true })).toMatchObject({ status: 200, body: { pro_org_id: personalOrgIdOf(ORG_ADMIN), pro_pers: true } })
  })

  it("is allowed out of one's own personal organisation, not out of someone else's", async () => {
    const own = await createProject(OWNER)
    expect(await move(OWNER, own, { pro_org_id: PLANER })).toMatchObject({ status: 200, body: { pro_org_id: PLANER, pro_pers: false } })
    const theirs = await createProject(OUTSIDER)
    expect((await grant(OUTSIDER, theirs, "owner@example.ch", ["admin"])).status).toBe(201)
    expect(await move(OWNER, theirs, { pro_org_id: PLANER })).toMatchObject(MOVE_REFUSED)
    expect(await move(OWNER, theirs, { pro_pers: true })).toMatchObject({ status: 200, body: { pro_org_id: personalOrgIdOf(OUTSIDER) } })
  })

  it("does not tell an outsider more than that they have no access", async () => {
    const projectId = await createProject(OWNER, { pro_org_id: PLANER })
    expect(await move(OUTSIDER, projectId, { pro_org_id: FREMD })).toMatchObject(NO_ACCESS)
  })
})

describe("copies and imports", () => {
  it("need read on the source and write on the target", async () => {
    const source = await createProject(OWNER)
    const role = await createRole(OWNER, source, "Architekt")
    const target = await createProject(OUTSIDER)
    const importRole = () => spec.as(OUTSIDER).post(`/1.2/profile/roles_project/${role.body.rop_id}/copy`, { rop_name: "Architekt", rop_pro_id: target })
    // A role of a project one may not read is answered as a missing one.
    expect(await importRole()).toMatchObject({ status: 404, body: { internal_code: "NOT_FOUND", message: `Rolle mit der Id ${role.body.rop_id} wurde nicht gefunden.` } })
    expect(await spec.as(OUTSIDER).post(`/1.2/profile/projects/${source}/copy`, { pro_name: "Kopie" })).toMatchObject(NO_ACCESS)
    expect((await grant(OWNER, source, "outsider@example.ch", ["read"])).status).toBe(201)
    expect((await importRole()).status).toBe(201)
    const copied = await spec.as(OUTSIDER).post(`/1.2/profile/projects/${source}/copy`, { pro_name: "Kopie" })
    expect(copied).toMatchObject({ status: 201, body: { pro_org_id: personalOrgIdOf(OUTSIDER), pro_pers: true } })
    expect((await spec.projects.state(copied.body.pro_id)).grants.get(OUTSIDER)).toEqual(["admin"])
    // Read on the source, but no write on the target.
    expect((await grant(OWNER, source, "reader@example.ch", ["read"])).status).toBe(201)
    const intoForeign = await spec.as(READER).post(`/1.2/profile/roles_project/${role.body.rop_id}/copy`, { rop_name: "Architekt", rop_pro_id: target })
    expect(intoForeign).toMatchObject(NO_ACCESS)
  })

  it("of the reference project: everybody reads it, only app admins edit it", async () => {
    const reference = await createProject(APP_ADMIN, { pro_type_code: "pro-ref", pro_org_id: PLANER })
    expect((await createRole(APP_ADMIN, reference)).status).toBe(201)
    expect(await createRole(ORG_ADMIN, reference)).toMatchObject(NO_ACCESS)
    const copied = await spec.as(COLLABORATOR).post(`/1.2/profile/projects/${reference}/copy`, { pro_name: "Aus Referenz" })
    expect(copied.status).toBe(201)
  })
})

describe("demo users", () => {
  it("edit their own projects but neither grant nor share", async () => {
    const projectId = await createProject(DEMO)
    expect((await createRole(DEMO, projectId)).status).toBe(201)
    const licence = { status: 401, body: { internal_code: "AUTH_PRO", message: LICENCE_REQUIRED_TEXT } }
    expect(await grant(DEMO, projectId, "reader@example.ch", ["read"])).toMatchObject(licence)
    expect(await spec.as(DEMO).post(`/1.2/profile/projects/${projectId}/shares`, { org_id: FREMD })).toMatchObject(licence)
    expect(await spec.as(DEMO).patch(`/1.2/profile/projects/${projectId}`, { pro_access_all: true })).toMatchObject(licence)
  })
})
