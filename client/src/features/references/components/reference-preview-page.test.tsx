import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { changeLocale } from "../../../lib/i18n"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { referencePreview } from "../../../testing/reference-fixtures"
import { ReferencePreviewPage } from "./reference-preview-page"

const preview = referencePreview(1, {
  pro_name: "Referenzprojekt BIM Profil – Hochbau",
  pro_desc: "Vier Phasen nach SIA 112",
  pro_default: true,
  pro_pha_nested: [
    {
      pha_id: 11,
      pha_name: "Konzeption",
      pha_phase_code_code: "konzeption",
      pha_mst_nested: [
        {
          mst_id: 21,
          mst_name: "Strategische Planung",
          mst_desc: "Bedürfnisse klären",
          mst_prc_nested: [
            { prc_id: 31, prc_name: "Projektziele festlegen", prc_short_name: "PZ" },
            { prc_id: 32, prc_name: "Anforderungen definieren", prc_short_name: null },
          ],
        },
      ],
    },
    { pha_id: 12, pha_name: "Planung", pha_phase_code_code: "planung", pha_mst_nested: [] },
  ],
  pro_rop_nested: [
    { rop_id: 41, rop_name: "Architekt", rop_role_code_code: "company" },
    { rop_id: 42, rop_name: "Bauherrschaft", rop_role_code_code: "users" },
  ],
})

const render = () => renderRoute("/references/:projectId", <ReferencePreviewPage />, "/references/1")

beforeEach(() => updateSession({ accessToken: "token", user: testUser() }))
afterEach(() => {
  cleanup()
  updateSession(emptySession())
})

describe("ReferencePreviewPage", () => {
  it("given the provider's reference project, then what a new project copies and inherits with their counts, its plan in order, its roles, and 'create a project from it'", async () => {
    const { calls } = stubApi({ "GET /1.2/reference/projects/1": { status: 200, body: preview } })
    render()
    expect(await screen.findByRole("heading", { name: "Referenzprojekt BIM Profil – Hochbau", level: 2 })).toBeDefined()
    expect(screen.getByText("Referenzprojekt des Anbieters")).toBeDefined()
    expect(screen.getByText("Vier Phasen nach SIA 112")).toBeDefined()
    const facts = screen.getByLabelText("Angaben zum Referenzprojekt")
    expect(within(facts).getByText("Anbieter")).toBeDefined()
    expect(within(facts).getByText("02.01.2025")).toBeDefined()

    const copied = screen.getByLabelText("Kopiert: die Struktur und die Anforderungen")
    expect(within(copied).getAllByRole("term").map((dt) => dt.textContent)).toEqual(["Phasen", "Meilensteine", "Prozesse", "Aktivitäten", "Rollen", "Anforderungen"])
    expect(within(copied).getAllByRole("definition").map((dd) => dd.textContent)).toEqual(["4", "10", "12", "45", "12", "452"])
    const inherited = screen.getByLabelText("Geerbt: der Datenkatalog")
    expect(within(inherited).getAllByRole("term").map((dt) => dt.textContent)).toEqual([
      "Fachklassen", "Fachklassentypen", "Merkmale", "Wertelisten", "Gruppierungen", "Klassifikationen", "Materiallisten", "Merkmalsgruppen",
    ])
    expect(within(inherited).getAllByRole("definition").map((dd) => dd.textContent)).toEqual(["106", "33", "228", "9", "0", "1", "1", "2"])
    expect(screen.getByText(/schreibgeschützt und gesperrt, immer im aktuellen Stand/)).toBeDefined()
    expect(screen.getByText("Die Fachklassen und Merkmale, welche die kopierten Anforderungen nennen, übernimmt das neue Projekt als lokale Kopien; alles Übrige bleibt geerbt.")).toBeDefined()

    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent).filter((name) => ["Konzeption", "Planung"].includes(name ?? ""))).toEqual(["Konzeption", "Planung"])
    const processes = screen.getByRole("list", { name: "Prozesse von Strategische Planung" })
    expect(within(processes).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Projektziele festlegenPZ", "Anforderungen definieren"])
    expect(screen.getByText("Keine Meilensteine in dieser Phase.")).toBeDefined()
    expect(screen.getByText("Architekt")).toBeDefined()
    expect(screen.getByText("Bauherrschaft")).toBeDefined()

    expect(screen.getByRole("button", { name: "Projekt aus Referenzprojekt erstellen" }).getAttribute("href")).toBe("/projects/1/new")
    expect(screen.getByRole("link", { name: "Alle Referenzprojekte" }).getAttribute("href")).toBe("/references/list")
    expect(screen.queryByRole("button", { name: /Bearbeiten|Löschen/ })).toBeNull()
    expect(calls).toHaveLength(1)
  })

  it("given a project that is no reference project (404), then the page says so and offers the list, without leaving for the not-found page", async () => {
    stubApi({ "GET /1.2/reference/projects/1": { status: 404, body: { message: "Referenzprojekt mit der Id 1 wurde nicht gefunden.", internal_code: "NOT_FOUND", details: null } } })
    render()
    expect(await screen.findByText("Kein Referenzprojekt")).toBeDefined()
    expect(screen.getByRole("link", { name: "Alle Referenzprojekte" }).getAttribute("href")).toBe("/references/list")
    expect(screen.queryByTestId("where")).toBeNull()
  })

  it("given a user reading French, then the phases and the texts are French", async () => {
    stubApi({ "GET /1.2/reference/projects/1": { status: 200, body: preview } })
    await changeLocale("fr-CH")
    try {
      render()
      expect(await screen.findByRole("button", { name: "Créer un projet à partir du projet de référence" })).toBeDefined()
      expect(screen.getByRole("heading", { name: "Conception", level: 4 })).toBeDefined()
      expect(screen.getByText("Hérité : le catalogue de données")).toBeDefined()
    } finally {
      await changeLocale("de-CH")
    }
  })
})
