/**
 * Sign-in finishes a registration that stopped half-way (PGlite): given a user stream whose personal
 * organisation was never written (a crash between the two appends of `register`), when the user logs in,
 * then the organisation named in UserRegistered exists with them as its admin — once, however often or
 * concurrently it is attempted.
 */
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { emailKey, organisationStreamId, userStreamId } from "@bimprofile/contracts/events/identity/identity-event"
import { loadTokenSigner } from "@bimprofile/infra/auth/tokens"
import { loadPersonalDataVault, type PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import { type Database, openDatabase } from "@bimprofile/infra/database"
import { onProblem } from "@bimprofile/infra/http/problem"
import { createIdAllocator } from "@bimprofile/infra/ids/id-allocator"
import { createLogger } from "@bimprofile/infra/logger"
import { Hono } from "hono"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { IdentityService } from "../identity/identity-service"
import { StreamDirectory } from "../identity/stream-directory"
import { createAuthServices } from "./auth-deps"
import { CredentialStore } from "./credential-store"
import { loginRoutes } from "./login-routes"
import { hashPassword } from "./passwords"
import { registrationSourceFrom } from "./registration-source"

const log = createLogger("login-test", "error")
const USER = 501
const PERSONAL_ORG = 601
const EMAIL = "halb@example.ch"
const PASSWORD = "ein-langes-passwort"

let db: Database
let vault: PersonalDataVault
let directory: StreamDirectory
let identity: IdentityService
let app: Hono

beforeEach(async () => {
  db = await openDatabase({ kind: "pglite" })
  vault = await loadPersonalDataVault(db.sql, "pepper")
  directory = new StreamDirectory(db.store, vault)
  identity = new IdentityService(db.store, createIdAllocator(db.sql), vault, directory)
  const services = createAuthServices({
    sql: db.sql,
    signer: await loadTokenSigner(db.sql, "login-test"),
    identity,
    directory,
    // The read side is not under test: a user it knows.
    readUser: async (userId) => ({ usr_id: userId, usr_email: EMAIL, usr_org_id: null, usr_name: "Halb", usr_name_first: "Hanna" }) as UserDto,
    licenceSource: async () => undefined,
    registrationSource: registrationSourceFrom(db.store),
    vault,
    mailer: { send: async () => {} },
    config: { appUrl: "http://localhost", smtpUrl: undefined, mailFrom: "test@example.ch", oidc: undefined, trustProxy: false, pepper: undefined, invitationsPerHour: 50 },
    log,
  })
  app = new Hono().route("/1.2/auth", loginRoutes(services))
  app.onError(onProblem(log))
  // What a crash after the first append of `register` leaves: the user, no personal organisation.
  const personal = await vault.seal(USER, { usr_email: EMAIL, usr_name: "Halb", usr_name_first: "Hanna" }, { create: true })
  const metadata = { userId: USER, occurredAt: new Date().toISOString() }
  await db.store.append(
    userStreamId(USER),
    0,
    [{ type: "UserRegistered", data: { userId: USER, personal, source: "self", personalOrgId: PERSONAL_ORG, active: true }, metadata }],
    { reserve: [emailKey(vault.emailDigest(EMAIL))] },
  )
  await new CredentialStore(db.sql).setPassword(USER, await hashPassword(PASSWORD))
})
afterEach(() => db.close())

const login = (password = PASSWORD) =>
  app.request("/1.2/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ usr_email: EMAIL, usr_pw: password }) })
const organisationEvents = async () =>
  (await db.store.readStream(organisationStreamId(PERSONAL_ORG))).map((e) => [e.type, e.data as Record<string, unknown>])

describe("login after a registration that stopped half-way", () => {
  it("creates the missing personal organisation, with the user as its admin", async () => {
    expect(await organisationEvents()).toEqual([])
    expect((await login()).status).toBe(200)
    expect(await organisationEvents()).toEqual([
      ["OrganisationCreated", { orgId: PERSONAL_ORG, name: `persoenlich@${USER}`, desc: null, personal: true }],
      ["OrganisationMemberRolesSet", { orgId: PERSONAL_ORG, userId: USER, roles: ["admin"] }],
    ])
    expect((await directory.viewer(USER))?.memberships).toEqual(new Map([[PERSONAL_ORG, ["admin"]]]))
  })

  it("creates it once, on later and on concurrent attempts", async () => {
    const results = await Promise.all([login(), login(), identity.ensurePersonalOrganisation(USER, { userId: USER, orgId: null, correlationId: "t", causationId: null })])
    expect(results.slice(0, 2).map((r) => (r as Response).status)).toEqual([200, 200])
    expect((await login()).status).toBe(200)
    expect((await organisationEvents()).map(([type]) => type)).toEqual(["OrganisationCreated", "OrganisationMemberRolesSet"])
    expect(await identity.ensurePersonalOrganisation(USER, { userId: USER, orgId: null, correlationId: "t", causationId: null })).toBeUndefined()
  })

  it("writes nothing for a wrong password", async () => {
    expect((await login("falsch-falsch-falsch")).status).toBe(401)
    expect(await organisationEvents()).toEqual([])
  })
})
