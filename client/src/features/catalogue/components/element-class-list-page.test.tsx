import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { changeLocale } from "../../../lib/i18n"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { elementClass, elementType, ifcEntity } from "../../../testing/dto-fixtures"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { ElementClassListPage } from "./element-class-list-page"

/** Filed under a discipline and mapped to a shear wall in the two newer versions. */
const catalogued = {
  elc_category: "Architektur",
  elc_ifc: [ifcEntity("IfcWall", "IFC2X3"), ifcEntity("IfcWall", "IFC4", "SHEAR"), ifcEntity("IfcWall", "IFC4X3_ADD2", "SHEAR")],
}
const unicorn = elementClass(8, "Einhorn", {
  elc_category: "Architektur",
  elc_parent_id: 7,
  elc_ifc: [ifcEntity("IfcUnicorn")],
  elc_problems: [
    { ifc_version: "IFC2X3", code: "ENTITY_MAPPING_MISSING", severity: "error", message: "IFC2X3: Keine IFC-Entität abgebildet.", details: {} },
    { ifc_version: "IFC4X3_ADD2", code: "ENTITY_UNKNOWN", severity: "error", message: "IFC4X3_ADD2: Die Entität IfcUnicorn gibt es nicht.", details: { entity: "IfcUnicorn" } },
  ],
})
const wall = elementClass(7, "Wand", { ...catalogued, elc_elt_id: 71 })
const wallType = elementType(71, "Wandtyp", { elt_class_count: 1 })
const typesRoute = { "GET /1.2/profile/element_types?elt_pro_id=1&sort=name_asc": { status: 200, body: [wallType] } }
const list = (query: string) => `GET /1.2/profile/element_classes?elc_pro_id=1&${query}`
const open = () => renderRoute("/projects/:projectId/data-catalog/main", <ElementClassListPage projectId={1} />, "/projects/1/data-catalog/main")

beforeEach(() => updateSession({ accessToken: "token", user: testUser() }))
afterEach(async () => {
  cleanup()
  updateSession(emptySession())
  await changeLocale("de-CH")
})

describe("ElementClassListPage", () => {
  it("shows each class with its entity per IFC version, its parent and its mapping problems; the problems filter asks the server for those only", async () => {
    const { sent } = stubApi({
      ...typesRoute,
      [list("sort=name_asc&filter=all")]: { status: 200, body: [unicorn, wall] },
      [list("sort=name_asc&filter=problems")]: { status: 200, body: [unicorn] },
      [list("sort=name_desc&filter=problems")]: { status: 200, body: [unicorn] },
    })
    open()
    const row = (await screen.findByText("Einhorn")).closest("tr")!
    expect(within(row).getByText("unter Wand")).toBeTruthy()
    expect(within(row).getByText("IfcUnicorn")).toBeTruthy()
    expect(within(row).getAllByText("nicht abgebildet")).toHaveLength(2)
    const problems = within(row).getByRole("list", { name: "Abbildungsprobleme von Einhorn" })
    expect(within(problems).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "IFC2X3: Keine IFC-Entität abgebildet.",
      "IFC4X3_ADD2: Die Entität IfcUnicorn gibt es nicht.",
    ])
    const wallRow = screen.getByText("Wand", { selector: ".bimp-elc-name" }).closest("tr")!
    expect(within(wallRow).getAllByText("IfcWall.SHEAR")).toHaveLength(2)
    expect(await within(wallRow).findByText("Typ: Wandtyp")).toBeTruthy()
    expect(screen.getByText("2 Fachklassen")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Nur Abbildungsprobleme" }))
    await waitFor(() => expect(screen.getByText("1 Fachklasse")).toBeTruthy())
    fireEvent.change(screen.getByRole("combobox", { name: "Sortierung" }), { target: { value: "name_desc" } })
    await waitFor(() => expect(sent("GET").map((c) => c.path)).toContain("/1.2/profile/element_classes?elc_pro_id=1&sort=name_desc&filter=problems"))
  })

  it("in French, the problems are worded from their code in French", async () => {
    await changeLocale("fr-CH")
    stubApi({ [list("sort=name_asc&filter=all")]: { status: 200, body: [unicorn, wall] } })
    open()
    const row = (await screen.findByText("Einhorn")).closest("tr")!
    const texts = within(row).getAllByRole("listitem").map((li) => li.textContent)
    expect(texts.join(" ")).not.toContain("gibt es nicht")
    expect(texts[1]).toContain("IfcUnicorn")
  })

  it("creates a class with its mapping; a taken name stays in the dialog beside the name field", async () => {
    const taken = "Eine Fachklasse mit dem Namen «Wand» existiert bereits im Projekt. Bitte wählen Sie einen anderen Namen."
    const { sent } = stubApi({
      ...typesRoute,
      [list("sort=name_asc&filter=all")]: { status: 200, body: [wall] },
      "POST /1.2/profile/element_classes": [
        { status: 409, body: { message: taken, internal_code: "NAME_TAKEN", details: { elc_name: taken } } },
        { status: 201, body: { elc_id: 9, elc_pro_id: 1, elc_name: "Tür", elc_desc: null, elc_category: null, elc_parent_id: null, elc_ifc: [], elc_uri: null } },
      ],
    })
    open()
    await screen.findByText("Wand")
    fireEvent.click(screen.getByRole("button", { name: "Fachklasse erfassen" }))
    const dialog = await screen.findByRole("dialog")
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Wand" } })
    fireEvent.change(within(dialog).getByLabelText("IFC-Entität (IFC4X3_ADD2)"), { target: { value: "IfcDoor" } })
    await waitFor(() => expect(within(dialog).getByRole("option", { name: "Wandtyp" })).toBeTruthy())
    fireEvent.change(within(dialog).getByLabelText("Fachklassentyp"), { target: { value: "71" } })
    fireEvent.change(within(dialog).getByLabelText("Vordefinierter Typ (IFC4X3_ADD2)"), { target: { value: "GATE" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Erstellen" }))
    expect(await within(dialog).findAllByText(taken)).not.toHaveLength(0)
    expect((within(dialog).getByLabelText("IFC-Entität (IFC4X3_ADD2)") as HTMLInputElement).value).toBe("IfcDoor")
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Tür" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Erstellen" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(sent("POST").at(-1)!.body).toEqual({
      elc_pro_id: 1,
      elc_name: "Tür",
      elc_category: null,
      elc_desc: null,
      elc_ifc: [{ ifc_version: "IFC4X3_ADD2", entity: "IfcDoor", predefined_type: "GATE" }],
      elc_elt_id: 71,
    })
  })

  it("a class with subclasses: the delete dialog shows the server's refusal and stays open", async () => {
    const refusal = "Die Fachklasse kann nicht gelöscht werden, solange sie 1 Unterklasse(n) hat."
    stubApi({
      ...typesRoute,
      [list("sort=name_asc&filter=all")]: { status: 200, body: [unicorn, wall] },
      "DELETE /1.2/profile/element_classes/7": { status: 409, body: { message: refusal, internal_code: "ELC_HAS_CHILDREN", details: null } },
    })
    open()
    await screen.findByText("Einhorn")
    fireEvent.click(screen.getByRole("button", { name: "Aktionen für Wand" }))
    fireEvent.click(await screen.findByRole("menuitem", { name: "Löschen" }))
    const dialog = await screen.findByRole("alertdialog")
    fireEvent.click(within(dialog).getByRole("button", { name: "Löschen" }))
    expect(await within(dialog).findByText(refusal)).toBeTruthy()
  })
})

describe("the IFC pickers of the class dialog", () => {
  const entities = (query: string) => `GET /1.2/profile/ifc/entities?ifc_version=IFC4X3_ADD2&${query}under=IfcObject&limit=30`
  const ifcWall = { ifc_version: "IFC4X3_ADD2", entity: "IfcWall", abstract: false, supertype: "IfcBuiltElement", predefined_types: ["SHEAR", "SOLIDWALL", "USERDEFINED", "NOTDEFINED"] }
  const ifcWallStandardCase = { ...ifcWall, entity: "IfcWallStandardCase", supertype: "IfcWall" }
  /** The texts of the offers the input's list shows (the list it controls, not one still fading out). */
  const offersOf = async (input: HTMLElement) => {
    let texts: string[] = []
    await waitFor(() => {
      const listbox = document.getElementById(input.getAttribute("aria-controls")!)
      expect(listbox).not.toBeNull()
      texts = within(listbox!).getAllByRole("option").map((o) => o.textContent ?? "")
    })
    return texts
  }

  it("offer the version's entities as the user types, take one with the keyboard, then offer that entity's predefined types", async () => {
    const { sent } = stubApi({
      ...typesRoute,
      [list("sort=name_asc&filter=all")]: { status: 200, body: [] },
      [entities("")]: { status: 200, body: [ifcWall] },
      [entities("q=wal&")]: { status: 200, body: [ifcWall, ifcWallStandardCase] },
      [entities("q=IfcWallStandardCase&")]: { status: 200, body: [ifcWallStandardCase] },
    })
    open()
    fireEvent.click(await screen.findByRole("button", { name: "Fachklasse erfassen" }))
    const dialog = await screen.findByRole("dialog")
    const entity = within(dialog).getByRole("combobox", { name: "IFC-Entität (IFC4X3_ADD2)" })
    fireEvent.focus(entity)
    fireEvent.change(entity, { target: { value: "wal" } })
    await waitFor(async () => expect(await offersOf(entity)).toEqual(["IfcWallIfcBuiltElement", "IfcWallStandardCaseIfcWall"]))
    fireEvent.keyDown(entity, { key: "ArrowDown" })
    fireEvent.keyDown(entity, { key: "Enter" })
    expect((entity as HTMLInputElement).value).toBe("IfcWallStandardCase")
    // The dialog stays open: Enter took the offer instead of submitting.
    expect(sent("POST")).toEqual([])
    const type = within(dialog).getByRole("combobox", { name: "Vordefinierter Typ (IFC4X3_ADD2)" })
    fireEvent.focus(type)
    fireEvent.change(type, { target: { value: "so" } })
    await waitFor(async () => expect(await offersOf(type)).toEqual(["SOLIDWALL"]))
    fireEvent.click(within(document.getElementById(type.getAttribute("aria-controls")!)!).getByRole("option"))
    expect((type as HTMLInputElement).value).toBe("SOLIDWALL")
  })

  it("a text no entity matches says so, and Escape closes the offers but not the dialog", async () => {
    stubApi({
      ...typesRoute,
      [list("sort=name_asc&filter=all")]: { status: 200, body: [] },
      [entities("")]: { status: 200, body: [ifcWall] },
      [entities("q=Einhorn&")]: { status: 200, body: [] },
    })
    open()
    fireEvent.click(await screen.findByRole("button", { name: "Fachklasse erfassen" }))
    const dialog = await screen.findByRole("dialog")
    const entity = within(dialog).getByRole("combobox", { name: "IFC-Entität (IFC4X3_ADD2)" })
    fireEvent.focus(entity)
    fireEvent.change(entity, { target: { value: "Einhorn" } })
    expect(await screen.findByText("Keine IFC-Entität von IFC4X3_ADD2 passt dazu.")).toBeTruthy()
    fireEvent.keyDown(entity, { key: "Escape" })
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull())
    expect(screen.getByRole("dialog")).toBeTruthy()
    expect((entity as HTMLInputElement).value).toBe("Einhorn")
  })
})
