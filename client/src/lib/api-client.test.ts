/**
 * The API client's error catalogue (spec §8) against a scripted fetch: what the caller gets, and what the
 * app is asked to do (toasts, navigation, maintenance, session expiry) as app events.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { stubFetch } from "../testing/fetch-stub"
import { testUser } from "../testing/test-user"
import { api, composeErrorMessage, get, patch, post } from "./api-client"
import { ApiError } from "./api-error"
import { type AppEvent, appEvents$ } from "./app-events"
import { minPosition } from "./positions"
import { emptySession, getSession, updateSession } from "./session"
import { resetSignInStatus, signIn$ } from "./sign-in-status"

const now = Date.UTC(2024, 5, 26, 10, 0, 0)
let events: AppEvent[] = []
let subscription: { unsubscribe(): void }

const loggedIn = () =>
  updateSession({ accessToken: "old", refreshToken: "r1", user: testUser(), expiresAt: now + 60_000, lastActivity: now - 1_000 })
const refreshAnswer = { token: { access_token: "new", refresh_token: "r2", expires_in: 300, refresh_expires_in: 1800 }, usr: testUser() }
const problem = (status: number, internal_code: string, message = "Fehler", details: unknown = null) => ({
  status,
  body: { message, internal_code, details },
})

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ["setTimeout", "clearTimeout", "Date"] })
  events = []
  subscription = appEvents$.subscribe((event) => events.push(event))
  loggedIn()
  resetSignInStatus()
})
afterEach(() => {
  subscription.unsubscribe()
  vi.useRealTimers()
  updateSession(emptySession())
  resetSignInStatus()
})

const toasts = () => events.filter((e): e is Extract<AppEvent, { type: "toast" }> => e.type === "toast")
const navigations = () => events.filter((e) => e.type === "navigate")

describe("api: a successful call", () => {
  it("given a GET, then it sends the bearer token and X-Min-Position, records X-Position and the last activity", async () => {
    const { calls } = stubFetch({ status: 200, body: [{ pro_id: 1 }], headers: { "X-Position": "42" } })
    await vi.advanceTimersByTimeAsync(5_000)
    await expect(get("/1.2/profile/projects")).resolves.toEqual([{ pro_id: 1 }])
    expect(calls[0]).toMatchObject({ method: "GET", path: "/1.2/profile/projects", headers: { authorization: "Bearer old", "x-min-position": "0" } })
    expect(minPosition()).toBe(42)
    expect(getSession().lastActivity).toBe(now + 5_000)
  })

  it("given a POST with a body, then it is sent as JSON without X-Min-Position", async () => {
    const { calls } = stubFetch({ status: 201, body: { pro_id: 9 } })
    await expect(post("/1.2/profile/projects", { pro_name: "Neubau" })).resolves.toEqual({ pro_id: 9 })
    expect(calls[0]).toMatchObject({ method: "POST", body: { pro_name: "Neubau" }, headers: { "content-type": "application/json" } })
    expect(calls[0]!.headers["x-min-position"]).toBeUndefined()
  })
})

describe("api: the error catalogue", () => {
  it("given 202, then the answer is rejected to the caller", async () => {
    stubFetch({ status: 202, body: { message: "In Bearbeitung", internal_code: "PENDING", details: null } })
    const error = await get("/1.2/profile/projects/1").catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 202, message: "In Bearbeitung", code: "PENDING" })
  })

  it("given 503 six times, then the call is retried 5 times, then maintenance and the error", async () => {
    const { calls } = stubFetch(...Array.from({ length: 6 }, () => problem(503, "MAINTENANCE", "Wartung")))
    const result = get("/1.2/profile/projects").catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await result).toMatchObject({ status: 503 })
    expect(calls).toHaveLength(6)
    expect(events).toContainEqual({ type: "maintenance" })
  })

  it("given 503 then 200, then the retry's answer is returned and no maintenance", async () => {
    const { calls } = stubFetch(problem(503, "MAINTENANCE"), { status: 200, body: { ok: true } })
    const result = get("/1.2/profile/projects")
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(result).resolves.toEqual({ ok: true })
    expect(calls).toHaveLength(2)
    expect(events).not.toContainEqual({ type: "maintenance" })
  })

  it("given 503 with Retry-After, then the retry waits what the server asks (at most 10 s)", async () => {
    const { calls } = stubFetch({ ...problem(503, "SERVICE_UNAVAILABLE"), headers: { "Retry-After": "2" } }, { ...problem(503, "SERVICE_UNAVAILABLE"), headers: { "Retry-After": "3600" } }, { status: 200, body: { ok: true } })
    const result = get("/1.2/profile/projects")
    await vi.advanceTimersByTimeAsync(1_900)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(200)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(9_800)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(300)
    await expect(result).resolves.toEqual({ ok: true })
    expect(calls).toHaveLength(3)
  })

  it("given 500, then it is not retried (503 only) and a composed error toast is shown", async () => {
    const { calls } = stubFetch(problem(500, "INTERNAL", "Interner Fehler"))
    await expect(post("/1.2/profile/projects", {})).rejects.toMatchObject({ status: 500 })
    expect(calls).toHaveLength(1)
    expect(toasts()).toEqual([expect.objectContaining({ level: "error", message: "Interner Fehler (interner Code: INTERNAL)" })])
  })

  it("given 404 on a GET of a project, then the not-found page names the project and the server message is toasted", async () => {
    stubFetch(problem(404, "NOT_FOUND", "Projekt 99 nicht gefunden"))
    await expect(get("/1.2/profile/projects/99?statistics=true")).rejects.toMatchObject({ status: 404 })
    expect(navigations()).toEqual([{ type: "navigate", to: "/not-found?what=project", replace: true }])
    expect(toasts()).toEqual([expect.objectContaining({ message: "Projekt 99 nicht gefunden" })])
  })

  it("given 404 on a GET that reads no one item, then the plain not-found page", async () => {
    stubFetch(problem(404, "NOT_FOUND", "Nicht gefunden"))
    await expect(get("/1.2/profile/activities?act_prc_id=4")).rejects.toMatchObject({ status: 404 })
    expect(navigations()).toEqual([{ type: "navigate", to: "/not-found", replace: true }])
  })

  it("given 404 on a GET the caller expects, then no page change and no toast", async () => {
    stubFetch(problem(404, "NOT_FOUND"))
    await expect(get("/1.2/profile/milestones?name=x", { allowNotFound: true })).rejects.toMatchObject({ status: 404 })
    expect(events).toEqual([])
  })

  it("given 404 on a PATCH, then an error toast and no page change", async () => {
    stubFetch(problem(404, "NOT_FOUND", "Meilenstein nicht gefunden"))
    await expect(patch("/1.2/profile/milestones/5", { mst_name: "x" })).rejects.toMatchObject({ status: 404 })
    expect(navigations()).toEqual([])
    expect(toasts()).toEqual([expect.objectContaining({ level: "error", message: "Meilenstein nicht gefunden (interner Code: NOT_FOUND)" })])
  })

  it.each(["AUTH_EXP_TOK", "AUTH_INV_TOK", "AUTH_NO_TOK", "AUTH_BE_TOK", "AUTH", "AUTH_IDP_AZP"])(
    "given a token error %s, then one refresh, the new tokens stored, and the request replayed with them",
    async (code) => {
      const { calls } = stubFetch(problem(401, code), { status: 200, body: refreshAnswer }, { status: 200, body: [{ pro_id: 1 }] })
      await expect(get("/1.2/profile/projects")).resolves.toEqual([{ pro_id: 1 }])
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /1.2/profile/projects", "POST /1.2/auth/refresh", "GET /1.2/profile/projects"])
      expect(calls[1]!.body).toEqual({ refresh_token: "r1" })
      expect(calls[2]!.headers.authorization).toBe("Bearer new")
      expect(getSession()).toMatchObject({ accessToken: "new", refreshToken: "r2", expiresAt: now + 300_000, refreshInProgress: false })
      expect(events).toEqual([])
    },
  )

  it("given a token error on a 400, then it counts as a token error too", async () => {
    const { calls } = stubFetch(problem(400, "AUTH_NO_TOK"), { status: 200, body: refreshAnswer }, { status: 200, body: {} })
    await get("/1.2/profile/projects")
    expect(calls).toHaveLength(3)
  })

  it("given a token error and a refresh that fails, then logout: session cleared, path remembered, error toast, session expired", async () => {
    history.replaceState(null, "", "/projects/4/roles")
    const { calls } = stubFetch(problem(401, "AUTH_EXP_TOK", "Token abgelaufen"), problem(401, "AUTH_EXP_TOK", "Die Sitzung ist abgelaufen."))
    await expect(get("/1.2/profile/projects/4")).rejects.toMatchObject({ status: 401, code: "AUTH_EXP_TOK" })
    expect(calls).toHaveLength(2)
    expect(getSession()).toMatchObject({ accessToken: null, refreshToken: null, user: null, redirectTo: "/projects/4/roles" })
    expect(toasts()).toEqual([expect.objectContaining({ level: "error", message: "Token abgelaufen" })])
    expect(events.at(-1)).toEqual({ type: "session-expired", toProvider: false })
  })

  it("given a token error and a refresh that fails, then the sign-in status is unauthorized", async () => {
    stubFetch(problem(401, "AUTH_EXP_TOK"), problem(401, "AUTH_EXP_TOK"))
    expect(signIn$.value.status).toBe("success")
    await expect(get("/1.2/profile/projects")).rejects.toMatchObject({ status: 401 })
    expect(signIn$.value.status).toBe("unauthorized")
  })

  it("given a second token error after the logout, when the app is on the login page by then, then the page stays remembered once, with one notice", async () => {
    history.replaceState(null, "", "/projects/4/roles/12")
    updateSession({ refreshToken: null })
    stubFetch(problem(401, "AUTH_INV_TOK", "Token ungültig"), problem(401, "AUTH_NO_TOK", "Kein Token"))
    await expect(get("/1.2/profile/projects/4")).rejects.toMatchObject({ status: 401 })
    // The shell has gone to the login page when the page's other request comes back refused.
    history.replaceState(null, "", "/login")
    await expect(get("/1.2/profile/projects/4/roles")).rejects.toMatchObject({ status: 401 })
    expect(getSession().redirectTo).toBe("/projects/4/roles/12")
    expect(signIn$.value.status).toBe("unauthorized")
    expect(events.filter((e) => e.type === "session-expired")).toHaveLength(1)
    expect(toasts().map((t) => t.message)).toEqual(["Token ungültig"])
  })

  it("given a provider session with its authorization endpoint stored, then the session expiry is to go to the provider; without the endpoint not", async () => {
    const config = { authorization_endpoint: "https://id.example.ch/auth", end_session_endpoint: null, register_url: null, password_url: null, profile_url: null, client_id: "bimprofile", scope: null, login_methods: ["oidc" as const] }
    updateSession({ refreshToken: null, signedInWith: "sso", authConfig: config })
    stubFetch(problem(401, "AUTH_EXP_TOK"))
    await expect(get("/1.2/profile/projects")).rejects.toMatchObject({ status: 401 })
    expect(events.at(-1)).toEqual({ type: "session-expired", toProvider: true })

    resetSignInStatus()
    loggedIn()
    updateSession({ refreshToken: null, signedInWith: "sso", authConfig: { ...config, authorization_endpoint: null } })
    stubFetch(problem(401, "AUTH_EXP_TOK"))
    await expect(get("/1.2/profile/projects")).rejects.toMatchObject({ status: 401 })
    expect(events.at(-1)).toEqual({ type: "session-expired", toProvider: false })
  })

  it("given a token error and no refresh token, then no refresh is tried and the session expires", async () => {
    updateSession({ refreshToken: null })
    const { calls } = stubFetch(problem(401, "AUTH_NO_TOK"))
    await expect(get("/1.2/profile/projects")).rejects.toMatchObject({ status: 401 })
    expect(calls).toHaveLength(1)
    expect(events.at(-1)).toEqual({ type: "session-expired", toProvider: false })
  })

  it("given a token error on a replay after a refresh, then only one refresh and logout", async () => {
    const { calls } = stubFetch(problem(401, "AUTH_EXP_TOK"), { status: 200, body: refreshAnswer }, problem(401, "AUTH_INV_TOK"))
    await expect(get("/1.2/profile/projects")).rejects.toMatchObject({ status: 401 })
    expect(calls).toHaveLength(3)
    expect(events.at(-1)).toEqual({ type: "session-expired", toProvider: false })
  })

  it("given AUTH_PRO on a GET, then the not-authorized page", async () => {
    stubFetch(problem(401, "AUTH_PRO", "Keine Berechtigung für dieses Projekt"))
    await expect(get("/1.2/profile/projects/3")).rejects.toMatchObject({ status: 401, code: "AUTH_PRO" })
    expect(navigations()).toEqual([{ type: "navigate", to: "/not-authorized", replace: true }])
    expect(toasts()).toEqual([])
  })

  it("given AUTH_PRO on a POST, then a toast with the server message and no page change", async () => {
    stubFetch(problem(401, "AUTH_PRO", "Keine Schreibberechtigung"))
    await expect(post("/1.2/profile/milestones", { mst_name: "M1" })).rejects.toMatchObject({ code: "AUTH_PRO" })
    expect(navigations()).toEqual([])
    expect(toasts()).toEqual([expect.objectContaining({ level: "error", message: "Keine Schreibberechtigung" })])
  })

  it("given an unverified e-mail at the identity provider, then its own toast", async () => {
    stubFetch(problem(401, "AUTH_IDP_EMAIL", "email not verified"))
    await expect(get("/1.2/user/users/7")).rejects.toMatchObject({ status: 401 })
    expect(toasts()[0]!.message).toBe(
      "Login fehlgeschlagen - Ihre E-Mail-Adresse wurde nicht überprüft. Bitte wenden Sie sich an den CRB-Support",
    )
  })

  it("given a missing customer role, then a toast naming support, the session cleared and the no-customer-role page", async () => {
    stubFetch(problem(401, "AUTH_IDP_ROLE", "no customer role"))
    await expect(get("/1.2/user/users/7")).rejects.toMatchObject({ status: 401 })
    expect(toasts()[0]!.message).toContain("support@bimprofile.ch")
    expect(getSession().accessToken).toBeNull()
    expect(navigations()).toEqual([{ type: "navigate", to: "/logout/no-customer-role", replace: true }])
  })

  it("given a validation error with field details, then the toast holds the message, the code and one line per field", async () => {
    stubFetch(problem(400, "VALIDATION", "Ungültige Eingabe", { pro_name: "Darf nicht leer sein", mst_name: "Zu lang" }))
    await expect(post("/1.2/profile/projects", { pro_name: "" })).rejects.toMatchObject({ status: 400 })
    expect(toasts()[0]!.message).toBe("Ungültige Eingabe (interner Code: VALIDATION)\nProjektname ist darf nicht leer sein\nMeilensteinname ist zu lang")
  })

  it("given quiet, then the error goes to the caller only", async () => {
    stubFetch(problem(409, "DUPLICATE", "Name existiert bereits", { rop_name: "Name existiert bereits" }))
    const error = await post("/1.2/profile/roles", { rop_name: "BIM" }, { quiet: true }).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 409, fieldErrors: { rop_name: "Name existiert bereits" } })
    expect(events).toEqual([])
  })

  it("given a failed login on the auth path, then no refresh is tried", async () => {
    const { calls } = stubFetch(problem(401, "AUTH", "Login fehlgeschlagen"))
    await expect(api("POST", "/1.2/auth/login", { body: {}, quiet: true })).rejects.toMatchObject({ message: "Login fehlgeschlagen" })
    expect(calls).toHaveLength(1)
  })
})

describe("composeErrorMessage", () => {
  it("given a message without code or details, then the message alone", () => {
    expect(composeErrorMessage(new ApiError(500, { message: "Fehler", internal_code: "", details: null }))).toBe("Fehler")
  })

  it("given a code, then 'message (interner Code: X)'", () => {
    expect(composeErrorMessage(new ApiError(409, { message: "Konflikt", internal_code: "CONFLICT", details: null }))).toBe(
      "Konflikt (interner Code: CONFLICT)",
    )
  })

  it("given field details, then 'Label ist text' per field with the German label, unknown fields by name, the repeated message skipped", () => {
    const error = new ApiError(400, {
      message: "Ungültig",
      internal_code: "VALIDATION",
      details: { usr_name: "Fehlt", "body.rop_name": "Zu kurz", xyz: "Falsch", other: "Ungültig" },
    })
    expect(composeErrorMessage(error)).toBe("Ungültig (interner Code: VALIDATION)\nNachname ist fehlt\nRollenname ist zu kurz\nxyz ist falsch")
  })

  it("given details as a string, then no field lines", () => {
    expect(composeErrorMessage(new ApiError(400, { message: "Ungültig", internal_code: "X", details: "alles falsch" }))).toBe(
      "Ungültig (interner Code: X)",
    )
  })
})
