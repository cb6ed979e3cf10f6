/**
 * The applicability of a requirement in Chromium: a requirement for the wall class narrowed to shear walls —
 * an IFC entity with its predefined type picked from IFC, and a material —, saved, shown again when opened, one
 * condition removed and the other kept exactly.
 */
import { describe, expect, it } from "vitest"
import { created, list, newActivity, newMilestone, newProcess, newProject } from "../support/profile-fixtures"
import { screenshot } from "./support/browser"
import { JOURNEY_TIMEOUT_MS, logIn, settled, until, useJourney } from "./support/journey"

const journey = useJourney()

describe("requirements: the applicability", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("adds an IFC entity with its predefined type and a material to a requirement's applicability, saves it, sees it again and removes one", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Projekt mit Bedingungen")
    created(
      await api.post("/1.2/profile/element_classes", { elc_pro_id: project.pro_id, elc_name: "Wand", elc_ifc: [{ ifc_version: "IFC4X3_ADD2", entity: "IfcWall", predefined_type: null }] }),
      "class",
    )
    const milestone = await newMilestone(api, project.phases.planung, "Bauprojekt")
    const process = await newProcess(api, milestone.mst_id, "Modell liefern")
    const activity = await newActivity(api, process.prc_id, "Tragwerksmodell")

    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/processes/${process.prc_id}/activities/${activity.act_id}`)
    await until(() => page.getByText("Noch keine Anforderungen").isVisible()).toBe(true)
    await page.getByRole("button", { name: "Anforderung erfassen" }).first().click()
    const editor = page.getByRole("form", { name: "Neue Anforderung" })
    await editor.getByRole("menu", { name: "Fachklassen des Projekts" }).getByText("Wand", { exact: true }).click()
    await editor.getByLabel("Name", { exact: true }).fill("Schubwände")

    // An entity with its predefined type, offered by IFC as typed.
    const conditions = editor.getByRole("region", { name: "Weitere Bedingungen (Anwendbarkeit)" })
    await conditions.getByRole("button", { name: "Bedingung hinzufügen" }).click()
    await page.getByRole("menuitem", { name: /Entität/ }).click()
    const entity = conditions.getByRole("group", { name: /^Bedingung 1: Entität/ })
    await entity.getByLabel("IFC-Entität (IFC4X3_ADD2)").fill("IfcWal")
    await until(() => page.getByRole("option", { name: /^IfcWall\b/ }).isVisible()).toBe(true)
    await page.getByRole("option", { name: /^IfcWall\b/ }).dispatchEvent("click")
    await entity.getByLabel("Vordefinierter Typ").fill("SH")
    // The list arrives while the drawer settles, and a pointer click may land on it mid-move: the option's own click.
    await until(() => page.getByRole("option", { name: "SHEAR" }).isVisible()).toBe(true)
    await page.getByRole("option", { name: "SHEAR" }).dispatchEvent("click")
    await until(() => entity.getByLabel("Vordefinierter Typ").inputValue()).toBe("SHEAR")

    // A material, with its value.
    await conditions.getByRole("button", { name: "Bedingung hinzufügen" }).click()
    await page.getByRole("menuitem", { name: /Material/ }).click()
    const material = conditions.getByRole("group", { name: "Bedingung 2: Material" })
    await material.getByRole("combobox", { name: "Wertvorgabe von Material" }).selectOption("simple")
    await material.getByRole("textbox", { name: "Wert von Material" }).fill("Stahlbeton")
    await settled(page)
    await screenshot(page, "requirement-applicability-editor")
    await editor.getByRole("button", { name: "Erfassen" }).click()
    await until(() => editor.count()).toBe(0)

    const saved = await list(api, `/1.2/profile/requirements?req_act_id=${activity.act_id}`)
    expect(saved.map((r) => r.req_applicability)).toEqual([
      [
        { facet: "entity", name: { simple: "IfcWall" }, predefined_type: { simple: "SHEAR" } },
        { facet: "material", value: { simple: "Stahlbeton" } },
      ],
    ])

    // Opened again: the conditions as saved; the material removed, the entity kept exactly.
    await page.getByRole("button", { name: "Anforderung «Schubwände» bearbeiten" }).click()
    const edit = page.getByRole("form", { name: "Anforderung «Schubwände»" })
    const again = edit.getByRole("region", { name: "Weitere Bedingungen (Anwendbarkeit)" })
    await until(() => again.getByRole("group").evaluateAll((groups) => groups.map((g) => g.getAttribute("aria-label")))).toEqual([
      "Bedingung 1: Entität IfcWall",
      "Bedingung 2: Material",
    ])
    expect(await again.getByLabel("Vordefinierter Typ").inputValue()).toBe("SHEAR")
    // The drawer slid in whole.
    await until(async () => {
      const box = await edit.getByRole("button", { name: "Speichern" }).boundingBox()
      return box !== null && box.x + box.width <= (page.viewportSize()?.width ?? 0)
    }).toBe(true)
    await settled(page)
    await screenshot(page, "requirement-applicability-saved")
    await again.getByRole("button", { name: "Material entfernen" }).click()
    await edit.getByRole("button", { name: "Speichern" }).click()
    await until(() => edit.count()).toBe(0)
    await until(async () => (await list(api, `/1.2/profile/requirements?req_act_id=${activity.act_id}`)).map((r) => r.req_applicability)).toEqual([
      [{ facet: "entity", name: { simple: "IfcWall" }, predefined_type: { simple: "SHEAR" } }],
    ])
    expect(await page.locator(".bimp-toast-error").count()).toBe(0)
  })
})
