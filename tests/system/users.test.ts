/**
 * /1.2/user/users against the running stack, with people made the real way: the app admin invites them
 * (POST users), the invitation reaches a real SMTP server, its link sets the password, they log in. A user
 * reads themselves, the members of their organisations, and an app admin anyone; anyone else gets 401
 * AUTH_PRO; ?partial=true answers the permission lists; ?usr_email= finds one. And the login configuration.
 */
import { decodeWith } from "@bimprofile/contracts/codec/decode"
import { UserDto, UserPermissionsDto } from "@bimprofile/contracts/dto/user-dto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { invitePerson, type Person } from "../support/people"
import { ADMIN_EMAIL, expectProblem, unique } from "../support/profile-fixtures"
import { type SmtpInbox, startSmtpInbox } from "../support/smtp-inbox"
import { ApiClient } from "../support/stack"
import { useTestStack } from "../support/use-test-stack"

let inbox: SmtpInbox
beforeAll(async () => {
  inbox = await startSmtpInbox()
})
afterAll(() => inbox?.stop())
const running = useTestStack(() => ({ engine: "pglite", env: { SMTP_URL: inbox.url } }))

let employee: Person
let colleague: Person
let member: Person
let organisation: number

beforeAll(async () => {
  employee = await invitePerson(running.api, inbox, { name: "Muster" })
  colleague = await invitePerson(running.api, inbox, { name: "Beispiel" })
  member = await invitePerson(running.api, inbox, { name: "Mitglied" })
  // The employee and the member work in one organisation (the admin, who created it, administers it); the
  // colleague does not.
  const created = await running.api.post("/1.2/user/organisations", { org_name: "Planungsbüro Muster" })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  organisation = created.body.org_id
  for (const person of [employee, member])
    expect((await running.api.post(`/1.2/user/organisations/${organisation}/members`, { usr_email: person.email, roles: ["emp"] })).status).toBe(200)
})

const decodeUser = decodeWith(UserDto)
const decodePermissions = decodeWith(UserPermissionsDto)
const isUser = (value: unknown) => decodeUser(value).ok
const isPermissions = (value: unknown) => decodePermissions(value).ok
/** The spec's permission lists, and the auditor's (issue 11). */
const PERMISSION_KEYS = ["usr_app_admin", "usr_org_admin", "usr_org_emp", "usr_org_pl", "usr_pro_admin", "usr_pro_auditor", "usr_pro_read", "usr_pro_write"]

describe("GET /1.2/user/users/{id}", () => {
  it("a user reads themselves: the same user as the login answer, with the names of the invitation, licensed", async () => {
    const login = await new ApiClient(running.baseUrl, undefined).post("/1.2/auth/login", { usr_email: employee.email, usr_pw: employee.password })
    expect(login.status).toBe(200)
    const answer = await employee.api.get(`/1.2/user/users/${employee.id}`)
    expect(answer.status).toBe(200)
    expect(isUser(answer.body)).toBe(true)
    expect(answer.body).toEqual({ ...login.body.usr, usr_login_date: expect.any(String), usr_login_ip: expect.anything() })
    expect(answer.body).toMatchObject({
      usr_id: employee.id,
      usr_email: employee.email,
      usr_name: "Muster",
      usr_name_first: "Test",
      usr_app_admin: false,
      usr_has_license: true,
      usr_active: true,
      usr_org_emp: [organisation],
      usr_pro_admin: [],
      usr_pro_read: [],
      usr_pro_write: [],
      usr_pro_auditor: [],
    })
    // Their personal organisation (docs/identity.md) is listed apart from the organisations they work in.
    expect(answer.body.usr_org_pers_id).toEqual(expect.any(Number))
    expect(answer.body.usr_org_pers).toEqual([answer.body.usr_org_pers_id])
    expect(answer.body.usr_org_admin).toEqual([])
    // Nothing of the password.
    expect(JSON.stringify(answer.body)).not.toMatch(/scrypt|Passwort-von/)
  })

  it("the login answer lists the projects the user has a role on as GET users/{id} does: granted, through the organisation, none revoked or deleted", async () => {
    const admin = running.api
    const project = async (body: object) => ((await admin.post("/1.2/profile/projects", { pro_name: unique("Projekt"), ...body })).body as { pro_id: number }).pro_id
    const grant = async (projectId: number, roles: string[]) =>
      expect((await admin.post(`/1.2/profile/projects/${projectId}/permissions`, { usr_email: member.email, roles })).status).toBe(201)
    const ofOrganisation = await project({ pro_org_id: organisation })
    const granted = await project({})
    await grant(granted, ["write"])
    const revoked = await project({})
    await grant(revoked, ["admin"])
    expect((await admin.delete(`/1.2/profile/projects/${revoked}/permissions/${member.id}`)).status).toBe(200)
    const audited = await project({})
    await grant(audited, ["auditor"])
    const deleted = await project({})
    await grant(deleted, ["read"])
    expect((await admin.delete(`/1.2/profile/projects/${deleted}`)).status).toBe(200)

    const login = await new ApiClient(running.baseUrl, undefined).post("/1.2/auth/login", { usr_email: member.email, usr_pw: member.password })
    expect(login.status).toBe(200)
    expect(login.body.usr).toMatchObject({ usr_pro_admin: [], usr_pro_write: [granted], usr_pro_auditor: [audited], usr_pro_read: [ofOrganisation], usr_org_emp: [organisation] })
    expect(login.body.usr.usr_create_user).toEqual(expect.any(String))
    const read = await member.api.get(`/1.2/user/users/${member.id}`, { "X-Min-Position": String(admin.position) })
    expect(read.status).toBe(200)
    expect(read.body).toEqual({ ...login.body.usr, usr_login_date: expect.any(String), usr_login_ip: expect.anything() })
  })

  it("?partial=true answers exactly the permission lists of the spec and the auditor's", async () => {
    const full = (await employee.api.get(`/1.2/user/users/${employee.id}`)).body
    const answer = await employee.api.get(`/1.2/user/users/${employee.id}?partial=true`)
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.body).sort()).toEqual(PERMISSION_KEYS)
    expect(answer.body).toEqual(Object.fromEntries(PERMISSION_KEYS.map((key) => [key, full[key]])))
    expect(answer.body).toMatchObject({ usr_app_admin: false, usr_org_emp: [organisation] })
    expect(isPermissions(answer.body)).toBe(true)
    const admin = await running.api.get(`/1.2/user/users/${running.stack.admin.userId}?partial=true`)
    expect(admin.body).toMatchObject({ usr_app_admin: true })
    expect((await employee.api.get(`/1.2/user/users/${employee.id}?partial=false`)).body).toHaveProperty("usr_email")
  })

  it("a member of one's organisation can be read, with and without ?partial", async () => {
    const answer = await employee.api.get(`/1.2/user/users/${member.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ usr_id: member.id, usr_email: member.email, usr_name: "Mitglied" })
    expect((await member.api.get(`/1.2/user/users/${employee.id}?partial=true`)).status).toBe(200)
  })

  it("anyone else is refused with 401 AUTH_PRO and a German message, whether the user exists or not", async () => {
    for (const [viewer, id] of [
      [employee, colleague.id],
      [employee, 123_456_789],
      [colleague, employee.id],
      [colleague, running.stack.admin.userId],
    ] as const) {
      for (const query of ["", "?partial=true"]) {
        const answer = await viewer.api.get(`/1.2/user/users/${id}${query}`)
        expectProblem(answer, 401, "AUTH_PRO")
        expect(answer.body.message).toBe("Sie haben keine Berechtigung, diesen Benutzer zu sehen.")
      }
    }
  })

  it("an app admin reads anyone; an unknown id is 404, a malformed one 400", async () => {
    const { api } = running
    const other = await api.get(`/1.2/user/users/${colleague.id}`)
    expect(other.status).toBe(200)
    expect(other.body).toMatchObject({ usr_id: colleague.id, usr_email: colleague.email, usr_name: "Beispiel" })
    expect((await api.get(`/1.2/user/users/${colleague.id}?partial=true`)).body).toMatchObject({ usr_app_admin: false, usr_pro_read: [] })
    expectProblem(await api.get("/1.2/user/users/123456789"), 404, "NOT_FOUND")
    expectProblem(await api.get("/1.2/user/users/abc"), 400, "VALIDATION")
    expectProblem(await api.get(`/1.2/user/users/${colleague.id}?partial=vielleicht`), 400, "VALIDATION")
  })

  it("needs a token", async () => {
    expectProblem(await new ApiClient(running.baseUrl, undefined).get(`/1.2/user/users/${employee.id}`), 401, "AUTH_NO_TOK")
    expectProblem(await new ApiClient(running.baseUrl, "garbage").get("/1.2/user/users"), 401, "AUTH_INV_TOK")
  })
})

describe("GET /1.2/user/users", () => {
  it("an app admin gets every user, by id; ?usr_email= finds one regardless of case", async () => {
    const { api } = running
    const all = await api.get("/1.2/user/users")
    expect(all.status).toBe(200)
    expect(all.body.map((u: any) => u.usr_email)).toEqual(expect.arrayContaining([ADMIN_EMAIL, employee.email, colleague.email, member.email]))
    const ids = all.body.map((u: any) => u.usr_id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    for (const user of all.body) expect(isUser(user)).toBe(true)
    const found = await api.get(`/1.2/user/users?usr_email=${encodeURIComponent(colleague.email.toUpperCase())}`)
    expect(found.body.map((u: any) => u.usr_id)).toEqual([colleague.id])
    expect((await api.get("/1.2/user/users?usr_email=niemand%40bimprofile.test")).body).toEqual([])
  })

  it("anyone else gets themselves and the members of their organisations, nobody else", async () => {
    const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b)
    expect((await employee.api.get("/1.2/user/users")).body.map((u: any) => u.usr_id)).toEqual(
      ascending([running.stack.admin.userId, employee.id, member.id]),
    )
    expect((await colleague.api.get("/1.2/user/users")).body.map((u: any) => u.usr_id)).toEqual([colleague.id])
  })
})

describe("GET /1.2/auth/config", () => {
  it("without an identity provider: local password login only", async () => {
    const answer = await new ApiClient(running.baseUrl, undefined).get("/1.2/auth/config")
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      authorization_endpoint: null,
      end_session_endpoint: null,
      register_url: null,
      password_url: null,
      profile_url: null,
      client_id: null,
      scope: null,
      login_methods: ["password"],
    })
  })
})
