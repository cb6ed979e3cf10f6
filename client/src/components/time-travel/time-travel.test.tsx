/**
 * Time travel in the project frame: with `?as_of=` the same frame and pages show the project as of that point —
 * their reads carry as_of, a banner says which point, nothing can be changed (no edit buttons, writes refused by
 * the API client), links keep the point, live notices leave it alone — and «Zum aktuellen Stand» returns to now.
 */
import { OverlaysProvider } from "@blueprintjs/core"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { Link, MemoryRouter, Route, Routes, useLocation } from "react-router-dom"
import { DocumentsPage } from "../../features/documents/components/documents-page"
import { ProjectLayout } from "../../features/projects/components/project-layout"
import { post } from "../../lib/api-client"
import { ApiError } from "../../lib/api-error"
import { type AppEvent, appEvents$ } from "../../lib/app-events"
import { invalidateAnswers } from "../../lib/invalidate-answers"
import { emptySession, updateSession } from "../../lib/session"
import { rememberPositionTime, timeTravel } from "../../lib/time-travel"
import { stubApi } from "../../testing/api-stub"
import { documentDto } from "../../testing/dto-fixtures"
import { testUser } from "../../testing/test-user"

beforeEach(() => updateSession({ accessToken: "token", user: testUser() }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  updateSession(emptySession())
})

const project = (name: string, permission: ProjectDto["pro_permission"] = "admin"): ProjectDto => ({
  pro_id: 4,
  pro_name: name,
  pro_desc: null,
  pro_org_id: 3,
  pro_org_name: "Muster AG",
  pro_pro_id: null,
  pro_isc_id: 1,
  pro_isc_name: "IFC 4.3",
  pro_isc_version: "IFC4X3_ADD2",
  pro_pers: false,
  pro_type_code: "user",
  pro_access_all: false,
  is_template: false,
  type: "user",
  status: "active",
  team_size: 2,
  start_date: null,
  ifc_foreign_ent: 0,
  ifc_foreign_prop: 0,
  role_count: 0,
  pro_permission: permission,
  pro_create_date: null,
  pro_create_user: null,
  pro_change_date: null,
  pro_change_user: null,
})

const NOW = "GET /1.2/profile/projects/4?statistics=true"
const THEN = "GET /1.2/profile/projects/4?statistics=true&as_of=1234"
const DOCS_NOW = "GET /1.2/profile/documents?doc_pro_id=4"
const DOCS_THEN = "GET /1.2/profile/documents?doc_pro_id=4&as_of=1234"

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.pathname + location.search}</p>
}

function LinkPage() {
  return (
    <>
      <Link to="/projects/4/documents">Zu den Dokumenten</Link>
      <Link to="/projects/5/documents">Zum anderen Projekt</Link>
    </>
  )
}

/** The project frame with two of its pages, under the app's (live) query client. */
const renderProject = (at: string) => {
  const live = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })
  render(
    <OverlaysProvider>
      <QueryClientProvider client={live}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/projects/:projectId" element={<ProjectLayout />}>
              <Route path="documents" element={<DocumentsPage />} />
              <Route path="links" element={<LinkPage />} />
            </Route>
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </OverlaysProvider>,
  )
  return live
}

const where = () => screen.getByTestId("where").textContent

describe("time travel in the project frame", () => {
  it("given ?as_of=<position>, then the project and the page are read as of it, the banner names it, and nothing offers a change", async () => {
    const { calls } = stubApi({
      [THEN]: { status: 200, body: project("Neubau alt") },
      [DOCS_THEN]: { status: 200, body: [documentDto(1, { doc_pro_id: 4, doc_name: "Plan EG" })] },
    })
    renderProject("/projects/4/documents?as_of=1234")
    expect(await screen.findByRole("heading", { name: "Neubau alt" })).toBeDefined()
    expect(await screen.findByText("Plan EG")).toBeDefined()
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([THEN, DOCS_THEN])

    const banner = screen.getByRole("status", { name: "Zeitreise" })
    expect(banner.textContent).toContain("Sie sehen den Stand bei Position 1234 — nur lesen")
    expect(within(banner).getByRole("button", { name: "Zum aktuellen Stand" })).toBeDefined()
    // An admin of the project, yet as of an earlier point: no edit, delete, new project from it, upload or row delete.
    for (const name of ["Bearbeiten", "Projekt löschen", "Neues Projekt daraus", "Dateien hochladen", "«Plan EG» löschen"]) expect(screen.queryByRole("button", { name })).toBeNull()
    expect(screen.queryByRole("link", { name: "Neues Projekt daraus" })).toBeNull()
    expect(screen.getByText("Nur Lesezugriff")).toBeDefined()
    expect(screen.getByRole("button", { name: "Zeitreise" })).toBeDefined()
    // The sections keep the point; the history is there for an admin.
    const nav = screen.getByRole("navigation", { name: "Projektnavigation" })
    expect(within(nav).getByRole("link", { name: "Prozesse" }).getAttribute("href")).toBe("/projects/4/processes?as_of=1234")
    expect(within(nav).getByRole("link", { name: "Verlauf" }).getAttribute("href")).toBe("/projects/4/history?as_of=1234")
    expect(within(nav).queryByRole("link", { name: "Berechtigungen" })).toBeNull()
  })

  it("given a position the timeline showed, then the banner names its time too", async () => {
    rememberPositionTime(1234, "2026-03-12T14:05:00.000Z")
    stubApi({ [THEN]: { status: 200, body: project("Neubau alt") }, [DOCS_THEN]: { status: 200, body: [] } })
    renderProject("/projects/4/documents?as_of=1234")
    expect((await screen.findByRole("status", { name: "Zeitreise" })).textContent).toContain("Sie sehen den Stand vom 12.03.2026, 14:05 (Position 1234) — nur lesen")
  })

  it("given ?as_of=<time>, then the reads carry it and the banner names the time and the position the answers name (X-As-Of-Position)", async () => {
    const asOf = "2026-03-12T14:05:00.000Z"
    const paths: string[] = []
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), "http://localhost")
        paths.push(url.pathname + url.search)
        const body = url.pathname.startsWith("/1.2/profile/projects/") ? project("Neubau alt") : []
        return new Response(JSON.stringify(body), { status: 200, headers: { "X-As-Of-Position": "1188" } })
      }),
    )
    renderProject(`/projects/4/documents?as_of=${encodeURIComponent(asOf)}`)
    const banner = await screen.findByRole("status", { name: "Zeitreise" })
    await waitFor(() => expect(banner.textContent).toContain("Sie sehen den Stand vom 12.03.2026, 14:05 (Position 1188) — nur lesen"))
    expect(paths).toEqual([
      `/1.2/profile/projects/4?statistics=true&as_of=${encodeURIComponent(asOf)}`,
      `/1.2/profile/documents?doc_pro_id=4&as_of=${encodeURIComponent(asOf)}`,
    ])
  })

  it("given the mode, then the API client refuses a change with a toast and sends nothing", async () => {
    const { calls } = stubApi({ [THEN]: { status: 200, body: project("Neubau alt") }, [DOCS_THEN]: { status: 200, body: [] } })
    const events: AppEvent[] = []
    const subscription = appEvents$.subscribe((event) => events.push(event))
    renderProject("/projects/4/documents?as_of=1234")
    await screen.findByRole("heading", { name: "Neubau alt" })
    const refused = await post("/1.2/profile/milestones", { mst_name: "Neu" }).catch((error: unknown) => error)
    subscription.unsubscribe()
    expect(refused).toBeInstanceOf(ApiError)
    expect((refused as ApiError).code).toBe("AS_OF_READ_ONLY")
    expect(calls.filter((call) => call.method !== "GET")).toEqual([])
    expect(events).toContainEqual({ type: "toast", level: "warning", message: "Ein früherer Stand kann nicht geändert werden. Kehren Sie zum aktuellen Stand zurück, um zu bearbeiten." })
  })

  it("given an in-page link without as_of, then the next page keeps the point in time", async () => {
    const { calls } = stubApi({ [THEN]: { status: 200, body: project("Neubau alt") }, [DOCS_THEN]: { status: 200, body: [] } })
    renderProject("/projects/4/links?as_of=1234")
    fireEvent.click(await screen.findByRole("link", { name: "Zu den Dokumenten" }))
    await waitFor(() => expect(where()).toBe("/projects/4/documents?as_of=1234"))
    expect(await screen.findByText("Noch keine Dokumente")).toBeDefined()
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([THEN, DOCS_THEN])
    expect(screen.getByRole("status", { name: "Zeitreise" })).toBeDefined()
  })

  it("given a link to another project, then that project is shown as it is now", async () => {
    const { calls } = stubApi({
      [THEN]: { status: 200, body: project("Neubau alt") },
      "GET /1.2/profile/projects/5?statistics=true": { status: 200, body: { ...project("Anderes Projekt"), pro_id: 5 } },
      "GET /1.2/profile/documents?doc_pro_id=5": { status: 200, body: [] },
    })
    renderProject("/projects/4/links?as_of=1234")
    fireEvent.click(await screen.findByRole("link", { name: "Zum anderen Projekt" }))
    expect(await screen.findByRole("heading", { name: "Anderes Projekt" })).toBeDefined()
    expect(where()).toBe("/projects/5/documents")
    expect(screen.queryByRole("status", { name: "Zeitreise" })).toBeNull()
    expect(calls.map((call) => call.path)).toEqual(["/1.2/profile/projects/4?statistics=true&as_of=1234", "/1.2/profile/projects/5?statistics=true", "/1.2/profile/documents?doc_pro_id=5"])
  })

  it("given live notices while the mode is on, then the as-of answers are not read again", async () => {
    const { calls } = stubApi({ [THEN]: { status: 200, body: project("Neubau alt") }, [DOCS_THEN]: { status: 200, body: [] } })
    const live = renderProject("/projects/4/documents?as_of=1234")
    await screen.findByText("Noch keine Dokumente")
    await invalidateAnswers(live, 4, ["documents", "projects"])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls).toHaveLength(2)
  })

  it("given «Zum aktuellen Stand», then the same page shows the project as it is now, from the live answers, and changes are allowed again", async () => {
    const { calls } = stubApi({
      [THEN]: { status: 200, body: project("Neubau alt") },
      [DOCS_THEN]: { status: 200, body: [] },
      [NOW]: { status: 200, body: project("Neubau") },
      [DOCS_NOW]: { status: 200, body: [documentDto(1, { doc_pro_id: 4, doc_name: "Plan EG" })] },
    })
    renderProject("/projects/4/documents?as_of=1234")
    fireEvent.click(await screen.findByRole("button", { name: "Zum aktuellen Stand" }))
    expect(await screen.findByRole("heading", { name: "Neubau" })).toBeDefined()
    expect(await screen.findByText("Plan EG")).toBeDefined()
    expect(where()).toBe("/projects/4/documents")
    expect(screen.queryByRole("status", { name: "Zeitreise" })).toBeNull()
    expect(screen.getByRole("button", { name: "Bearbeiten" })).toBeDefined()
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([THEN, DOCS_THEN, NOW, DOCS_NOW])
    expect(timeTravel()).toBeNull()
  })

  it("given the «Zeitreise» picker with a position, then the page is shown as of it", async () => {
    const { calls } = stubApi({
      [NOW]: { status: 200, body: project("Neubau", "read") },
      [DOCS_NOW]: { status: 200, body: [] },
      ["GET /1.2/profile/projects/4?statistics=true&as_of=77"]: { status: 200, body: project("Neubau früh", "read") },
      ["GET /1.2/profile/documents?doc_pro_id=4&as_of=77"]: { status: 200, body: [] },
    })
    renderProject("/projects/4/documents")
    fireEvent.click(await screen.findByRole("button", { name: "Zeitreise" }))
    fireEvent.click(await screen.findByRole("radio", { name: "Position" }))
    fireEvent.change(screen.getByLabelText("Position im Verlauf"), { target: { value: "0" } })
    fireEvent.click(screen.getByRole("button", { name: "Stand anzeigen" }))
    expect(await screen.findByText("Bitte eine ganze Zahl grösser als 0 angeben.")).toBeDefined()
    fireEvent.change(screen.getByLabelText("Position im Verlauf"), { target: { value: "77" } })
    fireEvent.click(screen.getByRole("button", { name: "Stand anzeigen" }))
    expect(await screen.findByRole("heading", { name: "Neubau früh" })).toBeDefined()
    expect(where()).toBe("/projects/4/documents?as_of=77")
    expect(calls.at(-1)?.path).toBe("/1.2/profile/documents?doc_pro_id=4&as_of=77")
    // A reader may travel in time, but does not see the timeline.
    expect(within(screen.getByRole("navigation", { name: "Projektnavigation" })).queryByRole("link", { name: "Verlauf" })).toBeNull()
  })

  it("given a point before the project existed (404), then the frame says so and keeps the way back, without the not-found page", async () => {
    stubApi({ [THEN]: { status: 404, body: { message: "Projekt nicht gefunden", internal_code: "NOT_FOUND", details: null } } })
    renderProject("/projects/4/documents?as_of=1234")
    expect(await screen.findByText("Das Projekt gab es noch nicht")).toBeDefined()
    expect(screen.getByRole("button", { name: "Zum aktuellen Stand" })).toBeDefined()
    expect(where()).toBe("/projects/4/documents?as_of=1234")
  })
})
