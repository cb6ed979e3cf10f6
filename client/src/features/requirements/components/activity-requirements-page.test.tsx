import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import type { RequirementDto } from "@bimprofile/contracts/dto/requirement-dto"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { type AppEvent, appEvents$ } from "../../../lib/app-events"
import { changeLocale } from "../../../lib/i18n"
import { ProjectPermissionContext } from "../../../lib/project-access"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { activity, elementClass, ifcEntity, process, property, requirement } from "../../../testing/dto-fixtures"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { ActivityRequirementsPage } from "./activity-requirements-page"

const wall = elementClass(7, "Wand", { elc_ifc: [ifcEntity("IfcWall")] })
const door = elementClass(8, "Tür", { elc_ifc: [ifcEntity("IfcDoor")] })
const fireRating = property(41, "Feuerwiderstand", { pty_class_count: 1 })
const loadBearing = property(42, "Tragend", { pty_datatype: "boolean", pty_class_count: 1 })
const doorRequirement = requirement(11, "Türen", {
  req_elc_id: 8,
  req_cardinality: "optional",
  req_facets: [{ facet: "property", pty_id: 41, property_set: null, base_name: null, value: { simple: "EI 30" }, data_type: null, uri: null, cardinality: "required", instructions: null }],
})
const project = { pro_id: 1, pro_name: "Schulhaus", pro_isc_name: "IFC4X3_ADD2", pro_permission: "write" } as unknown as ProjectDto

const reads = (requirements: RequirementDto[] | RequirementDto[][]) => ({
  "GET /1.2/profile/activities/5": { status: 200, body: activity(5, 3, 1, 9, 10, { act_name: "Fachmodell Architektur liefern" }) },
  "GET /1.2/profile/processes/3": { status: 200, body: process(3, 20, 1, { prc_name: "Bauprojekt" }) },
  "GET /1.2/profile/projects/1?statistics=true": { status: 200, body: project },
  "GET /1.2/profile/element_classes?elc_pro_id=1&sort=name_asc&filter=all": { status: 200, body: [door, wall] },
  "GET /1.2/profile/properties?pty_pro_id=1&sort=name_asc": { status: 200, body: [fireRating, loadBearing] },
  "GET /1.2/profile/requirements?req_act_id=5": Array.isArray(requirements[0]) ? (requirements as RequirementDto[][]).map((body) => ({ status: 200, body })) : { status: 200, body: requirements },
  "GET /1.2/profile/element_classes/7/properties": {
    status: 200,
    body: [fireRating, loadBearing].map((p) => ({ elc_id: 7, property: p, inherited: false, inherited_from: null, problems: [] })),
  },
  "GET /1.2/profile/value_lists?vls_pro_id=1&sort=name_asc": { status: 200, body: [] },
})

const at = "/projects/1/processes/3/activities/5"
const open = (permission: ProjectDto["pro_permission"] | null = null) =>
  renderRoute(
    "/projects/:projectId/processes/:processId/activities/:activityId",
    <ProjectPermissionContext.Provider value={permission}>
      <ActivityRequirementsPage />
    </ProjectPermissionContext.Provider>,
    at,
  )

let events: AppEvent[] = []
let subscription: { unsubscribe: () => void } | undefined
beforeEach(() => {
  updateSession({ accessToken: "token", user: testUser() })
  events = []
  subscription = appEvents$.subscribe((event) => events.push(event))
})
afterEach(async () => {
  subscription?.unsubscribe()
  cleanup()
  updateSession(emptySession())
  await changeLocale("de-CH")
})
const toasts = () => events.flatMap((e) => (e.type === "toast" ? [e.message] : []))

describe("the requirements of an activity", () => {
  it("lists each requirement with its class and IFC entity, its cardinality and how many facets it has", async () => {
    stubApi(reads([doorRequirement, requirement(12, "Räume", { req_cardinality: "prohibited" })]))
    open()
    expect(await screen.findByRole("heading", { name: "Fachmodell Architektur liefern" })).toBeTruthy()
    const row = (await screen.findByRole("button", { name: "Anforderung «Türen» bearbeiten" })).closest("tr")!
    expect(within(row).getByText("Tür")).toBeTruthy()
    expect(within(row).getByText("IfcDoor")).toBeTruthy()
    expect(within(row).getByText("optional")).toBeTruthy()
    expect(within(row).getByText("1 Facette")).toBeTruthy()
    const other = screen.getByRole("button", { name: "Anforderung «Räume» bearbeiten" }).closest("tr")!
    expect(within(other).getByText("verboten")).toBeTruthy()
    expect(within(other).getByText("keine Fachklasse")).toBeTruthy()
    expect(screen.getByText("2 Anforderungen")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Vergleichen" }).getAttribute("href")).toBe("/projects/1/requirements/compare?kind=activity&to=5")
  })

  it("given no requirements, then an empty state that offers to add one", async () => {
    stubApi(reads([]))
    open()
    expect(await screen.findByText("Noch keine Anforderungen")).toBeTruthy()
    expect(screen.getAllByRole("button", { name: "Anforderung erfassen" })).toHaveLength(2)
  })

  it("given read access only, then nothing to add, edit or delete; a requirement opens read-only with its facets in words", async () => {
    stubApi(reads([doorRequirement]))
    open("read")
    fireEvent.click(await screen.findByRole("button", { name: "Anforderung «Türen» anzeigen" }))
    expect(screen.queryByRole("button", { name: "Anforderung erfassen" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Aktionen für Türen" })).toBeNull()
    const facets = await screen.findByRole("list", { name: "Facetten von Türen" })
    expect(facets.textContent).toBe("Merkmal Feuerwiderstanderforderlich= EI 30")
    expect(screen.queryByRole("textbox")).toBeNull()
  })

  it("adds a requirement: the class's name becomes its name, a checked property becomes a facet with its allowed values, an attribute is added by hand", async () => {
    const { sent } = stubApi({
      ...reads([[doorRequirement], [doorRequirement, requirement(13, "Wand", { req_elc_id: 7 })]]),
      "POST /1.2/profile/requirements": { status: 201, body: requirement(13, "Wand", { req_elc_id: 7 }) },
    })
    open()
    fireEvent.click(await screen.findByRole("button", { name: "Anforderung erfassen" }))
    const drawer = await screen.findByRole("form", { name: "Neue Anforderung" })
    const classes = within(drawer).getByRole("menu", { name: "Fachklassen des Projekts" })
    // The door is asked for already: shown, not offered.
    expect(within(classes).getByText("bereits gefordert")).toBeTruthy()
    fireEvent.change(within(drawer).getByRole("textbox", { name: "Fachklasse suchen" }), { target: { value: "ifcwall" } })
    fireEvent.click(within(drawer).getByText("Wand"))
    expect((within(drawer).getByLabelText("Name") as HTMLInputElement).value).toBe("Wand")

    fireEvent.click(await within(drawer).findByRole("checkbox", { name: /Feuerwiderstand/ }))
    const card = within(drawer).getByRole("group", { name: "Facette 1: Merkmal Feuerwiderstand" })
    fireEvent.change(within(card).getByRole("combobox", { name: "Wertvorgabe von Merkmal Feuerwiderstand" }), { target: { value: "enumeration" } })
    const values = within(card).getByRole("textbox", { name: "Erlaubte Werte von Merkmal Feuerwiderstand" })
    for (const value of ["EI 30", "EI 60"]) {
      fireEvent.change(values, { target: { value } })
      fireEvent.keyDown(values, { key: "Enter" })
    }

    fireEvent.click(within(drawer).getByRole("button", { name: "Facette hinzufügen" }))
    fireEvent.click(await screen.findByRole("menuitem", { name: /Attribut/ }))
    const attribute = within(drawer).getByRole("group", { name: "Facette 2: Attribut" })
    fireEvent.change(within(attribute).getByLabelText("IFC-Attribut"), { target: { value: "Name" } })
    fireEvent.change(within(attribute).getByRole("combobox", { name: "Kardinalität von Attribut Name" }), { target: { value: "prohibited" } })

    fireEvent.click(within(drawer).getByRole("button", { name: "Erfassen" }))
    await waitFor(() => expect(screen.queryByRole("form", { name: "Neue Anforderung" })).toBeNull())
    expect(sent("POST")[0]!.body).toEqual({
      req_act_id: 5,
      req_name: "Wand",
      req_elc_id: 7,
      req_identifier: null,
      req_desc: null,
      req_instructions: null,
      req_requirements_desc: null,
      req_cardinality: "required",
      req_ifc_versions: [],
      req_applicability: [],
      req_facets: [
        {
          facet: "property",
          pty_id: 41,
          property_set: null,
          base_name: null,
          value: { restriction: { base: "xs:string", facets: [{ kind: "enumeration", value: "EI 30" }, { kind: "enumeration", value: "EI 60" }] } },
          data_type: null,
          uri: null,
          cardinality: "required",
          instructions: null,
        },
        { facet: "attribute", name: { simple: "Name" }, value: null, cardinality: "prohibited", instructions: null },
      ],
    })
    expect(toasts()).toContain("Anforderung «Wand» erfasst.")
    expect(await screen.findByRole("button", { name: "Anforderung «Wand» bearbeiten" })).toBeTruthy()
  })

  it("checks what it can before sending: a bound that is not a number is shown on its facet and nothing is sent", async () => {
    const { sent } = stubApi(reads([]))
    open()
    fireEvent.click((await screen.findAllByRole("button", { name: "Anforderung erfassen" }))[0]!)
    const drawer = await screen.findByRole("form", { name: "Neue Anforderung" })
    fireEvent.click(within(drawer).getByText("Wand"))
    fireEvent.click(await within(drawer).findByRole("checkbox", { name: /Feuerwiderstand/ }))
    const card = within(drawer).getByRole("group", { name: "Facette 1: Merkmal Feuerwiderstand" })
    fireEvent.change(within(card).getByRole("combobox", { name: "Wertvorgabe von Merkmal Feuerwiderstand" }), { target: { value: "bounds" } })
    fireEvent.change(within(card).getByLabelText("Untergrenze von Merkmal Feuerwiderstand"), { target: { value: "0,5" } })
    fireEvent.click(within(drawer).getByRole("button", { name: "Erfassen" }))
    expect(await within(card).findByText("Die Grenze «0,5» ist keine Zahl (Dezimalpunkt verwenden).")).toBeTruthy()
    expect(sent("POST")).toEqual([])
  })

  it("a facet the server refuses is marked on its card; the same class twice is said beside the class", async () => {
    const facetRefusal = "Anforderung 1: Ein optionales Attribut braucht einen Wert."
    const classTaken = "Die Fachklasse «Wand» ist in dieser Aktivität bereits gefordert. Bitte ergänzen Sie die bestehende Anforderung."
    stubApi({
      ...reads([]),
      "POST /1.2/profile/requirements": [
        { status: 400, body: { message: facetRefusal, internal_code: "VALIDATION", details: { req_facets: facetRefusal } } },
        { status: 409, body: { message: classTaken, internal_code: "REQ_CLASS_TAKEN", details: { req_elc_id: classTaken } } },
      ],
    })
    open()
    fireEvent.click((await screen.findAllByRole("button", { name: "Anforderung erfassen" }))[0]!)
    const drawer = await screen.findByRole("form", { name: "Neue Anforderung" })
    fireEvent.click(within(drawer).getByText("Wand"))
    fireEvent.click(within(drawer).getByRole("button", { name: "Facette hinzufügen" }))
    fireEvent.click(await screen.findByRole("menuitem", { name: /Material/ }))
    fireEvent.click(within(drawer).getByRole("button", { name: "Erfassen" }))
    const card = within(drawer).getByRole("group", { name: "Facette 1: Material" })
    expect(await within(card).findByText(facetRefusal)).toBeTruthy()
    fireEvent.click(within(drawer).getByRole("button", { name: "Erfassen" }))
    expect(await within(drawer).findByText(classTaken)).toBeTruthy()
    expect(within(card).queryByText(facetRefusal)).toBeNull()
  })

  it("in French, the same class twice is refused in French, naming the class", async () => {
    await changeLocale("fr-CH")
    const classTaken = "Die Fachklasse «Wand» ist in dieser Aktivität bereits gefordert. Bitte ergänzen Sie die bestehende Anforderung."
    stubApi({ ...reads([]), "POST /1.2/profile/requirements": { status: 409, body: { message: classTaken, internal_code: "REQ_CLASS_TAKEN", details: { req_elc_id: classTaken } } } })
    open()
    fireEvent.click((await screen.findAllByRole("button", { name: "Saisir une exigence" }))[0]!)
    const drawer = await screen.findByRole("form", { name: "Nouvelle exigence" })
    fireEvent.click(within(drawer).getByText("Wand"))
    fireEvent.click(within(drawer).getByRole("button", { name: "Saisir" }))
    expect(await within(drawer).findByText("La classe d'éléments «Wand» est déjà exigée dans cette activité. Veuillez compléter l'exigence existante.")).toBeTruthy()
  })

  it("edits a requirement: only the changed facets are sent", async () => {
    const { sent } = stubApi({ ...reads([doorRequirement]), "PATCH /1.2/profile/requirements/11": { status: 200, body: doorRequirement } })
    open("admin")
    fireEvent.click(await screen.findByRole("button", { name: "Anforderung «Türen» bearbeiten" }))
    const drawer = await screen.findByRole("form", { name: "Anforderung «Türen»" })
    const card = within(drawer).getByRole("group", { name: "Facette 1: Merkmal Feuerwiderstand" })
    expect((within(card).getByRole("textbox", { name: "Wert von Merkmal Feuerwiderstand" }) as HTMLInputElement).value).toBe("EI 30")
    fireEvent.change(within(card).getByRole("combobox", { name: "Kardinalität von Merkmal Feuerwiderstand" }), { target: { value: "optional" } })
    fireEvent.click(within(drawer).getByRole("button", { name: "Speichern" }))
    await waitFor(() => expect(sent("PATCH")).toHaveLength(1))
    expect(sent("PATCH")[0]!.body).toEqual({ req_facets: [{ ...doorRequirement.req_facets[0], cardinality: "optional" }] })
  })

  it("given the requirement deleted by someone else while its editor is open, then saving says so and «Neu erfassen» adds the entries as a new requirement", async () => {
    const recreated = requirement(15, "Türen", { ...doorRequirement, req_id: 15, req_desc: "Mit Anschlag" })
    const { sent } = stubApi({
      ...reads([[doorRequirement], [recreated]]),
      "PATCH /1.2/profile/requirements/11": { status: 404, body: { message: "Anforderung mit der Id 11 wurde nicht gefunden.", internal_code: "NOT_FOUND", details: null } },
      "POST /1.2/profile/requirements": { status: 201, body: recreated },
    })
    open("admin")
    fireEvent.click(await screen.findByRole("button", { name: "Anforderung «Türen» bearbeiten" }))
    const drawer = await screen.findByRole("form", { name: "Anforderung «Türen»" })
    fireEvent.change(within(drawer).getByLabelText("Beschreibung"), { target: { value: "Mit Anschlag" } })
    fireEvent.click(within(drawer).getByRole("button", { name: "Speichern" }))
    expect(await within(drawer).findByText(/Diese Anforderung wurde inzwischen von jemand anderem gelöscht/)).toBeTruthy()
    // The entries stay; saving now adds them to the activity.
    expect((within(drawer).getByLabelText("Beschreibung") as HTMLTextAreaElement).value).toBe("Mit Anschlag")
    fireEvent.click(within(drawer).getByRole("button", { name: "Neu erfassen" }))
    await waitFor(() => expect(sent("POST")).toHaveLength(1))
    expect(sent("POST")[0]!.body).toMatchObject({ req_act_id: 5, req_name: "Türen", req_elc_id: 8, req_desc: "Mit Anschlag", req_cardinality: "optional", req_facets: doorRequirement.req_facets })
    await waitFor(() => expect(toasts()).toContain("Anforderung «Türen» erfasst."))
    expect(sent("PATCH")).toHaveLength(1)
  })

  it("given the requirement gone from the list read again (a live notice) while its editor is open, then the editor says so before saving", async () => {
    stubApi(reads([[doorRequirement], []]))
    const { queryClient } = open("admin")
    fireEvent.click(await screen.findByRole("button", { name: "Anforderung «Türen» bearbeiten" }))
    const drawer = await screen.findByRole("form", { name: "Anforderung «Türen»" })
    expect(within(drawer).queryByText(/inzwischen von jemand anderem gelöscht/)).toBeNull()
    await queryClient.invalidateQueries()
    expect(await within(drawer).findByText(/Diese Anforderung wurde inzwischen von jemand anderem gelöscht/)).toBeTruthy()
    expect(within(drawer).getByRole("button", { name: "Neu erfassen" })).toBeTruthy()
  })

  it("deletes a requirement after asking", async () => {
    const { sent } = stubApi({ ...reads([[doorRequirement], []]), "DELETE /1.2/profile/requirements/11": { status: 200, body: { req_id: 11, deleted: true } } })
    open()
    fireEvent.click(await screen.findByRole("button", { name: "Aktionen für Türen" }))
    fireEvent.click(await screen.findByRole("menuitem", { name: "Löschen" }))
    const dialog = await screen.findByRole("alertdialog")
    expect(within(dialog).getByText("Anforderung «Türen» mit allen Facetten löschen? Das Löschen ist endgültig.")).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Löschen" }))
    expect(await screen.findByText("Noch keine Anforderungen")).toBeTruthy()
    expect(sent("DELETE").map((call) => call.path)).toEqual(["/1.2/profile/requirements/11"])
    expect(toasts()).toContain("Anforderung «Türen» gelöscht.")
  })

  it("given an activity of another process, then it says the activity is not there", async () => {
    stubApi({ ...reads([]), "GET /1.2/profile/activities/5": { status: 200, body: activity(5, 99, 1, null, null) } })
    open()
    expect(await screen.findByText("Aktivität nicht gefunden")).toBeTruthy()
  })
})

describe("the applicability of a requirement in the editor", () => {
  const ifcWall = { ifc_version: "IFC4X3_ADD2", entity: "IfcWall", abstract: false, supertype: "IfcBuiltElement", predefined_types: ["MOVABLE", "PARAPET", "SHEAR", "SOLIDWALL"] }
  const ifc = {
    "GET /1.2/profile/ifc/entities?ifc_version=IFC4X3_ADD2&under=IfcObject&limit=30": { status: 200, body: [] },
    "GET /1.2/profile/ifc/entities?ifc_version=IFC4X3_ADD2&q=IfcWall&under=IfcObject&limit=30": { status: 200, body: [ifcWall] },
  }
  // A pattern and a length at once: the editor has no form for it, so it keeps it as imported.
  const pattern = { restriction: { base: "xs:string", facets: [{ kind: "pattern" as const, value: "C02.*" }, { kind: "maxLength" as const, value: "10" }] } }
  const walls = requirement(14, "Tragende Wände", {
    req_applicability: [
      { facet: "entity", name: { simple: "IfcWall" }, predefined_type: { simple: "SHEAR" } },
      { facet: "classification", system: { simple: "eBKP-H" }, value: pattern },
      { facet: "material", value: { simple: "Beton" } },
    ],
  })

  it("adds a requirement without a class: an IFC entity with its predefined type picked from IFC, and a classification; the entity is offered once", async () => {
    const { sent } = stubApi({ ...reads([]), ...ifc, "POST /1.2/profile/requirements": { status: 201, body: requirement(15, "Schubwände") } })
    open()
    fireEvent.click((await screen.findAllByRole("button", { name: "Anforderung erfassen" }))[0]!)
    const drawer = await screen.findByRole("form", { name: "Neue Anforderung" })
    fireEvent.change(within(drawer).getByLabelText("Name"), { target: { value: "Schubwände" } })
    const conditions = within(drawer).getByRole("region", { name: "Weitere Bedingungen (Anwendbarkeit)" })
    expect(within(conditions).getByText("Keine weiteren Bedingungen.")).toBeTruthy()

    fireEvent.click(within(conditions).getByRole("button", { name: "Bedingung hinzufügen" }))
    fireEvent.click(await screen.findByRole("menuitem", { name: /Entität/ }))
    const entity = within(conditions).getByRole("group", { name: "Bedingung 1: Entität" })
    // No cardinality and no instructions: IDS gives the applicability none.
    expect(within(entity).queryByRole("combobox", { name: /Kardinalität/ })).toBeNull()
    expect(within(entity).queryByRole("button", { name: "Hinweise und URI" })).toBeNull()
    fireEvent.change(within(entity).getByLabelText("IFC-Entität (IFC4X3_ADD2)"), { target: { value: "IfcWall" } })
    const type = within(within(conditions).getByRole("group", { name: "Bedingung 1: Entität IfcWall" })).getByLabelText("Vordefinierter Typ")
    fireEvent.focus(type)
    fireEvent.change(type, { target: { value: "SH" } })
    fireEvent.click(await screen.findByRole("option", { name: "SHEAR" }))
    expect((type as HTMLInputElement).value).toBe("SHEAR")

    fireEvent.click(within(conditions).getByRole("button", { name: "Bedingung hinzufügen" }))
    expect((await screen.findByRole("menuitem", { name: /Entität/ })).getAttribute("aria-disabled")).toBe("true")
    fireEvent.click(screen.getByRole("menuitem", { name: /Klassifikation/ }))
    const classification = within(conditions).getByRole("group", { name: "Bedingung 2: Klassifikation" })
    fireEvent.change(within(classification).getByLabelText("Klassifikationssystem"), { target: { value: "eBKP-H" } })
    fireEvent.change(within(classification).getByRole("combobox", { name: "Wertvorgabe von Klassifikation eBKP-H" }), { target: { value: "simple" } })
    fireEvent.change(within(classification).getByRole("textbox", { name: "Wert von Klassifikation eBKP-H" }), { target: { value: "C02" } })

    fireEvent.click(within(drawer).getByRole("button", { name: "Erfassen" }))
    await waitFor(() => expect(sent("POST")).toHaveLength(1))
    expect(sent("POST")[0]!.body).toMatchObject({
      req_name: "Schubwände",
      req_elc_id: null,
      req_applicability: [
        { facet: "entity", name: { simple: "IfcWall" }, predefined_type: { simple: "SHEAR" } },
        { facet: "classification", system: { simple: "eBKP-H" }, value: { simple: "C02" } },
      ],
      req_facets: [],
    })
  })

  it("edits the conditions: one changed, one removed — the one not touched is sent back exactly as stored", async () => {
    const { sent } = stubApi({ ...reads([walls]), ...ifc, "PATCH /1.2/profile/requirements/14": { status: 200, body: walls } })
    open()
    fireEvent.click(await screen.findByRole("button", { name: "Anforderung «Tragende Wände» bearbeiten" }))
    const drawer = await screen.findByRole("form", { name: "Anforderung «Tragende Wände»" })
    const conditions = within(drawer).getByRole("region", { name: "Weitere Bedingungen (Anwendbarkeit)" })
    expect(within(conditions).getAllByRole("group").map((group) => group.getAttribute("aria-label"))).toEqual([
      "Bedingung 1: Entität IfcWall",
      "Bedingung 2: Klassifikation eBKP-H",
      "Bedingung 3: Material",
    ])
    // The pattern is shown as imported, and kept.
    expect(within(conditions).getByText("Wie importiert: Muster C02.* und höchstens 10 Zeichen. Wählen Sie eine andere Form, um sie zu ersetzen.")).toBeTruthy()
    const type = within(within(conditions).getByRole("group", { name: "Bedingung 1: Entität IfcWall" })).getByLabelText("Vordefinierter Typ")
    fireEvent.change(type, { target: { value: "SOLIDWALL" } })
    fireEvent.click(within(conditions).getByRole("button", { name: "Material entfernen" }))
    fireEvent.click(within(drawer).getByRole("button", { name: "Speichern" }))
    await waitFor(() => expect(sent("PATCH")).toHaveLength(1))
    expect(sent("PATCH")[0]!.body).toEqual({
      req_applicability: [
        { facet: "entity", name: { simple: "IfcWall" }, predefined_type: { simple: "SOLIDWALL" } },
        { facet: "classification", system: { simple: "eBKP-H" }, value: pattern },
      ],
    })
  })

  it("a condition the server refuses is marked on its card, with the field it names; a rule about the whole applicability above the conditions", async () => {
    const unknownType = "Der vordefinierte Typ SHEAR ist nicht erlaubt."
    const oneEntity = "Die Anwendbarkeit nennt höchstens eine IFC-Entität."
    stubApi({
      ...reads([walls]),
      ...ifc,
      "PATCH /1.2/profile/requirements/14": [
        { status: 400, body: { message: "Die Anfrage ist ungültig.", internal_code: "VALIDATION", details: { "req_applicability[0].predefined_type": unknownType } } },
        { status: 400, body: { message: oneEntity, internal_code: "VALIDATION", details: { req_applicability: oneEntity } } },
      ],
    })
    open()
    fireEvent.click(await screen.findByRole("button", { name: "Anforderung «Tragende Wände» bearbeiten" }))
    const drawer = await screen.findByRole("form", { name: "Anforderung «Tragende Wände»" })
    const conditions = within(drawer).getByRole("region", { name: "Weitere Bedingungen (Anwendbarkeit)" })
    fireEvent.click(within(conditions).getByRole("button", { name: "Material entfernen" }))
    fireEvent.click(within(drawer).getByRole("button", { name: "Speichern" }))
    const entity = within(conditions).getByRole("group", { name: "Bedingung 1: Entität IfcWall" })
    expect((await within(entity).findByRole("alert")).textContent).toBe(`Vordefinierter Typ: ${unknownType}`)
    expect(within(within(conditions).getByRole("group", { name: "Bedingung 2: Klassifikation eBKP-H" })).queryByRole("alert")).toBeNull()

    fireEvent.click(within(drawer).getByRole("button", { name: "Speichern" }))
    expect(await within(conditions).findByText(oneEntity)).toBeTruthy()
    expect(within(entity).queryByRole("alert")).toBeNull()
  })
})

describe("the applicability of a requirement, read-only", () => {
  it("given read access, then the conditions are listed in words beside the facets", async () => {
    stubApi(reads([requirement(16, "Aussenwände", { req_applicability: [{ facet: "entity", name: { simple: "IfcWall" }, predefined_type: null }, { facet: "material", value: { simple: "Beton" } }] })]))
    open("read")
    fireEvent.click(await screen.findByRole("button", { name: "Anforderung «Aussenwände» anzeigen" }))
    const conditions = await screen.findByRole("list", { name: "Bedingungen der Anwendbarkeit" })
    expect(within(conditions).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Entität IfcWall", "Material Material= Beton"])
  })
})
