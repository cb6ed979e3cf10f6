/**
 * Requirements of activities in Chromium (issue 9). From the process page to an activity's
 * requirements: one added with its class, a property of the class and a list of allowed values, edited, the
 * same class asked for again from a second tab refused with the message beside the class, deleted after asking
 * — after which the second tab's requirement goes through — and the comparison with another activity showing
 * it as newly required.
 */
import { describe, expect, it } from "vitest"
import { created, newActivity, newMilestone, newProcess, newProject } from "../support/profile-fixtures"
import { screenshot } from "./support/browser"
import { JOURNEY_TIMEOUT_MS, logIn, settled, until, useJourney } from "./support/journey"

const journey = useJourney()

const CLASS_TAKEN = "Die Fachklasse «Wand» ist in dieser Aktivität bereits gefordert. Bitte ergänzen Sie die bestehende Anforderung."

describe("requirements of an activity", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("added with a property and its allowed values, edited, the same class again refused, deleted after asking, then compared with another activity", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Projekt mit Anforderungen")
    const wall = created(
      await api.post("/1.2/profile/element_classes", { elc_pro_id: project.pro_id, elc_name: "Wand", elc_ifc: [{ ifc_version: "IFC4X3_ADD2", entity: "IfcWall", predefined_type: null }] }),
      "class",
    ) as { elc_id: number }
    const fireRating = created(
      await api.post("/1.2/profile/properties", {
        pty_pro_id: project.pro_id,
        pty_name: "FireRating",
        pty_datatype: "text",
        pty_ifc: [{ ifc_version: "IFC4X3_ADD2", pset: "Pset_WallCommon", property: "FireRating", data_type: "IfcLabel" }],
      }),
      "property",
    ) as { pty_id: number }
    expect((await api.post(`/1.2/profile/element_classes/${wall.elc_id}/properties`, { pty_id: fireRating.pty_id })).status).toBe(201)
    const milestone = await newMilestone(api, project.phases.planung, "Bauprojekt")
    const process = await newProcess(api, milestone.mst_id, "Modell liefern")
    const architecture = await newActivity(api, process.prc_id, "Architekturmodell")
    await newActivity(api, process.prc_id, "Tragwerksmodell")
    const activityPath = `/projects/${project.pro_id}/processes/${process.prc_id}/activities/${architecture.act_id}`

    const { context, page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/processes/${process.prc_id}`)
    await page.getByRole("link", { name: "Architekturmodell" }).click()
    await page.waitForURL(`**${activityPath}`)
    await until(() => page.getByRole("heading", { name: "Architekturmodell" }).isVisible()).toBe(true)
    await until(() => page.getByText("Noch keine Anforderungen").isVisible()).toBe(true)

    // A second tab of the same user starts a requirement for the wall before the first tab saves one.
    const other = await context.newPage()
    await other.goto(activityPath)
    await other.getByRole("button", { name: "Anforderung erfassen" }).first().click()
    const late = other.getByRole("form", { name: "Neue Anforderung" })
    await late.getByRole("menu", { name: "Fachklassen des Projekts" }).getByText("Wand", { exact: true }).click()
    await until(() => late.getByLabel("Name", { exact: true }).inputValue()).toBe("Wand")

    // Added: the class, its property ticked, a list of allowed values.
    await page.getByRole("button", { name: "Anforderung erfassen" }).first().click()
    const editor = page.getByRole("form", { name: "Neue Anforderung" })
    await editor.getByRole("menu", { name: "Fachklassen des Projekts" }).getByText("Wand", { exact: true }).click()
    // Blueprint draws the box over its input.
    await editor.getByRole("checkbox", { name: /FireRating/ }).check({ force: true })
    const facet = editor.getByRole("group", { name: "Facette 1: Merkmal FireRating" })
    await facet.getByRole("combobox", { name: "Wertvorgabe von Merkmal FireRating" }).selectOption("enumeration")
    const values = facet.getByRole("textbox", { name: "Erlaubte Werte von Merkmal FireRating" })
    for (const value of ["EI 30", "EI 60"]) {
      await values.fill(value)
      await values.press("Enter")
    }
    await until(() => facet.getByRole("button", { name: /^Wert «EI \d0» entfernen$/ }).count()).toBe(2)
    await settled(page)
    await screenshot(page, "requirements-editor")
    await editor.getByRole("button", { name: "Erfassen" }).click()
    await until(() => editor.count()).toBe(0)
    const row = page.getByRole("row", { name: /Wand/ })
    await until(() => row.getByRole("cell").allTextContents()).toEqual(["Wand", "WandIfcWall", "erforderlich", "1 Facette", expect.any(String)])
    await settled(page)
    await screenshot(page, "requirements-activity")

    // Edited: a new name; the allowed values are still there when it is opened again.
    await page.getByRole("button", { name: "Anforderung «Wand» bearbeiten" }).click()
    const edit = page.getByRole("form", { name: "Anforderung «Wand»" })
    await until(() => edit.getByRole("button", { name: /^Wert «EI \d0» entfernen$/ }).count()).toBe(2)
    await edit.getByLabel("Name", { exact: true }).fill("Tragende Wände")
    await edit.getByRole("button", { name: "Speichern" }).click()
    await until(() => edit.count()).toBe(0)
    await until(() => page.getByRole("button", { name: "Anforderung «Tragende Wände» bearbeiten" }).isVisible()).toBe(true)

    // The second tab's wall is refused: the activity asks for the wall already, said beside the class.
    await late.getByRole("button", { name: "Erfassen" }).click()
    await until(() => late.getByText(CLASS_TAKEN).isVisible()).toBe(true)
    await screenshot(other, "requirements-class-taken")

    // Deleted after asking; the first requirement gone, the second tab's goes through.
    await page.getByRole("button", { name: "Aktionen für Tragende Wände" }).click()
    await page.getByRole("menuitem", { name: "Löschen" }).click()
    const confirm = page.getByRole("alertdialog")
    await until(() => confirm.getByText("Anforderung «Tragende Wände» mit allen Facetten löschen? Das Löschen ist endgültig.").isVisible()).toBe(true)
    await confirm.getByRole("button", { name: "Löschen" }).click()
    await until(() => page.getByText("Noch keine Anforderungen").isVisible()).toBe(true)
    await late.getByRole("button", { name: "Erfassen" }).click()
    await until(() => late.count()).toBe(0)
    await until(() => page.getByRole("button", { name: "Anforderung «Wand» bearbeiten" }).isVisible()).toBe(true)

    // Compared with the other activity of the process: the wall is newly required.
    await page.getByRole("button", { name: "Vergleichen" }).click()
    await page.waitForURL(`**/projects/${project.pro_id}/requirements/compare?kind=activity&to=${architecture.act_id}`)
    await page.getByLabel("Vorher").selectOption({ label: "Tragwerksmodell" })
    const added = page.getByRole("region", { name: "Neu gefordert" })
    await until(() => added.getByRole("article").allInnerTexts()).toEqual([expect.stringContaining("Wand")])
    await until(() => page.getByRole("status").filter({ hasText: "1 neu" }).isVisible()).toBe(true)
    await settled(page)
    await screenshot(page, "requirements-compare")
    expect(await page.locator(".bimp-toast-error").count()).toBe(0)
  })
})
