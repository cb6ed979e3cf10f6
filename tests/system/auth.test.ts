/**
 * Authentication against the running stack: credential login with the spec's token answer, wrong
 * credentials, every /1.2/profile call without or with a garbage token, refresh.
 */
import { endpoints } from "@bimprofile/contracts/api/endpoints"
import { TokenSigner } from "@bimprofile/infra/auth/tokens"
import { describe, expect, it } from "vitest"
import { ADMIN_EMAIL, expectProblem } from "../support/profile-fixtures"
import { ApiClient } from "../support/stack"
import { useTestStack } from "../support/use-test-stack"

const running = useTestStack({ engine: "pglite" })

const PASSWORD = "admin-password-for-tests"
const anonymous = () => new ApiClient(running.baseUrl, undefined)
const withToken = (token: string) => new ApiClient(running.baseUrl, token)

/** Every call under /1.2/profile with its path made concrete (the reference project's id: auth comes first). */
const profileCalls = () =>
  endpoints
    .filter((e) => e.auth)
    .map((e) => ({ method: e.method.toUpperCase(), path: e.path.replace("{id}", String(running.stack.referenceProjectId)), body: e.body ? {} : undefined }))

describe("auth", () => {
  it("POST /1.2/auth/login returns the spec's token answer and the user", async () => {
    const answer = await anonymous().post("/1.2/auth/login", { usr_email: ADMIN_EMAIL, usr_pw: PASSWORD })
    expect(answer.status).toBe(200)
    expect(answer.body.token).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      id_token: expect.any(String),
      expires_in: expect.any(Number),
      refresh_expires_in: expect.any(Number),
    })
    expect(answer.body.token.expires_in).toBeGreaterThan(20)
    expect(answer.body.token.refresh_expires_in).toBeGreaterThan(answer.body.token.expires_in)
    expect(answer.body.usr).toMatchObject({ usr_id: running.stack.admin.userId, usr_email: ADMIN_EMAIL, usr_app_admin: true })
    expect(answer.body.usr.usr_id).not.toBe(-1)
    expect(answer.body.usr).not.toHaveProperty("usr_pw")
    expect(JSON.stringify(answer.body)).not.toContain(PASSWORD)
    // The token works.
    expect((await withToken(answer.body.token.access_token).get("/1.2/profile/projects")).status).toBe(200)
  })

  it("a wrong password or an unknown e-mail is 401 AUTH; missing credentials are 400", async () => {
    expectProblem(await anonymous().post("/1.2/auth/login", { usr_email: ADMIN_EMAIL, usr_pw: "falsch" }), 401, "AUTH")
    expectProblem(await anonymous().post("/1.2/auth/login", { usr_email: "niemand@bimprofile.test", usr_pw: PASSWORD }), 401, "AUTH")
    const wrong = await anonymous().post("/1.2/auth/login", { usr_email: ADMIN_EMAIL, usr_pw: "falsch" })
    const unknown = await anonymous().post("/1.2/auth/login", { usr_email: "niemand@bimprofile.test", usr_pw: "falsch" })
    // The answer does not tell whether the e-mail exists.
    expect(unknown.body).toEqual(wrong.body)
    expectProblem(await anonymous().post("/1.2/auth/login", { usr_email: ADMIN_EMAIL }), 400)
    expectProblem(await anonymous().post("/1.2/auth/login", { usr_email: "", usr_pw: "" }), 400)
    expectProblem(await anonymous().call("POST", "/1.2/auth/login", "usr_email=admin", { "Content-Type": "application/json" }), 400, "INVALID_JSON")
  })

  it("every /1.2/profile call without a token is 401 AUTH_NO_TOK", async () => {
    const calls = profileCalls()
    expect(calls.length).toBeGreaterThan(25)
    for (const { method, path, body } of calls) {
      const answer = await anonymous().call(method, path, body === undefined ? undefined : JSON.stringify(body))
      expect(answer.status, `${method} ${path}`).toBe(401)
      expect(answer.body, `${method} ${path}`).toMatchObject({ internal_code: "AUTH_NO_TOK", message: expect.any(String) })
      expect(answer.body).toHaveProperty("details")
    }
  })

  it("every /1.2/profile call with a garbage, a tampered or a non-access token is 401 AUTH_INV_TOK", async () => {
    const login = await anonymous().post("/1.2/auth/login", { usr_email: ADMIN_EMAIL, usr_pw: PASSWORD })
    const [header, payload, signature] = (login.body.token.access_token as string).split(".")
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), sub: "999" })).toString("base64url")
    const tokens = ["garbage", "a.b.c", `${header}.${forged}.${signature}`, login.body.token.refresh_token, login.body.token.id_token]
    for (const token of tokens) {
      for (const { method, path, body } of profileCalls()) {
        const answer = await withToken(token).call(method, path, body === undefined ? undefined : JSON.stringify(body))
        expect(answer.status, `${method} ${path} with ${token.slice(0, 12)}…`).toBe(401)
        expect(answer.body.internal_code, `${method} ${path}`).toBe("AUTH_INV_TOK")
      }
    }
    // "Bearer" without a token, and another scheme, count as no token.
    for (const authorization of ["Bearer ", "Basic YWRtaW46YWRtaW4="]) {
      const answer = await anonymous().call("GET", "/1.2/profile/projects", undefined, { Authorization: authorization })
      expectProblem(answer, 401, "AUTH_NO_TOK")
    }
  })

  it("an expired access token is 401 AUTH_EXP_TOK, an expired refresh token cannot refresh", async () => {
    const signer = new TokenSigner(Buffer.from("test-secret-of-this-run"))
    const claims = { sub: String(running.stack.admin.userId), email: ADMIN_EMAIL, org: null }
    const longAgo = Date.now() - 24 * 3600 * 1000
    const expiredAccess = signer.sign({ ...claims, typ: "access" }, 60, longAgo)
    expectProblem(await withToken(expiredAccess).get("/1.2/profile/projects"), 401, "AUTH_EXP_TOK")
    expectProblem(await withToken(expiredAccess).post("/1.2/profile/projects", { pro_name: "Zu spät" }), 401, "AUTH_EXP_TOK")
    const expiredRefresh = signer.sign({ ...claims, typ: "refresh" }, 60, longAgo)
    expectProblem(await anonymous().post("/1.2/auth/refresh", { refresh_token: expiredRefresh }), 401, "AUTH_EXP_TOK")
    // The same signer with a fresh time gives a token the stack accepts: the refusals above are about time only.
    expect((await withToken(signer.sign({ ...claims, typ: "access" }, 60)).get("/1.2/profile/projects")).status).toBe(200)
  })

  it("the open calls need no token", async () => {
    expect((await anonymous().get("/status/info")).status).toBe(200)
    expect((await anonymous().get("/1.2/openapi.json")).status).toBe(200)
    expect((await anonymous().get("/1.2/auth/logout")).status).toBe(200)
  })

  it("POST /1.2/auth/refresh exchanges the refresh token for new working tokens; bad refresh tokens are 401", async () => {
    const login = await anonymous().post("/1.2/auth/login", { usr_email: ADMIN_EMAIL, usr_pw: PASSWORD })
    const refreshed = await anonymous().post("/1.2/auth/refresh", { refresh_token: login.body.token.refresh_token })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.token).toMatchObject({ access_token: expect.any(String), expires_in: expect.any(Number) })
    expect(refreshed.body.usr).toMatchObject({ usr_email: ADMIN_EMAIL })
    const client = withToken(refreshed.body.token.access_token)
    expect((await client.get("/1.2/profile/projects")).status).toBe(200)
    const created = await client.post("/1.2/profile/projects", { pro_name: "Nach Refresh" })
    expect(created.status).toBe(201)
    // The new refresh token works again.
    if (refreshed.body.token.refresh_token)
      expect((await anonymous().post("/1.2/auth/refresh", { refresh_token: refreshed.body.token.refresh_token })).status).toBe(200)

    expectProblem(await anonymous().post("/1.2/auth/refresh", { refresh_token: "garbage" }), 401, "AUTH_INV_TOK")
    expectProblem(await anonymous().post("/1.2/auth/refresh", { refresh_token: login.body.token.access_token }), 401, "AUTH_INV_TOK")
    expectProblem(await anonymous().post("/1.2/auth/refresh", {}), 400)
  })
})
