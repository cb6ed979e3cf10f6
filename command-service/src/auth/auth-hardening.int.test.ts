/**
 * The sign-in routes on PGlite with a mailer that keeps what it is given: throttling that holds under
 * parallel requests (counted before the password check), the bounded password work queue (503 BUSY), a
 * read side that lags (503 NOT_READY, the refresh token survives), the absolute lifetime of a session, the
 * same answer for known and unknown e-mails, and invitations whose mail fails.
 */
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { loadTokenSigner } from "@bimprofile/infra/auth/tokens"
import { loadPersonalDataVault, type PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import { type Database, openDatabase } from "@bimprofile/infra/database"
import { onProblem } from "@bimprofile/infra/http/problem"
import { createIdAllocator } from "@bimprofile/infra/ids/id-allocator"
import type { Logger } from "@bimprofile/infra/logger"
import type { MailMessage } from "@bimprofile/infra/mail/mailer"
import { Hono } from "hono"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { IdentityService } from "../identity/identity-service"
import { StreamDirectory } from "../identity/stream-directory"
import { authRoutes } from "./auth-routes"
import { type AuthServices, createAuthServices } from "./auth-deps"
import { mailInvitations } from "./mail-invitations"
import { hashPassword, PASSWORD_WORK } from "./passwords"
import { registrationSourceFrom } from "./registration-source"

/** Counts every password check that reaches scrypt. */
const checks = vi.hoisted(() => ({ count: 0 }))
vi.mock("./passwords", async (importOriginal) => {
  const original = await importOriginal<typeof import("./passwords")>()
  return {
    ...original,
    verifyPassword: (...args: Parameters<typeof original.verifyPassword>) => {
      checks.count++
      return original.verifyPassword(...args)
    },
    verifyAgainstDummy: (...args: Parameters<typeof original.verifyAgainstDummy>) => {
      checks.count++
      return original.verifyAgainstDummy(...args)
    },
  }
})

const EMAIL = "konto@example.ch"
const PASSWORD = "ein-langes-passwort"

type Logged = { level: string; message: string; fields: Record<string, unknown> | undefined }

let db: Database
let vault: PersonalDataVault
let identity: IdentityService
let services: AuthServices
let app: Hono
let mails: MailMessage[]
let logged: Logged[]
let readSideReady: boolean
let mailFails: boolean
let userId: number

const logger: Logger = {
  debug: (message, fields) => logged.push({ level: "debug", message, fields }),
  info: (message, fields) => logged.push({ level: "info", message, fields }),
  warn: (message, fields) => logged.push({ level: "warn", message, fields }),
  error: (message, fields) => logged.push({ level: "error", message, fields }),
}

beforeEach(async () => {
  checks.count = 0
  mails = []
  logged = []
  readSideReady = true
  mailFails = false
  db = await openDatabase({ kind: "pglite" })
  vault = await loadPersonalDataVault(db.sql, "pepper")
  const directory = new StreamDirectory(db.store, vault)
  identity = new IdentityService(db.store, createIdAllocator(db.sql), vault, directory)
  services = createAuthServices({
    sql: db.sql,
    signer: await loadTokenSigner(db.sql, "hardening-test"),
    identity,
    directory,
    // The read side: the user as long as it is "projected".
    readUser: async (id) =>
      readSideReady ? ({ usr_id: id, usr_email: EMAIL, usr_org_id: null, usr_name: "Konto", usr_name_first: "Kim" } as UserDto) : undefined,
    licenceSource: async () => undefined,
    registrationSource: registrationSourceFrom(db.store),
    vault,
    mailer: {
      send: async (message) => {
        if (mailFails) throw Object.assign(new Error(`550 mailbox ${message.to} unavailable`), { code: "EENVELOPE", responseCode: 550 })
        mails.push(message)
      },
    },
    config: { appUrl: "http://localhost", smtpUrl: undefined, mailFrom: "test@example.ch", oidc: undefined, trustProxy: true, pepper: undefined, invitationsPerHour: 50 },
    log: logger,
    userWaitMs: 100,
  })
  app = new Hono().route("/1.2/auth", authRoutes(services))
  app.onError(onProblem(logger))
  const ctx = { userId: 0, orgId: null, correlationId: "t", causationId: null }
  userId = await identity.registerUser({ email: EMAIL, name: "Konto", firstName: "Kim", source: "self", active: true }, ctx)
  await services.credentials.setPassword(userId, await hashPassword(PASSWORD))
})
afterEach(async () => {
  PASSWORD_WORK.maxParallel = 4
  PASSWORD_WORK.maxWaiting = 16
  // Background work (mails, registrations) of the test ends before the database closes.
  await new Promise((resolve) => setTimeout(resolve, 200))
  await db.close()
})

const call = (method: string, path: string, body: unknown, address = "198.51.100.1", headers: Record<string, string> = {}) =>
  app.request(`/1.2/auth${path}`, {
    method,
    headers: { "content-type": "application/json", "x-forwarded-for": address, ...headers },
    body: JSON.stringify(body),
  })
const login = (password: string, address?: string, email = EMAIL) => call("POST", "/login", { usr_email: email, usr_pw: password }, address)
const waitFor = async (condition: () => boolean, what: string) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 25))
  if (!condition()) throw new Error(`timed out waiting for ${what}`)
}

describe("throttling under parallel requests", () => {
  it("30 parallel wrong logins of one account from one address: at most 5 reach the password check, the rest are 429", async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(`falsch-${i}`, "198.51.100.10")))
    const statuses = answers.map((a) => a.status)
    expect(checks.count).toBeLessThanOrEqual(5)
    expect(statuses.filter((s) => s === 401)).toHaveLength(checks.count)
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - checks.count)
    expect(answers.find((a) => a.status === 429)!.headers.get("retry-after")).toMatch(/^\d+$/)
    // Even the right password, from there.
    expect((await login(PASSWORD, "198.51.100.10")).status).toBe(429)
  })

  it("a right password takes its attempt back: 20 good logins from one address do not lock it", async () => {
    for (let i = 0; i < 21; i++) expect((await login(PASSWORD, "192.0.2.5")).status).toBe(200)
  })

  it("30 parallel wrong current passwords (PATCH /password): at most 5 are checked", async () => {
    const token = ((await (await login(PASSWORD)).json()) as { token: { access_token: string } }).token.access_token
    checks.count = 0
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call("PATCH", "/password", { usr_pw_old: `falsch-${i}`, usr_pw: "neues-passwort" }, "198.51.100.2", { authorization: `Bearer ${token}` }),
      ),
    )
    expect(checks.count).toBeLessThanOrEqual(5)
    expect(answers.filter((a) => a.status === 400)).toHaveLength(checks.count)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(30 - checks.count)
  })

  it("30 parallel reset requests from one address: exactly 20 get through", async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => call("POST", "/password/reset", { usr_email: `x${i}@example.ch` }, "192.0.2.77")))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10)
  })

  it("a full password work queue answers 503 BUSY with Retry-After, and the refused attempt is not counted", async () => {
    PASSWORD_WORK.maxParallel = 1
    PASSWORD_WORK.maxWaiting = 0
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login("falsch", `203.0.113.${i + 1}`, `person${i}@example.ch`)))
    const busy = answers.filter((a) => a.status === 503)
    expect(busy.length).toBeGreaterThan(0)
    expect(answers.every((a) => a.status === 503 || a.status === 401)).toBe(true)
    expect(await busy[0]!.json()).toEqual({
      message: "Der Dienst ist ausgelastet. Bitte versuchen Sie es gleich noch einmal.",
      internal_code: "BUSY",
      details: null,
    })
    expect(busy[0]!.headers.get("retry-after")).toBe("5")
    const counted = await db.sql.query("SELECT 1 FROM login_attempts WHERE scope LIKE 'account:%:address:%'")
    expect(counted).toHaveLength(answers.length - busy.length)
  })
})

describe("throttling per (account, address) and per address", () => {
  /** Moves every recorded attempt into the past, as if that much time had gone by. */
  const elapse = (seconds: number) => db.sql.query("UPDATE login_attempts SET at = at - make_interval(secs => $1)", [seconds])
  const retryAfter = async (address: string) => {
    const answer = await login("falsch", address)
    expect(answer.status).toBe(429)
    expect(((await answer.json()) as { internal_code: string }).internal_code).toBe("THROTTLED")
    return Number(answer.headers.get("retry-after"))
  }

  it("a stranger's failures from 5 other addresses do not lock the owner out of their own address", async () => {
    for (let a = 0; a < 5; a++) {
      for (let i = 0; i < 5; i++) expect((await login(`falsch-${i}`, `203.0.113.${a + 1}`)).status).toBe(401)
      expect((await login(PASSWORD, `203.0.113.${a + 1}`)).status).toBe(429)
    }
    expect((await login(PASSWORD, "192.0.2.10")).status).toBe(200)
  })

  it("the attacker's pair waits 1 minute after 5 failures, then twice as long after each further one, up to 15", async () => {
    const attacker = "203.0.113.50"
    for (let i = 0; i < 5; i++) expect((await login("falsch", attacker)).status).toBe(401)
    const waits: number[] = []
    for (let round = 0; round < 6; round++) {
      const wait = await retryAfter(attacker)
      waits.push(wait)
      await elapse(wait)
      // The wait is over: one more try, which fails and lengthens the next wait.
      expect((await login("falsch", attacker)).status).toBe(401)
    }
    expect(waits.map((w) => Math.ceil(w / 60))).toEqual([1, 2, 4, 8, 15, 15])
    expect(waits.every((w, i) => w <= [60, 120, 240, 480, 900, 900][i]!)).toBe(true)
    // The owner, elsewhere, was never locked out; a right password from the pair itself (once its wait is
    // over) forgets its failures.
    expect((await login(PASSWORD, "192.0.2.10")).status).toBe(200)
    await elapse(await retryAfter(attacker))
    expect((await login(PASSWORD, attacker)).status).toBe(200)
    for (let i = 0; i < 5; i++) expect((await login("falsch", attacker)).status).toBe(401)
  })

  it("a password reset ends the lock-out of every address the account was locked at", async () => {
    for (const address of ["203.0.113.70", "203.0.113.71"]) {
      for (let i = 0; i < 5; i++) expect((await login("falsch", address)).status).toBe(401)
      expect((await login(PASSWORD, address)).status).toBe(429)
    }
    expect((await call("POST", "/password/reset", { usr_email: EMAIL }, "192.0.2.10")).status).toBe(200)
    await waitFor(() => mails.length > 0, "the reset mail")
    const token = /\/password-reset\/([^/?#\s]+)$/.exec(mails[0]!.link ?? "")![1]!
    expect((await call("PATCH", "/password/reset", { token, usr_pw: "das-neue-passwort" })).status).toBe(200)
    for (const address of ["203.0.113.70", "203.0.113.71"]) expect((await login("das-neue-passwort", address)).status).toBe(200)
  })

  it("one address trying many accounts is stopped after 20 failures, for every account; the owner's address goes on", async () => {
    const attacker = "203.0.113.60"
    for (let i = 0; i < 5; i++) expect((await login("falsch", attacker)).status).toBe(401)
    for (let i = 0; i < 15; i++) expect((await login("falsch", attacker, `person${i}@example.ch`)).status).toBe(401)
    expect((await login("falsch", attacker, "noch-jemand@example.ch")).status).toBe(429)
    expect((await login(PASSWORD, "192.0.2.10")).status).toBe(200)
  })
})

describe("a read side that lags", () => {
  it("login with the right password answers 503 NOT_READY, not a login error", async () => {
    readSideReady = false
    const answer = await login(PASSWORD)
    expect(answer.status).toBe(503)
    expect(((await answer.json()) as { internal_code: string }).internal_code).toBe("NOT_READY")
  })

  it("refresh answers 503 NOT_READY and the refresh token still works afterwards", async () => {
    const first = (await (await login(PASSWORD)).json()) as { token: { refresh_token: string } }
    readSideReady = false
    const lagging = await call("POST", "/refresh", { refresh_token: first.token.refresh_token })
    expect(lagging.status).toBe(503)
    expect(((await lagging.json()) as { internal_code: string }).internal_code).toBe("NOT_READY")
    readSideReady = true
    expect((await call("POST", "/refresh", { refresh_token: first.token.refresh_token })).status).toBe(200)
  })
})

describe("the absolute lifetime of a session", () => {
  it("refresh is refused with AUTH_EXP_TOK once the family's lifetime has passed, however often it was rotated", async () => {
    const first = (await (await login(PASSWORD)).json()) as { token: { refresh_token: string; refresh_expires_in: number } }
    expect(first.token.refresh_expires_in).toBeGreaterThan(0)
    const second = (await (await call("POST", "/refresh", { refresh_token: first.token.refresh_token })).json()) as { token: { refresh_token: string } }
    // Thirty days later (the family's end moved into the past).
    await db.sql.query("UPDATE refresh_tokens SET family_expires_at = now() - interval '1 second'")
    const refused = await call("POST", "/refresh", { refresh_token: second.token.refresh_token })
    expect(refused.status).toBe(401)
    expect(((await refused.json()) as { internal_code: string }).internal_code).toBe("AUTH_EXP_TOK")
  })

  it("the family's end is set at the login and copied to every rotated token", async () => {
    const first = (await (await login(PASSWORD)).json()) as { token: { refresh_token: string } }
    await call("POST", "/refresh", { refresh_token: first.token.refresh_token })
    const rows = await db.sql.query<{ ends: string; days: string | number }>(
      "SELECT family_expires_at::text AS ends, extract(epoch FROM family_expires_at - now()) / 86400 AS days FROM refresh_tokens",
    )
    expect(rows).toHaveLength(2)
    expect(new Set(rows.map((r) => r.ends)).size).toBe(1)
    expect(Number(rows[0]!.days)).toBeGreaterThan(29.9)
    expect(Number(rows[0]!.days)).toBeLessThanOrEqual(30)
  })
})

describe("known and unknown e-mails", () => {
  it("registration answers the same status and body for a new, an active and an unactivated e-mail", async () => {
    const body = (email: string) => ({ usr_email: email, usr_pw: "irgendein-passwort", usr_name: "Neu", usr_name_first: "Nina" })
    const fresh = await call("POST", "/register", body("neu@example.ch"))
    const known = await call("POST", "/register", body(EMAIL))
    const pending = await call("POST", "/register", body("neu@example.ch"))
    expect(new Set([fresh.status, known.status, pending.status])).toEqual(new Set([201]))
    const bodies = await Promise.all([fresh.json(), known.json(), pending.json()])
    expect(bodies[1]).toEqual(bodies[0])
    expect(bodies[2]).toEqual(bodies[0])
    await waitFor(() => mails.length === 3, "three mails")
    // The active account's password is untouched.
    expect((await login(PASSWORD)).status).toBe(200)
  })

  it("a reset request answers the same for a known and an unknown e-mail; only the known one gets a mail", async () => {
    const known = await call("POST", "/password/reset", { usr_email: EMAIL })
    const unknown = await call("POST", "/password/reset", { usr_email: "niemand@example.ch" })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(await known.json()).toEqual(await unknown.json())
    await waitFor(() => mails.length === 1, "the reset mail")
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(mails.map((m) => m.to)).toEqual([EMAIL])
  })
})

describe("invitations", () => {
  it("a failing invitation mail does not fail the invitation, and the log has codes only, no address", async () => {
    mailFails = true
    const ctx = { userId: 0, orgId: null, correlationId: "t", causationId: null }
    const invited = await identity.registerUser({ email: "gast@example.ch", name: "Gast", firstName: "Gina", source: "invitation", active: false }, ctx)
    await expect(mailInvitations(services).invite(invited, "gast@example.ch")).resolves.toBeUndefined()
    await waitFor(() => logged.some((l) => l.level === "error"), "the logged failure")
    const text = JSON.stringify(logged)
    expect(text).not.toContain("gast@example.ch")
    expect(logged.find((l) => l.level === "error")?.fields).toMatchObject({ code: "EENVELOPE", responseCode: 550 })
    // The link was issued all the same: a later reset or a new invitation goes on from there.
    expect(await db.sql.query("SELECT 1 FROM one_time_tokens WHERE usr_id = $1 AND kind = 'invitation'", [invited])).toHaveLength(1)
  })
})
