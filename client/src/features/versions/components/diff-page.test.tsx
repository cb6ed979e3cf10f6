/**
 * The diff page: the two points from the address in the request, the pickers changing it (a version, a position,
 * the working state, swapped), no starting point → the latest version against the working state; the summary;
 * each change side by side (added on the right only, removed on the left only, changed field by field, facets in
 * words), severities with their meaning; the filters in the address; no differences said plainly.
 */
import type { VersionDto } from "@bimprofile/contracts/dto/version-dto"
import type { DiffChange, ProjectDiffAnswer } from "@bimprofile/contracts/history/diff-change"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { useLocation } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { fireRatingFacet } from "../../../testing/dto-fixtures"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { DiffPage } from "./diff-page"

beforeEach(() => updateSession({ accessToken: "token", user: testUser() }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  updateSession(emptySession())
})

const VERSIONS = "GET /1.2/profile/projects/4/versions"
const DIFF = "GET /1.2/profile/projects/4/diff"

const version = (number: number, semver: string): VersionDto => ({
  ver_id: number,
  ver_pro_id: 4,
  ver_number: number,
  ver_title: number === 1 ? "Ausschreibung" : null,
  ver_note: null,
  ver_position: 100 * number,
  ver_hash: null,
  ver_semver: semver,
  ver_bump: number === 1 ? "initial" : "major",
  ver_major_changes: 0,
  ver_minor_changes: 0,
  ver_create_date: null,
  ver_create_user: null,
  ver_change_date: null,
  ver_change_user: null,
})
const versions = [version(2, "2.0.0"), version(1, "1.0.0")]

const enumeration = (...values: string[]) => ({ restriction: { base: "xs:string", facets: values.map((value) => ({ kind: "enumeration", value })) } })
const fireRating = (value: unknown) => fireRatingFacet("required", value)

const renamed: DiffChange = {
  entity: "milestone",
  entity_id: 31,
  entity_name: "Vorprojekt (neu)",
  parent_id: 1,
  parent_name: "Planung",
  change: "changed",
  severity: "minor",
  fields: [{ field: "name", before: "Vorprojekt", after: "Vorprojekt (neu)", severity: "minor" }],
}
const narrowed: DiffChange = {
  entity: "requirement",
  entity_id: 7,
  entity_name: "Wände Brandschutz",
  parent_id: 12,
  parent_name: "Modell liefern",
  change: "changed",
  severity: "major",
  fields: [{ field: "facets[property:pset_wallcommon.firerating]", before: fireRating(enumeration("EI30", "EI60")), after: fireRating(enumeration("EI60")), severity: "major" }],
}
const added: DiffChange = { entity: "requirement", entity_id: 8, entity_name: "Wände Aussen", parent_id: 12, parent_name: "Modell liefern", change: "added", severity: "major", fields: [] }
const removed: DiffChange = { entity: "activity", entity_id: 13, entity_name: "Modell prüfen", parent_id: 5, parent_name: "Koordination", change: "removed", severity: "minor", fields: [] }

const answer = (from: ProjectDiffAnswer["from"], to: ProjectDiffAnswer["to"], changes: DiffChange[]): ProjectDiffAnswer => ({
  from,
  to,
  changes,
  summary: {
    added: changes.filter((c) => c.change === "added").length,
    removed: changes.filter((c) => c.change === "removed").length,
    changed: changes.filter((c) => c.change === "changed").length,
    major: changes.filter((c) => c.severity === "major").length,
    minor: changes.filter((c) => c.severity === "minor").length,
  },
})
const full = answer({ position: 100, version: 1 }, { position: 200, version: 2 }, [renamed, removed, narrowed, added])

function Search() {
  return <p data-testid="search">{useLocation().search}</p>
}
const renderPage = (at: string) =>
  renderRoute(
    "/projects/:projectId/diff",
    <>
      <DiffPage />
      <Search />
    </>,
    at,
  )
const search = () => new URLSearchParams(screen.getByTestId("search").textContent ?? "")
const changeOf = (name: string) => screen.getByRole("article", { name: new RegExp(`^${name}:`) })
const diffCalls = (calls: { path: string }[]) => calls.filter((call) => call.path.includes("/diff?")).map((call) => decodeURIComponent(call.path.split("?")[1]!))

describe("DiffPage", () => {
  it("given two versions in the address, then they are compared and each change is shown side by side", async () => {
    const { calls } = stubApi({ [VERSIONS]: { status: 200, body: versions }, [`${DIFF}?from=v1&to=v2`]: { status: 200, body: full } })
    renderPage("/projects/4/diff?from=v1&to=v2")
    await screen.findByRole("article", { name: /^Vorprojekt \(neu\):/ })
    expect(diffCalls(calls)).toEqual(["from=v1&to=v2"])

    // The summary, and the columns' heads naming the versions.
    const summary = screen.getByLabelText("Zusammenfassung")
    expect([...summary.querySelectorAll("div")].map((cell) => cell.textContent)).toEqual(["Hinzugefügt1", "Entfernt1", "Geändert2", "Wesentlich2", "Geringfügig2"])
    expect(screen.getByText("Version 1.0.0", { selector: ".bimp-diff-columns span" })).toBeDefined()
    expect(screen.getByText("Version 2.0.0", { selector: ".bimp-diff-columns span" })).toBeDefined()

    // Grouped by kind of item, in the answer's order.
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Meilenstein1", "Aktivität1", "Anforderung2"])

    // Changed: each field a row, before on the left, after on the right.
    const rename = changeOf("Vorprojekt \\(neu\\)")
    expect(within(rename).getByText("in Planung")).toBeDefined()
    expect(within(rename).getByText("Name")).toBeDefined()
    expect(within(rename).getByText("Vorprojekt").closest("[data-side]")?.getAttribute("data-side")).toBe("from")
    expect(within(rename).getByText("Vorprojekt (neu)", { selector: ".bimp-hist-text" }).closest("[data-side]")?.getAttribute("data-side")).toBe("to")
    expect(within(rename).getByText("Geringfügig")).toBeDefined()

    // A facet: named by what it is about, its values in words, major on the change and on the field.
    const facet = changeOf("Wände Brandschutz")
    expect(within(facet).getByText("Merkmal Pset_WallCommon.FireRating")).toBeDefined()
    expect(within(facet).getByText("erforderlich: einer von EI30, EI60").closest("[data-side]")?.getAttribute("data-side")).toBe("from")
    expect(within(facet).getByText("erforderlich: einer von EI60").closest("[data-side]")?.getAttribute("data-side")).toBe("to")
    expect(within(facet).getAllByText("Wesentlich")).toHaveLength(2)

    // Added: on the right only; removed: on the left only.
    const addition = changeOf("Wände Aussen")
    expect(within(addition).getByText("«Wände Aussen» kommt hinzu").getAttribute("data-side")).toBe("to")
    expect(within(addition).getByText("nicht vorhanden")).toBeDefined()
    const removal = changeOf("Modell prüfen")
    expect(within(removal).getByText("«Modell prüfen» fällt weg").getAttribute("data-side")).toBe("from")
    expect(within(removal).getByText("in Koordination")).toBeDefined()
  })

  it("given a major change, then its tag says that it can make the model check fail", async () => {
    stubApi({ [VERSIONS]: { status: 200, body: versions }, [`${DIFF}?from=v1&to=v2`]: { status: 200, body: answer({ position: 100, version: 1 }, { position: 200, version: 2 }, [added]) } })
    renderPage("/projects/4/diff?from=v1&to=v2")
    const tag = await within(await screen.findByRole("article", { name: /^Wände Aussen:/ })).findByText("Wesentlich")
    fireEvent.mouseEnter(tag)
    expect(await screen.findByText(/Kann die Modellprüfung scheitern lassen/)).toBeDefined()
  })

  it("given no starting point, then the latest version is compared with the working state", async () => {
    const { calls } = stubApi({ [VERSIONS]: { status: 200, body: versions }, [`${DIFF}?from=v2&to=now`]: { status: 200, body: answer({ position: 200, version: 2 }, { position: 250 }, [renamed]) } })
    renderPage("/projects/4/diff")
    await screen.findByRole("article", { name: /^Vorprojekt/ })
    expect(search().get("from")).toBe("v2")
    expect(search().get("to")).toBe("now")
    expect(diffCalls(calls)).toEqual(["from=v2&to=now"])
    expect(screen.getByText("Aktueller Stand", { selector: ".bimp-diff-columns span" })).toBeDefined()
  })

  it("given the pickers, then another version, a position, the working state and swapping change the request and the address", async () => {
    const empty = (from: number, to: number) => ({ status: 200, body: answer({ position: from }, { position: to }, []) })
    const { calls } = stubApi({
      [VERSIONS]: { status: 200, body: versions },
      [`${DIFF}?from=v1&to=v2`]: { status: 200, body: full },
      [`${DIFF}?from=v2&to=v2`]: empty(200, 200),
      [`${DIFF}?from=150&to=v2`]: empty(150, 200),
      [`${DIFF}?from=150&to=now`]: empty(150, 250),
      [`${DIFF}?from=now&to=150`]: empty(250, 150),
    })
    renderPage("/projects/4/diff?from=v1&to=v2")
    await screen.findByRole("article", { name: /^Vorprojekt/ })
    const from = screen.getByRole("group", { name: "Vorher" })
    fireEvent.change(within(from).getByLabelText("Version"), { target: { value: "2" } })
    await waitFor(() => expect(search().get("from")).toBe("v2"))
    expect(await screen.findByText("Keine Unterschiede")).toBeDefined()

    fireEvent.change(within(from).getByLabelText("Stand"), { target: { value: "position" } })
    const position = within(from).getByLabelText("Position im Verlauf")
    fireEvent.change(position, { target: { value: "15" } })
    fireEvent.change(position, { target: { value: "150" } })
    fireEvent.keyDown(position, { key: "Enter" })
    await waitFor(() => expect(search().get("from")).toBe("150"))

    fireEvent.change(within(screen.getByRole("group", { name: "Nachher" })).getByLabelText("Stand"), { target: { value: "now" } })
    await waitFor(() => expect(search().get("to")).toBe("now"))
    fireEvent.click(screen.getByRole("button", { name: "Seiten tauschen" }))
    await waitFor(() => expect(search().get("from")).toBe("now"))
    expect(search().get("to")).toBe("150")
    await waitFor(() => expect(diffCalls(calls)).toEqual(["from=v1&to=v2", "from=v2&to=v2", "from=150&to=v2", "from=150&to=now", "from=now&to=150"]))
  })

  it("given the filters, then only matching changes are shown, the summary stays whole, and the filters are in the address", async () => {
    stubApi({ [VERSIONS]: { status: 200, body: versions }, [`${DIFF}?from=v1&to=v2`]: { status: 200, body: full } })
    renderPage("/projects/4/diff?from=v1&to=v2")
    await screen.findByRole("article", { name: /^Vorprojekt/ })
    fireEvent.change(screen.getByLabelText("Bedeutung"), { target: { value: "major" } })
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(2))
    expect(search().get("severity")).toBe("major")
    fireEvent.change(screen.getByLabelText("Art"), { target: { value: "added" } })
    await waitFor(() => expect(screen.getAllByRole("article").map((article) => article.getAttribute("aria-label"))).toEqual(["Wände Aussen: Hinzugefügt"]))
    expect(screen.getByLabelText("Zusammenfassung").textContent).toContain("Geändert2")
    // The kinds of item offered are those the comparison has.
    expect([...screen.getByLabelText<HTMLSelectElement>("Eintrag").options].map((option) => option.text)).toEqual(["Alle Einträge", "Meilenstein", "Aktivität", "Anforderung"])
    fireEvent.change(screen.getByLabelText("Eintrag"), { target: { value: "milestone" } })
    expect(await screen.findByText("Keine passenden Änderungen")).toBeDefined()
    fireEvent.click(screen.getAllByRole("button", { name: "Filter zurücksetzen" })[0]!)
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(4))
    expect(search().has("severity")).toBe(false)
  })

  it("given a version the project lacks, then the server's reason is shown", async () => {
    stubApi({
      [VERSIONS]: { status: 200, body: versions },
      [`${DIFF}?from=v9&to=now`]: { status: 404, body: { message: "from: Das Projekt hat keine veröffentlichte Version v9.", internal_code: "NOT_FOUND", details: { from: "from: Das Projekt hat keine veröffentlichte Version v9." } } },
    })
    renderPage("/projects/4/diff?from=v9&to=now")
    expect((await screen.findByRole("alert")).textContent).toContain("keine veröffentlichte Version v9")
  })

  it("links to the comparison of two milestones' requirements", async () => {
    stubApi({ [VERSIONS]: { status: 200, body: [] } })
    renderPage("/projects/4/diff")
    expect(await screen.findByText("Was möchten Sie vergleichen?")).toBeDefined()
    expect(screen.getByRole("button", { name: "Anforderungen zweier Meilensteine vergleichen" }).getAttribute("href")).toBe("/projects/4/requirements/compare?kind=milestone")
  })
})
