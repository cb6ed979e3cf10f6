/**
 * /1.2/user on PGlite: given people and organisations, when a request, then status, body, X-Position and
 * the new state — invitations, pictures, licences, organisations and members, and erasure.
 */
import { DEFAULT_IFC_SCHEMA_ID, DEFAULT_PROJECT_TYPE_CODE } from "@bimprofile/contracts/codes"
import { loadTokenSigner, type TokenSigner } from "@bimprofile/infra/auth/tokens"
import { loadPersonalDataVault, type PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import { type Database, openDatabase } from "@bimprofile/infra/database"
import { authenticate } from "@bimprofile/infra/http/authenticate"
import { onProblem } from "@bimprofile/infra/http/problem"
import { createIdAllocator } from "@bimprofile/infra/ids/id-allocator"
import { Hono } from "hono"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ProjectService } from "../project/project-service"
import type { CommandEnv } from "../shared/command-env"
import { IdentityService } from "./identity-service"
import { identityRoutes } from "./identity-routes"
import { StreamDirectory } from "./stream-directory"

const system = { userId: 0, orgId: null, correlationId: "test", causationId: null }
const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7]).toString("base64")}`

describe("/1.2/user routes", () => {
  let db: Database
  let vault: PersonalDataVault
  let directory: StreamDirectory
  let identity: IdentityService
  let projects: ProjectService
  let signer: TokenSigner
  let app: Hono
  const invited: Array<[number, string]> = []
  const forgotten: number[] = []
  let seq = 0

  beforeAll(async () => {
    db = await openDatabase({ kind: "pglite" })
    vault = await loadPersonalDataVault(db.sql, "pepper")
    directory = new StreamDirectory(db.store, vault)
    const ids = createIdAllocator(db.sql)
    identity = new IdentityService(db.store, ids, vault, directory)
    projects = new ProjectService(db.store, ids)
    signer = await loadTokenSigner(db.sql, "route-test-secret")
    const user = new Hono<CommandEnv>()
      .use(authenticate(signer))
      .use(async (c, next) => {
        c.set("projects", projects)
        c.set("directory", directory)
        c.set("people", identity)
        await next()
      })
      .route("/", identityRoutes({
        sql: db.sql,
        store: db.store,
        identity,
        directory,
        projects,
        invitations: { admit: async () => ({ ok: true }), invite: async (userId, email) => void invited.push([userId, email]) },
        credentials: { forget: async (userId) => void forgotten.push(userId) },
      }))
    user.onError(onProblem({ error: () => undefined }))
    app = new Hono().route("/1.2/user", user)
  })
  afterAll(async () => {
    await db?.close()
  })

  const person = async (flags: { licensed?: boolean; appAdmin?: boolean } = {}) => {
    const email = `p${++seq}-${Date.now()}@example.ch`
    const userId = await identity.registerUser({ email, name: "Muster", firstName: "Pia", source: "self", active: true }, system)
    if (flags.licensed) await identity.setLicence(userId, true, "admin", system)
    if (flags.appAdmin) await identity.setAppAdmin(userId, true, system)
    return { userId, email }
  }
  const call = (as: number, method: string, path: string, body?: unknown) =>
    app.request(`/1.2/user${path}`, {
      method,
      headers: { authorization: `Bearer ${signer.sign({ sub: String(as), typ: "access", email: "", org: null }, 900)}`, "content-type": "application/json" },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
  const json = async (response: Response) => (await response.json()) as Record<string, unknown>

  describe("POST users (invitation)", () => {
    it("an organisation admin with a licence invites a person into their organisation", async () => {
      const admin = await person({ licensed: true })
      const { orgId } = await identity.createOrganisation("Planer AG", null, admin.userId, system)
      const response = await call(admin.userId, "POST", "/users", { usr_email: "neu.person@example.ch", usr_name: "Neu", usr_name_first: "Nora", org_id: orgId })
      expect(response.status).toBe(201)
      expect(Number(response.headers.get("X-Position"))).toBeGreaterThan(0)
      const body = await json(response)
      expect(body).toMatchObject({ usr_email: "neu.person@example.ch", usr_name: "Neu", usr_name_first: "Nora", usr_active: false, usr_org_emp: [orgId], usr_org_id: orgId })
      // Not the new account's personal organisation: that is theirs alone.
      expect(body).toMatchObject({ usr_org_pers: [], usr_org_pers_id: null, usr_org_pers_name: null })
      expect(invited).toContainEqual([body.usr_id, "neu.person@example.ch"])
      expect((await directory.organisation(orgId))?.members.get(body.usr_id as number)).toEqual(["emp"])

      const again = await call(admin.userId, "POST", "/users", { usr_email: "NEU.person@example.ch", usr_name: "X", usr_name_first: "Y", org_id: orgId })
      expect(again.status).toBe(409)
      expect((await json(again)).message).toBe("Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.")
    })

    it("refuses a demo organisation admin (licence) and a non-admin (AUTH_PRO)", async () => {
      const demo = await person()
      const { orgId } = await identity.createOrganisation("Demo AG", null, demo.userId, system)
      const refused = await call(demo.userId, "POST", "/users", { usr_email: "x1@example.ch", usr_name: "X", usr_name_first: "Y", org_id: orgId })
      expect(refused.status).toBe(401)
      expect(await json(refused)).toMatchObject({ internal_code: "AUTH_PRO", message: "Sie benötigen eine gültige Lizenz für den Zugriff auf diese Seite." })
      const stranger = await person({ licensed: true })
      const notAdmin = await call(stranger.userId, "POST", "/users", { usr_email: "x2@example.ch", usr_name: "X", usr_name_first: "Y", org_id: orgId })
      expect(notAdmin.status).toBe(401)
      expect((await json(notAdmin)).internal_code).toBe("AUTH_PRO")
    })
  })

  describe("PATCH users/{id}…", () => {
    it("changes one's names and picture; refuses a wrong picture type (400) and another person's profile (401)", async () => {
      const me = await person()
      const other = await person()
      const renamed = await call(me.userId, "PATCH", `/users/${me.userId}`, { usr_name_first: "Paula" })
      expect(renamed.status).toBe(200)
      expect(await json(renamed)).toMatchObject({ usr_name_first: "Paula", usr_name: "Muster" })
      const pictured = await call(me.userId, "PATCH", `/users/${me.userId}/img`, { usr_image_url: png })
      expect(pictured.status).toBe(200)
      expect((await json(pictured)).usr_image).not.toBeNull()
      expect(await identity.image(me.userId)).toBe(png)
      const gif = await call(me.userId, "PATCH", `/users/${me.userId}/img`, { usr_image_url: "data:image/gif;base64,R0lGODlh" })
      expect(gif.status).toBe(400)
      expect((await json(gif)).details).toHaveProperty("usr_image_url")
      expect((await call(other.userId, "PATCH", `/users/${me.userId}`, { usr_name: "Hack" })).status).toBe(401)
    })

    it("licence and app admin: app admins only, and not their own admin flag", async () => {
      const admin = await person({ appAdmin: true })
      const user = await person()
      expect((await call(user.userId, "PATCH", `/users/${user.userId}/license`, { usr_has_license: true })).status).toBe(401)
      const licensed = await call(admin.userId, "PATCH", `/users/${user.userId}/license`, { usr_has_license: true })
      expect(licensed.status).toBe(200)
      expect((await json(licensed)).usr_has_license).toBe(true)
      expect((await call(admin.userId, "PATCH", `/users/${admin.userId}/admin`, { usr_app_admin: false })).status).toBe(409)
      expect((await json(await call(admin.userId, "PATCH", `/users/${user.userId}/admin`, { usr_app_admin: true }))).usr_app_admin).toBe(true)
    })

    it("the last app admin cannot delete their account, as they cannot demote themselves; with another one they can", async () => {
      const admin = await person({ appAdmin: true })
      for (const other of await directory.appAdminIds()) if (other !== admin.userId) await identity.setAppAdmin(other, false, system)
      const refused = await call(admin.userId, "DELETE", `/users/${admin.userId}`)
      expect(refused.status).toBe(409)
      expect(await json(refused)).toMatchObject({ internal_code: "LAST_APP_ADMIN" })
      expect((await directory.user(admin.userId))?.erased).toBe(false)
      const successor = await person()
      expect((await call(admin.userId, "PATCH", `/users/${successor.userId}/admin`, { usr_app_admin: true })).status).toBe(200)
      expect((await call(admin.userId, "DELETE", `/users/${admin.userId}`)).status).toBe(200)
      expect(await directory.appAdminIds()).toEqual([successor.userId])
    })
  })

  describe("organisations", () => {
    it("create, add a member by e-mail, keep an admin, leave, delete only without projects", async () => {
      const owner = await person({ licensed: true })
      const member = await person()
      const created = await call(owner.userId, "POST", "/organisations", { org_name: "Bau AG", org_desc: "Hochbau" })
      expect(created.status).toBe(201)
      const org = await json(created)
      expect(org).toMatchObject({ org_name: "Bau AG", org_desc: "Hochbau", org_pers: false, org_member_count: 1 })
      const orgId = org.org_id as number

      const unknown = await call(owner.userId, "POST", `/organisations/${orgId}/members`, { usr_email: "niemand@example.ch", roles: ["emp"] })
      expect(unknown.status).toBe(400)
      expect(await json(unknown)).toMatchObject({ message: "Kein Benutzer mit dieser E-Mail-Adresse gefunden.", details: { usr_email: expect.any(String) } })
      const noRole = await call(owner.userId, "POST", `/organisations/${orgId}/members`, { usr_email: member.email, roles: [] })
      expect(noRole.status).toBe(400)
      expect(JSON.stringify(await json(noRole))).toContain("Wählen Sie mindestens 1 Rolle aus.")

      const added = await call(owner.userId, "POST", `/organisations/${orgId}/members`, { usr_email: member.email.toUpperCase(), roles: ["pl"] })
      expect(added.status).toBe(200)
      expect((await json(added)).org_members).toContainEqual(expect.objectContaining({ usr_id: member.userId, usr_email: member.email, roles: ["pl"] }))

      expect((await call(member.userId, "PATCH", `/organisations/${orgId}`, { org_name: "Meins" })).status).toBe(401)
      const lastAdmin = await call(owner.userId, "DELETE", `/organisations/${orgId}/members/${owner.userId}`)
      expect(lastAdmin.status).toBe(409)
      expect((await json(lastAdmin)).message).toBe("Eine Organisation braucht mindestens eine Verwaltung.")
      expect((await call(member.userId, "DELETE", `/organisations/${orgId}/members/${member.userId}`)).status).toBe(200)

      const projectId = await projects.newProjectId()
      await projects.execute(
        projectId,
        { type: "CreateProject", projectId, name: "P", desc: null, orgId, personal: false, typeCode: DEFAULT_PROJECT_TYPE_CODE, accessAll: false, ifcSchemaId: DEFAULT_IFC_SCHEMA_ID, creatorId: owner.userId },
        system,
        () => null,
      )
      const withProject = await call(owner.userId, "DELETE", `/organisations/${orgId}`)
      expect(withProject.status).toBe(409)
      await projects.execute(projectId, { type: "DeleteProject" }, system, () => null)
      const deleted = await call(owner.userId, "DELETE", `/organisations/${orgId}`)
      expect(deleted.status).toBe(200)
      expect(await json(deleted)).toEqual({ org_id: orgId, deleted: true })
    })

    it("a personal organisation gets no members and is not deleted", async () => {
      const owner = await person({ licensed: true })
      const other = await person()
      const personalOrgId = (await directory.user(owner.userId))!.personalOrgId
      expect((await call(owner.userId, "POST", `/organisations/${personalOrgId}/members`, { usr_email: other.email, roles: ["emp"] })).status).toBe(409)
      expect((await call(owner.userId, "DELETE", `/organisations/${personalOrgId}`)).status).toBe(409)
    })
  })

  describe("DELETE users/{id}", () => {
    it("erases a user: personal projects deleted, permissions revoked, memberships ended, e-mail freed, no clear data left", async () => {
      const owner = await person({ licensed: true })
      const leaving = await person()
      const personalOrgId = (await directory.user(leaving.userId))!.personalOrgId
      const create = (projectId: number, orgId: number, creatorId: number) =>
        projects.execute(
          projectId,
          { type: "CreateProject", projectId, name: "P", desc: null, orgId, personal: orgId === personalOrgId, typeCode: DEFAULT_PROJECT_TYPE_CODE, accessAll: false, ifcSchemaId: DEFAULT_IFC_SCHEMA_ID, creatorId },
          system,
          () => null,
        )
      const personalProject = await projects.newProjectId()
      await create(personalProject, personalOrgId, leaving.userId)
      const { orgId } = await identity.createOrganisation("Team AG", null, owner.userId, system)
      await identity.organisationCommand(orgId, { type: "SetMemberRoles", userId: leaving.userId, roles: ["emp"] }, system)
      const shared = await projects.newProjectId()
      await create(shared, orgId, owner.userId)
      await projects.execute(shared, { type: "GrantPermission", userId: leaving.userId, roles: ["write"], grantorId: owner.userId }, system, () => null)

      expect((await call(owner.userId, "DELETE", `/users/${leaving.userId}`)).status).toBe(401)
      const response = await call(leaving.userId, "DELETE", `/users/${leaving.userId}`)
      expect(response.status).toBe(200)
      expect(await json(response)).toEqual({ usr_id: leaving.userId, deleted: true })
      expect(Number(response.headers.get("X-Position"))).toBeGreaterThan(0)

      expect((await projects.state(personalProject)).status).toBe("deleted")
      const sharedState = await projects.state(shared)
      expect(sharedState.status).toBe("active")
      expect(sharedState.grants.has(leaving.userId)).toBe(false)
      expect((await directory.organisation(orgId))?.members.has(leaving.userId)).toBe(false)
      expect((await directory.organisation(personalOrgId))?.deleted).toBe(true)
      expect(await directory.userIdByEmail(leaving.email)).toBeUndefined()
      expect(forgotten).toContain(leaving.userId)
      const rows = await db.sql.query<{ data: { personal?: string } }>("SELECT data FROM events WHERE stream_id = $1", [`user-${leaving.userId}`])
      const seal = rows.find((r) => r.data.personal)!.data.personal!
      expect(await vault.open(leaving.userId, seal)).toBeUndefined()
      expect(JSON.stringify(await db.sql.query("SELECT data, metadata FROM events"))).not.toContain(leaving.email)
      // Erased: the token is void now.
      expect((await call(leaving.userId, "PATCH", `/users/${leaving.userId}`, { usr_name: "X" })).status).toBe(401)
    })

    it("refuses erasing the last admin of an organisation with other members, changing nothing", async () => {
      const admin = await person()
      const member = await person()
      const { orgId } = await identity.createOrganisation("Solo AG", null, admin.userId, system)
      await identity.organisationCommand(orgId, { type: "SetMemberRoles", userId: member.userId, roles: ["emp"] }, system)
      const head = await db.store.headPosition()
      const response = await call(admin.userId, "DELETE", `/users/${admin.userId}`)
      expect(response.status).toBe(409)
      expect(await db.store.headPosition()).toBe(head)
    })
  })
})
