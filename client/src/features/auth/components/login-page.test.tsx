import type { AuthConfigDto } from "@bimprofile/contracts/dto/auth-config-dto"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { cleanup, fireEvent, render, screen, configure } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom"
import { type AppEvent, appEvents$ } from "../../../lib/app-events"
import { emptySession, getSession, updateSession } from "../../../lib/session"
import { testUser } from "../../../testing/test-user"
import { browserLocation } from "../oidc/browser-location"
import { codeChallengeS256 } from "../oidc/pkce"
import { stubApi } from "../../../testing/api-stub"
import type { RecordedCall } from "../../../testing/fetch-stub"
import { resetSignInStatus, signIn$ } from "../../../lib/sign-in-status"
import { startProviderSignIn } from "../sign-in/provider-sign-in"
import { SignInFlow } from "../sign-in/sign-in-flow"
import { afterLoginTarget } from "../sign-in/sign-in-outcome"
import { LoginPage } from "./login-page"

/** Waits for what a page does after its calls; generous, as a cold run of the whole suite is slow. */
const eventually = <T,>(check: () => T) => vi.waitFor(check, { timeout: 3000 })
configure({ asyncUtilTimeout: 3000 })

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.pathname + location.search}</p>
}

const renderLogin = (at = "/login") =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[at]}>
        <SignInFlow />
        <Routes>
          <Route path="/login" element={<><LoginPage /><Where /></>} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )

const passwordOnly: AuthConfigDto = {
  authorization_endpoint: null,
  end_session_endpoint: null,
  register_url: null,
  password_url: null,
  profile_url: null,
  client_id: null,
  scope: null,
  login_methods: ["password"],
}
const withSso: AuthConfigDto = {
  ...passwordOnly,
  authorization_endpoint: "https://id.example.ch/auth",
  end_session_endpoint: "https://id.example.ch/logout",
  client_id: "bimprofile",
  scope: "openid email profile",
  login_methods: ["password", "oidc"],
}
const config = (body: AuthConfigDto = passwordOnly) => ({ "GET /1.2/auth/config": { status: 200, body } })

const loginAnswer = {
  token: { access_token: "a", refresh_token: "r", id_token: "i", expires_in: 300, refresh_expires_in: 1800 },
  usr: testUser({ usr_name_first: "hans", usr_name: "muster" }),
}
const callsTo = (calls: RecordedCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path)
const refused = (status: number, internal_code: string, message: string, details: unknown = null) => ({ status, body: { message, internal_code, details } })

let events: AppEvent[] = []
let subscription: { unsubscribe(): void }
let assigned: string[] = []
beforeEach(() => {
  events = []
  assigned = []
  subscription = appEvents$.subscribe((event) => events.push(event))
  vi.spyOn(browserLocation, "origin").mockReturnValue("https://app.example.ch")
  vi.spyOn(browserLocation, "assign").mockImplementation((url) => void assigned.push(url))
})
afterEach(() => {
  cleanup()
  subscription.unsubscribe()
  updateSession(emptySession())
  resetSignInStatus()
  sessionStorage.clear()
})

const where = () => screen.getByTestId("where").textContent
const toasts = () => events.flatMap((e) => (e.type === "toast" ? [`${e.level}: ${e.message}`] : []))

const fillAndSubmit = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText("E-Mail"), { target: { value: email } })
  fireEvent.change(screen.getByLabelText("Passwort"), { target: { value: password } })
  fireEvent.click(screen.getByRole("button", { name: "Anmelden" }))
}

describe("LoginPage with credentials", () => {
  it("given the page, then it has the labelled e-mail and password fields and the login button, and no SSO without a provider", async () => {
    const { calls } = stubApi(config())
    renderLogin()
    expect(screen.getByRole("form", { name: "Anmelden" })).toBeDefined()
    expect(screen.getByLabelText("E-Mail").getAttribute("type")).toBe("email")
    expect(screen.getByLabelText("Passwort").getAttribute("type")).toBe("password")
    expect(screen.getByRole("link", { name: "Konto erstellen" }).getAttribute("href")).toBe("/register")
    expect(screen.getByRole("link", { name: "Passwort vergessen?" }).getAttribute("href")).toBe("/password-reset/request")
    await eventually(() => expect(getSession().authConfig).toEqual(passwordOnly))
    expect(callsTo(calls, "GET", "/1.2/auth/config")).toHaveLength(1)
    expect(screen.queryByRole("button", { name: "Mit SSO anmelden" })).toBeNull()
  })

  it("given wrong credentials, when submitted, then the server's message is shown and the user stays", async () => {
    const { calls } = stubApi({ ...config(), "POST /1.2/auth/login": refused(401, "AUTH", "Login fehlgeschlagen: E-Mail oder Passwort ist falsch.") })
    renderLogin()
    fillAndSubmit("hans.muster@example.ch", "falsch")
    expect((await screen.findByRole("alert")).textContent).toBe("Login fehlgeschlagen: E-Mail oder Passwort ist falsch.")
    expect(callsTo(calls, "POST", "/1.2/auth/login").map((c) => c.body)).toEqual([{ usr_email: "hans.muster@example.ch", usr_pw: "falsch" }])
    expect(getSession().accessToken).toBeNull()
    expect(toasts()).toEqual([])
    expect(signIn$.value.status).toBe("error")
  })

  it("given too many attempts or an inactive account, then the server's message is shown", async () => {
    stubApi({
      ...config(),
      "POST /1.2/auth/login": [
        refused(429, "THROTTLED", "Zu viele Versuche. Bitte warten Sie 5 Minuten."),
        refused(401, "AUTH_INACTIVE", "Ihr Konto ist noch nicht aktiviert."),
      ],
    })
    renderLogin()
    fillAndSubmit("hans.muster@example.ch", "x")
    expect((await screen.findByRole("alert")).textContent).toBe("Zu viele Versuche. Bitte warten Sie 5 Minuten.")
    fireEvent.click(screen.getByRole("button", { name: "Anmelden" }))
    await eventually(() => expect(screen.getByRole("alert").textContent).toBe("Ihr Konto ist noch nicht aktiviert."))
  })

  it("given correct credentials, when submitted, then the session is stored, a success toast names the user, and the project list opens", async () => {
    stubApi({ ...config(), "POST /1.2/auth/login": { status: 200, body: loginAnswer } })
    renderLogin()
    fillAndSubmit("hans.muster@example.ch", "richtig")
    await eventually(() => expect(where()).toBe("/projects"))
    expect(getSession()).toMatchObject({ accessToken: "a", refreshToken: "r", user: { usr_id: 7 }, signedInWith: "password" })
    expect(toasts()).toEqual(["success: Erfolgreich eingeloggt als Hans Muster"])
  })

  it("given a remembered page, then the page says login is needed, and after login the user lands there", async () => {
    updateSession({ redirectTo: "/projects/1/dashboard" })
    stubApi({ ...config(), "POST /1.2/auth/login": { status: 200, body: loginAnswer } })
    renderLogin()
    expect(screen.getByText("Für diese Seite ist eine Anmeldung erforderlich.")).toBeDefined()
    fillAndSubmit("hans.muster@example.ch", "richtig")
    await eventually(() => expect(where()).toBe("/projects/1/dashboard"))
    expect(getSession().redirectTo).toBeNull()
  })

  it("given an error code in the address, then it is shown", () => {
    stubApi(config())
    renderLogin("/login?error=AUTH_IDP")
    expect(screen.getByText("Die Anmeldung ist fehlgeschlagen (Code AUTH_IDP). Bitte versuchen Sie es erneut.")).toBeDefined()
  })

  it("given the server unreachable, then a general login error", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch")
    })
    vi.stubGlobal("fetch", fetch)
    renderLogin()
    fillAndSubmit("hans.muster@example.ch", "richtig")
    expect((await screen.findByRole("alert")).textContent).toBe("Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.")
  })
})

describe("LoginPage with the identity provider", () => {
  const pending = { state: "st-1", codeVerifier: "verifier-1", redirectUri: "https://app.example.ch/login" }
  /** The provider's redirect back: a page load of /login with its answer, which the app start takes up. */
  const back = (query = "code=c-1&state=st-1&session_state=ss-1") => {
    sessionStorage.setItem("bimprofile.sso", JSON.stringify(pending))
    startProviderSignIn(`?${query}`)
    renderLogin("/login")
  }

  it("given a provider, when 'Mit SSO anmelden' is clicked, then the browser goes to its authorization endpoint with PKCE, the form stays", async () => {
    stubApi(config(withSso))
    renderLogin()
    fireEvent.click(await screen.findByRole("button", { name: "Mit SSO anmelden" }))
    await eventually(() => expect(assigned).toHaveLength(1))
    const url = new URL(assigned[0]!)
    const kept = JSON.parse(sessionStorage.getItem("bimprofile.sso")!)
    expect(url.origin + url.pathname).toBe("https://id.example.ch/auth")
    expect(url.searchParams.get("response_type")).toBe("code")
    expect(url.searchParams.get("client_id")).toBe("bimprofile")
    expect(url.searchParams.get("redirect_uri")).toBe("https://app.example.ch/login")
    expect(url.searchParams.get("scope")).toBe("openid email profile")
    expect(url.searchParams.get("state")).toBe(kept.state)
    expect(url.searchParams.get("code_challenge")).toBe(await codeChallengeS256(kept.codeVerifier))
    expect(url.searchParams.get("code_challenge_method")).toBe("S256")
    expect(screen.getByRole("form", { name: "Anmelden" })).toBeDefined()
  })

  it("given the provider's answer with this tab's state, then code, session_state, redirect_uri and verifier are exchanged and the user is in", async () => {
    const { calls } = stubApi({ ...config(withSso), "POST /1.2/auth/login": { status: 200, body: loginAnswer } })
    back()
    expect(signIn$.value).toEqual({ status: "loading", via: "sso" })
    expect(screen.getByRole("status").textContent).toBe("Die Anmeldung wird abgeschlossen …")
    await eventually(() => expect(where()).toBe("/projects"))
    expect(signIn$.value.status).toBe("success")
    expect(callsTo(calls, "POST", "/1.2/auth/login").map((c) => c.body)).toEqual([
      { code: "c-1", session_state: "ss-1", redirect_uri: "https://app.example.ch/login", code_verifier: "verifier-1" },
    ])
    expect(getSession()).toMatchObject({ accessToken: "a", signedInWith: "sso", code: null, sessionState: null, redirectUri: null })
    expect(sessionStorage.getItem("bimprofile.sso")).toBeNull()
    expect(toasts()).toEqual(["success: Erfolgreich eingeloggt als Hans Muster"])
  })

  it("given an answer with another state, then nothing is exchanged and the page says so", async () => {
    const { calls } = stubApi(config(withSso))
    back("code=c-1&state=forged&session_state=ss-1")
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Die Antwort des Anmeldedienstes gehört nicht zu dieser Anmeldung. Bitte melden Sie sich erneut an.",
    )
    expect(callsTo(calls, "POST", "/1.2/auth/login")).toEqual([])
    expect(where()).toBe("/login")
    expect(getSession().accessToken).toBeNull()
  })

  it("given no customer role (AUTH_IDP_ROLE), then local tokens are cleared and the browser goes to the provider's end-session to the no-customer-role page", async () => {
    updateSession({ authConfig: withSso, idToken: "old-id", accessToken: "old" })
    stubApi({ ...config(withSso), "POST /1.2/auth/login": refused(401, "AUTH_IDP_ROLE", "Keine Kundenrolle.", { id_token: "id-of-refusal" }) })
    back()
    await eventually(() => expect(assigned).toHaveLength(1))
    expect(assigned[0]).toBe(
      "https://id.example.ch/logout?id_token_hint=id-of-refusal&post_logout_redirect_uri=https%3A%2F%2Fapp.example.ch%2Flogout%2Fno-customer-role",
    )
    expect(getSession()).toMatchObject({ accessToken: null, idToken: null, user: null })
    expect(toasts()[0]).toContain("error: Es wurde kein Benutzer gefunden.")
  })

  it("given an unverified e-mail (AUTH_IDP_EMAIL), then its toast and the user stays at the login", async () => {
    stubApi({ ...config(withSso), "POST /1.2/auth/login": refused(401, "AUTH_IDP_EMAIL", "E-Mail nicht bestätigt") })
    back()
    await eventually(() =>
      expect(toasts()).toEqual(["error: Login fehlgeschlagen - Ihre E-Mail-Adresse wurde nicht überprüft. Bitte wenden Sie sich an den CRB-Support"]),
    )
    // The router renders the navigation after the toast is out: wait for it rather than read it at once.
    await eventually(() => expect(where()).toBe("/login"))
    expect(assigned).toEqual([])
  })

  it("given another refusal of the provider login, then the login page with the code as parameter", async () => {
    stubApi({ ...config(withSso), "POST /1.2/auth/login": refused(400, "AUTH_IDP", "Der Code ist ungültig.") })
    back()
    await eventually(() => expect(where()).toBe("/login?error=AUTH_IDP"))
    expect(screen.getByText("Die Anmeldung ist fehlgeschlagen (Code AUTH_IDP). Bitte versuchen Sie es erneut.")).toBeDefined()
    expect(getSession().code).toBeNull()
  })
})

describe("afterLoginTarget", () => {
  it("given nothing, the login or the logout page remembered, then the project list; otherwise the remembered page", () => {
    expect(afterLoginTarget(null)).toBe("/projects")
    expect(afterLoginTarget("/login?error=x")).toBe("/projects")
    expect(afterLoginTarget("/logout")).toBe("/projects")
    expect(afterLoginTarget("/projects/3/roles/12")).toBe("/projects/3/roles/12")
  })
})
