/**
 * The property copy wizard on the element class list (spec §2 dialogs): from the toolbar through its four steps
 * to the result with the pairs passed over; from a class's drawer with that class as the source; a refusal in
 * the user's language; a long list picked from quickly.
 */
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import type { PropertyDto } from "@bimprofile/contracts/dto/property-dto"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { changeLocale } from "../../../lib/i18n"
import { ProjectPermissionContext } from "../../../lib/project-access"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { elementClass, ifcEntity, property, psetTarget } from "../../../testing/dto-fixtures"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { ElementClassListPage } from "./element-class-list-page"

const REFERENCE = 100
const catalogued = (id: number, name: string, entity: string, extra: Partial<ElementClassDto> = {}) =>
  elementClass(id, name, { elc_category: "Architektur", elc_ifc: [ifcEntity(entity)], ...extra })
const referenceProperty = (id: number, name: string, pset: string, extra: Partial<PropertyDto> = {}) =>
  property(id, name, { pty_pro_id: REFERENCE, pty_ifc: [psetTarget(pset, name)], pty_class_count: 1, ...extra })

const reference = { elc_pro_id: REFERENCE, elc_origin: "reference", elc_locked: true } as const
const door = catalogued(7, "Tür", "IfcDoor")
const wallCopy = catalogued(9, "Wand", "IfcWall", { elc_origin: "inherited", elc_origin_id: 501 })
const refSlab = catalogued(502, "Decke", "IfcSlab", reference)
const fireRating = referenceProperty(601, "FireRating", "Pset_WallCommon")
const loadBearing = referenceProperty(602, "LoadBearing", "Pset_WallCommon", { pty_datatype: "boolean" })
const acoustic = referenceProperty(603, "AcousticRating", "Pset_DoorCommon")
const project = { pro_id: 1, pro_name: "Schulhaus", pro_pro_id: REFERENCE, pro_isc_name: "IFC4X3_ADD2", pro_permission: "write" } as unknown as ProjectDto
const projects = [project, { pro_id: REFERENCE, pro_name: "Referenzprojekt Hochbau" }, { pro_id: 55, pro_name: "Hallenbad" }] as ProjectDto[]

const reads = {
  "GET /1.2/profile/element_types?elt_pro_id=1&sort=name_asc": { status: 200, body: [] },
  "GET /1.2/profile/element_classes?elc_pro_id=1&sort=name_asc&filter=all": { status: 200, body: [refSlab, door, wallCopy] },
  "GET /1.2/profile/projects/1?statistics=true": { status: 200, body: project },
  "GET /1.2/profile/projects": { status: 200, body: projects },
  [`GET /1.2/profile/properties?pty_pro_id=${REFERENCE}&sort=name_asc`]: { status: 200, body: [acoustic, fireRating, loadBearing] },
}
const answer = {
  elc_pro_id: 1,
  pty_ids: [11, 12],
  assigned: [{ elc_id: 7, pty_id: 11 }, { elc_id: 7, pty_id: 12 }, { elc_id: 9, pty_id: 11 }],
  skipped: [{ elc_id: 9, pty_id: 12, reason: "assigned" }],
}

const open = (permission: ProjectDto["pro_permission"] | null = null) =>
  renderRoute(
    "/projects/:projectId/data-catalog/main",
    <ProjectPermissionContext.Provider value={permission}>
      <ElementClassListPage projectId={1} />
    </ProjectPermissionContext.Provider>,
    "/projects/1/data-catalog/main",
  )
const dialog = () => screen.findByRole("dialog", { name: "Merkmale kopieren" })
const next = async () => fireEvent.click(within(await dialog()).getByRole("button", { name: "Weiter" }))

beforeEach(() => updateSession({ accessToken: "token", user: testUser() }))
afterEach(async () => {
  vi.restoreAllMocks()
  cleanup()
  updateSession(emptySession())
  await changeLocale("de-CH")
})

describe("the property copy wizard", () => {
  it("copies two properties of the reference project to two classes: source, properties, classes, summary, then what was done and what was passed over", async () => {
    const { sent } = stubApi({ ...reads, "POST /1.2/profile/properties/copy": { status: 201, body: answer } })
    open("write")
    fireEvent.click(await screen.findByRole("button", { name: "Merkmale kopieren" }))
    const wizard = await dialog()
    expect(within(wizard).getByRole("button", { name: "Weiter" })).toBeTruthy()
    const project = within(wizard).getByRole("combobox", { name: "Projekt" }) as HTMLSelectElement
    await waitFor(() => expect([...project.options].map((option) => option.textContent)).toEqual(["Schulhaus (dieses Projekt)", "Referenzprojekt Hochbau (Referenzprojekt)", "Hallenbad"]))
    expect(project.value).toBe("1")
    fireEvent.change(project, { target: { value: String(REFERENCE) } })
    expect((within(wizard).getByRole("radio", { name: "allen Merkmalen des Projekts" }) as HTMLInputElement).checked).toBe(true)
    await next()

    // Step 2: the reference project's properties, each with its set and name in the project's IFC version.
    const list = await within(wizard).findByRole("group", { name: "Merkmale zur Auswahl" })
    expect(within(list).getByText("Pset_WallCommon.LoadBearing")).toBeTruthy()
    expect(within(wizard).getByRole("button", { name: "Weiter" }).hasAttribute("disabled")).toBe(true)
    fireEvent.change(within(wizard).getByRole("searchbox", { name: "Merkmal suchen" }), { target: { value: "wallcommon" } })
    await waitFor(() => expect(within(list).queryByText("AcousticRating")).toBeNull())
    fireEvent.click(within(wizard).getByRole("button", { name: "Alle wählen" }))
    expect(within(wizard).getByRole("status").textContent).toBe("2 von 3 passen · 2 gewählt")
    await next()

    // Step 3: the project's own classes; the reference project's class is left out, and said so.
    const targets = await within(wizard).findByRole("group", { name: "Fachklassen dieses Projekts" })
    expect(within(targets).getAllByRole("checkbox").map((box) => box.closest("label")!.textContent)).toEqual(["TürIfcDoor", "Wandlokal übernommenIfcWall"])
    expect(within(wizard).getByText(/1 Fachklasse des Referenzprojekts ist nicht aufgeführt/)).toBeTruthy()
    fireEvent.click(within(targets).getByRole("checkbox", { name: /Tür/ }))
    fireEvent.click(within(targets).getByRole("checkbox", { name: /Wand/ }))
    await next()

    // Step 4: the summary, then the result.
    expect(within(wizard).getByRole("heading", { name: "2 Merkmale an 2 Fachklassen" })).toBeTruthy()
    expect(within(within(wizard).getByRole("list", { name: "Merkmale" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["FireRating", "LoadBearing"])
    fireEvent.click(within(wizard).getByRole("button", { name: "Kopieren" }))
    expect(await within(wizard).findByText("3 Zuordnungen vorgenommen.")).toBeTruthy()
    expect(sent("POST")[0]!.body).toEqual({ pty_ids: [601, 602], elc_ids: [7, 9] })
    const skipped = within(wizard).getByRole("list", { name: "1 Paar übergangen" })
    expect(within(skipped).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Wand – LoadBearing: hat das Merkmal bereits (selbst oder von einer übergeordneten Fachklasse)",
    ])
    fireEvent.click(within(wizard).getByRole("button", { name: "Schliessen" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Merkmale kopieren" })).toBeNull())
  })

  it("from a class's drawer, starts at that class's properties; a refusal is shown in the user's language and the class's properties are read again after a copy", async () => {
    await changeLocale("fr-CH")
    const refused = "Merkmal 603 existiert nicht."
    const classProperties = (ids: PropertyDto[]) => ({ status: 200, body: ids.map((p) => ({ elc_id: 502, property: p, inherited: false, inherited_from: null, problems: [] })) })
    const { sent, calls } = stubApi({
      ...reads,
      "GET /1.2/profile/element_classes/502/properties": classProperties([acoustic, fireRating]),
      "GET /1.2/profile/properties?pty_pro_id=1&sort=name_asc": { status: 200, body: [] },
      "POST /1.2/profile/properties/copy": [
        { status: 400, body: { message: refused, internal_code: "FOREIGN_ENTITY", details: { pty_ids: refused } } },
        { status: 201, body: { elc_pro_id: 1, pty_ids: [21, 22], assigned: [{ elc_id: 7, pty_id: 21 }, { elc_id: 7, pty_id: 22 }], skipped: [] } },
      ],
    })
    open("write")
    fireEvent.click(await screen.findByRole("button", { name: "Afficher les propriétés de Decke" }))
    const drawer = await screen.findByRole("region", { name: "Propriétés de Decke" })
    // The class is the reference project's (read-only here), yet its properties may be copied to the project's classes.
    fireEvent.click(await within(drawer).findByRole("button", { name: "Copier les propriétés vers d'autres classes d'éléments" }))
    const wizard = await screen.findByRole("dialog", { name: "Copier des propriétés" })
    expect(within(wizard).getByRole("listitem", { current: "step" }).textContent).toBe("2 Propriétés")
    const list = await within(wizard).findByRole("group", { name: "Propriétés à choisir" })
    fireEvent.click(within(wizard).getByRole("button", { name: "Tout sélectionner" }))
    expect(within(list).getAllByRole("checkbox").every((box) => (box as HTMLInputElement).checked)).toBe(true)
    fireEvent.click(within(wizard).getByRole("button", { name: "Suivant" }))
    fireEvent.click(within(await within(wizard).findByRole("group", { name: "Classes d'éléments de ce projet" })).getByRole("checkbox", { name: /Tür/ }))
    fireEvent.click(within(wizard).getByRole("button", { name: "Suivant" }))
    expect(within(wizard).getByRole("heading", { name: "2 propriétés vers 1 classe d'éléments" })).toBeTruthy()

    fireEvent.click(within(wizard).getByRole("button", { name: "Copier" }))
    expect((await within(wizard).findByRole("alert")).textContent).toBe("Propriété 603 n'existe pas.")
    const classReads = () => calls.filter((call) => call.method === "GET" && call.path === "/1.2/profile/element_classes/502/properties").length
    const before = classReads()
    fireEvent.click(within(wizard).getByRole("button", { name: "Copier" }))
    expect(await within(wizard).findByText("2 attributions effectuées.")).toBeTruthy()
    expect(within(wizard).getByText("Chaque classe d'éléments sélectionnée a désormais chaque propriété sélectionnée.")).toBeTruthy()
    expect(sent("POST").map((call) => call.body)).toEqual([{ pty_ids: [603, 601], elc_ids: [7] }, { pty_ids: [603, 601], elc_ids: [7] }])
    await waitFor(() => expect(classReads()).toBe(before + 1))
  })

  it("given thousands of properties, then only a window of them is rendered, the search finds one at once, and more than one call takes is not sent", async () => {
    // happy-dom lays nothing out: the list's scroll box is given its height, a row its own.
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockImplementation(function (this: HTMLElement) {
      return this.classList.contains("bimp-pick-scroll") ? 300 : 0
    })
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(30)
    const many = Array.from({ length: 2000 }, (_, i) => referenceProperty(1000 + i, `Merkmal ${String(i).padStart(4, "0")}`, "Pset_Custom"))
    stubApi({ ...reads, [`GET /1.2/profile/properties?pty_pro_id=1&sort=name_asc`]: { status: 200, body: many } })
    open("write")
    fireEvent.click(await screen.findByRole("button", { name: "Merkmale kopieren" }))
    await next()
    const wizard = await dialog()
    const list = await within(wizard).findByRole("group", { name: "Merkmale zur Auswahl" })
    await waitFor(() => expect(within(list).getAllByRole("checkbox").length).toBeGreaterThan(5))
    expect(within(list).getAllByRole("checkbox").length).toBeLessThan(100)
    fireEvent.change(within(wizard).getByRole("searchbox", { name: "Merkmal suchen" }), { target: { value: "1999" } })
    await waitFor(() => expect(within(list).getAllByRole("checkbox").map((box) => box.closest("label")!.textContent)).toEqual(["Merkmal 1999TextPset_Custom.Merkmal 1999"]))
    fireEvent.change(within(wizard).getByRole("searchbox", { name: "Merkmal suchen" }), { target: { value: "" } })
    fireEvent.click(await within(wizard).findByRole("button", { name: "Alle wählen" }))
    expect(within(wizard).getByRole("status").textContent).toBe("2000 gewählt")
    await next()
    fireEvent.click(within(await within(wizard).findByRole("group", { name: "Fachklassen dieses Projekts" })).getByRole("checkbox", { name: /Tür/ }))
    await next()
    expect(within(wizard).getByText("Höchstens 500 Merkmale und 500 Fachklassen auf einmal: Bitte verkleinern Sie die Auswahl.")).toBeTruthy()
    expect(within(wizard).getByRole("button", { name: "Kopieren" }).hasAttribute("disabled")).toBe(true)
  })

  it("given read access only, then nothing to copy: neither in the toolbar nor in a class's drawer", async () => {
    stubApi({ ...reads, "GET /1.2/profile/element_classes/7/properties": { status: 200, body: [] } })
    open("read")
    fireEvent.click(await screen.findByRole("button", { name: "Merkmale von Tür anzeigen" }))
    await screen.findByRole("region", { name: "Merkmale von Tür" })
    expect(screen.queryByRole("button", { name: "Merkmale kopieren" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Merkmale an andere Fachklassen kopieren" })).toBeNull()
  })
})
