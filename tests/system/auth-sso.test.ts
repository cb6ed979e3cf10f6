/**
 * Single sign-on against a real OpenID provider (`oidc-provider` on loopback): the login configuration from
 * discovery, the authorization code flow with PKCE walked with plain HTTP, and the answers for an
 * unverified e-mail, a missing customer role, a pro role coming and going, a bad or reused code.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { expectProblem } from "../support/profile-fixtures"
import { pkcePair, startTestProvider, type TestAccount, type TestProvider } from "../support/oidc-provider"
import { ApiClient } from "../support/stack"
import { useTestStack } from "../support/use-test-stack"

const REDIRECT_URI = "http://127.0.0.1:9/login"
let provider: TestProvider
beforeAll(async () => {
  provider = await startTestProvider({ redirectUris: [REDIRECT_URI], rolesClaim: "realm_access" })
})
afterAll(() => provider?.stop())
const running = useTestStack(() => ({
  env: { ...provider.env, OIDC_ROLES_CLAIM: "realm_access.roles", OIDC_REGISTER_URL: "https://idp.example.ch/register" },
}))

const anonymous = () => new ApiClient(running.baseUrl, undefined)
let counter = 0
const account = (overrides: Partial<TestAccount> = {}): TestAccount => {
  const sub = `person-${++counter}`
  const created = { sub, email: `${sub}.${Date.now()}@example.ch`, given_name: "Sara", family_name: `Sso${counter}`, roles: ["customer"], ...overrides }
  provider.addAccount(created)
  return created
}

/** The browser's way through the provider, then the client's POST login. */
const ssoLogin = async (login: string, tamper: { verifier?: string } = {}) => {
  const pkce = pkcePair()
  const back = await provider.signIn({ login, redirectUri: REDIRECT_URI, codeChallenge: pkce.challenge })
  const body = { code: back.code, session_state: back.sessionState, redirect_uri: REDIRECT_URI, code_verifier: tamper.verifier ?? pkce.verifier }
  return { answer: await anonymous().post("/1.2/auth/login", body), body }
}

describe("single sign-on", () => {
  it("GET /1.2/auth/config gives the provider's endpoints from discovery", async () => {
    const config = await anonymous().get("/1.2/auth/config")
    expect(config.status).toBe(200)
    expect(config.body).toEqual({
      authorization_endpoint: `${provider.issuer}/auth`,
      end_session_endpoint: `${provider.issuer}/session/end`,
      register_url: "https://idp.example.ch/register",
      password_url: null,
      profile_url: null,
      client_id: provider.clientId,
      scope: "openid email profile",
      login_methods: ["password", "oidc"],
    })
  })

  it("the code flow signs a new person in, registers them once, and answers the provider's id token", async () => {
    const person = account({ roles: ["customer", "pro"] })
    const { answer } = await ssoLogin(person.sub)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.usr).toMatchObject({ usr_email: person.email, usr_name: person.family_name, usr_name_first: "Sara", usr_has_license: true })
    const idClaims = JSON.parse(Buffer.from(answer.body.token.id_token.split(".")[1], "base64url").toString())
    expect(idClaims).toMatchObject({ iss: provider.issuer, sub: person.sub, aud: provider.clientId })
    const me = new ApiClient(running.baseUrl, answer.body.token.access_token)
    expect((await me.post("/1.2/profile/projects", { pro_name: "SSO-Projekt" })).status).toBe(201)

    const again = await ssoLogin(person.sub)
    expect(again.answer.body.usr.usr_id).toBe(answer.body.usr.usr_id)
    // Refreshing keeps the provider's id token for the end-session hint.
    const refreshed = await anonymous().post("/1.2/auth/refresh", { refresh_token: again.answer.body.token.refresh_token })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.token.id_token).toBe(again.answer.body.token.id_token)
  })

  it("a local account with the same verified e-mail is linked, not duplicated", async () => {
    const email = `lokal.${Date.now()}@example.ch`
    const registered = await running.api.post("/1.2/user/users", { usr_email: email, usr_name: "Lokal", usr_name_first: "Lea" })
    const person = account({ email })
    const { answer } = await ssoLogin(person.sub)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(registered.status, JSON.stringify(registered.body)).toBe(201)
    expect(answer.body.usr.usr_id).toBe(registered.body.usr_id)
    expect(answer.body.usr.usr_email).toBe(email)
    expect((await ssoLogin(person.sub)).answer.body.usr.usr_id).toBe(answer.body.usr.usr_id)
  })

  it("SSO taking over an unactivated local account by its verified e-mail removes the password and open links someone else set", async () => {
    const email = `vorher.${Date.now()}@example.ch`
    const stranger = { usr_email: email, usr_pw: "passwort-eines-fremden", usr_name: "Fremd", usr_name_first: "Fritz" }
    expect((await anonymous().post("/1.2/auth/register", stranger)).status).toBe(201)
    // The registration is done after the answer: wait until the account waits for activation.
    const login = () => anonymous().post("/1.2/auth/login", { usr_email: email, usr_pw: stranger.usr_pw })
    for (let i = 0; i < 100 && (await login()).body.internal_code !== "AUTH_INACTIVE"; i++) await new Promise((r) => setTimeout(r, 50))
    expectProblem(await login(), 401, "AUTH_INACTIVE")
    const { answer } = await ssoLogin(account({ email }).sub)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expectProblem(await login(), 401, "AUTH")
    const open = await running.stack.db.sql.query("SELECT 1 FROM one_time_tokens WHERE usr_id = $1 AND used_at IS NULL", [answer.body.usr.usr_id])
    expect(open).toEqual([])
  })

  it("a provider login without the PKCE verifier is 400", async () => {
    const person = account()
    const pkce = pkcePair()
    const back = await provider.signIn({ login: person.sub, redirectUri: REDIRECT_URI, codeChallenge: pkce.challenge })
    const answer = await anonymous().post("/1.2/auth/login", { code: back.code, session_state: back.sessionState, redirect_uri: REDIRECT_URI })
    expectProblem(answer, 400, "VALIDATION")
    // The contract requires it (the OpenAPI document says so); the details name it among the login's fields.
    expect(answer.body.details).toMatchObject({ code_verifier: "Der PKCE-Code-Verifier fehlt." })
  })

  it("the pro role grants the licence, and its loss takes a provider-given licence back", async () => {
    const person = account({ roles: ["customer", "pro"] })
    expect((await ssoLogin(person.sub)).answer.body.usr.usr_has_license).toBe(true)
    provider.addAccount({ ...person, roles: ["customer"] })
    expect((await ssoLogin(person.sub)).answer.body.usr.usr_has_license).toBe(false)
  })

  it("an unverified e-mail is 401 AUTH_IDP_EMAIL with the spec's text", async () => {
    const { answer } = await ssoLogin(account({ email_verified: false }).sub)
    expectProblem(answer, 401, "AUTH_IDP_EMAIL")
    expect(answer.body.message).toBe("Login fehlgeschlagen - Ihre E-Mail-Adresse wurde nicht überprüft. Bitte wenden Sie sich an den CRB-Support")
  })

  it("a missing customer role is 401 AUTH_IDP_ROLE, with the provider's id token for the logout", async () => {
    const person = account({ roles: ["pro"] })
    const { answer } = await ssoLogin(person.sub)
    expectProblem(answer, 401, "AUTH_IDP_ROLE")
    expect(answer.body.message).toMatch(/melden Sie sich ab und erneut an/)
    expect(JSON.parse(Buffer.from(answer.body.details.id_token.split(".")[1], "base64url").toString()).sub).toBe(person.sub)
  })

  it("an invalid code, a reused code or a wrong PKCE verifier is 401 AUTH", async () => {
    const invented = await anonymous().post("/1.2/auth/login", { code: "erfunden", session_state: null, redirect_uri: REDIRECT_URI, code_verifier: "x".repeat(43) })
    expectProblem(invented, 401, "AUTH")
    expect(invented.body.message).toBe("Login fehlgeschlagen. Bitte versuchen Sie es erneut.")
    const person = account()
    const { answer, body } = await ssoLogin(person.sub)
    expect(answer.status).toBe(200)
    expectProblem(await anonymous().post("/1.2/auth/login", body), 401, "AUTH")
    expectProblem((await ssoLogin(person.sub, { verifier: pkcePair().verifier })).answer, 401, "AUTH")
  })

  it("password login stays available, and no subject or e-mail enters the events", async () => {
    expect((await anonymous().post("/1.2/auth/login", { usr_email: "admin@bimprofile.test", usr_pw: "admin-password-for-tests" })).status).toBe(200)
    const person = account()
    expect((await ssoLogin(person.sub)).answer.status).toBe(200)
    const rows = await running.stack.db.sql.query<{ type: string; text: string }>("SELECT type, data::text || metadata::text AS text FROM events")
    expect(rows.map((r) => r.type)).toContain("UserLinkedToProvider")
    const everything = rows.map((r) => r.text).join("\n")
    expect(everything).not.toContain(person.email)
    expect(everything).not.toContain(`"${person.sub}"`)
  })
})
