import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { type CommandAppSpec, startCommandApp } from "../../testing/command-app-spec"

const [OWNER, ANNA, BEAT, CARLA, DORIS] = [2, 3, 4, 5, 6]
const [PLANER, BAU, HOLZ] = [70, 80, 90]

let spec: CommandAppSpec
let projectId: number
const owner = () => spec.as(OWNER)
const permissions = () => `/1.2/profile/projects/${projectId}/permissions`
const shares = () => `/1.2/profile/projects/${projectId}/shares`

beforeAll(async () => {
  spec = await startCommandApp()
  const d = spec.directory
  d.addUser({ userId: OWNER, email: "owner@example.ch" })
  d.addUser({ userId: ANNA, email: "anna@example.ch" })
  d.addUser({ userId: BEAT, email: "beat@example.ch" })
  d.addUser({ userId: CARLA, email: "carla@example.ch" })
  d.addUser({ userId: DORIS, email: "doris@example.ch" })
  d.addOrganisation({ orgId: PLANER, name: "Planer AG", members: [[OWNER, ["admin"]]] })
  d.addOrganisation({ orgId: BAU, name: "Bau AG", members: [[BEAT, ["emp"]], [CARLA, ["emp"]]] })
  d.addOrganisation({ orgId: HOLZ, name: "Holz GmbH", members: [[CARLA, ["pl"]]] })
})
afterAll(() => spec.close())
beforeEach(async () => {
  projectId = (await owner().post("/1.2/profile/projects", { pro_name: "Schulhaus", pro_org_id: PLANER })).body.pro_id
})

describe("POST projects/{id}/permissions", () => {
  it("grants roles to a person found by e-mail and answers with the person and the roles", async () => {
    const reply = await owner().post(permissions(), { usr_email: " Anna@Example.ch ", roles: ["read", "write"] })
    expect(reply).toMatchObject({
      status: 201,
      body: {
        usr_id: ANNA,
        usr_email: "anna@example.ch",
        usr_name: `Name${ANNA}`,
        usr_name_first: `Vorname${ANNA}`,
        pro_id: projectId,
        roles: ["write", "read"],
        perm_change_user: `Vorname${OWNER} Name${OWNER}`,
      },
    })
    expect(Number(reply.position)).toBeGreaterThan(0)
    expect((await spec.projects.state(projectId)).grants.get(ANNA)).toEqual(["write", "read"])
  })

  it("refuses an unknown e-mail address, no roles, and oneself", async () => {
    expect(await owner().post(permissions(), { usr_email: "niemand@example.ch", roles: ["read"] })).toMatchObject({
      status: 400,
      body: { details: { usr_email: "Kein Benutzer mit dieser E-Mail-Adresse gefunden." } },
    })
    expect(await owner().post(permissions(), { usr_email: "anna@example.ch", roles: [] })).toMatchObject({
      status: 400,
      body: { message: "Wählen Sie mindestens 1 Rolle aus." },
    })
    // A rule on who asks, not the request's shape: 409 like taking one's own app admin.
    expect(await owner().post(permissions(), { usr_email: "owner@example.ch", roles: ["read"] })).toMatchObject({
      status: 409,
      body: { message: "Sie können sich nicht selbst Berechtigungen erteilen." },
    })
  })

  it("does not tell a caller without rights whether an e-mail address is registered", async () => {
    const known = await spec.as(ANNA).post(permissions(), { usr_email: "beat@example.ch", roles: ["read"] })
    const unknown = await spec.as(ANNA).post(permissions(), { usr_email: "niemand@example.ch", roles: ["read"] })
    expect(known).toMatchObject({ status: 401, body: { internal_code: "AUTH_PRO" } })
    expect(unknown.body).toEqual(known.body)
  })

  it("answers 404 for a project that does not exist", async () => {
    expect((await owner().post("/1.2/profile/projects/999999/permissions", { usr_email: "anna@example.ch", roles: ["read"] })).status).toBe(404)
  })
})

describe("DELETE projects/{id}/permissions/{usr_id}", () => {
  it("revokes a person's roles; a person may remove their own, and cannot add them back", async () => {
    await owner().post(permissions(), { usr_email: "anna@example.ch", roles: ["admin"] })
    await owner().post(permissions(), { usr_email: "beat@example.ch", roles: ["read"] })
    expect(await owner().delete(`${permissions()}/${BEAT}`)).toMatchObject({ status: 200, body: { usr_id: BEAT, deleted: true } })
    expect(await spec.as(ANNA).delete(`${permissions()}/${ANNA}`)).toMatchObject({ status: 200, body: { usr_id: ANNA, deleted: true } })
    const back = await spec.as(ANNA).post(permissions(), { usr_email: "anna@example.ch", roles: ["admin"] })
    expect(back).toMatchObject({ status: 401, body: { internal_code: "AUTH_PRO" } })
  })

  it("refuses a person without roles on the project", async () => {
    expect(await owner().delete(`${permissions()}/${DORIS}`)).toMatchObject({
      status: 404,
      body: { message: "Der Benutzer hat keine Berechtigung für dieses Projekt." },
    })
  })

  it("refuses another person's roles to one who is not the project's admin", async () => {
    await owner().post(permissions(), { usr_email: "anna@example.ch", roles: ["write"] })
    await owner().post(permissions(), { usr_email: "beat@example.ch", roles: ["read"] })
    expect(await spec.as(ANNA).delete(`${permissions()}/${BEAT}`)).toMatchObject({ status: 401, body: { internal_code: "AUTH_PRO" } })
  })
})

describe("POST and DELETE projects/{id}/shares", () => {
  it("shares with an organisation by id and stops sharing", async () => {
    const shared = await owner().post(shares(), { org_id: HOLZ })
    expect(shared).toMatchObject({
      status: 201,
      body: { pro_id: projectId, pro_access_all: false, organisations: [{ org_id: HOLZ, org_name: "Holz GmbH" }] },
    })
    expect(shared.position).not.toBeNull()
    expect(await owner().delete(`${shares()}/${HOLZ}`)).toMatchObject({ status: 200, body: { organisations: [] } })
    expect(await owner().delete(`${shares()}/${HOLZ}`)).toMatchObject({ status: 404 })
  })

  it("shares with the one organisation of a member named by e-mail", async () => {
    expect(await owner().post(shares(), { usr_email: "beat@example.ch" })).toMatchObject({
      status: 201,
      body: { organisations: [{ org_id: BAU, org_name: "Bau AG" }] },
    })
    expect(await owner().post(shares(), { usr_email: "beat@example.ch" })).toMatchObject({
      status: 409,
      body: { details: { org_id: "Das Projekt ist mit dieser Organisation bereits geteilt." } },
    })
  })

  it("asks to choose when the member is in several organisations, and refuses one in none", async () => {
    expect(await owner().post(shares(), { usr_email: "carla@example.ch" })).toMatchObject({
      status: 409,
      body: { details: { org_id: "Wählen Sie eine Organisation aus." } },
    })
    expect(await owner().post(shares(), { usr_email: "doris@example.ch" })).toMatchObject({
      status: 400,
      body: { message: "Keine Organisation gefunden." },
    })
  })

  it("refuses the owning organisation and an unknown one", async () => {
    expect(await owner().post(shares(), { org_id: PLANER })).toMatchObject({
      status: 409,
      body: { details: { org_id: "Das Projekt gehört dieser Organisation bereits." } },
    })
    expect(await owner().post(shares(), { org_id: 12345 })).toMatchObject({
      status: 400,
      body: { details: { org_id: "Die Organisation wurde nicht gefunden." } },
    })
  })

  it("gives the members of the organisation read access: they may copy it, not edit it", async () => {
    await owner().post(shares(), { org_id: BAU })
    const role = await spec.as(BEAT).post("/1.2/profile/roles_project", { rop_pro_id: projectId, rop_name: "X", rop_role_code_code: "company" })
    expect(role).toMatchObject({ status: 401, body: { internal_code: "AUTH_PRO" } })
    expect((await spec.as(BEAT).post(`/1.2/profile/projects/${projectId}/copy`, { pro_name: "Vorlage" })).status).toBe(201)
  })
})
