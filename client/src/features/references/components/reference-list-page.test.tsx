import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { referenceProject } from "../../../testing/reference-fixtures"
import { ReferenceListPage } from "./reference-list-page"

beforeEach(() => updateSession({ accessToken: "token", user: testUser() }))
afterEach(() => {
  cleanup()
  updateSession(emptySession())
})

describe("ReferenceListPage", () => {
  it("given the provider's reference project and another, then each as a card with its tags, its plan and catalogue in figures, a preview and 'create project'", async () => {
    const { calls } = stubApi({
      "GET /1.2/reference/projects": {
        status: 200,
        body: [
          referenceProject(1, { pro_name: "Referenzprojekt BIM Profil – Hochbau", pro_desc: "Nach SIA 112", pro_default: true }),
          referenceProject(8, { pro_name: "Referenz Tiefbau", pro_mst_count: 3, pro_elm_cls_count: 1234 }),
        ],
      },
    })
    renderRoute("/references/list", <ReferenceListPage />, "/references/list")
    const cards = await screen.findAllByRole("article")
    expect(screen.getByRole("heading", { name: "Referenzprojekte", level: 2 })).toBeDefined()
    expect(cards.map((card) => within(card).getByRole("heading", { level: 4 }).textContent)).toEqual(["Referenzprojekt BIM Profil – Hochbau", "Referenz Tiefbau"])
    const hochbau = cards[0]!
    expect(within(hochbau).getByText("Referenzprojekt des Anbieters")).toBeDefined()
    expect(within(hochbau).getByText("IFC4X3_ADD2")).toBeDefined()
    expect(within(hochbau).getByText("Nach SIA 112")).toBeDefined()
    const plan = within(hochbau).getByLabelText("Struktur von Referenzprojekt BIM Profil – Hochbau")
    expect(within(plan).getAllByRole("term").map((dt) => dt.textContent)).toEqual(["Phasen", "Meilensteine", "Prozesse", "Aktivitäten", "Rollen"])
    expect(within(plan).getAllByRole("definition").map((dd) => dd.textContent)).toEqual(["4", "10", "12", "45", "12"])
    const catalogue = within(hochbau).getByLabelText("Datenkatalog von Referenzprojekt BIM Profil – Hochbau")
    expect(within(catalogue).getAllByRole("term").map((dt) => dt.textContent)).toEqual(["Fachklassen", "Merkmale", "Wertelisten", "Anforderungen"])
    expect(within(hochbau).getByText("Stand 02.01.2025")).toBeDefined()
    expect(within(hochbau).getByRole("link", { name: "Referenzprojekt BIM Profil – Hochbau" }).getAttribute("href")).toBe("/references/1")
    expect(within(hochbau).getByRole("button", { name: "Vorschau von Referenzprojekt BIM Profil – Hochbau" }).getAttribute("href")).toBe("/references/1")
    expect(within(hochbau).getByRole("button", { name: "Projekt aus Referenzprojekt BIM Profil – Hochbau erstellen" }).getAttribute("href")).toBe("/projects/1/new")
    const tiefbau = cards[1]!
    expect(within(tiefbau).getByText("Referenzprojekt")).toBeDefined()
    expect(within(tiefbau).getByText("Keine Beschreibung.")).toBeDefined()
    expect(within(within(tiefbau).getByLabelText("Datenkatalog von Referenz Tiefbau")).getByText("1'234")).toBeDefined()
    expect(calls).toHaveLength(1)
  })

  it("given no reference project, then the page says so", async () => {
    stubApi({ "GET /1.2/reference/projects": { status: 200, body: [] } })
    renderRoute("/references/list", <ReferenceListPage />, "/references/list")
    expect(await screen.findByText("Keine Referenzprojekte")).toBeDefined()
    expect(screen.queryByRole("article")).toBeNull()
  })
})
