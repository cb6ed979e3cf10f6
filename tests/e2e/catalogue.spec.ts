/** The data catalogue's element class list (Fachklassen) in Chromium: mapping problems, filters, create, refusals, a class deleted elsewhere. */
import { describe, expect, it } from "vitest"
import { newProject } from "../support/profile-fixtures"
import { screenshot } from "./support/browser"
import { JOURNEY_TIMEOUT_MS, logIn, settled, until, useJourney } from "./support/journey"

const journey = useJourney()

const mappedIn = (entity: string, predefined_type: string | null = null) =>
  (["IFC2X3", "IFC4", "IFC4X3_ADD2"] as const).map((ifc_version) => ({ ifc_version, entity, predefined_type }))

describe("data catalogue: element classes", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("lists classes with their IFC entities and problems, filters the problems, creates one, refuses to delete a parent, and closes an edit of a class deleted elsewhere", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Projekt mit Datenkatalog")
    const create = async (body: Record<string, unknown>) => {
      const answer = await api.post("/1.2/profile/element_classes", { elc_pro_id: project.pro_id, ...body })
      expect(answer.status, JSON.stringify(answer.body)).toBe(201)
      return answer.body.elc_id as number
    }
    const wall = await create({ elc_name: "Wand", elc_category: "Architektur", elc_ifc: mappedIn("IfcWall") })
    await create({ elc_name: "Tragende Wand", elc_category: "Tragwerk", elc_parent_id: wall, elc_ifc: [{ ifc_version: "IFC4", entity: "IfcWall", predefined_type: "SHEAR" }, { ifc_version: "IFC4X3_ADD2", entity: "IfcWall", predefined_type: "SHEAR" }] })
    const doomed = await create({ elc_name: "Brandmelder", elc_category: "Gebäudetechnik", elc_ifc: [{ ifc_version: "IFC4X3_ADD2", entity: "IfcAlarm", predefined_type: "SMOKE" }] })

    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/data-catalog`)
    await page.waitForURL(`**/projects/${project.pro_id}/data-catalog/main`)
    await until(() => page.getByRole("heading", { name: "Fachklassen", level: 2 }).isVisible()).toBe(true)
    await settled(page)
    await until(() => page.getByText("3 Fachklassen").isVisible()).toBe(true)
    await until(() => page.getByRole("list", { name: "Abbildungsprobleme von Tragende Wand" }).isVisible()).toBe(true)
    await screenshot(page, "catalogue-element-classes")

    await page.getByRole("button", { name: "Nur Abbildungsprobleme" }).click()
    await until(() => page.getByText("2 Fachklassen").isVisible()).toBe(true)
    expect(await page.locator(".bimp-elc-name").allTextContents()).toEqual(["Brandmelder", "Tragende Wand"])
    await page.getByRole("combobox", { name: "Sortierung" }).selectOption("name_desc")
    await until(() => page.locator(".bimp-elc-name").allTextContents()).toEqual(["Tragende Wand", "Brandmelder"])
    await page.getByRole("button", { name: "Alle", exact: true }).click()

    // Create with a mapping in one version: the two others show as problems of the new class.
    await page.getByRole("button", { name: "Fachklasse erfassen" }).first().click()
    const dialog = page.getByRole("dialog", { name: "Fachklasse erfassen" })
    await dialog.getByLabel("Name", { exact: true }).fill("wand")
    // The entity picker offers IFC 4.3's entities as one types; a click takes one, then its predefined types are offered.
    const entity = dialog.getByRole("combobox", { name: "IFC-Entität (IFC4X3_ADD2)" })
    await entity.click()
    await entity.pressSequentially("door")
    const offers = page.getByRole("listbox")
    await until(() => offers.getByRole("option").first().textContent()).toContain("IfcDoor")
    await screenshot(page, "catalogue-entity-picker")
    await offers.getByRole("option", { name: /^IfcDoor\b/ }).first().click()
    expect(await entity.inputValue()).toBe("IfcDoor")
    const type = dialog.getByRole("combobox", { name: "Vordefinierter Typ (IFC4X3_ADD2)" })
    await type.click()
    await type.pressSequentially("gat")
    await until(() => page.getByRole("listbox").getByRole("option").allTextContents()).toEqual(["GATE"])
    await page.keyboard.press("Enter")
    expect(await type.inputValue()).toBe("GATE")
    await dialog.getByRole("button", { name: "Erstellen" }).click()
    await until(() => dialog.getByText(/Eine Fachklasse mit dem Namen «wand» existiert bereits/).first().isVisible()).toBe(true)
    await screenshot(page, "catalogue-name-taken")
    await dialog.getByLabel("Name", { exact: true }).fill("Tür")
    await dialog.getByRole("button", { name: "Erstellen" }).click()
    await until(() => dialog.count()).toBe(0)
    await until(() => page.getByRole("list", { name: "Abbildungsprobleme von Tür" }).isVisible()).toBe(true)

    // A parent cannot go while it has subclasses.
    await page.getByRole("button", { name: "Aktionen für Wand" }).click()
    await page.getByRole("menuitem", { name: "Löschen" }).click()
    const confirm = page.getByRole("alertdialog")
    await confirm.getByRole("button", { name: "Löschen" }).click()
    await until(() => confirm.getByText("Die Fachklasse kann nicht gelöscht werden, solange sie 1 Unterklasse(n) hat.").isVisible()).toBe(true)
    await screenshot(page, "catalogue-delete-parent")
    await page.keyboard.press("Escape")
    await until(() => confirm.count()).toBe(0)

    // Someone else deletes the class being edited: the dialog closes with a note, nothing fails.
    await page.getByRole("button", { name: "Aktionen für Brandmelder" }).click()
    await page.getByRole("menuitem", { name: "Bearbeiten" }).click()
    await until(() => page.getByRole("dialog", { name: "Fachklasse bearbeiten" }).isVisible()).toBe(true)
    expect((await api.delete(`/1.2/profile/element_classes/${doomed}`)).status).toBe(200)
    await until(() => page.getByRole("dialog", { name: "Fachklasse bearbeiten" }).count()).toBe(0)
    await until(() => page.locator(".bimp-toast-info").allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining("Die Fachklasse «Brandmelder» wurde inzwischen gelöscht.")]),
    )
    expect(await page.locator(".bimp-toast-error").count()).toBe(0)
  })

  it("element class types: created with the type-object picker, named by a class, refused while in use, and the list says which class has which type", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Projekt mit Fachklassentypen")
    const wall = await api.post("/1.2/profile/element_classes", { elc_pro_id: project.pro_id, elc_name: "Wand", elc_ifc: mappedIn("IfcWall") })
    expect(wall.status).toBe(201)

    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/data-catalog/main`)
    await page.getByRole("navigation", { name: "Bereiche des Datenkatalogs" }).getByRole("link", { name: "Fachklassentypen" }).click()
    await page.waitForURL(`**/projects/${project.pro_id}/data-catalog/types`)
    await until(() => page.getByText("Noch keine Fachklassentypen").isVisible()).toBe(true)

    await page.getByRole("button", { name: "Fachklassentyp erfassen" }).first().click()
    const dialog = page.getByRole("dialog", { name: "Fachklassentyp erfassen" })
    await dialog.getByLabel("Name", { exact: true }).fill("Wandtyp")
    // The picker offers type objects only: "wall" finds IfcWallType, not IfcWall.
    const entity = dialog.getByRole("combobox", { name: "IFC-Entität (IFC4X3_ADD2)" })
    await entity.click()
    await entity.pressSequentially("wall")
    await until(() => page.getByRole("listbox").getByRole("option").allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^IfcWallType/)]))
    const offered = await page.getByRole("listbox").getByRole("option").allTextContents()
    expect(offered.filter((text) => text.startsWith("IfcWall") && !text.startsWith("IfcWallType"))).toEqual([])
    await page.getByRole("listbox").getByRole("option", { name: /^IfcWallType/ }).click()
    await dialog.getByRole("button", { name: "Erstellen" }).click()
    await until(() => dialog.count()).toBe(0)
    await until(() => page.getByRole("list", { name: "Abbildungsprobleme von Wandtyp" }).isVisible()).toBe(true)
    await screenshot(page, "catalogue-element-types")

    // The class names the type in its dialog; the list says so.
    await page.getByRole("navigation", { name: "Bereiche des Datenkatalogs" }).getByRole("link", { name: "Fachklassen", exact: true }).click()
    await page.getByRole("button", { name: "Aktionen für Wand" }).click()
    await page.getByRole("menuitem", { name: "Bearbeiten" }).click()
    const edit = page.getByRole("dialog", { name: "Fachklasse bearbeiten" })
    await until(() => edit.getByRole("option", { name: "Wandtyp" }).count()).toBe(1)
    await edit.getByLabel("Fachklassentyp").selectOption({ label: "Wandtyp" })
    await edit.getByRole("button", { name: "Speichern" }).click()
    await until(() => edit.count()).toBe(0)
    await until(() => page.getByText("Typ: Wandtyp").isVisible()).toBe(true)

    // In use: the type stays, with the reason.
    await page.goto(`/projects/${project.pro_id}/data-catalog/types`)
    await page.getByRole("button", { name: "Aktionen für Wandtyp" }).click()
    await page.getByRole("menuitem", { name: "Löschen" }).click()
    const confirm = page.getByRole("alertdialog")
    await confirm.getByRole("button", { name: "Löschen" }).click()
    await until(() => confirm.getByText("Der Fachklassentyp kann nicht gelöscht werden, solange 1 Fachklasse(n) ihn verwenden.").isVisible()).toBe(true)
  })

  it("properties: created with the set and property pickers, assigned to a class, inherited by its subclass with the problems on its entity", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Projekt mit Merkmalen")
    const wall = await api.post("/1.2/profile/element_classes", { elc_pro_id: project.pro_id, elc_name: "Wand", elc_ifc: mappedIn("IfcWall") })
    const door = await api.post("/1.2/profile/element_classes", { elc_pro_id: project.pro_id, elc_name: "Wandtür", elc_parent_id: wall.body.elc_id, elc_ifc: mappedIn("IfcDoor") })
    expect([wall.status, door.status]).toEqual([201, 201])

    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/data-catalog/custom-properties`)
    await until(() => page.getByText("Noch keine Merkmale").isVisible()).toBe(true)
    await page.getByRole("button", { name: "Merkmal erfassen" }).first().click()
    const dialog = page.getByRole("dialog", { name: "Merkmal erfassen" })
    await dialog.getByLabel("Name", { exact: true }).fill("Feuerwiderstand")
    const pset = dialog.getByRole("combobox", { name: "Merkmalsset (IFC4X3_ADD2)" })
    await pset.click()
    await pset.pressSequentially("wallcom")
    await page.getByRole("listbox").getByRole("option", { name: "Pset_WallCommon" }).click()
    expect(await pset.inputValue()).toBe("Pset_WallCommon")
    const property = dialog.getByRole("combobox", { name: "Merkmal/Attribut (IFC4X3_ADD2)" })
    await property.click()
    await property.pressSequentially("fire")
    await until(() => page.getByRole("listbox").getByRole("option").allTextContents()).toEqual(["FireRatingIfcLabel"])
    await page.keyboard.press("Enter")
    // The data type picker offers what IFC expects for that property.
    const dataType = dialog.getByRole("combobox", { name: "IFC-Datentyp (IFC4X3_ADD2)" })
    await dataType.click()
    await until(() => page.getByRole("listbox").getByRole("option").allTextContents()).toEqual(["IfcLabel"])
    await page.keyboard.press("Enter")
    await until(() => dataType.inputValue()).toBe("IfcLabel")
    await screenshot(page, "catalogue-property-dialog")
    await dialog.getByRole("button", { name: "Erstellen" }).click()
    await until(() => dialog.count()).toBe(0)
    await until(() => page.getByText("Pset_WallCommon.FireRating").isVisible()).toBe(true)

    // Assigned to the wall, the wall door inherits it, and there the set does not apply to a door.
    await page.getByRole("navigation", { name: "Bereiche des Datenkatalogs" }).getByRole("link", { name: "Fachklassen", exact: true }).click()
    await page.getByRole("button", { name: "Merkmale von Wand anzeigen" }).click()
    const drawer = page.getByRole("region", { name: "Merkmale von Wand" })
    await drawer.getByRole("combobox", { name: "Merkmal wählen …" }).selectOption({ label: "Feuerwiderstand" })
    await drawer.getByRole("button", { name: "Zuordnen" }).click()
    await until(() => drawer.getByRole("list", { name: "Merkmale von Wand" }).getByText("Feuerwiderstand").isVisible()).toBe(true)
    // Escape closes the drawer from where the user was working in it.
    await drawer.getByRole("combobox", { name: /Merkmal wählen|Alle Merkmale/ }).focus()
    await page.keyboard.press("Escape")
    await until(() => drawer.count()).toBe(0)
    await page.getByRole("button", { name: "Merkmale von Wandtür anzeigen" }).click()
    const inherited = page.getByRole("region", { name: "Merkmale von Wandtür" })
    await until(() => inherited.getByText("geerbt von Wand").isVisible()).toBe(true)
    await until(() => inherited.getByText(/Das Merkmalsset «Pset_WallCommon» gilt in IFC4X3_ADD2 nicht für «IfcDoor»/).isVisible()).toBe(true)
    // The drawer slides in: the picture once it has arrived.
    await until(() => inherited.evaluate((element) => element.getBoundingClientRect().right <= window.innerWidth)).toBe(true)
    await screenshot(page, "catalogue-class-properties")
  })

  it("value lists: a list gets its values, is flagged until a property uses it, and a taken value is refused in place", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Projekt mit Wertelisten")
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/data-catalog/value-lists`)
    await page.getByRole("button", { name: "Werteliste erfassen" }).first().click()
    const dialog = page.getByRole("dialog", { name: "Werteliste erfassen" })
    await dialog.getByLabel("Name", { exact: true }).fill("Feuerwiderstand")
    await dialog.getByRole("button", { name: "Erstellen" }).click()
    await until(() => dialog.count()).toBe(0)
    await until(() => page.getByText("ohne Werte").isVisible()).toBe(true)
    const input = page.getByRole("textbox", { name: "Neuer Wert für Feuerwiderstand" })
    for (const value of ["EI 30", "EI 60", "REI 90"]) {
      await input.fill(value)
      await input.press("Enter")
      await until(() => page.getByRole("list", { name: "Werte von Feuerwiderstand" }).getByText(value, { exact: true }).isVisible()).toBe(true)
    }
    await input.fill("ei 60")
    await input.press("Enter")
    await until(() => page.getByText("Der Wert «ei 60» ist in dieser Werteliste bereits enthalten.").isVisible()).toBe(true)
    expect(await page.getByText("ohne Werte").count()).toBe(0)

    // A property that uses the list: it is no longer flagged as unused (live, without a reload).
    const lists = await api.get(`/1.2/profile/value_lists?vls_pro_id=${project.pro_id}`)
    expect((await api.post("/1.2/profile/properties", { pty_pro_id: project.pro_id, pty_name: "FireRating", pty_datatype: "enumeration", pty_vls_id: lists.body[0].vls_id })).status).toBe(201)
    await until(() => page.getByText("von 1 Merkmal verwendet").isVisible()).toBe(true)
    expect(await page.getByText("nicht verwendet").count()).toBe(0)
    await screenshot(page, "catalogue-value-lists")
  })
})
