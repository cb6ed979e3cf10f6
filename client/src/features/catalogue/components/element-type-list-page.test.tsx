import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { emptySession, updateSession } from "../../../lib/session"
import { stubApi } from "../../../testing/api-stub"
import { elementType, ifcEntity } from "../../../testing/dto-fixtures"
import { renderRoute } from "../../../testing/render-route"
import { testUser } from "../../../testing/test-user"
import { ElementTypeListPage } from "./element-type-list-page"

const wallType = elementType(71, "Wandtyp", { elt_ifc: [ifcEntity("IfcWallType")], elt_class_count: 2 })
const doorType = elementType(72, "Türtyp", {
  elt_ifc: [ifcEntity("IfcDoor")],
  elt_problems: [{ ifc_version: "IFC4X3_ADD2", code: "ENTITY_NOT_A_TYPE", severity: "error", message: "Die Entität «IfcDoor» ist in IFC4X3_ADD2 kein Typobjekt; ein Fachklassentyp braucht eines wie «IfcWallType».", details: { entity: "IfcDoor" } }],
})
const LIST = "GET /1.2/profile/element_types?elt_pro_id=1&sort=name_asc"
const open = () => renderRoute("/projects/:projectId/data-catalog/types", <ElementTypeListPage projectId={1} />, "/projects/1/data-catalog/types")

beforeEach(() => updateSession({ accessToken: "token", user: testUser() }))
afterEach(() => {
  cleanup()
  updateSession(emptySession())
})

describe("ElementTypeListPage", () => {
  it("lists each type with its classes, its type object per version and its problems; the catalogue's sections are linked", async () => {
    stubApi({ [LIST]: { status: 200, body: [doorType, wallType] } })
    open()
    const wall = (await screen.findByText("Wandtyp")).closest("tr")!
    expect(within(wall).getByText("2")).toBeTruthy()
    expect(within(wall).getByText("IfcWallType")).toBeTruthy()
    const door = screen.getByText("Türtyp").closest("tr")!
    expect(within(door).getByRole("list", { name: "Abbildungsprobleme von Türtyp" }).textContent).toContain("kein Typobjekt")
    expect(screen.getByText("2 Fachklassentypen")).toBeTruthy()
    const nav = screen.getByRole("navigation", { name: "Bereiche des Datenkatalogs" })
    expect(within(nav).getByRole("link", { name: "Fachklassen" }).getAttribute("href")).toBe("/projects/1/data-catalog/main")
    expect(within(nav).getByRole("link", { name: "Fachklassentypen" }).getAttribute("aria-current")).toBe("page")
  })

  it("creates a type with its IFC type object; a type in use stays, with the server's reason in the dialog", async () => {
    const inUse = "Der Fachklassentyp kann nicht gelöscht werden, solange 2 Fachklasse(n) ihn verwenden."
    const { sent } = stubApi({
      [LIST]: { status: 200, body: [wallType] },
      "POST /1.2/profile/element_types": { status: 201, body: { elt_id: 73, elt_pro_id: 1, elt_name: "Fenstertyp", elt_desc: null, elt_ifc: [], elt_uri: null } },
      "DELETE /1.2/profile/element_types/71": { status: 409, body: { message: inUse, internal_code: "ELT_IN_USE", details: null } },
    })
    open()
    fireEvent.click(await screen.findByRole("button", { name: "Fachklassentyp erfassen" }))
    const dialog = await screen.findByRole("dialog")
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Fenstertyp" } })
    fireEvent.change(within(dialog).getByLabelText("IFC-Entität (IFC4)"), { target: { value: "IfcWindowType" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Erstellen" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(sent("POST")[0]!.body).toEqual({ elt_pro_id: 1, elt_name: "Fenstertyp", elt_desc: null, elt_ifc: [{ ifc_version: "IFC4", entity: "IfcWindowType", predefined_type: null }] })

    fireEvent.click(screen.getByRole("button", { name: "Aktionen für Wandtyp" }))
    fireEvent.click(await screen.findByRole("menuitem", { name: "Löschen" }))
    const confirm = await screen.findByRole("alertdialog")
    fireEvent.click(within(confirm).getByRole("button", { name: "Löschen" }))
    expect(await within(confirm).findByText(inUse)).toBeTruthy()
  })
})
