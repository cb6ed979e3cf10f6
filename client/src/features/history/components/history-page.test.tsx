/**
 * The project's timeline: its entries by day with who, what and before → after; the filters in the URL and in
 * the request; older pages by cursor; the audit export with the filters and the language; «Stand ansehen»; a
 * reader refused.
 */
import type { HistoryItem } from "@bimprofile/contracts/history/history-item"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { changeLocale } from "../../../lib/i18n"
import { emptySession, updateSession } from "../../../lib/session"
import { timeOfPosition } from "../../../lib/time-travel"
import { stubApi } from "../../../testing/api-stub"
import { renderRoute } from "../../../testing/render-route"
import { catchSavedFiles } from "../../../testing/saved-files"
import { testUser } from "../../../testing/test-user"
import { HistoryPage } from "./history-page"

/** The tab's live stream (lib/live-updates.ts), as a test drives it: `notify` sends a notice. */
class LiveStream {
  static current: LiveStream | undefined
  onopen: (() => void) | null = null
  onmessage: ((message: { data: string }) => void) | null = null
  onerror: (() => void) | null = null
  constructor() {
    LiveStream.current = this
  }
  addEventListener() {}
  close() {}
  static notify(notice: { position: number; project_id: number | null; kinds: string[] }) {
    LiveStream.current?.onmessage?.({ data: JSON.stringify(notice) })
  }
}

beforeEach(() => {
  updateSession({ accessToken: "token", user: testUser() })
  vi.stubGlobal("EventSource", LiveStream)
})
afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  updateSession(emptySession())
  await changeLocale("de-CH")
})

const BASE = "/1.2/profile/projects/4/history"

const item = (position: number, change: Partial<HistoryItem> = {}): HistoryItem => ({
  position,
  time: "2026-03-12T14:05:00.000Z",
  usr_id: 7,
  usr_name: "Hans Muster",
  entity: "milestone",
  entity_id: 31,
  entity_name: "Rohbau",
  kind: "changed",
  event_type: "MilestoneRenamed",
  before: { name: "Rohbau alt" },
  after: { name: "Rohbau" },
  refs: {},
  ...change,
})

const renamed = item(1234)
const created = item(1200, {
  time: "2026-03-11T09:30:00.000Z",
  usr_id: 9,
  usr_name: "Gelöschter Benutzer",
  entity: "process",
  entity_id: 12,
  entity_name: "Tragwerk planen",
  kind: "created",
  event_type: "ProcessCreated",
  before: null,
  after: { name: "Tragwerk planen", shortName: "TWP", ifcVersions: ["IFC4", "IFC4X3_ADD2"], colour: "blau", layout: { x: 1 } },
})
const deleted = item(1100, { time: "2026-03-11T08:00:00.000Z", entity: "role", entity_id: 5, entity_name: "Bauherr", kind: "deleted", event_type: "RoleDeleted", before: { name: "Bauherr" }, after: null })

const renderPage = (at = "/projects/4/history") => renderRoute("/projects/:projectId/history", <HistoryPage />, at)

const entryOf = (position: number) => screen.getByRole("article", { name: `Änderung an Position ${position}` })

describe("HistoryPage", () => {
  it("given changes on two days, then each day has its heading and each change its time, user, entity, kind and fields before → after", async () => {
    stubApi({ [`GET ${BASE}?limit=50`]: { status: 200, body: { items: [renamed, created, deleted], next_cursor: null } } })
    renderPage()
    expect(await screen.findByRole("heading", { name: "Donnerstag, 12. März 2026" })).toBeDefined()
    expect(screen.getByRole("heading", { name: "Mittwoch, 11. März 2026" })).toBeDefined()

    const rename = entryOf(1234)
    expect(within(rename).getByText("14:05")).toBeDefined()
    expect(within(rename).getByText("Meilenstein")).toBeDefined()
    expect(within(rename).getByRole("link", { name: "Rohbau" }).getAttribute("href")).toBe("/projects/4/dashboard")
    expect(within(rename).getByText("Geändert")).toBeDefined()
    expect(within(rename).getByText("Hans Muster")).toBeDefined()
    expect(within(rename).getByText("Name")).toBeDefined()
    expect(within(rename).getByText("Rohbau alt").closest("del")).not.toBeNull()
    expect(within(rename).getAllByText("Rohbau").some((node) => node.closest("ins") !== null)).toBe(true)

    const creation = entryOf(1200)
    expect(within(creation).getByText("Gelöschter Benutzer")).toBeDefined()
    expect(within(creation).getByRole("link", { name: "Tragwerk planen" }).getAttribute("href")).toBe("/projects/4/processes/12")
    expect(within(creation).getByText("Kurzname")).toBeDefined()
    // A list of plain values reads as a list; a field the app has no word for is named as the event names it;
    // a record is shown as JSON.
    expect(within(creation).getByText("IFC-Versionen")).toBeDefined()
    expect(within(creation).getByText("IFC4, IFC4X3_ADD2")).toBeDefined()
    expect(within(creation).getByText("colour")).toBeDefined()
    expect(within(creation).getByText('{"x":1}')).toBeDefined()
    expect(creation.querySelector("del")).toBeNull()

    const removal = entryOf(1100)
    expect(within(removal).getByText("Gelöscht")).toBeDefined()
    // A deleted role has no page to link to.
    expect(within(removal).queryByRole("link")).toBeNull()
    expect(within(removal).getByText("Bauherr", { selector: "del *, del" })).toBeDefined()
    expect(screen.getByText("3 Änderungen")).toBeDefined()
    expect(screen.getByText("Anfang des Verlaufs erreicht.")).toBeDefined()
  })

  it("given the French locale, then the entries and an erased user read in French", async () => {
    await changeLocale("fr-CH")
    stubApi({ [`GET ${BASE}?limit=50`]: { status: 200, body: { items: [created], next_cursor: null } } })
    renderPage()
    const entry = await screen.findByRole("article", { name: "Modification à la position 1200" })
    expect(within(entry).getByText("Utilisateur supprimé")).toBeDefined()
    expect(within(entry).getByText("Processus")).toBeDefined()
    expect(within(entry).getByText("Créé")).toBeDefined()
    expect(within(entry).getByText("Nom court")).toBeDefined()
    expect(screen.getByRole("heading", { name: "mercredi, 11 mars 2026" })).toBeDefined()
  })

  it("given filters chosen one after another, then each request names all of them (days as local bounds), and «Filter zurücksetzen» drops them", async () => {
    const from = new Date(2026, 2, 1).toISOString()
    const to = new Date(2026, 2, 13, 0, 0, 0, -1).toISOString()
    const { calls } = stubApi({
      [`GET ${BASE}?limit=50`]: { status: 200, body: { items: [renamed, created], next_cursor: null } },
      [`GET ${BASE}?entity=milestone&limit=50`]: { status: 200, body: { items: [renamed], next_cursor: null } },
      [`GET ${BASE}?entity=milestone&kind=changed&limit=50`]: { status: 200, body: { items: [renamed], next_cursor: null } },
      [`GET ${BASE}?entity=milestone&usr_id=7&kind=changed&limit=50`]: { status: 200, body: { items: [renamed], next_cursor: null } },
      [`GET ${BASE}?${new URLSearchParams({ entity: "milestone", usr_id: "7", kind: "changed", from, limit: "50" })}`]: { status: 200, body: { items: [renamed], next_cursor: null } },
      [`GET ${BASE}?${new URLSearchParams({ entity: "milestone", usr_id: "7", kind: "changed", from, to, limit: "50" })}`]: { status: 200, body: { items: [], next_cursor: null } },
    })
    renderPage()
    await screen.findByText("2 Änderungen")
    fireEvent.change(screen.getByLabelText("Eintrag"), { target: { value: "milestone" } })
    await screen.findByText("1 Änderung")
    fireEvent.change(screen.getByLabelText("Art"), { target: { value: "changed" } })
    // The users seen so far are offered by name, also those the narrower filter no longer shows.
    const users = screen.getByLabelText<HTMLSelectElement>("Person")
    expect(Array.from(users.options).map((option) => option.textContent)).toEqual(["Alle Personen", "Gelöschter Benutzer", "Hans Muster"])
    fireEvent.change(users, { target: { value: "7" } })
    fireEvent.change(screen.getByLabelText("Von"), { target: { value: "2026-03-01" } })
    fireEvent.change(screen.getByLabelText("Bis"), { target: { value: "2026-03-12" } })
    expect(await screen.findByText("Keine passenden Änderungen")).toBeDefined()
    expect(calls.map((call) => call.path).at(-1)).toBe(`${BASE}?${new URLSearchParams({ entity: "milestone", usr_id: "7", kind: "changed", from, to, limit: "50" })}`)

    fireEvent.click(screen.getAllByRole("button", { name: "Filter zurücksetzen" })[0]!)
    await screen.findByText("2 Änderungen")
  })

  it("given filters in the URL, then the first request already names them", async () => {
    const { calls } = stubApi({ [`GET ${BASE}?entity=role&kind=deleted&limit=50`]: { status: 200, body: { items: [deleted], next_cursor: null } } })
    renderPage("/projects/4/history?entity=role&kind=deleted&usr_id=abc")
    await screen.findByText("1 Änderung")
    expect(calls.map((call) => call.path)).toEqual([`${BASE}?entity=role&kind=deleted&limit=50`])
    expect(screen.getByLabelText<HTMLSelectElement>("Eintrag").value).toBe("role")
  })

  it("given more changes than a page, then «Ältere Änderungen laden» asks for the next page by its cursor and appends it", async () => {
    const { calls } = stubApi({
      [`GET ${BASE}?limit=50`]: { status: 200, body: { items: [renamed], next_cursor: "c-2" } },
      [`GET ${BASE}?cursor=c-2&limit=50`]: { status: 200, body: { items: [created, deleted], next_cursor: null } },
    })
    renderPage()
    expect(await screen.findByText(/1 neueste Änderungen/)).toBeDefined()
    fireEvent.click(screen.getByRole("button", { name: "Ältere Änderungen laden" }))
    await screen.findByText("3 Änderungen")
    expect(entryOf(1100)).toBeDefined()
    expect(calls.map((call) => call.path)).toEqual([`${BASE}?limit=50`, `${BASE}?cursor=c-2&limit=50`])
    expect(screen.queryByRole("button", { name: "Ältere Änderungen laden" })).toBeNull()
  })

  it("given a change of the project while the page is open (live), then the timeline is read again and shows it on top; another project's is ignored", async () => {
    const { calls } = stubApi({
      [`GET ${BASE}?limit=50`]: [
        { status: 200, body: { items: [created], next_cursor: null } },
        { status: 200, body: { items: [renamed, created], next_cursor: null } },
      ],
    })
    renderPage()
    await screen.findByText("1 Änderung")
    await waitFor(() => expect(LiveStream.current).toBeDefined())
    LiveStream.notify({ position: 1300, project_id: 9, kinds: ["milestones"] })
    LiveStream.notify({ position: 1301, project_id: 4, kinds: ["milestones"] })
    await screen.findByText("2 Änderungen")
    expect(entryOf(1234)).toBeDefined()
    expect(calls).toHaveLength(2)
  })

  it("given fields naming other entities, then each reads as its name (kind and id in its tooltip), one no longer known as its number", async () => {
    const moved = item(1300, {
      entity: "activity",
      entity_id: 40,
      entity_name: "Vorprojekt prüfen",
      event_type: "ActivityRolesAssigned",
      before: { providerRoleId: 5, receiverRoleId: 9 },
      after: { providerRoleId: 6, receiverRoleId: null },
      refs: {
        providerRoleId: [
          { kind: "role", id: 5, name: "Bauherr" },
          { kind: "role", id: 6, name: "Architekt" },
        ],
        receiverRoleId: [{ kind: "role", id: 9, name: null }],
      },
    })
    const shared = item(1290, { entity: "project", entity_id: 4, entity_name: "Schulhaus", event_type: "ProjectSharedWithOrganisation", before: { sharedOrgIds: [] }, after: { sharedOrgIds: [1, 2] }, refs: { sharedOrgIds: [{ kind: "organisation", id: 1, name: "Muster AG" }, { kind: "organisation", id: 2, name: "Beta GmbH" }] } })
    const owned = item(1280, {
      entity: "project",
      entity_id: 4,
      entity_name: "Schulhaus",
      event_type: "ProjectOwnershipChanged",
      before: { orgId: 3 },
      after: { orgId: 1 },
      refs: { orgId: [{ kind: "organisation", id: 3, name: "persoenlich@7" }, { kind: "organisation", id: 1, name: "Muster AG" }] },
    })
    stubApi({ [`GET ${BASE}?limit=50`]: { status: 200, body: { items: [moved, shared, owned], next_cursor: null } } })
    renderPage()
    const entry = await screen.findByRole("article", { name: "Änderung an Position 1300" })
    expect(within(entry).getByText("Bauherr").closest("del")).not.toBeNull()
    expect(within(entry).getByText("Architekt").closest("ins")).not.toBeNull()
    expect(within(entry).getByText("Architekt").getAttribute("title")).toBe("Rolle Nr. 6")
    expect(within(entry).getByText("Nr. 9 (nicht mehr bekannt)").closest("del")).not.toBeNull()
    expect(within(entryOf(1290)).getByText("Muster AG").getAttribute("title")).toBe("Organisation Nr. 1")
    expect(within(entryOf(1290)).getByText("Beta GmbH")).toBeDefined()
    // A personal organisation's technical name reads as what it is.
    expect(within(entryOf(1280)).getByText("Persönliche Organisation").closest("del")).not.toBeNull()
    expect(within(entryOf(1280)).queryByText("persoenlich@7")).toBeNull()
  })

  it("given no change yet, then the page says so", async () => {
    stubApi({ [`GET ${BASE}?limit=50`]: { status: 200, body: { items: [], next_cursor: null } } })
    renderPage()
    expect(await screen.findByText("Noch keine Änderungen")).toBeDefined()
  })

  it.each([
    ["CSV", "csv"],
    ["Excel", "xlsx"],
  ])("given a filter, then the %s export downloads the file with the same filter and the user's language", async (label, format) => {
    const files = catchSavedFiles()
    const exportPath = `${BASE}.${format}?entity=milestone&lang=de-CH`
    const { calls } = stubApi({
      [`GET ${BASE}?entity=milestone&limit=50`]: { status: 200, body: { items: [renamed], next_cursor: null } },
      [`GET ${exportPath}`]: { status: 200, body: "position;time" },
    })
    const { queryClient } = renderPage("/projects/4/history?entity=milestone")
    // The frame's project, read before the page: the file is named after it.
    queryClient.setQueryData(["project", 4, "projects"], { pro_name: "Neubau Schulhaus" })
    await screen.findByText("1 Änderung")
    fireEvent.click(screen.getByRole("button", { name: "Exportieren" }))
    fireEvent.click(await screen.findByRole("menuitem", { name: new RegExp(label) }))
    await waitFor(() => expect(files.names()).toHaveLength(1))
    expect(calls.at(-1)?.path).toBe(exportPath)
    expect(calls.at(-1)?.headers.authorization).toBe("Bearer token")
    expect(files.names()[0]).toMatch(new RegExp(`^verlauf-Neubau Schulhaus-\\d{4}-\\d{2}-\\d{2}\\.${format}$`))
  })

  it("given «Stand ansehen» on a change, then the entity's page opens as of that position, whose time is remembered", async () => {
    stubApi({ [`GET ${BASE}?limit=50`]: { status: 200, body: { items: [renamed, created], next_cursor: null } } })
    renderPage()
    await screen.findByText("2 Änderungen")
    fireEvent.click(within(entryOf(1200)).getByRole("button", { name: "Stand ansehen" }))
    expect((await screen.findByTestId("where")).textContent).toBe("/projects/4/processes/12")
    expect(timeOfPosition(1200)).toBe("2026-03-11T09:30:00.000Z")
  })

  it.each([
    ["403", { status: 403, body: { message: "Forbidden", internal_code: "FORBIDDEN", details: null } }],
    ["401 AUTH_PRO", { status: 401, body: { message: "Keine Berechtigung", internal_code: "AUTH_PRO", details: null } }],
  ])("given a reader refused the history (%s), then the page says who may read it, offers no export, and stays", async (_, answer) => {
    stubApi({ [`GET ${BASE}?limit=50`]: answer })
    renderPage()
    expect(await screen.findByText("Kein Zugriff auf den Verlauf")).toBeDefined()
    expect(screen.getByText(/Rolle «Prüfer\/in»/)).toBeDefined()
    expect(screen.queryByRole("button", { name: "Exportieren" })).toBeNull()
    expect(screen.queryByTestId("where")).toBeNull()
  })
})
