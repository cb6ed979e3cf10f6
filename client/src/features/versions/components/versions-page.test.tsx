/**
 * The versions page: the list newest first (semantic version, bump, title, note, who and when, changes, hash),
 * publishing (the dialog's title and note sent, the new semantic version in a toast, 409 NOTHING_TO_PUBLISH said in
 * the user's language), the files of a version from its stable address, comparing, «Ansehen», and a reader, who
 * may read the versions but not publish one.
 */
import type { VersionDto } from "@bimprofile/contracts/dto/version-dto"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { Subscription } from "rxjs"
import { type AppEvent, appEvents$ } from "../../../lib/app-events"
import { changeLocale } from "../../../lib/i18n"
import { ProjectPermissionContext } from "../../../lib/project-access"
import { emptySession, updateSession } from "../../../lib/session"
import { versionOfPosition } from "../../../lib/time-travel"
import { stubApi } from "../../../testing/api-stub"
import { renderRoute } from "../../../testing/render-route"
import { catchSavedFiles } from "../../../testing/saved-files"
import { testUser } from "../../../testing/test-user"
import { VersionsPage } from "./versions-page"

let events: AppEvent[] = []
let subscription: Subscription
beforeEach(() => {
  updateSession({ accessToken: "token", user: testUser() })
  events = []
  subscription = appEvents$.subscribe((event) => events.push(event))
})
afterEach(async () => {
  subscription.unsubscribe()
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  updateSession(emptySession())
  await changeLocale("de-CH")
})

const BASE = "/1.2/profile/projects/4/versions"

const version = (number: number, change: Partial<VersionDto> = {}): VersionDto => ({
  ver_id: 100 + number,
  ver_pro_id: 4,
  ver_number: number,
  ver_title: null,
  ver_note: null,
  ver_position: 1000 + number,
  ver_hash: null,
  ver_semver: "1.0.0",
  ver_bump: "initial",
  ver_major_changes: 0,
  ver_minor_changes: 0,
  ver_create_date: "2026-03-12T14:05:00.000Z",
  ver_create_user: "Hans Muster",
  ver_change_date: null,
  ver_change_user: null,
  ...change,
})

const HASH = "3fa9c1d2e4b5a6978877665544332211ffeeddccbbaa99887766554433221100"
const first = version(1, { ver_title: "Ausschreibung", ver_hash: HASH })
const second = version(2, { ver_semver: "2.0.0", ver_bump: "major", ver_major_changes: 1, ver_minor_changes: 2, ver_title: "Ausführung", ver_note: "Brandschutz verschärft" })

/** The working state against the latest version (the callout above the list): nothing changed, unless given. */
const unchangedSince = (number: number, changes: unknown[] = [], summary = { added: 0, removed: 0, changed: 0, major: 0, minor: 0 }) => ({
  [`GET /1.2/profile/projects/4/diff?from=v${number}&to=now`]: { status: 200, body: { from: { position: 1000 + number, version: number }, to: { position: 2000 }, changes, summary } },
})

const renderPage = (permission: "read" | "write" = "write", at = "/projects/4/versions") =>
  renderRoute(
    "/projects/:projectId/versions",
    <ProjectPermissionContext value={permission}>
      <VersionsPage />
    </ProjectPermissionContext>,
    at,
  )

const cardOf = (semver: string) => screen.getByRole("article", { name: `Version ${semver}` })

describe("VersionsPage", () => {
  it("given two versions, then they are listed newest first with semantic version, bump, title, note, who, when, changes and hash", async () => {
    stubApi({ [`GET ${BASE}`]: { status: 200, body: [second, first] }, ...unchangedSince(2) })
    renderPage()
    await screen.findByRole("article", { name: "Version 2.0.0" })
    const cards = screen.getAllByRole("article")
    expect(cards.map((card) => card.getAttribute("aria-label"))).toEqual(["Version 2.0.0", "Version 1.0.0"])
    const latest = cardOf("2.0.0")
    expect(within(latest).getByText("Wesentlich")).toBeDefined()
    expect(within(latest).getByText("Nr. 2")).toBeDefined()
    expect(within(latest).getByRole("heading", { name: "Ausführung" })).toBeDefined()
    expect(within(latest).getByText("Brandschutz verschärft")).toBeDefined()
    expect(within(latest).getByText("Hans Muster")).toBeDefined()
    expect(within(latest).getByText("Seit 1.0.0: 1 wesentliche, 2 geringfügige Änderungen")).toBeDefined()
    expect(within(latest).getByText("ohne Prüfsumme")).toBeDefined()
    const oldest = cardOf("1.0.0")
    expect(within(oldest).getByText("Erste veröffentlichte Version")).toBeDefined()
    expect(within(oldest).getByLabelText(`Prüfsumme ${HASH}`).textContent).toBe(HASH.slice(0, 12))
    // Compare: with the working state, and with the version before.
    expect(within(latest).getByRole("button", { name: "Mit aktuellem Stand vergleichen" }).getAttribute("href")).toBe("/projects/4/diff?from=v2&to=now")
    expect(within(latest).getByRole("button", { name: "Mit 1.0.0 vergleichen" }).getAttribute("href")).toBe("/projects/4/diff?from=v1&to=v2")
    expect(within(oldest).queryByRole("button", { name: /^Mit 1/ })).toBeNull()
  })

  it("given the copy button, then the whole hash is copied", async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } })
    stubApi({ [`GET ${BASE}`]: { status: 200, body: [first] }, ...unchangedSince(1) })
    renderPage()
    fireEvent.click(await within(await screen.findByRole("article", { name: "Version 1.0.0" })).findByRole("button", { name: "Prüfsumme kopieren" }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(HASH))
    expect(await screen.findByRole("button", { name: "Kopiert" })).toBeDefined()
  })

  it("given «Version veröffentlichen» with a title and a note, then they are sent, the list is read again and the toast names the new semantic version", async () => {
    const { calls } = stubApi({
      [`GET ${BASE}`]: [
        { status: 200, body: [first] },
        { status: 200, body: [second, first] },
      ],
      ...unchangedSince(1),
      ...unchangedSince(2),
      [`POST ${BASE}`]: { status: 201, body: { ver_id: 102, ver_pro_id: 4, ver_number: 2, ver_title: "Ausführung", ver_note: "Brandschutz verschärft", ver_position: 1002, ver_hash: null } },
    })
    renderPage()
    await screen.findByRole("article", { name: "Version 1.0.0" })
    fireEvent.click(screen.getByRole("button", { name: "Version veröffentlichen" }))
    const dialog = await screen.findByRole("dialog")
    fireEvent.change(within(dialog).getByLabelText("Titel (optional)"), { target: { value: " Ausführung " } })
    fireEvent.change(within(dialog).getByLabelText("Notiz (optional)"), { target: { value: "Brandschutz verschärft" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Veröffentlichen" }))
    await waitFor(() => expect(events).toContainEqual({ type: "toast", level: "success", message: "Version 2.0.0 veröffentlicht." }))
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ ver_title: "Ausführung", ver_note: "Brandschutz verschärft" })
    await screen.findByRole("article", { name: "Version 2.0.0" })
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
  })

  it.each([
    ["de-CH", "Seit Version 1 wurde am Projekt nichts geändert: es gibt nichts Neues zu veröffentlichen."],
    ["fr-CH", "Rien n'a changé dans le projet depuis la version 1 : il n'y a rien de nouveau à publier."],
  ] as const)("given nothing changed since the last version (409), then the dialog says so in %s and stays open", async (locale, text) => {
    await changeLocale(locale)
    stubApi({
      [`GET ${BASE}`]: { status: 200, body: [first] },
      ...unchangedSince(1),
      [`POST ${BASE}`]: {
        status: 409,
        body: { message: "Seit Version 1 wurde am Projekt nichts geändert: es gibt nichts Neues zu veröffentlichen.", internal_code: "NOTHING_TO_PUBLISH", details: null },
      },
    })
    renderPage()
    await screen.findByRole("article")
    fireEvent.click(screen.getByRole("button", { name: locale === "de-CH" ? "Version veröffentlichen" : "Publier une version" }))
    const dialog = await screen.findByRole("dialog")
    fireEvent.click(within(dialog).getByRole("button", { name: locale === "de-CH" ? "Veröffentlichen" : "Publier" }))
    expect((await within(dialog).findByRole("alert")).textContent).toBe(text)
    expect(screen.getByRole("dialog")).toBeDefined()
  })

  it.each([
    ["IDS-Dateien", "ids", "Neubau_v1.0.0_IDS.zip"],
    ["Excel-Profil", "profile.xlsx", "Neubau_v1.0.0_Profil.xlsx"],
    ["PDF-Bericht", "report.pdf", "Neubau_v1.0.0_Bericht.pdf"],
    ["Excel-Bericht", "report.xlsx", "Neubau_v1.0.0_Bericht.xlsx"],
  ])("given «Herunterladen» → %s, then the file comes from the version's own address in the app's language and is named after project and version", async (label, path, name) => {
    const files = catchSavedFiles()
    const { calls } = stubApi({ [`GET ${BASE}`]: { status: 200, body: [first] }, ...unchangedSince(1), [`GET ${BASE}/1/${path}`]: { status: 200, body: "bytes" } })
    const { queryClient } = renderPage()
    queryClient.setQueryData(["project", 4, "projects"], { pro_name: "Neubau" })
    fireEvent.click(within(await screen.findByRole("article")).getByRole("button", { name: "Herunterladen" }))
    fireEvent.click(await screen.findByRole("menuitem", { name: new RegExp(label) }))
    await waitFor(() => expect(files.names()).toEqual([name]))
    expect(calls.at(-1)).toMatchObject({ method: "GET", path: `${BASE}/1/${path}` })
    expect(calls.at(-1)?.headers.authorization).toBe("Bearer token")
    expect(calls.at(-1)?.headers["accept-language"]).toBe("de-CH")
  })

  it("given «Ansehen», then the dashboard opens as of the version's position, which the banner will name by its version", async () => {
    stubApi({ [`GET ${BASE}`]: { status: 200, body: [second, first] }, ...unchangedSince(2) })
    renderPage()
    fireEvent.click(within(await screen.findByRole("article", { name: "Version 2.0.0" })).getByRole("button", { name: "Ansehen" }))
    expect((await screen.findByTestId("where")).textContent).toBe("/projects/4/dashboard")
    expect(versionOfPosition(1002)).toBe("2.0.0")
  })

  it("given changes since the latest version, then the page says how many are not published yet and how weighty, and links to them; none: nothing new", async () => {
    const change = { entity: "milestone", entity_id: 31, entity_name: "Rohbau", parent_id: 1, parent_name: "Planung", change: "changed", severity: "major", fields: [] }
    stubApi({ [`GET ${BASE}`]: { status: 200, body: [second, first] }, ...unchangedSince(2, [change, { ...change, entity_id: 32, severity: "minor" }], { added: 0, removed: 0, changed: 2, major: 1, minor: 1 }) })
    renderPage()
    expect(await screen.findByText("Seit Version 2.0.0 noch nicht veröffentlicht: 2 Änderungen (1 wesentlich, 1 geringfügig).")).toBeDefined()
    expect(screen.getByRole("button", { name: "Änderungen ansehen" }).getAttribute("href")).toBe("/projects/4/diff?from=v2&to=now")
    cleanup()
    stubApi({ [`GET ${BASE}`]: { status: 200, body: [first] }, ...unchangedSince(1) })
    renderPage()
    expect(await screen.findByText("Der aktuelle Stand entspricht Version 1.0.0: nichts Neues zu veröffentlichen.")).toBeDefined()
  })

  it("given a reader, then the versions are listed but nothing offers to publish", async () => {
    stubApi({ [`GET ${BASE}`]: { status: 200, body: [first] }, ...unchangedSince(1) })
    renderPage("read")
    await screen.findByRole("article", { name: "Version 1.0.0" })
    expect(screen.queryByRole("button", { name: "Version veröffentlichen" })).toBeNull()
    expect(within(cardOf("1.0.0")).getByRole("button", { name: "Herunterladen" })).toBeDefined()
  })

  it("given no version yet, then a writer reads what a version is for and may publish the first; a reader only reads", async () => {
    stubApi({ [`GET ${BASE}`]: { status: 200, body: [] } })
    renderPage()
    expect(await screen.findByText("Noch keine Version veröffentlicht")).toBeDefined()
    expect(screen.getByText(/als Version 1.0.0/)).toBeDefined()
    expect(screen.getByRole("button", { name: "Erste Version veröffentlichen" })).toBeDefined()
    cleanup()
    renderPage("read")
    expect(await screen.findByText(/Sobald die Projektverantwortlichen/)).toBeDefined()
    expect(screen.queryByRole("button", { name: /veröffentlichen/ })).toBeNull()
  })
})
