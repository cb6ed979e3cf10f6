import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { cleanup, fireEvent, render, screen, configure } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { MemoryRouter, Route, Routes } from "react-router-dom"
import { type AppEvent, appEvents$ } from "../../../lib/app-events"
import { changeLocale } from "../../../lib/i18n"
import { emptySession, getSession, updateSession } from "../../../lib/session"
import { testUser } from "../../../testing/test-user"
import { browserLocation } from "../oidc/browser-location"
import { stubApi } from "../../../testing/api-stub"
import type { RecordedCall } from "../../../testing/fetch-stub"
import { ActivatePage } from "./activate-page"
import { LogoutPage } from "./logout-page"
import { PasswordResetPage } from "./password-reset-page"
import { RegisterPage } from "./register-page"

/** Waits for what a page does after its calls; generous, as a cold run of the whole suite is slow. */
const eventually = <T,>(check: () => T) => vi.waitFor(check, { timeout: 3000 })
configure({ asyncUtilTimeout: 3000 })

const renderAt = (at: string, path: string, page: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const callsTo = (calls: RecordedCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path)
const refused = (status: number, internal_code: string, message: string, details: unknown = null) => ({ status, body: { message, internal_code, details } })

let events: AppEvent[] = []
let subscription: { unsubscribe(): void }
beforeEach(() => {
  events = []
  subscription = appEvents$.subscribe((event) => events.push(event))
})
afterEach(() => {
  cleanup()
  subscription.unsubscribe()
  updateSession(emptySession())
})

describe("RegisterPage", () => {
  const fill = (password: string, repeat: string) => {
    type("Vorname", "Hans")
    type("Nachname", "Muster")
    type("E-Mail", "hans@example.ch")
    type("Passwort", password)
    type("Passwort wiederholen", repeat)
    fireEvent.click(screen.getByRole("button", { name: "Registrieren" }))
  }

  it("given two different passwords, then 'Die Passwörter stimmen nicht überein.' at the repetition and nothing is sent", async () => {
    const { calls } = stubApi({})
    renderAt("/register", "/register", <RegisterPage />)
    expect(screen.getByText("Mindestens 8 Zeichen.")).toBeDefined()
    fill("geheim123", "geheim124")
    expect(await screen.findByText("Die Passwörter stimmen nicht überein.")).toBeDefined()
    expect(screen.getByLabelText("Passwort wiederholen").getAttribute("aria-invalid")).toBe("true")
    expect(calls).toEqual([])
  })

  it("given a too short password, then the minimum length is named and nothing is sent", async () => {
    const { calls } = stubApi({})
    renderAt("/register", "/register", <RegisterPage />)
    fill("kurz", "kurz")
    expect(await screen.findByText("Das Passwort muss mindestens 8 Zeichen lang sein.")).toBeDefined()
    expect(calls).toEqual([])
  })

  it("given the form filled, then the body of POST register, and the mailbox view", async () => {
    const { calls } = stubApi({ "POST /1.2/auth/register": { status: 201, body: { message: "ok" } } })
    renderAt("/register", "/register", <RegisterPage />)
    fill("geheim123", "geheim123")
    expect(await screen.findByRole("heading", { name: "Prüfen Sie Ihr Postfach" })).toBeDefined()
    expect(screen.getByRole("status").textContent).toContain("hans@example.ch")
    expect(callsTo(calls, "POST", "/1.2/auth/register").map((c) => c.body)).toEqual([
      { usr_name_first: "Hans", usr_name: "Muster", usr_email: "hans@example.ch", usr_pw: "geheim123" },
    ])
  })

  it("given nothing filled in, then every field says what is missing, the last name is called 'Nachname', and nothing is sent", async () => {
    const { calls } = stubApi({})
    renderAt("/register", "/register", <RegisterPage />)
    expect(screen.queryByLabelText("Anmeldename")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Registrieren" }))
    expect(await screen.findByText("Vorname darf nicht leer sein.")).toBeDefined()
    expect(screen.getByText("Nachname darf nicht leer sein.")).toBeDefined()
    expect(screen.getByText("E-Mail darf nicht leer sein.")).toBeDefined()
    expect(screen.getByText("Das Passwort muss mindestens 8 Zeichen lang sein.")).toBeDefined()
    expect(screen.getByLabelText("Nachname").getAttribute("aria-invalid")).toBe("true")
    expect(calls).toEqual([])
  })

  it("given a malformed e-mail or a blank name, then said at the field and nothing is sent", async () => {
    const { calls } = stubApi({})
    renderAt("/register", "/register", <RegisterPage />)
    type("Vorname", "   ")
    type("Nachname", "Muster")
    type("E-Mail", "hans@beispiel")
    type("Passwort", "geheim123")
    type("Passwort wiederholen", "geheim123")
    fireEvent.click(screen.getByRole("button", { name: "Registrieren" }))
    expect(await screen.findByText("Die E-Mail-Adresse ist ungültig.")).toBeDefined()
    expect(screen.getByText("Vorname darf nicht leer sein.")).toBeDefined()
    expect(calls).toEqual([])
  })

  it("given a French user, then the field checks are in French", async () => {
    stubApi({})
    await changeLocale("fr-CH")
    try {
      renderAt("/register", "/register", <RegisterPage />)
      fireEvent.click(screen.getByRole("button", { name: "S'inscrire" }))
      expect(await screen.findByText("Nom ne peut pas être vide.")).toBeDefined()
      expect(screen.getByText("E-mail ne peut pas être vide.")).toBeDefined()
    } finally {
      await changeLocale("de-CH")
    }
  })

  it("given a registration sent, when the mail is asked for again, then the same registration is sent once more and the page says so", async () => {
    const { calls } = stubApi({ "POST /1.2/auth/register": { status: 201, body: { message: "ok" } } })
    renderAt("/register", "/register", <RegisterPage />)
    fill("geheim123", "geheim123")
    fireEvent.click(await screen.findByRole("button", { name: "Aktivierungs-E-Mail erneut senden" }))
    expect(await screen.findByText(/Wir haben die Aktivierungs-E-Mail erneut gesendet/)).toBeDefined()
    const sent = callsTo(calls, "POST", "/1.2/auth/register").map((c) => c.body)
    expect(sent).toHaveLength(2)
    expect(sent[1]).toEqual(sent[0])
  })

  it("given the server refuses fields, then each text is shown at its field", async () => {
    stubApi({
      "POST /1.2/auth/register": refused(400, "VALIDATION", "Ungültige Eingabe", { usr_email: "Die E-Mail-Adresse ist ungültig.", usr_name: "Anmeldename darf nicht leer sein." }),
    })
    renderAt("/register", "/register", <RegisterPage />)
    fill("geheim123", "geheim123")
    expect(await screen.findByText("Die E-Mail-Adresse ist ungültig.")).toBeDefined()
    expect(screen.getByText("Anmeldename darf nicht leer sein.")).toBeDefined()
    expect(screen.getByLabelText("E-Mail").getAttribute("aria-invalid")).toBe("true")
    expect(screen.queryByRole("alert")).toBeNull()
  })
})

describe("ActivatePage", () => {
  it("given a token, then PATCH register with it once, the success view and a link to login", async () => {
    const { calls } = stubApi({ "PATCH /1.2/auth/register": { status: 200, body: { message: "ok" } } })
    renderAt("/activate/tok-1", "/activate/:tokenId", <ActivatePage />)
    expect(await screen.findByText("Ihr Konto ist aktiviert. Sie können sich jetzt anmelden.")).toBeDefined()
    expect(callsTo(calls, "PATCH", "/1.2/auth/register").map((c) => c.body)).toEqual([{ token: "tok-1" }])
    expect(screen.getByRole("link", { name: "Zur Anmeldung" }).getAttribute("href")).toBe("/login")
  })

  it("given an expired token, then the failure view with the server's message", async () => {
    stubApi({ "PATCH /1.2/auth/register": refused(400, "TOKEN_INVALID", "Der Link ist abgelaufen oder ungültig.") })
    renderAt("/activate/old", "/activate/:tokenId", <ActivatePage />)
    expect(await screen.findByRole("heading", { name: "Aktivierung fehlgeschlagen" })).toBeDefined()
    expect(screen.getByRole("alert").textContent).toBe("Der Link ist abgelaufen oder ungültig.")
  })
})

describe("PasswordResetPage", () => {
  it("given the request page, then POST password/reset with the e-mail and the same confirmation", async () => {
    const { calls } = stubApi({ "POST /1.2/auth/password/reset": { status: 200, body: { message: "ok" } } })
    renderAt("/password-reset/request", "/password-reset/:tokenId", <PasswordResetPage />)
    type("E-Mail", "hans@example.ch")
    fireEvent.click(screen.getByRole("button", { name: "Link senden" }))
    expect(await screen.findByText("Falls ein Konto mit dieser E-Mail existiert, haben wir einen Link zum Zurücksetzen gesendet.")).toBeDefined()
    expect(callsTo(calls, "POST", "/1.2/auth/password/reset").map((c) => c.body)).toEqual([{ usr_email: "hans@example.ch" }])
  })

  it("given a token, then two password fields; different entries are refused, equal ones PATCH token and password", async () => {
    const { calls } = stubApi({ "PATCH /1.2/auth/password/reset": { status: 200, body: { message: "ok" } } })
    renderAt("/password-reset/tok-9", "/password-reset/:tokenId", <PasswordResetPage />)
    type("Neues Passwort", "neues-geheim")
    type("Passwort wiederholen", "neues-geheiM")
    fireEvent.click(screen.getByRole("button", { name: "Passwort speichern" }))
    expect(await screen.findByText("Die Passwörter stimmen nicht überein.")).toBeDefined()
    expect(callsTo(calls, "PATCH", "/1.2/auth/password/reset")).toEqual([])
    type("Passwort wiederholen", "neues-geheim")
    fireEvent.click(screen.getByRole("button", { name: "Passwort speichern" }))
    expect(await screen.findByText("Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.")).toBeDefined()
    expect(callsTo(calls, "PATCH", "/1.2/auth/password/reset").map((c) => c.body)).toEqual([{ token: "tok-9", usr_pw: "neues-geheim" }])
  })

  it("given the server refuses the new password, then its text is at the field", async () => {
    stubApi({ "PATCH /1.2/auth/password/reset": refused(400, "VALIDATION", "Ungültig", { usr_pw: "Das Passwort darf höchstens 200 Zeichen lang sein." }) })
    renderAt("/password-reset/tok-9", "/password-reset/:tokenId", <PasswordResetPage />)
    type("Neues Passwort", "neues-geheim")
    type("Passwort wiederholen", "neues-geheim")
    fireEvent.click(screen.getByRole("button", { name: "Passwort speichern" }))
    expect(await screen.findByText("Das Passwort darf höchstens 200 Zeichen lang sein.")).toBeDefined()
    expect(screen.getByLabelText("Neues Passwort").getAttribute("aria-invalid")).toBe("true")
  })
})

describe("LogoutPage", () => {
  const logIn = (signedInWith: "password" | "sso") =>
    updateSession({ accessToken: "acc", refreshToken: "r", idToken: "id-9", user: testUser(), signedInWith, authConfig: { ...emptyConfig, end_session_endpoint: "https://id.example.ch/logout" } })
  const emptyConfig = { authorization_endpoint: null, end_session_endpoint: null, register_url: null, password_url: null, profile_url: null, client_id: null, scope: null, login_methods: ["password" as const] }
  let assigned: string[] = []
  beforeEach(() => {
    assigned = []
    vi.spyOn(browserLocation, "origin").mockReturnValue("https://app.example.ch")
    vi.spyOn(browserLocation, "assign").mockImplementation((url) => void assigned.push(url))
  })

  it("given a password session, then GET logout with the bearer, the session cleared, 'Erfolgreich abgemeldet', and the page stays", async () => {
    const { calls } = stubApi({ "GET /1.2/auth/logout": { status: 200, body: { message: "ok" } } })
    logIn("password")
    renderAt("/logout", "/logout", <LogoutPage />)
    await eventually(() => expect(events).toContainEqual(expect.objectContaining({ type: "toast", level: "success", message: "Erfolgreich abgemeldet" })))
    expect(callsTo(calls, "GET", "/1.2/auth/logout")[0]?.headers.authorization).toBe("Bearer acc")
    expect(getSession()).toMatchObject({ accessToken: null, user: null })
    expect(assigned).toEqual([])
    expect(screen.getByRole("heading", { name: "Sie sind abgemeldet" })).toBeDefined()
  })

  it("given a provider session, then after the logout the browser goes to the provider's end-session, back to /logout", async () => {
    stubApi({ "GET /1.2/auth/logout": { status: 200, body: { message: "ok" } } })
    logIn("sso")
    renderAt("/logout", "/logout", <LogoutPage />)
    await eventually(() => expect(assigned).toHaveLength(1))
    expect(assigned[0]).toBe("https://id.example.ch/logout?id_token_hint=id-9&post_logout_redirect_uri=https%3A%2F%2Fapp.example.ch%2Flogout")
    expect(getSession().accessToken).toBeNull()
  })
})
