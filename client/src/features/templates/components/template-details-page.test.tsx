import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { changeLocale } from "../../../lib/i18n"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { milestone, phase, process } from "../../../testing/dto-fixtures"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { TemplateDetailsPage } from "./template-details-page"

const template = {
  pro_id: 5,
  pro_name: "Vorlage Schulhaus",
  pro_desc: "Ein Schulhaus nach SIA 112",
  pro_org_id: 9,
  pro_org_name: "Planer GmbH",
  pro_isc_name: "IFC4x3_ADD2",
  pro_permission: "read",
  is_template: true,
  type: "user",
  pro_pha_count: 2,
  pro_mst_count: 1,
  pro_prc_count: 2,
  pro_act_count: 7,
  pro_rop_count: 4,
  pro_pha_nested: [
    { ...phase(2, "planung", 2), pha_mst_nested: [{ ...milestone(20, 2, 1, "Vorprojekt"), mst_prc_nested: [process(31, 20, 2), { ...process(30, 20, 1), prc_short_name: "BP" }] }] },
    { ...phase(1, "konzeption", 1), pha_mst_nested: [] },
  ],
} as unknown as ProjectDto

beforeEach(() => updateSession({ accessToken: "token", user: testUser() }))
afterEach(() => {
  cleanup()
  updateSession(emptySession())
})

describe("TemplateDetailsPage", () => {
  it("given a community template, then name, section, owner, counts and its plan are shown read-only, with 'create project from this template'", async () => {
    const { calls } = stubApi({ "GET /1.2/profile/projects/5?statistics=true&nested=phases-processes": { status: 200, body: template } })
    renderRoute("/templates/:projectId", <TemplateDetailsPage sectionOf={() => "community"} />, "/templates/5")
    expect(await screen.findByRole("heading", { name: "Vorlage Schulhaus" })).toBeDefined()
    expect(screen.getByText("Community-Projekt")).toBeDefined()
    expect(screen.getByText("Nur Lesezugriff")).toBeDefined()
    const facts = screen.getByLabelText("Angaben zur Vorlage")
    expect(within(facts).getByText("Planer GmbH")).toBeDefined()
    expect(within(facts).getByText("7")).toBeDefined()
    const phases = screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)
    expect(phases).toEqual(["Konzeption", "Planung"])
    const processes = screen.getByRole("list", { name: "Prozesse von Vorprojekt" })
    expect(within(processes).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Process 30BP", "Process 31"])
    expect(screen.getByRole("button", { name: "Projekt aus dieser Vorlage erstellen" }).getAttribute("href")).toBe("/projects/5/new")
    expect(screen.queryByRole("button", { name: /Bearbeiten|Löschen/ })).toBeNull()
    expect(calls).toHaveLength(1)
  })

  it("given a user reading French, then the phases are named in French, not as the server stores them", async () => {
    stubApi({ "GET /1.2/profile/projects/5?statistics=true&nested=phases-processes": { status: 200, body: template } })
    await changeLocale("fr-CH")
    try {
      renderRoute("/templates/:projectId", <TemplateDetailsPage sectionOf={() => "community"} />, "/templates/5")
      await screen.findByRole("heading", { name: "Vorlage Schulhaus" })
      expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(["Conception", "Planification"])
    } finally {
      await changeLocale("de-CH")
    }
  })

  it("given a reference template, then the provider is named as owner", async () => {
    stubApi({ "GET /1.2/profile/projects/5?statistics=true&nested=phases-processes": { status: 200, body: { ...template, type: "reference", pro_org_name: null } } })
    renderRoute("/templates/:projectId", <TemplateDetailsPage sectionOf={() => "reference"} />, "/templates/5")
    expect(await screen.findByText("Referenzprojekt")).toBeDefined()
    expect(screen.getByText("Anbieter (Referenzprojekt)")).toBeDefined()
  })
})
