import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom"
import { type AppEvent, appEvents$ } from "../../../lib/app-events"
import { emptySession, getSession, updateSession } from "../../../lib/session"
import { stubFetch } from "../../../testing/fetch-stub"
import { testUser } from "../../../testing/test-user"
import { afterLoginTarget, LoginPage } from "./login-page"

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.pathname}</p>
}

const renderLogin = (at = "/login") =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )

const loginAnswer = {
  token: { access_token: "a", refresh_token: "r", id_token: "i", expires_in: 300, refresh_expires_in: 1800 },
  usr: testUser({ usr_name_first: "hans", usr_name: "muster" }),
}

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

const fillAndSubmit = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText("E-Mail"), { target: { value: email } })
  fireEvent.change(screen.getByLabelText("Passwort"), { target: { value: password } })
  fireEvent.click(screen.getByRole("button", { name: "Anmelden" }))
}

describe("LoginPage", () => {
  it("given the page, then it has the labelled e-mail and password fields and the login button", () => {
    renderLogin()
    expect(screen.getByRole("form", { name: "Anmelden" })).toBeDefined()
    expect(screen.getByLabelText("E-Mail").getAttribute("type")).toBe("email")
    expect(screen.getByLabelText("Passwort").getAttribute("type")).toBe("password")
    expect(screen.getByRole("link", { name: "Konto erstellen" }).getAttribute("href")).toBe("/register")
    expect(screen.getByRole("link", { name: "Passwort vergessen?" }).getAttribute("href")).toBe("/password-reset/request")
  })

  it("given wrong credentials, when submitted, then the server's message is shown and the user stays", async () => {
    const { calls } = stubFetch({
      status: 401,
      body: { message: "Login fehlgeschlagen: E-Mail oder Passwort ist falsch.", internal_code: "AUTH", details: null },
    })
    renderLogin()
    fillAndSubmit("hans.muster@example.ch", "falsch")
    expect((await screen.findByRole("alert")).textContent).toBe("Login fehlgeschlagen: E-Mail oder Passwort ist falsch.")
    expect(calls).toEqual([expect.objectContaining({ method: "POST", path: "/1.2/auth/login", body: { usr_email: "hans.muster@example.ch", usr_pw: "falsch" } })])
    expect(getSession().accessToken).toBeNull()
    expect(events).toEqual([])
  })

  it("given correct credentials, when submitted, then the session is stored, a success toast names the user, and the project list opens", async () => {
    stubFetch({ status: 200, body: loginAnswer })
    renderLogin()
    fillAndSubmit("hans.muster@example.ch", "richtig")
    expect((await screen.findByTestId("where")).textContent).toBe("/projects")
    expect(getSession()).toMatchObject({ accessToken: "a", refreshToken: "r", user: { usr_id: 7 } })
    expect(events).toEqual([expect.objectContaining({ type: "toast", level: "success", message: "Erfolgreich eingeloggt als Hans Muster" })])
  })

  it("given a remembered page, then the page says login is needed, and after login the user lands there", async () => {
    updateSession({ redirectTo: "/projects/1/dashboard" })
    stubFetch({ status: 200, body: loginAnswer })
    renderLogin()
    expect(screen.getByText("Für diese Seite ist eine Anmeldung erforderlich.")).toBeDefined()
    fillAndSubmit("hans.muster@example.ch", "richtig")
    expect((await screen.findByTestId("where")).textContent).toBe("/projects/1/dashboard")
    expect(getSession().redirectTo).toBeNull()
  })

  it("given an error code in the address, then it is shown", () => {
    renderLogin("/login?error=AUTH_IDP")
    expect(screen.getByText("Die Anmeldung ist fehlgeschlagen (Code AUTH_IDP). Bitte versuchen Sie es erneut.")).toBeDefined()
  })

  it("given the server unreachable, then a general login error", async () => {
    stubFetch(new TypeError("Failed to fetch"))
    renderLogin()
    fillAndSubmit("hans.muster@example.ch", "richtig")
    expect((await screen.findByRole("alert")).textContent).toBe("Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.")
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
