/**
 * Route changes and the one page boundary (AppShell): the old page stays until the new one is loaded, no
 * spinner in between; a page whose chunk is already in renders without a spinner at all. Real AppShell, pages
 * made as router.tsx makes them (error boundary, guard, lazy page), React Router's declarative router (as the
 * app: route changes run in a transition).
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { Link, MemoryRouter, Outlet, Route, Routes } from "react-router-dom"
import { AppShell } from "../components/layout/app-shell"
import { queryClient } from "../lib/query-client"
import { status$ } from "../lib/status-check"
import { Providers } from "./providers"
import { page } from "./router"

const spinner = () => document.querySelector(".bimp-page-spinner")

/** A page chunk the test delivers when it wants. */
const deferredPage = (heading: string) => {
  let deliver!: () => void
  const loaded = new Promise<{ default: () => React.ReactNode }>((resolve) => {
    deliver = () =>
      resolve({
        default: () => (
          <>
            <h2>{heading}</h2>
            <Link to="/b">zu B</Link>
          </>
        ),
      })
  })
  return { load: () => loaded, deliver }
}

const renderApp = (pages: Record<"a" | "b", ReturnType<typeof page>>) =>
  render(
    <Providers>
      <MemoryRouter initialEntries={["/a"]}>
        <Routes>
          <Route element={<AppShell />}>
            <Route path="a" element={pages.a.element} />
            <Route path="b" element={pages.b.element} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Providers>,
  )

beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 200 })))
  status$.next({ maintenance: false, apiVersion: "1.2.17", defaultProjectId: 1, checked: true })
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  vi.unstubAllGlobals()
})

describe("page boundary", () => {
  it("given page A shown, when the user goes to B whose chunk is still loading, then A stays without a spinner until B is in", async () => {
    const a = deferredPage("Seite A")
    const b = deferredPage("Seite B")
    renderApp({ a: page({ name: "a", open: true }, a.load), b: page({ name: "b", open: true }, b.load) })
    expect(spinner()).not.toBeNull() // the app's first load: one spinner
    await act(async () => a.deliver())
    expect(await screen.findByRole("heading", { name: "Seite A" })).toBeDefined()

    await act(async () => void fireEvent.click(screen.getByRole("link", { name: "zu B" })))
    expect(screen.getByRole("heading", { name: "Seite A" })).toBeDefined()
    expect(spinner()).toBeNull()

    await act(async () => b.deliver())
    expect(await screen.findByRole("heading", { name: "Seite B" })).toBeDefined()
    expect(screen.queryByRole("heading", { name: "Seite A" })).toBeNull()
  })

  it("given a frame (as the project's) around a page, when the frame's chunk is in before the page's, then one spinner until both show at once", async () => {
    let deliverFrame!: () => void
    const frame = new Promise<{ default: () => React.ReactNode }>((resolve) => {
      deliverFrame = () => resolve({ default: () => (<><h1>Rahmen</h1><Outlet /></>) })
    })
    const inner = deferredPage("Seite")
    render(
      <Providers>
        <MemoryRouter initialEntries={["/frame/page"]}>
          <Routes>
            <Route element={<AppShell />}>
              <Route path="frame" element={page({ name: "frame", open: true }, () => frame).element}>
                <Route path="page" element={page({ name: "page", open: true }, inner.load).element} />
              </Route>
            </Route>
          </Routes>
        </MemoryRouter>
      </Providers>,
    )
    await act(async () => deliverFrame())
    expect(screen.queryByRole("heading", { name: "Rahmen" })).toBeNull()
    expect(document.querySelectorAll(".bimp-page-spinner")).toHaveLength(1)

    await act(async () => inner.deliver())
    expect(await screen.findByRole("heading", { name: "Seite" })).toBeDefined()
    expect(screen.getByRole("heading", { name: "Rahmen" })).toBeDefined()
    expect(spinner()).toBeNull()
  })

  it("given a page whose chunk was preloaded, when it renders first, then no spinner is ever shown", async () => {
    const a = deferredPage("Seite A")
    a.deliver()
    const route = page({ name: "a", open: true }, a.load)
    await (route.handle as { preload: () => Promise<unknown> }).preload()
    renderApp({ a: route, b: route })
    expect(screen.getByRole("heading", { name: "Seite A" })).toBeDefined()
    expect(spinner()).toBeNull()
  })
})
