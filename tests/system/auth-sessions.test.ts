/**
 * Sessions against the running stack: refresh tokens rotate, a reused one revokes its whole family,
 * logout ends the session it is sent with; throttling of failed logins per (account, address) and per address
 * (addresses told apart by X-Forwarded-For, as TRUST_PROXY is set), and of mail-sending requests.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { simpleParser } from "mailparser"
import { describe, expect, it } from "vitest"
import { ADMIN_EMAIL, expectProblem } from "../support/profile-fixtures"
import { ApiClient } from "../support/stack"
import { useTestStack } from "../support/use-test-stack"

// No SMTP_URL: mails go to the outbox folder as .eml files.
const running = useTestStack({ env: { TRUST_PROXY: "1", APP_URL: "https://bimprofile.example.ch" } })

const PASSWORD = "admin-password-for-tests"
const from = (address: string) => ({ "X-Forwarded-For": `203.0.113.77, ${address}` })
const anonymous = () => new ApiClient(running.baseUrl, undefined)
const login = (usr_email: string, usr_pw: string, address = "198.51.100.1") =>
  anonymous().call("POST", "/1.2/auth/login", { usr_email, usr_pw }, from(address))
const refresh = (refresh_token: string) => anonymous().post("/1.2/auth/refresh", { refresh_token })
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString())

describe("refresh and logout", () => {
  it("each refresh token works once; the next one of the family goes on", async () => {
    const first = (await login(ADMIN_EMAIL, PASSWORD)).body.token
    const second = await refresh(first.refresh_token)
    expect(second.status).toBe(200)
    expect(second.body.token.refresh_token).not.toBe(first.refresh_token)
    expect(second.body.usr.usr_email).toBe(ADMIN_EMAIL)
    expect(claimsOf(second.body.token.access_token).sid).toBe(claimsOf(first.access_token).sid)
    const third = await refresh(second.body.token.refresh_token)
    expect(third.status).toBe(200)
    expect((await new ApiClient(running.baseUrl, third.body.token.access_token).get("/1.2/profile/projects")).status).toBe(200)
  })

  it("a reused refresh token is refused and revokes its whole family, not other sessions", async () => {
    const other = (await login(ADMIN_EMAIL, PASSWORD)).body.token
    const stolen = (await login(ADMIN_EMAIL, PASSWORD)).body.token
    const owner = await refresh(stolen.refresh_token)
    expect(owner.status).toBe(200)
    expectProblem(await refresh(stolen.refresh_token), 401, "AUTH_INV_TOK")
    // The family is gone: also the owner's newest token.
    expectProblem(await refresh(owner.body.token.refresh_token), 401, "AUTH_INV_TOK")
    expect((await refresh(other.refresh_token)).status).toBe(200)
  })

  it("logout with the bearer token ends that session's refresh tokens", async () => {
    const session = (await login(ADMIN_EMAIL, PASSWORD)).body.token
    const other = (await login(ADMIN_EMAIL, PASSWORD)).body.token
    const out = await new ApiClient(running.baseUrl, session.access_token).get("/1.2/auth/logout")
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ message: "Erfolgreich abgemeldet" })
    expectProblem(await refresh(session.refresh_token), 401, "AUTH_INV_TOK")
    expect((await refresh(other.refresh_token)).status).toBe(200)
    // Without a token logout still answers.
    expect((await anonymous().get("/1.2/auth/logout")).status).toBe(200)
  })

  it("login without SSO configured offers the password only", async () => {
    const config = await anonymous().get("/1.2/auth/config")
    expect(config.body).toEqual({
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

describe("throttling", () => {
  it("5 failures of one account from one address → 429 THROTTLED there, even with the right password; the owner's address goes on", async () => {
    for (let i = 0; i < 5; i++) expectProblem(await login(ADMIN_EMAIL, `falsch-${i}`, "198.51.100.10"), 401, "AUTH")
    const refused = await login(ADMIN_EMAIL, PASSWORD, "198.51.100.10")
    expectProblem(refused, 429, "THROTTLED")
    expect(refused.body.message).toMatch(/^Zu viele Anmeldeversuche\. Bitte versuchen Sie es in 1 Minute erneut\.$/)
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60)
    // An unknown e-mail counts the same way, so the 429 tells nothing either.
    for (let i = 0; i < 5; i++) expectProblem(await login("niemand@example.ch", "x", "198.51.100.30"), 401, "AUTH")
    expectProblem(await login("niemand@example.ch", "x", "198.51.100.30"), 429, "THROTTLED")
    // A stranger elsewhere does not lock the owner out.
    expect((await login(ADMIN_EMAIL, PASSWORD, "198.51.100.11")).status).toBe(200)
  })

  it("20 failures from one address → 429 for every account from there; other addresses go on", async () => {
    for (let i = 0; i < 20; i++) expectProblem(await login(`person${i}@example.ch`, "falsch", "192.0.2.99"), 401, "AUTH")
    expectProblem(await login(ADMIN_EMAIL, PASSWORD, "192.0.2.99"), 429, "THROTTLED")
    expect((await login(ADMIN_EMAIL, PASSWORD, "192.0.2.100")).status).toBe(200)
    const rows = await running.stack.db.sql.query<{ scope: string }>("SELECT DISTINCT scope FROM login_attempts")
    // Keyed digests only: no address or e-mail in clear.
    expect(rows.map((r) => r.scope).join(" ")).not.toMatch(/192\.0\.2|@example\.ch/)
  })

  it("registrations and reset requests are limited per address", async () => {
    const address = "192.0.2.200"
    for (let i = 0; i < 20; i++) {
      const answer = await anonymous().call("POST", "/1.2/auth/password/reset", { usr_email: `x${i}@example.ch` }, from(address))
      expect(answer.status).toBe(200)
    }
    expectProblem(await anonymous().call("POST", "/1.2/auth/password/reset", { usr_email: ADMIN_EMAIL }, from(address)), 429, "THROTTLED")
    const register = { usr_email: "spaet@example.ch", usr_pw: "langes-passwort", usr_name: "Spät", usr_name_first: "Sam" }
    expectProblem(await anonymous().call("POST", "/1.2/auth/register", register, from(address)), 429, "THROTTLED")
    expect((await anonymous().call("POST", "/1.2/auth/register", register, from("192.0.2.201"))).status).toBe(201)
  })
})

describe("mail without SMTP_URL", () => {
  it("is written as an .eml file to the outbox", async () => {
    await anonymous().call("POST", "/1.2/auth/password/reset", { usr_email: ADMIN_EMAIL }, from("192.0.2.250"))
    const deadline = Date.now() + 5_000
    let files: string[] = []
    while (Date.now() < deadline) {
      files = existsSync(running.outboxDir) ? readdirSync(running.outboxDir).filter((name) => name.endsWith(".eml")) : []
      const contents = files.map((f) => readFileSync(path.join(running.outboxDir, f), "utf8"))
      const reset = contents.find((c) => c.includes(ADMIN_EMAIL) && c.includes("https://bimprofile.example.ch/password-reset/"))
      if (reset) return expect((await simpleParser(reset)).subject).toBe("BIM Profile: Passwort zurücksetzen")
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`no reset mail in the outbox (${files.join(", ")})`)
  })

  it("names files without the address, and erasing the user deletes their files", async () => {
    const email = `geloescht.${Date.now()}@example.ch`
    const invited = await running.api.post("/1.2/user/users", { usr_email: email, usr_name: "Weg", usr_name_first: "Wanda" })
    expect(invited.status, JSON.stringify(invited.body)).toBe(201)
    const holding = () =>
      (existsSync(running.outboxDir) ? readdirSync(running.outboxDir) : []).filter((f) => readFileSync(path.join(running.outboxDir, f), "utf8").includes(email))
    for (let i = 0; i < 100 && holding().length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(holding()).toHaveLength(1)
    expect(readdirSync(running.outboxDir).join(" ")).not.toContain("example.ch")
    expect((await running.api.delete(`/1.2/user/users/${invited.body.usr_id}`)).status).toBe(200)
    expect(holding()).toEqual([])
  })
})
