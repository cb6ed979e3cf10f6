/**
 * The shell and the route guard rendered together (happy-dom): the real AppShell, Guarded and status and
 * login pages; feature screens are stand-ins so this stays about the foundation.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { createMemoryRouter, matchRoutes, RouterProvider } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { emptySession, getSession, updateSession } from "../lib/session"
import { resetSignInStatus } from "../lib/sign-in-status"
import { status$ } from "../lib/status-check"
import { renderShellAt as renderAt, SilentEventSource, toastTexts } from "../testing/render-shell"
import { testUser } from "../testing/test-user"
import { Providers } from "./providers"
import { routes } from "./router"
import { queryClient } from "../lib/query-client"

beforeEach(() => {
  vi.stubGlobal("EventSource", SilentEventSource)
  vi.stubGlobal("fetch", vi.fn(async () => new Response("[]", { status: 200 })))
  status$.next({ maintenance: false, apiVersion: "1.2.17", defaultProjectId: 1, checked: true })
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  updateSession(emptySession())
  resetSignInStatus()
})

const logIn = (user = testUser()) => updateSession({ accessToken: "a", refreshToken: "r", user, expiresAt: Date.now() + 300_000 })

describe("route guard in the shell", () => {
  it("given no login, when a project page is visited, then the login page says so and remembers the page", async () => {
    const router = renderAt("/projects/1/dashboard")
    expect(await screen.findByRole("form", { name: "Anmelden" })).toBeDefined()
    expect(router.state.location.pathname).toBe("/login")
    expect(screen.getAllByText("Für diese Seite ist eine Anmeldung erforderlich.").length).toBeGreaterThan(0)
    expect(getSession().redirectTo).toBe("/projects/1/dashboard")
    await vi.waitFor(() => expect(toastTexts().some((t) => t.includes("Für diese Seite ist eine Anmeldung erforderlich."))).toBe(true))
    expect(screen.queryByRole("navigation", { name: "Hauptnavigation" })).toBeNull()
  })

  it("given the sign-in notice, when the user signs in, then the notice goes away", async () => {
    renderAt("/projects/1/dashboard")
    await vi.waitFor(() => expect(toastTexts().some((t) => t.includes("Für diese Seite ist eine Anmeldung erforderlich."))).toBe(true))
    act(() => logIn())
    await vi.waitFor(() => expect(toastTexts().some((t) => t.includes("Für diese Seite ist eine Anmeldung erforderlich."))).toBe(false))
  })

  it("given a login, when the login page is visited, then the project list", async () => {
    logIn()
    const router = renderAt("/login")
    expect(await screen.findByRole("heading", { name: "Projektliste" })).toBeDefined()
    expect(router.state.location.pathname).toBe("/projects/list")
    expect(screen.getByRole("navigation", { name: "Hauptnavigation" })).toBeDefined()
  })

  it("given maintenance, then the maintenance page and no navigation", async () => {
    logIn()
    status$.next({ ...status$.value, maintenance: true })
    const router = renderAt("/projects/list")
    expect(await screen.findByText("Wartungsarbeiten")).toBeDefined()
    expect(router.state.location.pathname).toBe("/maintenance")
    expect(screen.queryByRole("navigation", { name: "Hauptnavigation" })).toBeNull()
  })

  it("given an unknown address, then the not-found page", async () => {
    logIn()
    const router = renderAt("/no/such/page")
    expect(await screen.findByText("Seite nicht gefunden")).toBeDefined()
    expect(router.state.location.pathname).toBe("/not-found")
  })

  it("given a user without licence, when a licensed page is visited, then the licence page and a warning toast", async () => {
    logIn(testUser({ usr_has_license: false }))
    renderAt("/projects/1/permissions/users")
    expect(await screen.findByText("Lizenz erforderlich")).toBeDefined()
    expect(screen.queryByRole("heading", { name: "Berechtigungen" })).toBeNull()
    await vi.waitFor(() => expect(toastTexts().some((t) => t.includes("Sie benötigen eine gültige Lizenz für den Zugriff auf diese Seite."))).toBe(true))
    expect(screen.getByText("Kostenloser Gastzugang.")).toBeDefined()
  })

  it("given an app admin without licence, when a licensed page is visited, then it is shown (one rule with the server)", async () => {
    logIn(testUser({ usr_has_license: false, usr_app_admin: true }))
    renderAt("/projects/1/permissions/users")
    expect(await screen.findByRole("heading", { name: "Berechtigungen" })).toBeDefined()
    expect(screen.queryByText("Lizenz erforderlich")).toBeNull()
  })

  it.each(["/users/new", "/users/new-organisation"])("given a user without licence, when %s is visited, then the licence page", async (path) => {
    logIn(testUser({ usr_has_license: false }))
    const router = createMemoryRouter(routes, { initialEntries: [path] })
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    )
    expect(await screen.findByText("Lizenz erforderlich")).toBeDefined()
    await vi.waitFor(() => expect(toastTexts().some((t) => t.includes("Sie benötigen eine gültige Lizenz für den Zugriff auf diese Seite."))).toBe(true))
    // The route's chunk was preloaded when it matched: let it finish before the test environment goes.
    await Promise.all((matchRoutes(routes, path) ?? []).map((match) => (match.route.handle as { preload?: () => unknown } | undefined)?.preload?.()))
  })
})

describe("shell", () => {
  it("given any page, then the footer shows support, copyright and both versions", async () => {
    renderAt("/login")
    const footer = await screen.findByRole("contentinfo")
    expect(footer.textContent).toContain("support@bimprofile.ch")
    expect(footer.textContent).toContain("© 2020-2025")
    expect(footer.textContent).toContain("Backend 1.2.17")
    expect(footer.textContent).toContain("Frontend 1.2.19")
  })

  it("given Ctrl+D, then the developer panel shows the environment and API base; again, it hides", async () => {
    renderAt("/login")
    await screen.findByRole("form", { name: "Anmelden" })
    expect(screen.queryByLabelText("Entwickler-Panel")).toBeNull()
    act(() => void fireEvent.keyDown(window, { key: "d", ctrlKey: true }))
    const panel = screen.getByLabelText("Entwickler-Panel")
    expect(panel.textContent).toContain("Umgebung")
    expect(panel.textContent).toContain(`${location.origin}/1.2`)
    act(() => void fireEvent.keyDown(window, { key: "d", ctrlKey: true }))
    expect(screen.queryByLabelText("Entwickler-Panel")).toBeNull()
  })

  it("given the API client reports an expired session, then a toast and the login page", async () => {
    logIn()
    const router = renderAt("/projects/list")
    await screen.findByRole("heading", { name: "Projektliste" })
    const { appEvents$ } = await import("../lib/app-events")
    updateSession(emptySession())
    act(() => appEvents$.next({ type: "session-expired", toProvider: false }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/login"))
    await vi.waitFor(() => expect(toastTexts().some((t) => t.includes("Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an."))).toBe(true))
  })
})
