import type { ClassPropertyDto, PropertyDto } from "@bimprofile/contracts/dto/property-dto"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { elementClass, elementType, property, psetTarget } from "../../../testing/dto-fixtures"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { ElementClassListPage } from "./element-class-list-page"
import { ElementTypeListPage } from "./element-type-list-page"
import { PropertyListPage } from "./property-list-page"

/** A property of the wall's common set, under its own name. */
const wallProperty = (id: number, name: string, extra: Partial<PropertyDto> = {}) => property(id, name, { pty_ifc: [psetTarget("Pset_WallCommon", name)], ...extra })
const fire = wallProperty(81, "FireRating", { pty_class_count: 1 })
const thermal = wallProperty(82, "ThermalTransmittance", { pty_datatype: "number", pty_unit: "W/(m²·K)" })
const typing = wallProperty(83, "Wandtyp", { pty_concept: "typing", pty_ifc: [] })
const PROPERTIES = "GET /1.2/profile/properties?pty_pro_id=1&sort=name_asc"

beforeEach(() => updateSession({ accessToken: "token", user: testUser() }))
afterEach(() => {
  cleanup()
  updateSession(emptySession())
})

describe("PropertyListPage", () => {
  it("lists each property with its kind of value and unit, concept and target per version; creates one with its set and property", async () => {
    const { sent } = stubApi({
      [PROPERTIES]: { status: 200, body: [fire, thermal] },
      "GET /1.2/profile/value_lists?vls_pro_id=1&sort=name_asc": { status: 200, body: [] },
      "POST /1.2/profile/properties": { status: 201, body: { pty_id: 84, pty_pro_id: 1, pty_name: "IsExternal", pty_desc: null, pty_datatype: "boolean", pty_unit: null, pty_concept: "predefined_property", pty_ifc: [], pty_uri: null } },
    })
    renderRoute("/projects/:projectId/data-catalog/custom-properties", <PropertyListPage projectId={1} />, "/projects/1/data-catalog/custom-properties")
    const row = (await screen.findByText("ThermalTransmittance", { selector: ".bimp-elc-name" })).closest("tr")!
    expect(within(row).getByText("[W/(m²·K)]")).toBeTruthy()
    expect(within(row).getByText("Pset_WallCommon.ThermalTransmittance")).toBeTruthy()
    expect(within(row).getAllByText("nicht abgebildet")).toHaveLength(2)
    fireEvent.click(screen.getByRole("button", { name: "Merkmal erfassen" }))
    const dialog = await screen.findByRole("dialog")
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "IsExternal" } })
    fireEvent.change(within(dialog).getByLabelText("Wertart"), { target: { value: "boolean" } })
    fireEvent.change(within(dialog).getByLabelText("Merkmalsset (IFC4)"), { target: { value: "Pset_WallCommon" } })
    fireEvent.change(within(dialog).getByLabelText("Merkmal/Attribut (IFC4)"), { target: { value: "IsExternal" } })
    fireEvent.change(within(dialog).getByLabelText("IFC-Datentyp (IFC4)"), { target: { value: "IfcBoolean" } })
    fireEvent.change(within(dialog).getByLabelText("Merkmal/Attribut (IFC2X3)"), { target: { value: "Name" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Erstellen" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(sent("POST")[0]!.body).toEqual({
      pty_pro_id: 1,
      pty_name: "IsExternal",
      pty_desc: null,
      pty_datatype: "boolean",
      pty_unit: null,
      pty_concept: "predefined_property",
      pty_vls_id: null,
      pty_ifc: [
        { ifc_version: "IFC4", pset: "Pset_WallCommon", property: "IsExternal", data_type: "IfcBoolean" },
        // No set: the name is an attribute of the class's entity.
        { ifc_version: "IFC2X3", attribute: "Name", data_type: null },
      ],
    })
  })
})

describe("a class's properties drawer", () => {
  const wall = elementClass(7, "Wand", { elc_parent_id: 6 })
  const building = elementClass(6, "Bauteil")
  const own = (entry: PropertyDto, inherited_from: number | null, problems: ClassPropertyDto["problems"] = []): ClassPropertyDto => ({ elc_id: 7, property: entry, inherited: inherited_from !== null, inherited_from, problems })

  it("shows own and inherited properties with their problems on the class, assigns one, and keeps a refusal in view", async () => {
    const typingRule = "Ein Typisierungsmerkmal ist nur möglich, wenn die Fachklasse einen Fachklassentyp hat."
    const { sent } = stubApi({
      "GET /1.2/profile/element_classes?elc_pro_id=1&sort=name_asc&filter=all": { status: 200, body: [building, wall] },
      "GET /1.2/profile/element_types?elt_pro_id=1&sort=name_asc": { status: 200, body: [] },
      [PROPERTIES]: { status: 200, body: [fire, thermal, typing] },
      "GET /1.2/profile/element_classes/7/properties": {
        status: 200,
        body: [
          own(thermal, null),
          own(fire, 6, [{ ifc_version: "IFC4", code: "PROPERTY_SET_NOT_APPLICABLE", severity: "error", message: "Das Merkmalsset «Pset_WallCommon» gilt in IFC4 nicht für «IfcDoor».", details: { pset: "Pset_WallCommon", entity: "IfcDoor" } }]),
        ],
      },
      "POST /1.2/profile/element_classes/7/properties": { status: 409, body: { message: typingRule, internal_code: "PTY_TYPING", details: { pty_id: typingRule } } },
    })
    renderRoute("/projects/:projectId/data-catalog/main", <ElementClassListPage projectId={1} />, "/projects/1/data-catalog/main")
    fireEvent.click(await screen.findByRole("button", { name: "Merkmale von Wand anzeigen" }))
    const list = await screen.findByRole("list", { name: "Merkmale von Wand" })
    const items = within(list).getAllByRole("listitem").filter((li) => li.classList.contains("bimp-class-property"))
    expect(items.map((li) => li.querySelector(".bimp-elc-name")!.textContent)).toEqual(["ThermalTransmittance", "FireRating"])
    expect(within(items[1]!).getByText("geerbt von Bauteil")).toBeTruthy()
    expect(within(items[1]!).getByText(/gilt in IFC4 nicht/)).toBeTruthy()
    // Only the class's own property can be removed here.
    expect(within(items[0]!).getByRole("button", { name: "ThermalTransmittance entfernen" })).toBeTruthy()
    expect(within(items[1]!).queryByRole("button")).toBeNull()
    const pick = screen.getByRole("combobox", { name: "Merkmal wählen …" })
    expect(within(pick).getAllByRole("option").map((o) => o.textContent)).toEqual(["Merkmal wählen …", "Wandtyp"])
    fireEvent.change(pick, { target: { value: "83" } })
    fireEvent.click(screen.getByRole("button", { name: "Zuordnen" }))
    expect(await screen.findByText(typingRule)).toBeTruthy()
    expect(sent("POST")[0]!.body).toEqual({ pty_id: 83 })
  })

  it("a type's properties in the same drawer: checked against the type's entity, one assigned, one removed", async () => {
    const doorType = elementType(71, "Türtyp")
    const { sent } = stubApi({
      "GET /1.2/profile/element_types?elt_pro_id=1&sort=name_asc": { status: 200, body: [doorType] },
      [PROPERTIES]: { status: 200, body: [fire, thermal] },
      "GET /1.2/profile/element_types/71/properties": { status: 200, body: [{ elt_id: 71, property: fire, problems: [] }] },
      "POST /1.2/profile/element_types/71/properties": { status: 201, body: { elt_id: 71, pty_id: 82, assigned: true } },
      "DELETE /1.2/profile/element_types/71/properties/81": { status: 200, body: { elt_id: 71, pty_id: 81, assigned: false } },
    })
    renderRoute("/projects/:projectId/data-catalog/types", <ElementTypeListPage projectId={1} />, "/projects/1/data-catalog/types")
    fireEvent.click(await screen.findByRole("button", { name: "Merkmale von Türtyp anzeigen" }))
    const list = await screen.findByRole("list", { name: "Merkmale von Türtyp" })
    expect(within(list).getByText("FireRating")).toBeTruthy()
    const pick = screen.getByRole("combobox", { name: "Merkmal wählen …" })
    expect(within(pick).getAllByRole("option").map((o) => o.textContent)).toEqual(["Merkmal wählen …", "ThermalTransmittance"])
    fireEvent.change(pick, { target: { value: "82" } })
    fireEvent.click(screen.getByRole("button", { name: "Zuordnen" }))
    await waitFor(() => expect(sent("POST")).toHaveLength(1))
    expect(sent("POST")[0]!.body).toEqual({ pty_id: 82 })
    fireEvent.click(screen.getByRole("button", { name: "FireRating entfernen" }))
    await waitFor(() => expect(sent("DELETE")).toHaveLength(1))
  })
})
