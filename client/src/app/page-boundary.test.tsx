/** A page whose chunk fails to load, in the real shell: the shell stays and the new-version toast shows. */
import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { MemoryRouter, type RouteObject, useRoutes } from "react-router-dom"
import { AppShell } from "../components/layout/app-shell"
import { queryClient } from "../lib/query-client"
import { emptySession, updateSession } from "../lib/session"
import { status$ } from "../lib/status-check"
import { testUser } from "../testing/test-user"
import { Providers } from "./providers"
import { page } from "./router"

class SilentEventSource {
  onopen = null
  onmessage = null
  onerror = null
  close() {}
}

const index = (bundle: string) => `<!doctype html><html><head><script type="module" src="/assets/${bundle}"></script></head><body></body></html>`

beforeEach(() => {
  vi.stubGlobal("EventSource", SilentEventSource)
  document.head.innerHTML = '<script type="module" src="/assets/index-old1.js"></script>'
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => (String(input) === "/" ? new Response(index("index-new2.js"), { status: 200 }) : new Response("[]", { status: 200 }))),
  )
  status$.next({ maintenance: false, apiVersion: "1.2.17", defaultProjectId: 1, checked: true })
  updateSession({ accessToken: "a", refreshToken: "r", user: testUser(), expiresAt: Date.now() + 300_000 })
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  updateSession(emptySession())
  document.head.innerHTML = ""
})

describe("a page chunk that fails to load", () => {
  it("given a deployment replaced the files, then the shell stays with the reload offer in place of the page, and the new-version toast shows", async () => {
    const failing = page({ name: "projects" }, () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")))
    const routes: RouteObject[] = [{ element: <AppShell />, children: [{ path: "projects/list", ...failing }] }]
    // Declarative routing, as the app (router.tsx): no data router and its own error elements.
    const Routes = () => useRoutes(routes)
    render(
      <Providers>
        <MemoryRouter initialEntries={["/projects/list"]}>
          <Routes />
        </MemoryRouter>
      </Providers>,
    )
    expect(await screen.findByRole("heading", { name: "Seite konnte nicht geladen werden" }, { timeout: 3000 })).toBeDefined()
    expect(screen.getByRole("navigation", { name: "Hauptnavigation" })).toBeDefined()
    await vi.waitFor(() => expect([...document.querySelectorAll(".bimp-toast")].some((t) => t.textContent?.includes("Eine neue Version von BIM Profile ist verfügbar."))).toBe(true), { timeout: 3000 })
  })
})
