/**
 * /1.2/user/users against the running stack, over today's minimal accounts: a user reads themselves, an
 * app admin reads anyone, anyone else gets 401 AUTH_PRO; ?partial=true answers the permission lists. And
 * the identity calls whose backend comes later answer clearly: the login configuration (local password
 * login) and 501 NOT_AVAILABLE for registration and password reset.
 */
import { hashPassword } from "@bimprofile/command-service/auth/passwords"
import { decodeWith } from "@bimprofile/contracts/codec/decode"
import { UserDto, UserPermissionsDto } from "@bimprofile/contracts/dto/user-dto"
import { beforeAll, describe, expect, it } from "vitest"
import { ADMIN_EMAIL, expectProblem } from "../support/profile-fixtures"
import { ApiClient } from "../support/stack"
import { useTestStack } from "../support/use-test-stack"

const running = useTestStack({ engine: "pglite" })

const PASSWORD = "mitarbeiter-passwort"
const EMPLOYEE = { id: 9_000_001, email: "erika.muster@bimprofile.test" }
const COLLEAGUE = { id: 9_000_002, email: "max.beispiel@bimprofile.test" }
let employee: ApiClient

beforeAll(async () => {
  for (const [user, first, last] of [
    [EMPLOYEE, "Erika", "Muster"],
    [COLLEAGUE, "Max", "Beispiel"],
  ] as const)
    await running.stack.db.sql.query(
      `INSERT INTO auth_users (usr_id, usr_email, usr_name, usr_name_first, usr_pw_hash, usr_app_admin) VALUES ($1, $2, $3, $4, $5, false)`,
      [user.id, user.email, last, first, await hashPassword(PASSWORD)],
    )
  employee = await ApiClient.login(running.baseUrl, EMPLOYEE.email, PASSWORD)
})

const decodeUser = decodeWith(UserDto)
const decodePermissions = decodeWith(UserPermissionsDto)
const isUser = (value: unknown) => decodeUser(value).ok
const isPermissions = (value: unknown) => decodePermissions(value).ok

describe("GET /1.2/user/users/{id}", () => {
  it("a user reads themselves: the same user as the login answer, licensed, without organisation or permission lists", async () => {
    const login = await new ApiClient(running.baseUrl, undefined).post("/1.2/auth/login", { usr_email: EMPLOYEE.email, usr_pw: PASSWORD })
    const answer = await employee.get(`/1.2/user/users/${EMPLOYEE.id}`)
    expect(answer.status).toBe(200)
    expect(isUser(answer.body)).toBe(true)
    expect(answer.body).toEqual({ ...login.body.usr, usr_login_date: expect.any(String) })
    expect(answer.body).toMatchObject({
      usr_id: EMPLOYEE.id,
      usr_email: EMPLOYEE.email,
      usr_name: "Muster",
      usr_name_first: "Erika",
      usr_app_admin: false,
      usr_has_license: true,
      usr_org_id: null,
      usr_org_name: null,
      usr_org_admin: [],
      usr_org_emp: [],
      usr_org_pl: [],
      usr_pro_admin: [],
      usr_pro_read: [],
      usr_pro_write: [],
    })
    expect(JSON.stringify(answer.body)).not.toContain("scrypt")
  })

  it("?partial=true answers exactly the permission lists of the spec", async () => {
    const answer = await employee.get(`/1.2/user/users/${EMPLOYEE.id}?partial=true`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      usr_org_admin: [],
      usr_org_emp: [],
      usr_org_pl: [],
      usr_pro_admin: [],
      usr_pro_read: [],
      usr_pro_write: [],
      usr_app_admin: false,
    })
    expect(isPermissions(answer.body)).toBe(true)
    const admin = await running.api.get(`/1.2/user/users/${running.stack.admin.userId}?partial=true`)
    expect(admin.body).toMatchObject({ usr_app_admin: true })
    expect((await employee.get(`/1.2/user/users/${EMPLOYEE.id}?partial=false`)).body).toHaveProperty("usr_email")
  })

  it("anyone else is refused with 401 AUTH_PRO and a German message, whether the user exists or not", async () => {
    for (const id of [COLLEAGUE.id, running.stack.admin.userId, 123_456_789]) {
      for (const query of ["", "?partial=true"]) {
        const answer = await employee.get(`/1.2/user/users/${id}${query}`)
        expectProblem(answer, 401, "AUTH_PRO")
        expect(answer.body.message).toBe("Sie haben keine Berechtigung, diesen Benutzer zu sehen.")
      }
    }
  })

  it("an app admin reads anyone; an unknown id is 404, a malformed one 400", async () => {
    const { api } = running
    const colleague = await api.get(`/1.2/user/users/${COLLEAGUE.id}`)
    expect(colleague.status).toBe(200)
    expect(colleague.body).toMatchObject({ usr_id: COLLEAGUE.id, usr_email: COLLEAGUE.email, usr_login_date: null })
    expect((await api.get(`/1.2/user/users/${COLLEAGUE.id}?partial=true`)).body).toMatchObject({ usr_app_admin: false, usr_pro_read: [] })
    expectProblem(await api.get("/1.2/user/users/123456789"), 404, "NOT_FOUND")
    expectProblem(await api.get("/1.2/user/users/abc"), 400, "VALIDATION")
    expectProblem(await api.get(`/1.2/user/users/${COLLEAGUE.id}?partial=vielleicht`), 400, "VALIDATION")
  })

  it("needs a token", async () => {
    expectProblem(await new ApiClient(running.baseUrl, undefined).get(`/1.2/user/users/${EMPLOYEE.id}`), 401, "AUTH_NO_TOK")
    expectProblem(await new ApiClient(running.baseUrl, "garbage").get("/1.2/user/users"), 401, "AUTH_INV_TOK")
  })
})

describe("GET /1.2/user/users", () => {
  it("an app admin gets every user, by id; ?usr_email= finds one regardless of case", async () => {
    const { api } = running
    const all = await api.get("/1.2/user/users")
    expect(all.status).toBe(200)
    expect(all.body.map((u: any) => u.usr_email)).toEqual(expect.arrayContaining([ADMIN_EMAIL, EMPLOYEE.email, COLLEAGUE.email]))
    const ids = all.body.map((u: any) => u.usr_id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    for (const user of all.body) expect(isUser(user)).toBe(true)
    const found = await api.get(`/1.2/user/users?usr_email=${encodeURIComponent(COLLEAGUE.email.toUpperCase())}`)
    expect(found.body.map((u: any) => u.usr_id)).toEqual([COLLEAGUE.id])
    expect((await api.get("/1.2/user/users?usr_email=niemand%40bimprofile.test")).body).toEqual([])
  })

  it("anyone else gets only themselves", async () => {
    expect((await employee.get("/1.2/user/users")).body.map((u: any) => u.usr_id)).toEqual([EMPLOYEE.id])
    expect((await employee.get(`/1.2/user/users?usr_email=${encodeURIComponent(COLLEAGUE.email)}`)).body).toEqual([])
  })
})

describe("identity calls that come with the identity issue", () => {
  const anonymous = () => new ApiClient(running.baseUrl, undefined)

  it("GET /1.2/auth/config: no identity provider, local password login only", async () => {
    const answer = await anonymous().get("/1.2/auth/config")
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      authorization_endpoint: null,
      end_session_endpoint: null,
      register_url: null,
      password_url: null,
      profile_url: null,
      login_methods: ["password"],
    })
  })

  it("registration and password reset answer 501 NOT_AVAILABLE, not the router's 404", async () => {
    for (const [method, path] of [
      ["POST", "/1.2/auth/register"],
      ["PATCH", "/1.2/auth/register"],
      ["POST", "/1.2/auth/password/reset"],
      ["PATCH", "/1.2/auth/password/reset"],
    ] as const) {
      for (const body of [undefined, JSON.stringify({ usr_email: "neu@bimprofile.test" })]) {
        const answer = await anonymous().call(method, path, body)
        expect(answer.status, `${method} ${path}`).toBe(501)
        expect(answer.body).toEqual({ message: "Diese Funktion ist noch nicht verfügbar.", internal_code: "NOT_AVAILABLE", details: null })
      }
    }
  })
})
