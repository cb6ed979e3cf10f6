/**
 * Every read authorised, through the query app on PGlite: given identity and project histories appended
 * through the real event store and projected by the real runner, when a user reads, then exactly what
 * `projectAccess` lets them read — and people's names and e-mails opened at read time, gone after erasure.
 */
import { JobStore } from "@bimprofile/infra/jobs/job-store"
import { DELETED_USER_NAME, LICENCE_REQUIRED_TEXT } from "@bimprofile/contracts/access/roles"
import { TokenSigner } from "@bimprofile/infra/auth/tokens"
import { PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import { type Database, openDatabase } from "@bimprofile/infra/database"
import type { Logger } from "@bimprofile/infra/logger"
import { readUserDto } from "@bimprofile/infra/read-models/user-dto"
import { readViewer } from "@bimprofile/infra/read-models/viewer"
import { READ_MODELS_CHECKPOINT } from "@bimprofile/projector/projection"
import { ProjectorRunner } from "@bimprofile/projector/runner/run-projector"
import { IdentityFixture, PERSONAL_ORG_OFFSET } from "@bimprofile/projector/testing/identity-fixture"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createQueryApp } from "../app"
import { LiveAccess } from "../live/live-access"
import { summarizeChanges } from "../live/live-changes"
import { LiveHub } from "../live/live-hub"
import { PositionWatcher } from "../middleware/position-watcher"
import { NO_PROJECT_PERMISSION_TEXT } from "./refusals"

const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }
const [ADMIN, ANNA, BEAT, CARL, DORA, EMIL, GONE] = [1, 11, 12, 13, 14, 15, 16]
const PNG = "iVBORw0KGgo="

let db: Database
let vault: PersonalDataVault
let fixture: IdentityFixture
let app: ReturnType<typeof createQueryApp>
let runner: ProjectorRunner
const signer = new TokenSigner(Buffer.from("authorised-reads"))
const tokenOf = (userId: number) => signer.sign({ sub: String(userId), email: "x@example.ch", org: null, typ: "access" }, 600)

/** A JSON answer as the tests read it. */
// Answers are checked field by field.
type Json = any
const get = async (userId: number, path: string): Promise<{ status: number; body: Json }> => {
  const answer = await app.request(path, { headers: { Authorization: `Bearer ${tokenOf(userId)}` } })
  return { status: answer.status, body: answer.headers.get("content-type")?.includes("json") ? await answer.json() : await answer.arrayBuffer() }
}
const ids = (list: { pro_id?: number; usr_id?: number; org_id?: number }[]) => list.map((x) => x.pro_id ?? x.usr_id ?? x.org_id)

beforeAll(async () => {
  db = await openDatabase({ kind: "pglite" })
  vault = new PersonalDataVault(db.sql, Buffer.from("pepper"))
  fixture = new IdentityFixture(db.store, vault)
  const person = (first: string, name: string) => ({ email: `${first.toLowerCase()}@example.ch`, name, first })
  await fixture.user(ADMIN, person("Ada", "Admin"), { appAdmin: true })
  await fixture.user(ANNA, person("Anna", "Muster"), { actor: ADMIN })
  await fixture.user(BEAT, person("Beat", "Beispiel"))
  await fixture.user(CARL, person("Carl", "Keller"))
  await fixture.user(DORA, person("Dora", "Demo"), { licensed: false })
  await fixture.user(EMIL, person("Emil", "Bauer"))
  await fixture.user(GONE, person("Gina", "Weg"))
  await fixture.organisation(7, "Planer AG", ANNA, [[ANNA, ["admin"]], [BEAT, ["emp"]], [GONE, ["emp"]]])
  await fixture.organisation(8, "Bau AG", EMIL, [[EMIL, ["emp"]]])
  await fixture.project(1, { orgId: 7, creator: ANNA, name: "Schulhaus" })
  await fixture.projectEvent(1, "ProjectPermissionGranted", { userId: CARL, roles: ["write"] }, ANNA)
  await fixture.projectEvent(1, "RoleCreated", { roleId: 101, name: "Bauherr", desc: null, roleType: "company" }, ANNA)
  await fixture.project(2, { orgId: DORA + PERSONAL_ORG_OFFSET, personal: true, creator: DORA, name: "Doras Haus" })
  await fixture.projectEvent(2, "RoleCreated", { roleId: 102, name: "Planer", desc: null, roleType: "company" }, DORA)
  await fixture.projectEvent(2, "PhaseAdded", { phaseId: 202, phaseCode: "planung", name: "Planung" }, DORA)
  await fixture.projectEvent(2, "MilestoneCreated", { milestoneId: 302, phaseId: 202, name: "Vorprojekt", desc: null, seq: 1 }, DORA)
  await fixture.projectEvent(
    2,
    "ProcessCreated",
    { processId: 402, milestoneId: 302, name: "Entwurf", shortName: null, desc: null, seq: 1, copiedFromProcessId: null },
    DORA,
  )
  await fixture.projectEvent(
    2,
    "ActivityCreated",
    { activityId: 502, processId: 402, name: "Pläne liefern", desc: null, providerRoleId: 102, receiverRoleId: null, seq: 1 },
    DORA,
  )
  await fixture.project(3, { orgId: 8, creator: EMIL, name: "Brücke" })
  await fixture.projectEvent(3, "ProjectSharedWithOrganisation", { orgId: 7 }, EMIL)
  await fixture.project(4, { orgId: null, creator: ADMIN, typeCode: "pro-ref", name: "Referenz" })
  await fixture.image(BEAT, `data:image/png;base64,${PNG}`)
  await fixture.erase(GONE)
  runner = new ProjectorRunner({ sql: db.sql, store: db.store, bus: db.bus, log: quiet })
  await runner.catchUp()
  app = createQueryApp({
    sql: db.sql,
    store: db.store,
    signer,
    watcher: new PositionWatcher(db.sql, db.bus, READ_MODELS_CHECKPOINT),
    live: new LiveHub({ sql: db.sql, store: db.store, bus: db.bus, checkpointName: READ_MODELS_CHECKPOINT }),
    log: quiet,
    vault,
    defaultProjectId: async () => null,
    openApiDocument: () => ({}),
    jobs: new JobStore(db.sql, db.bus),
  })
})
afterAll(() => db.close())

describe("project reads", () => {
  it("lists only the projects each user may read, with their role, templates and team", async () => {
    const { body: beat } = await get(BEAT, "/1.2/profile/projects")
    expect(beat.map((p: Record<string, unknown>) => [p.pro_id, p.pro_permission, p.is_template])).toEqual([
      [1, "read", false],
      [3, "read", true],
      [4, "read", true],
    ])
    expect(beat[0]).toMatchObject({ pro_org_name: "Planer AG", team_size: 3, pro_create_user: "Anna Muster" })
    expect(ids((await get(CARL, "/1.2/profile/projects")).body)).toEqual([1, 4])
    const { body: dora } = await get(DORA, "/1.2/profile/projects")
    expect(dora[0]).toMatchObject({ pro_id: 2, pro_permission: "admin", pro_org_name: `persoenlich@${DORA}`, is_template: false, team_size: 1 })
    const { body: admin } = await get(ADMIN, "/1.2/profile/projects")
    expect(admin.map((p: Record<string, unknown>) => [p.pro_id, p.pro_permission])).toEqual([[1, "admin"], [2, "admin"], [3, "admin"], [4, "admin"]])
  })

  it("refuses a project one may not read with 401 AUTH_PRO, and 404 stays for unknown projects", async () => {
    expect(await get(BEAT, "/1.2/profile/projects/2")).toMatchObject({ status: 401, body: { internal_code: "AUTH_PRO", message: NO_PROJECT_PERMISSION_TEXT } })
    expect((await get(BEAT, "/1.2/profile/projects/999")).status).toBe(404)
    expect(await get(CARL, "/1.2/profile/projects/1")).toMatchObject({ status: 200, body: { pro_permission: "write" } })
  })

  it("answers an entity of a project one may not read exactly as an unknown one: 404, naming no project", async () => {
    const entities = [
      ["phases", 202, "pha_name", "Phase"],
      ["milestones", 302, "mst_name", "Meilenstein"],
      ["processes", 402, "prc_name", "Prozess"],
      ["activities", 502, "act_name", "Aktivität"],
      ["roles_project", 102, "rop_name", "Rolle"],
    ] as const
    for (const [path, id, nameField, word] of entities) {
      expect((await get(DORA, `/1.2/profile/${path}/${id}`)).body, path).toHaveProperty(nameField)
      const refused = await get(BEAT, `/1.2/profile/${path}/${id}`)
      const unknown = await get(BEAT, `/1.2/profile/${path}/${id + 100_000}`)
      expect(refused, path).toEqual({
        status: 404,
        body: { ...unknown.body, message: unknown.body.message.replace(String(id + 100_000), String(id)) },
      })
      expect(refused.body, path).toMatchObject({ internal_code: "NOT_FOUND", message: `${word} mit der Id ${id} wurde nicht gefunden.` })
      expect(JSON.stringify(refused.body), path).not.toMatch(/Doras Haus|"2"|Projekt/)
    }
  })

  it("leaves unreadable projects out of lists, also when asked for one by id", async () => {
    expect((await get(BEAT, "/1.2/profile/roles_project?rop_pro_id=2")).body).toEqual([])
    expect(ids((await get(BEAT, "/1.2/profile/roles_project")).body.map((r: { rop_pro_id: number }) => ({ pro_id: r.rop_pro_id })))).toEqual([1])
  })

  it("answers a token of an unknown or erased user with 401 AUTH_INV_TOK", async () => {
    for (const userId of [99, GONE]) expect(await get(userId, "/1.2/profile/projects")).toMatchObject({ status: 401, body: { internal_code: "AUTH_INV_TOK" } })
    expect((await get(GONE, "/1.2/user/users")).status).toBe(401)
  })
})

describe("reference projects (the reference/ group)", () => {
  it("lists the reference project to everyone signed in, demo users too, and no other project", async () => {
    for (const userId of [BEAT, CARL, DORA, EMIL, ADMIN]) {
      const { status, body } = await get(userId, "/1.2/reference/projects")
      expect(status, `user ${userId}`).toBe(200)
      expect(ids(body), `user ${userId}`).toEqual([4])
    }
    expect((await get(BEAT, "/1.2/reference/projects")).body[0]).toMatchObject({ pro_name: "Referenz", pro_default: false, pro_pha_count: 0, pro_elm_cls_count: 0, pro_req_count: 0 })
  })

  it("previews the reference project, and answers any other project — readable or not — exactly as an unknown id", async () => {
    expect(await get(DORA, "/1.2/reference/projects/4")).toMatchObject({ status: 200, body: { pro_id: 4, pro_pha_nested: [], pro_rop_nested: [] } })
    const unknown = await get(BEAT, "/1.2/reference/projects/999")
    expect(unknown).toEqual({ status: 404, body: { message: "Referenzprojekt mit der Id 999 wurde nicht gefunden.", internal_code: "NOT_FOUND", details: null } })
    // Beat reads project 1 and project 3 (shared), not Dora's project 2: all three are no reference projects.
    for (const id of [1, 2, 3]) expect(await get(BEAT, `/1.2/reference/projects/${id}`), `project ${id}`).toEqual({ status: 404, body: { ...unknown.body, message: unknown.body.message.replace("999", String(id)) } })
  })
})

describe("users", () => {
  it("shows oneself and the members of one's organisations, everyone to an app admin", async () => {
    expect(ids((await get(BEAT, "/1.2/user/users")).body)).toEqual([ANNA, BEAT])
    expect(ids((await get(CARL, "/1.2/user/users")).body)).toEqual([CARL])
    expect(ids((await get(ADMIN, "/1.2/user/users")).body)).toEqual([ADMIN, ANNA, BEAT, CARL, DORA, EMIL])
    expect((await get(BEAT, `/1.2/user/users/${ANNA}`)).body).toMatchObject({ usr_email: "anna@example.ch", usr_name: "Muster", usr_name_first: "Anna" })
    expect(await get(CARL, `/1.2/user/users/${ANNA}`)).toMatchObject({ status: 401, body: { internal_code: "AUTH_PRO" } })
    expect((await get(ADMIN, "/1.2/user/users/999")).status).toBe(404)
  })

  it("shows the last login's date and address to the user and app admins only", async () => {
    await db.sql.query("INSERT INTO credentials (usr_id, login_date, login_ip) VALUES ($1, '2025-03-04T05:06:07Z', '203.0.113.9')", [BEAT])
    try {
      const login = (u: Json) => [u.usr_login_date, u.usr_login_ip]
      const when = "2025-03-04T05:06:07.000Z"
      expect(login((await get(BEAT, `/1.2/user/users/${BEAT}`)).body)).toEqual([when, "203.0.113.9"])
      expect(login((await get(ADMIN, `/1.2/user/users/${BEAT}`)).body)).toEqual([when, "203.0.113.9"])
      // Anna, Beat's organisation admin, sees neither (changed on purpose: the limited view of others).
      expect(login((await get(ANNA, `/1.2/user/users/${BEAT}`)).body)).toEqual([null, null])
      const listed = (await get(ANNA, "/1.2/user/users")).body.find((u: Json) => u.usr_id === BEAT)
      expect(login(listed)).toEqual([null, null])
      expect(login((await get(ADMIN, "/1.2/user/users")).body.find((u: Json) => u.usr_id === BEAT))).toEqual([when, "203.0.113.9"])
      // Never signed in: both null.
      expect(login((await get(ANNA, `/1.2/user/users/${ANNA}`)).body)).toEqual([null, null])
    } finally {
      await db.sql.query("DELETE FROM credentials WHERE usr_id = $1", [BEAT])
    }
  })

  it("lists a user's organisations and projects by their own role, not by sharing", async () => {
    const { body: beat } = await get(BEAT, `/1.2/user/users/${BEAT}`)
    expect(beat).toMatchObject({
      usr_org_id: 7,
      usr_org_name: "Planer AG",
      usr_org_emp: [7],
      usr_org_admin: [],
      usr_org_pers: [BEAT + PERSONAL_ORG_OFFSET],
      usr_org_pers_id: BEAT + PERSONAL_ORG_OFFSET,
      usr_org_pers_name: `persoenlich@${BEAT}`,
      usr_pro_read: [1],
      usr_pro_write: [],
      usr_pro_admin: [],
      usr_has_license: true,
      usr_app_admin: false,
      usr_active: true,
      usr_app_conn: "local",
    })
    expect(beat.usr_image).toMatch(new RegExp(`^/1.2/user/users/${BEAT}/img\\?v=\\d+$`))
    expect((await get(ANNA, `/1.2/user/users/${ANNA}?partial=true`)).body).toEqual({
      usr_org_admin: [7],
      usr_org_emp: [],
      usr_org_pl: [],
      usr_pro_admin: [1],
      usr_pro_auditor: [],
      usr_pro_read: [],
      usr_pro_write: [],
      usr_app_admin: false,
    })
    expect((await get(CARL, `/1.2/user/users/${CARL}`)).body).toMatchObject({ usr_org_id: CARL + PERSONAL_ORG_OFFSET, usr_pro_write: [1], usr_pro_read: [] })
    expect((await get(ANNA, `/1.2/user/users/${ANNA}`)).body).toMatchObject({ usr_create_user: "Ada Admin" })
  })

  it("looks a person up by e-mail for admins of an organisation or a project only", async () => {
    expect(ids((await get(ANNA, "/1.2/user/users?usr_email=%20Carl@Example.ch")).body)).toEqual([CARL])
    // Changed on purpose (security review): admin of one's own personal project is not enough, nor is it without a licence.
    expect(await get(DORA, "/1.2/user/users?usr_email=carl@example.ch")).toMatchObject({ status: 401, body: { internal_code: "AUTH_PRO" } })
    expect((await get(ANNA, "/1.2/user/users?usr_email=nobody@example.ch")).body).toEqual([])
    expect((await get(ANNA, "/1.2/user/users?usr_email=gina@example.ch")).body).toEqual([])
    expect(await get(BEAT, "/1.2/user/users?usr_email=carl@example.ch")).toMatchObject({ status: 401, body: { internal_code: "AUTH_PRO" } })
  })

  it("serves the picture as bytes, with the token in the query for an <img>", async () => {
    const answer = await app.request(`/1.2/user/users/${BEAT}/img?access_token=${tokenOf(ANNA)}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toBe("image/png")
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(Buffer.from(PNG, "base64"))
    expect((await get(ANNA, `/1.2/user/users/${ANNA}/img`)).status).toBe(404)
    expect((await get(CARL, `/1.2/user/users/${BEAT}/img`)).status).toBe(401)
    expect((await app.request(`/1.2/user/users?access_token=${tokenOf(ANNA)}`)).status).toBe(401)
  })

  it("reads nothing of an erased user: no viewer, no DTO", async () => {
    expect(await readViewer(db.sql, GONE)).toBeUndefined()
    expect(await readUserDto(db.sql, vault, GONE)).toBeUndefined()
    expect(await readViewer(db.sql, BEAT)).toMatchObject({ userId: BEAT, licensed: true, appAdmin: false })
  })
})

describe("organisations", () => {
  it("lists one's own (the personal one included), all for an app admin", async () => {
    expect(ids((await get(BEAT, "/1.2/user/organisations")).body)).toEqual([7, BEAT + PERSONAL_ORG_OFFSET])
    expect((await get(ADMIN, "/1.2/user/organisations")).body).toHaveLength(2 + 7)
    expect((await get(BEAT, "/1.2/user/organisations")).body[0]).toMatchObject({ org_name: "Planer AG", org_pers: false, org_member_count: 2 })
  })

  it("shows members with opened names to members and app admins (erased members left out)", async () => {
    const { body } = await get(BEAT, "/1.2/user/organisations/7")
    expect(body.org_members).toEqual([
      { usr_id: ANNA, usr_email: "anna@example.ch", usr_name: "Muster", usr_name_first: "Anna", roles: ["admin"] },
      { usr_id: BEAT, usr_email: "beat@example.ch", usr_name: "Beispiel", usr_name_first: "Beat", roles: ["emp"] },
    ])
    expect((await get(ADMIN, "/1.2/user/organisations/7")).status).toBe(200)
    expect(await get(CARL, "/1.2/user/organisations/7")).toMatchObject({ status: 401, body: { internal_code: "AUTH_PRO" } })
    expect((await get(CARL, "/1.2/user/organisations/999")).status).toBe(404)
  })
})

describe("project permissions and shares", () => {
  it("shows who holds which roles to licensed project admins", async () => {
    const { status, body } = await get(ANNA, "/1.2/profile/projects/1/permissions")
    expect(status).toBe(200)
    expect(body).toEqual([
      { usr_id: ANNA, usr_email: "anna@example.ch", usr_name: "Muster", usr_name_first: "Anna", pro_id: 1, roles: ["admin"], perm_change_date: expect.any(String), perm_change_user: "Anna Muster" },
      { usr_id: CARL, usr_email: "carl@example.ch", usr_name: "Keller", usr_name_first: "Carl", pro_id: 1, roles: ["write"], perm_change_date: expect.any(String), perm_change_user: "Anna Muster" },
    ])
    expect((await get(ADMIN, "/1.2/profile/projects/3/shares")).body).toEqual({ pro_id: 3, pro_access_all: false, organisations: [{ org_id: 7, org_name: "Planer AG" }] })
  })

  it("refuses others with AUTH_PRO, demo users with the licence text, unknown projects with 404", async () => {
    expect(await get(CARL, "/1.2/profile/projects/1/permissions")).toMatchObject({ status: 401, body: { internal_code: "AUTH_PRO", message: NO_PROJECT_PERMISSION_TEXT } })
    expect(await get(BEAT, "/1.2/profile/projects/3/shares")).toMatchObject({ status: 401, body: { internal_code: "AUTH_PRO" } })
    expect(await get(DORA, "/1.2/profile/projects/2/permissions")).toMatchObject({ status: 401, body: { internal_code: "AUTH_PRO", message: LICENCE_REQUIRED_TEXT } })
    expect((await get(ANNA, "/1.2/profile/projects/999/shares")).status).toBe(404)
  })
})

describe("live updates", () => {
  it("pass a project's notifications only to those who may read it, reading each batch's facts once", async () => {
    const queries: string[] = []
    const counting = { query: (text: string, params?: unknown[]) => (queries.push(text), db.sql.query(text, params)) } as typeof db.sql
    const access = new LiveAccess(counting)
    const notifications = [1, 2, 3, 4, 999].map((project_id) => ({ position: 50 + project_id, project_id, kinds: ["roles" as const] }))
    const identity = { position: 60, project_id: null, kinds: ["users" as const] }
    const batch = [...notifications, identity]
    const [beat, carl, dora, gone] = await Promise.all([BEAT, CARL, DORA, GONE].map((userId) => access.visibleTo(userId, batch)))
    expect(beat!.map((n) => n.project_id)).toEqual([1, 3, 4, null])
    expect(carl!.map((n) => n.project_id)).toEqual([1, 4, null])
    expect(dora!.map((n) => n.project_id)).toEqual([2, 4, null])
    expect(gone!.map((n) => n.project_id)).toEqual([null])
    // One read of the projects' facts (three queries) and one of the four viewers (two queries).
    expect(queries).toHaveLength(5)
  })

  it("replay users and organisations from the log as one notification without a project", () => {
    const rows = [
      { stream_id: "project-1", type: "ProjectPermissionGranted", p: 5 },
      { stream_id: "user-11", type: "UserProfileChanged", p: 7 },
      { stream_id: "organisation-7", type: "OrganisationRenamed", p: 6 },
      { stream_id: "user-12", type: "UserPasswordChanged", p: 8 },
    ]
    expect(summarizeChanges(rows, 8)).toEqual([
      { position: 5, project_id: 1, kinds: ["projects", "permissions"] },
      { position: 8, project_id: null, kinds: ["users", "organisations"] },
    ])
  })
})

describe("looking people up by e-mail (security review)", () => {
  const [FRED, HANS, ROOT] = [17, 18, 19]
  beforeAll(async () => {
    await fixture.user(FRED, { email: "fred@example.ch", name: "Frei", first: "Fred" })
    await fixture.user(HANS, { email: "hans@example.ch", name: "Neu", first: "Hans" }, { active: false, actor: ADMIN })
    await fixture.user(ROOT, { email: "root@example.ch", name: "Root", first: "Rita" }, { appAdmin: true, licensed: false })
    await fixture.project(6, { orgId: FRED + PERSONAL_ORG_OFFSET, personal: true, creator: FRED, name: "Freds Haus" })
    await runner.catchUp()
  })

  it("refuses a licensed user who administers only their personal project", async () => {
    expect(await get(FRED, "/1.2/user/users?usr_email=carl@example.ch")).toMatchObject({ status: 401, body: { internal_code: "AUTH_PRO" } })
  })

  it("allows the admin of a project of a (non-personal) organisation, and an app admin without licence", async () => {
    // Emil is only a collaborator of Bau AG, but administers its project 3.
    expect(ids((await get(EMIL, "/1.2/user/users?usr_email=carl@example.ch")).body)).toEqual([CARL])
    expect(ids((await get(ROOT, "/1.2/user/users?usr_email=carl@example.ch")).body)).toEqual([CARL])
  })

  it("leaves out accounts not yet activated and erased ones", async () => {
    expect((await get(ANNA, "/1.2/user/users?usr_email=hans@example.ch")).body).toEqual([])
    expect((await get(ADMIN, "/1.2/user/users?usr_email=hans@example.ch")).body).toEqual([])
    expect((await get(ADMIN, "/1.2/user/users?usr_email=gina@example.ch")).body).toEqual([])
  })

  it("answers the limited view: no organisations, projects or login the caller does not share", async () => {
    await db.sql.query("INSERT INTO credentials (usr_id, login_date, login_ip) VALUES ($1, '2025-03-04T05:06:07Z', '203.0.113.9')", [CARL])
    try {
      const [carl] = (await get(ANNA, "/1.2/user/users?usr_email=carl@example.ch")).body
      expect(carl).toMatchObject({
        usr_id: CARL,
        usr_email: "carl@example.ch",
        usr_name: "Keller",
        usr_name_first: "Carl",
        usr_has_license: true,
        usr_org_id: null,
        usr_org_name: null,
        usr_org_pers: [],
        usr_org_pers_id: null,
        usr_org_pers_name: null,
        // Project 1 is Anna's: she may read it.
        usr_pro_write: [1],
        usr_login_date: null,
        usr_login_ip: null,
        usr_app_admin: false,
      })
      const [fromEmil] = (await get(EMIL, "/1.2/user/users?usr_email=carl@example.ch")).body
      expect(fromEmil).toMatchObject({ usr_pro_write: [], usr_org_pers: [], usr_login_date: null })
    } finally {
      await db.sql.query("DELETE FROM credentials WHERE usr_id = $1", [CARL])
    }
  })
})

describe("what others see of a user (security review)", () => {
  beforeAll(async () => {
    // Anna also administers Geheim AG (with Ada, the app admin, as collaborator) and its project 5: Beat reads neither.
    await fixture.organisation(9, "Geheim AG", ANNA, [[ANNA, ["admin"]], [ADMIN, ["emp"]]])
    await fixture.project(5, { orgId: 9, creator: ANNA, name: "Geheim" })
    await runner.catchUp()
    await db.sql.query("INSERT INTO credentials (usr_id, login_date, login_ip) VALUES ($1, '2025-03-04T05:06:07Z', '203.0.113.9')", [ANNA])
  })
  afterAll(async () => {
    await db.sql.query("DELETE FROM credentials WHERE usr_id = $1", [ANNA])
  })

  const limitedAnna = {
    usr_id: ANNA,
    usr_email: "anna@example.ch",
    usr_name: "Muster",
    usr_name_first: "Anna",
    usr_org_id: 7,
    usr_org_name: "Planer AG",
    usr_org_admin: [7],
    usr_org_pl: [],
    usr_org_emp: [],
    usr_org_pers: [],
    usr_org_pers_id: null,
    usr_org_pers_name: null,
    usr_pro_admin: [1],
    usr_pro_read: [],
    usr_pro_write: [],
    usr_login_date: null,
    usr_login_ip: null,
    usr_app_admin: false,
    usr_has_license: true,
  }

  it("a co-member sees only shared organisations, readable projects, no login and no app-admin flag", async () => {
    expect((await get(BEAT, `/1.2/user/users/${ANNA}`)).body).toMatchObject(limitedAnna)
    expect((await get(BEAT, "/1.2/user/users")).body.find((u: Json) => u.usr_id === ANNA)).toMatchObject(limitedAnna)
    expect((await get(BEAT, `/1.2/user/users/${ANNA}?partial=true`)).body).toEqual({
      usr_org_admin: [7],
      usr_org_emp: [],
      usr_org_pl: [],
      usr_pro_admin: [1],
      usr_pro_auditor: [],
      usr_pro_read: [],
      usr_pro_write: [],
      usr_app_admin: false,
    })
    const ada = (await get(ANNA, `/1.2/user/users/${ADMIN}`)).body
    expect(ada).toMatchObject({ usr_app_admin: false, usr_org_emp: [9], usr_org_pers: [], usr_login_date: null })
    expect((await get(ANNA, `/1.2/user/users/${ADMIN}?partial=true`)).body.usr_app_admin).toBe(false)
  })

  it("the user themselves and app admins see everything", async () => {
    const full = { usr_org_admin: [7, 9], usr_pro_admin: [1, 5], usr_org_pers: [ANNA + PERSONAL_ORG_OFFSET], usr_login_date: "2025-03-04T05:06:07.000Z" }
    expect((await get(ANNA, `/1.2/user/users/${ANNA}`)).body).toMatchObject({ ...full, usr_login_ip: "203.0.113.9" })
    expect((await get(ADMIN, `/1.2/user/users/${ANNA}`)).body).toMatchObject({ ...full, usr_login_ip: "203.0.113.9" })
    expect((await get(ADMIN, `/1.2/user/users/${ADMIN}`)).body.usr_app_admin).toBe(true)
  })
})

describe("licence rule (app admin, or licensed)", () => {
  it("lets an app admin without licence read permissions and shares", async () => {
    expect((await get(19, "/1.2/profile/projects/1/permissions")).status).toBe(200)
    expect((await get(19, "/1.2/profile/projects/3/shares")).status).toBe(200)
  })
})

describe("after an erasure", () => {
  it("shows the erased user as a deleted user in audit fields at once", async () => {
    expect((await get(BEAT, "/1.2/profile/projects/1")).body.pro_create_user).toBe("Anna Muster")
    await fixture.erase(ANNA)
    await runner.catchUp()
    expect((await get(BEAT, "/1.2/profile/projects/1")).body.pro_create_user).toBe(DELETED_USER_NAME)
    expect(ids((await get(BEAT, "/1.2/user/users")).body)).toEqual([BEAT])
  })
})
