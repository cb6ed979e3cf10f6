/**
 * The export page in Chromium (issue 10, docs/exports.md): two activities chosen by search, IDS for another IFC
 * version than the project's (the warning), the export followed to its zip with each file's check, downloaded;
 * the project's Excel profile after it; both listed as earlier exports, newest first, with their position; and
 * the activity's IDS dialog downloading through the same export, its file kept as a document too.
 */
import fs from "node:fs"
import { describe, expect, it } from "vitest"
import { created, newActivity, newMilestone, newProcess, newProject } from "../support/profile-fixtures"
import { screenshot } from "./support/browser"
import { JOURNEY_TIMEOUT_MS, logIn, settled, until, useJourney } from "./support/journey"

const journey = useJourney()

describe("the export page", { timeout: JOURNEY_TIMEOUT_MS * 2 }, () => {
  it("exports chosen activities as IDS for IFC2X3 with each file's check, then the Excel profile, lists both, and the IDS dialog's download is kept as an export too", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Projekt mit Exporten")
    const wall = created(
      await api.post("/1.2/profile/element_classes", {
        elc_pro_id: project.pro_id,
        elc_name: "Wand",
        elc_ifc: [
          { ifc_version: "IFC2X3", entity: "IfcWall", predefined_type: null },
          { ifc_version: "IFC4X3_ADD2", entity: "IfcWall", predefined_type: null },
        ],
      }),
      "class",
    ) as { elc_id: number }
    const milestone = await newMilestone(api, project.phases.planung, "Bauprojekt")
    const process = await newProcess(api, milestone.mst_id, "Modell liefern")
    const activities = [await newActivity(api, process.prc_id, "Architekturmodell"), await newActivity(api, process.prc_id, "Tragwerksmodell")]
    for (const activity of activities)
      created(await api.post("/1.2/profile/requirements", { req_act_id: activity.act_id, req_elc_id: wall.elc_id, req_name: "Wände" }), "requirement")
    await newActivity(api, (await newProcess(api, milestone.mst_id, "Kosten schätzen")).prc_id, "Kostenschätzung")

    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/export`)
    await until(() => page.getByRole("heading", { name: "Neuer Export" }).isVisible()).toBe(true)
    await until(() => page.getByText("Noch keine Exporte").isVisible()).toBe(true)
    await settled(page)
    await screenshot(page, "export-page")

    // Chosen activities: the two of «Modell liefern», found by search; IDS for IFC2X3 warns.
    const form = page.getByRole("form", { name: "Neuer Export" })
    await form.getByRole("radio", { name: /Ausgewählte Aktivitäten/ }).check({ force: true })
    await form.getByRole("searchbox", { name: "Aktivitäten durchsuchen" }).fill("modell")
    await until(() => form.getByText("Kostenschätzung").count()).toBe(0)
    await form.getByRole("checkbox", { name: "Alle Aktivitäten von «Modell liefern»" }).check({ force: true })
    await until(() => form.getByText("2 Aktivitäten ausgewählt").isVisible()).toBe(true)
    expect(await form.getByRole("radio", { name: /Excel-Profil/ }).isDisabled()).toBe(true)
    await form.getByRole("radio", { name: "IFC2X3" }).check({ force: true })
    await until(() => form.getByText(/die Vollständigkeit ist nicht garantiert/).isVisible()).toBe(true)
    await form.getByRole("button", { name: "Exportieren" }).click()

    const result = page.getByRole("region", { name: "Export fertig und als Dokument abgelegt" })
    await until(() => result.isVisible(), 60_000).toBe(true)
    await until(() => result.getByText(/_IDS_IFC2X3\.zip$/).isVisible()).toBe(true)
    await until(() => result.getByText(/^(Gültig|Schema-gültig, mit IFC-Hinweisen)$/).isVisible()).toBe(true)
    const checks = result.getByRole("table", { name: "Prüfung pro Datei" }).locator("tbody tr")
    await until(() => checks.evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll("td")).slice(1, 3).map((cell) => cell.textContent?.trim())))).toEqual([
      ["Architekturmodell", "gültig"],
      ["Tragwerksmodell", "gültig"],
    ])
    await until(() => result.getByRole("button", { name: "Herunterladen" }).isEnabled()).toBe(true)
    await settled(page)
    await screenshot(page, "export-result")
    const [zip] = await Promise.all([page.waitForEvent("download"), result.getByRole("button", { name: "Herunterladen" }).click()])
    expect(zip.suggestedFilename()).toMatch(/_IDS_IFC2X3\.zip$/)
    expect(fs.readFileSync((await zip.path())!).subarray(0, 2).toString()).toBe("PK")

    // The whole project's Excel profile; both are earlier exports now, the newest first.
    await form.getByRole("radio", { name: /Ganzes Projekt/ }).check({ force: true })
    await form.getByRole("radio", { name: /Excel-Profil/ }).check({ force: true })
    await form.getByRole("button", { name: "Exportieren" }).click()
    await until(() => result.getByText(/\.xlsx$/).isVisible(), 60_000).toBe(true)
    const earlier = page.getByRole("region", { name: /Frühere Exporte/ })
    const rows = earlier.locator("tbody tr")
    await until(() => rows.count()).toBe(2)
    expect(await rows.nth(0).textContent()).toMatch(/\.xlsx.*Stand: Position \d+/)
    expect(await rows.nth(1).textContent()).toMatch(/_IDS_IFC2X3\.zip.*Stand: Position \d+/)
    await settled(page)
    await screenshot(page, "export-earlier")

    // The activity's IDS dialog downloads through the same export: its file is kept too.
    await page.goto(`/projects/${project.pro_id}/processes/${process.prc_id}/activities/${activities[0]!.act_id}`)
    await page.getByRole("button", { name: "IDS exportieren" }).click()
    const dialog = page.getByRole("dialog")
    await until(() => dialog.getByText("Gültig", { exact: true }).isVisible()).toBe(true)
    const [ids] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), dialog.getByRole("button", { name: "Herunterladen" }).click()])
    expect(ids.suggestedFilename()).toMatch(/Architekturmodell\.ids$/)
    expect(fs.readFileSync((await ids.path())!).toString()).toContain("standards.buildingsmart.org/IDS")
    await until(() => dialog.getByText("Export fertig und als Dokument abgelegt").isVisible()).toBe(true)
    await screenshot(page, "export-ids-dialog")
    await page.goto(`/projects/${project.pro_id}/documents`)
    await until(() => page.locator("tbody tr").count()).toBe(3)
    expect(await page.locator("tbody tr").nth(0).textContent()).toMatch(/Architekturmodell\.ids.*ExportStand: Position \d+/)
  })
})
