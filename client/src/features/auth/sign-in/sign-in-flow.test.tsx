/**
 * The sign-in flow in the shell (happy-dom, the real AppShell, guard and login page): the status values
 * of spec §4, the logout after an authentication error (the page remembered once, status unauthorized), the
 * provider answer exchanged at app start on any page, and where an expired session goes.
 */
import type { AuthConfigDto } from "@bimprofile/contracts/dto/auth-config-dto"
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { get } from "../../../lib/api-client"
import { queryClient } from "../../../lib/query-client"
import { emptySession, getSession, updateSession } from "../../../lib/session"
import { resetSignInStatus, signIn$ } from "../../../lib/sign-in-status"
import { status$ } from "../../../lib/status-check"
import { renderShellAt, SilentEventSource, toastTexts } from "../../../testing/render-shell"
import { testUser } from "../../../testing/test-user"
import { browserLocation } from "../oidc/browser-location"
import { startProviderSignIn } from "./provider-sign-in"

const withSso: AuthConfigDto = {
  authorization_endpoint: "https://id.example.ch/auth",
  end_session_endpoint: "https://id.example.ch/logout",
  register_url: null,
  password_url: null,
  profile_url: null,
  client_id: "bimprofile",
  scope: "openid",
  login_methods: ["password", "oidc"],
}
const loginAnswer = {
  token: { access_token: "a2", refresh_token: "r2", id_token: "i2", expires_in: 300, refresh_expires_in: 1800 },
  usr: testUser({ usr_name_first: "hans", usr_name: "muster" }),
}
const refusedToken = { status: 401, body: { message: "Das Token ist ungültig.", internal_code: "AUTH_INV_TOK", details: null } }

type Answer = { status: number; body?: unknown }
/**
 * The server: the login answer when released (`release`), the config with a provider, token refusals where
 * asked (the refresh refused too), else an empty list.
 */
const server = (refuse: (path: string) => boolean = () => false) => {
  let release: (answer: Answer) => void = () => undefined
  const login = new Promise<Answer>((resolve) => (release = resolve))
  const calls: { method: string; path: string; body: unknown }[] = []
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), "http://localhost").pathname
      const method = init.method ?? "GET"
      calls.push({ method, path, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined })
      const answer: Answer =
        method === "POST" && path === "/1.2/auth/login"
          ? await login
          : path === "/1.2/auth/config"
            ? { status: 200, body: withSso }
            : refuse(path) || path === "/1.2/auth/refresh"
              ? refusedToken
              : { status: 200, body: [] }
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status })
    }),
  )
  return { calls, release: (answer: Answer = { status: 200, body: loginAnswer }) => release(answer) }
}

let assigned: string[] = []
beforeEach(() => {
  assigned = []
  vi.stubGlobal("EventSource", SilentEventSource)
  vi.spyOn(browserLocation, "origin").mockReturnValue("https://app.example.ch")
  vi.spyOn(browserLocation, "assign").mockImplementation((url) => void assigned.push(url))
  status$.next({ maintenance: false, apiVersion: "1.2.17", defaultProjectId: 1, checked: true })
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  updateSession(emptySession())
  resetSignInStatus()
  sessionStorage.clear()
  vi.restoreAllMocks()
})

const logIn = (change = {}) => {
  updateSession({ accessToken: "a", refreshToken: "r", user: testUser(), expiresAt: Date.now() + 300_000, ...change })
  resetSignInStatus()
}
const loginCard = () => within(document.querySelector<HTMLElement>(".bimp-auth-card")!)

describe("a logout after an authentication error", () => {
  it("given a deep page whose calls are refused for the token, then the login page says the session expired (unauthorized), the page is remembered once, and the login leads back to it", async () => {
    logIn()
    const api = server((path) => path.startsWith("/1.2/profile/"))
    history.replaceState(null, "", "/projects/4/dashboard")
    const router = renderShellAt("/projects/4/dashboard")
    await screen.findByRole("heading", { name: "Meilensteinplan" })

    await act(() => expect(get("/1.2/profile/projects/4")).rejects.toMatchObject({ code: "AUTH_INV_TOK" }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/login"))
    history.replaceState(null, "", "/login")
    // The page's other call comes back refused too, now that the app is at the login page.
    await act(() => expect(get("/1.2/profile/projects/4/roles")).rejects.toMatchObject({ code: "AUTH_INV_TOK" }))

    expect(signIn$.value.status).toBe("unauthorized")
    expect(getSession()).toMatchObject({ accessToken: null, user: null, redirectTo: "/projects/4/dashboard" })
    expect(loginCard().getByRole("status").textContent).toBe("Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.")
    await vi.waitFor(() => expect(toastTexts().filter((t) => t.includes("Das Token ist ungültig."))).toHaveLength(1))
    expect(assigned).toEqual([])

    fireEvent.change(screen.getByLabelText("E-Mail"), { target: { value: "hans.muster@example.ch" } })
    fireEvent.change(screen.getByLabelText("Passwort"), { target: { value: "richtig" } })
    fireEvent.click(screen.getByRole("button", { name: "Anmelden" }))
    expect(signIn$.value).toEqual({ status: "loading", via: "password" })
    api.release()
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/projects/4/dashboard"))
    expect(signIn$.value.status).toBe("success")
    expect(getSession().redirectTo).toBeNull()
  })

  it("given a provider session and the authorization endpoint stored, when its calls are refused for the token, then the browser goes to the provider's authorization request", async () => {
    logIn({ signedInWith: "sso", authConfig: withSso })
    server(() => true)
    history.replaceState(null, "", "/projects/4/dashboard")
    renderShellAt("/projects/4/dashboard")
    await screen.findByRole("heading", { name: "Meilensteinplan" })
    await act(() => expect(get("/1.2/profile/projects/4")).rejects.toMatchObject({ status: 401 }))
    await vi.waitFor(() => expect(assigned).toHaveLength(1))
    const url = new URL(assigned[0]!)
    expect(url.origin + url.pathname).toBe("https://id.example.ch/auth")
    expect(url.searchParams.get("redirect_uri")).toBe("https://app.example.ch/login")
    expect(url.searchParams.get("state")).toBe(JSON.parse(sessionStorage.getItem("bimprofile.sso")!).state)
    expect(getSession().redirectTo).toBe("/projects/4/dashboard")
  })

  it("given a password session while a provider is configured, then the session expiry goes to the local login, not the provider", async () => {
    logIn({ signedInWith: "password", authConfig: withSso })
    server(() => true)
    const router = renderShellAt("/projects/4/dashboard")
    await screen.findByRole("heading", { name: "Meilensteinplan" })
    await act(() => expect(get("/1.2/profile/projects/4")).rejects.toMatchObject({ status: 401 }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/login"))
    expect(assigned).toEqual([])
  })
})

describe("the provider's answer at app start", () => {
  const pending = { state: "st-1", codeVerifier: "verifier-1", redirectUri: "https://app.example.ch/login" }

  it("given a stored code and session state and no user, when the app starts on another page, then the page waits, the code is exchanged, and the user is in on that page", async () => {
    sessionStorage.setItem("bimprofile.sso", JSON.stringify(pending))
    updateSession({ code: "c-1", sessionState: "ss-1", redirectUri: pending.redirectUri })
    const api = server()
    startProviderSignIn("")
    const router = renderShellAt("/projects/list")
    expect(signIn$.value).toEqual({ status: "loading", via: "sso" })
    expect(await screen.findByLabelText("Wird geladen …")).toBeDefined()
    expect(router.state.location.pathname).toBe("/projects/list")

    api.release()
    expect(await screen.findByRole("heading", { name: "Projektliste" })).toBeDefined()
    expect(api.calls.filter((c) => c.method === "POST" && c.path === "/1.2/auth/login").map((c) => c.body)).toEqual([
      { code: "c-1", session_state: "ss-1", redirect_uri: "https://app.example.ch/login", code_verifier: "verifier-1" },
    ])
    expect(router.state.location.pathname).toBe("/projects/list")
    expect(signIn$.value.status).toBe("success")
    expect(getSession()).toMatchObject({ accessToken: "a2", signedInWith: "sso", code: null, sessionState: null })
    await vi.waitFor(() => expect(toastTexts().some((t) => t.includes("Erfolgreich eingeloggt als Hans Muster"))).toBe(true))
  })

  it("given a code and session_state in the address of another page, then they are stored, taken out of the address and exchanged", async () => {
    sessionStorage.setItem("bimprofile.sso", JSON.stringify(pending))
    const api = server()
    history.replaceState(null, "", "/projects/list?code=c-2&state=st-1&session_state=ss-2")
    startProviderSignIn(location.search)
    expect(getSession()).toMatchObject({ code: "c-2", sessionState: "ss-2", redirectUri: pending.redirectUri })
    expect(location.pathname + location.search).toBe("/projects/list")
    renderShellAt("/projects/list")
    api.release()
    expect(await screen.findByRole("heading", { name: "Projektliste" })).toBeDefined()
    expect(api.calls.find((c) => c.path === "/1.2/auth/login")?.body).toMatchObject({ code: "c-2", session_state: "ss-2" })
  })

  it("given a refused exchange at app start on another page, then status error and the login page names the code", async () => {
    sessionStorage.setItem("bimprofile.sso", JSON.stringify(pending))
    updateSession({ code: "c-1", sessionState: "ss-1" })
    const api = server()
    startProviderSignIn("")
    const router = renderShellAt("/projects/list")
    api.release({ status: 400, body: { message: "Der Code ist ungültig.", internal_code: "AUTH_IDP", details: null } })
    await vi.waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe("/login?error=AUTH_IDP"))
    expect(signIn$.value.status).toBe("error")
    expect(await screen.findByText("Die Anmeldung ist fehlgeschlagen (Code AUTH_IDP). Bitte versuchen Sie es erneut.")).toBeDefined()
    expect(getSession()).toMatchObject({ code: null, accessToken: null })
  })
})
