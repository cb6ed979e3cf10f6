import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { changeLocale } from "../../../lib/i18n"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { milestone, phase, process } from "../../../testing/dto-fixtures"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { NewProjectPage } from "./new-project-page"

/** A template: Konzeption (Vorstudie: Bedarf, Machbarkeit), Planung (Bauprojekt: Modell). */
const template = {
  pro_id: 4,
  pro_name: "Vorlage Schulhaus",
  pro_desc: "Vorlage",
  pro_isc_id: 3,
  is_template: true,
  pro_pers: false,
  pro_access_all: true,
  pro_org_id: 3,
  type: "user",
} as unknown as ProjectDto
const nested = {
  ...template,
  pro_pha_nested: [
    {
      ...phase(1, "konzeption", 1),
      pha_mst_nested: [{ ...milestone(11, 1, 1, "Vorstudie"), mst_prc_nested: [process(101, 11, 1, { prc_name: "Bedarf" }), process(102, 11, 2, { prc_name: "Machbarkeit" })] }],
    },
    { ...phase(2, "planung", 2), pha_mst_nested: [{ ...milestone(21, 2, 1, "Bauprojekt"), mst_prc_nested: [process(201, 21, 1, { prc_name: "Modell" })] }] },
  ],
}
const organisations = [
  { org_id: 3, org_name: "Muster AG", org_pers: false },
  { org_id: 9, org_name: "persoenlich@7", org_pers: true },
  { org_id: 5, org_name: "Andere GmbH", org_pers: false },
]
const created = { status: 201, body: { pro_id: 40, pro_name: "Schulhaus Aarau" } }
const api = (copy: { status: number; body?: unknown } | { status: number; body?: unknown }[] = created) =>
  stubApi({
    "GET /1.2/profile/projects/4?statistics=true": { status: 200, body: template },
    "GET /1.2/profile/projects/4?statistics=true&nested=phases-processes": { status: 200, body: nested },
    "GET /1.2/profile/projects?statistics=true": { status: 200, body: [template] },
    "GET /1.2/profile/codes?cod_col_name=ifc_schema": { status: 200, body: [{ cod_code: "3", cod_name: "IFC4X3_ADD2" }] },
    "GET /1.2/user/organisations": { status: 200, body: organisations },
    "POST /1.2/profile/projects/4/copy": copy,
  })

/** The page loads five answers before it is complete: patience for a busy machine (testing-library waits 1 s). */
const patient = { timeout: 5000 }

const renderPage = () => renderRoute("/projects/:projectId/new", <NewProjectPage />, "/projects/4/new")
const form = () => screen.getByRole("form")

beforeEach(() => updateSession({ accessToken: "token", user: testUser({ usr_org_pl: [3], usr_org_pers_id: 9, usr_org_pers_name: "persoenlich@7" }) }))
afterEach(async () => {
  cleanup()
  updateSession(emptySession())
  await changeLocale("de-CH")
})

describe("NewProjectPage", () => {
  it("offers the personal organisation by whose it is and the organisations where one may create projects", async () => {
    api()
    renderPage()
    const owner = await screen.findByLabelText("Organisation", undefined, patient)
    await waitFor(() => expect([...owner.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["Persönliche Organisation von Hans Muster", "Muster AG"]), patient)
  })

  it("given a phase and a process unchecked and an organisation chosen, then the copy payload takes over exactly the rest", async () => {
    const { sent } = api()
    renderPage()
    fireEvent.change(await screen.findByLabelText(/^Projektname/, undefined, patient), { target: { value: "Schulhaus Aarau" } })
    const planung = await screen.findByRole("checkbox", { name: /Planung/ }, patient)
    fireEvent.click(planung)
    // A phase unchecked unchecks its milestones.
    expect((screen.getByRole("checkbox", { name: /Bauprojekt/ }) as HTMLInputElement).checked).toBe(false)
    fireEvent.click(screen.getByRole("button", { name: "Prozesse von «Vorstudie» anzeigen" }))
    fireEvent.click(screen.getByRole("checkbox", { name: "Machbarkeit" }))
    expect((screen.getByRole("checkbox", { name: /Konzeption/ }) as HTMLInputElement).indeterminate).toBe(true)
    expect(screen.getByText("Übernommen werden 1 von 2 Phasen, 1 von 2 Meilensteinen und 1 von 3 Prozessen.")).toBeDefined()
    await waitFor(() => expect(screen.getByRole("option", { name: "Muster AG" })).toBeDefined(), patient)
    fireEvent.change(screen.getByLabelText("Organisation"), { target: { value: "3" } })
    fireEvent.click(screen.getByRole("switch", { name: "Mit allen Benutzern teilen" }))
    fireEvent.click(within(form()).getByRole("button", { name: "Projekt erstellen" }))

    expect(await screen.findByTestId("where", undefined, patient)).toHaveProperty("textContent", "/projects/40/dashboard")
    expect(sent("POST")[0]!.body).toEqual({
      pro_name: "Schulhaus Aarau",
      pro_desc: "Vorlage",
      pro_isc_id: 3,
      pro_pers: false,
      pro_org_id: 3,
      pro_access_all: true,
      pro_pha_nested: [{ pha_id: 1, pha_mst_nested: [{ mst_id: 11, mst_prc_nested: [{ prc_id: 101 }] }] }],
    })
  })

  it("given everything left checked, then the copy takes everything and the project is personal", async () => {
    const { sent } = api()
    renderPage()
    fireEvent.change(await screen.findByLabelText(/^Projektname/, undefined, patient), { target: { value: "Schulhaus Aarau" } })
    await screen.findByRole("checkbox", { name: /Planung/ }, patient)
    fireEvent.click(within(form()).getByRole("button", { name: "Projekt erstellen" }))
    await screen.findByTestId("where", undefined, patient)
    expect(sent("POST")[0]!.body).toEqual({ pro_name: "Schulhaus Aarau", pro_desc: "Vorlage", pro_isc_id: 3, pro_pers: true, pro_org_id: null, pro_access_all: false })
  })

  it("given the requirements left out, then the copy says so and takes them otherwise", async () => {
    const { sent } = api()
    renderPage()
    fireEvent.change(await screen.findByLabelText(/^Projektname/, undefined, patient), { target: { value: "Schulhaus Aarau" } })
    await screen.findByRole("checkbox", { name: /Planung/ }, patient)
    const requirements = screen.getByRole("checkbox", { name: "Anforderungen der Aktivitäten übernehmen" }) as HTMLInputElement
    expect(requirements.checked).toBe(true)
    fireEvent.click(requirements)
    fireEvent.click(within(form()).getByRole("button", { name: "Projekt erstellen" }))
    await screen.findByTestId("where", undefined, patient)
    expect(sent("POST")[0]!.body).toMatchObject({ pro_name: "Schulhaus Aarau", pro_with_requirements: false })
  })

  it("given nothing chosen, then it says so and sends nothing", async () => {
    const { sent } = api()
    renderPage()
    fireEvent.change(await screen.findByLabelText(/^Projektname/, undefined, patient), { target: { value: "Schulhaus Aarau" } })
    await screen.findByRole("checkbox", { name: /Planung/ }, patient)
    fireEvent.click(screen.getByRole("button", { name: "Keine auswählen" }))
    const nothing = "Es ist nichts ausgewählt. Wählen Sie mindestens eine Phase aus – oder beginnen Sie mit einem leeren Projekt."
    expect(screen.getByText(nothing)).toBeDefined()
    fireEvent.click(within(form()).getByRole("button", { name: "Projekt erstellen" }))
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(nothing), patient)
    expect(sent("POST")).toEqual([])
  })

  it("given English and a source changed meanwhile, when the server refuses, then its reason shows in English, the source is read again and nothing typed is lost", async () => {
    await changeLocale("en")
    const stale = "Prozess 101 gehört nicht zum Meilenstein «Vorstudie» des Quellprojekts."
    const { sent, calls } = api([{ status: 400, body: { message: stale, internal_code: "FOREIGN_ENTITY", details: { "pro_pha_nested.0.pha_mst_nested.0.mst_prc_nested.0": stale } } }, created])
    renderPage()
    fireEvent.change(await screen.findByLabelText(/^Project name/, undefined, patient), { target: { value: "Schulhaus Aarau" } })
    fireEvent.click(await screen.findByRole("checkbox", { name: /Planning/ }, patient))
    fireEvent.click(within(form()).getByRole("button", { name: "Create project" }))

    const alert = await screen.findByRole("alert", undefined, patient)
    expect(alert.textContent).toBe(
      "Process 101 is not part of the milestone “Vorstudie” of the source project. The source project has changed meanwhile; check the selection and create the project again.",
    )
    expect((screen.getByLabelText(/^Project name/) as HTMLInputElement).value).toBe("Schulhaus Aarau")
    expect((screen.getByRole("checkbox", { name: /Planning/ }) as HTMLInputElement).checked).toBe(false)
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith("nested=phases-processes"))).toHaveLength(2), patient)

    fireEvent.click(within(form()).getByRole("button", { name: "Create project" }))
    await screen.findByTestId("where", undefined, patient)
    expect(sent("POST")[1]!.body).toMatchObject({ pro_name: "Schulhaus Aarau", pro_pha_nested: [{ pha_id: 1 }] })
  })
})
