/**
 * The bSDD import in Chromium (issue 9): a dictionary in bSDD's JSON import model chosen on the element class
 * list becomes element classes, and the dialog says what the import added; a broken file fails with the reason.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { newProject } from "../support/profile-fixtures"
import { screenshot } from "./support/browser"
import { JOURNEY_TIMEOUT_MS, logIn, settled, until, useJourney } from "./support/journey"

const journey = useJourney()

const file = (name: string, text: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bimp-bsdd-"))
  const at = path.join(dir, name)
  fs.writeFileSync(at, text)
  return at
}

const dictionary = {
  OrganizationCode: "bimprofile",
  DictionaryCode: "tueren",
  DictionaryName: "Türen und Wände",
  DictionaryVersion: "2.1",
  Classes: [
    { Code: "T", Name: "Tür", ClassType: "Class", RelatedIfcEntityNamesList: ["IfcDoor"], ClassProperties: [{ PropertyCode: "FR", PropertySet: "Pset_DoorCommon" }] },
    { Code: "T.B", Name: "Brandschutztür", ParentClassCode: "T", RelatedIfcEntityNamesList: ["IfcDoor"], ClassProperties: [{ PropertyCode: "FR", PropertySet: "Pset_DoorCommon" }] },
    { Code: "W", Name: "Wand", RelatedIfcEntityNamesList: ["IfcWall"], ClassProperties: [{ PropertyCode: "LB", PropertySet: "Pset_WallCommon" }] },
  ],
  Properties: [
    { Code: "FR", Name: "FireRating", DataType: "String", AllowedValues: [{ Code: "EI30", Value: "EI 30" }, { Code: "EI60", Value: "EI 60" }] },
    { Code: "LB", Name: "LoadBearing", DataType: "Boolean" },
  ],
}

describe("the bSDD import", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("a dictionary becomes element classes, shown with what the import added; a broken file fails with the reason", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Projekt mit bSDD")
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/data-catalog/main`)
    await until(() => page.getByText("Noch keine Fachklassen").isVisible()).toBe(true)

    await page.getByRole("button", { name: "bSDD importieren" }).click()
    const dialog = page.getByRole("dialog", { name: "bSDD-Wörterbuch importieren" })
    await dialog.locator("#upload-file").setInputFiles(file("tueren.json", JSON.stringify(dictionary)))
    await dialog.getByRole("button", { name: "Importieren", exact: true }).click()
    // Two assignments for three class properties: the fire door inherits FireRating from the door.
    await until(() =>
      dialog
        .getByText("Abgeschlossen. Fachklassen: 3 neu, 0 vorhanden. Merkmale: 2 neu, 0 vorhanden. Wertelisten: 1, Merkmalszuordnungen: 2, Klassifikationseinträge: 3.")
        .isVisible(),
    ).toBe(true)
    await screenshot(page, "catalogue-bsdd-completed")
    await dialog.getByRole("button", { name: "Schliessen" }).last().click()
    await until(() => dialog.count()).toBe(0)
    await until(() => page.locator(".bimp-elc-name").allTextContents()).toEqual(["Brandschutztür", "Tür", "Wand"])
    await until(() => page.getByText("3 Fachklassen").isVisible()).toBe(true)
    await settled(page)
    await screenshot(page, "catalogue-bsdd-classes")

    // Not JSON at all: the job fails with the reason, nothing more is stored.
    await page.getByRole("button", { name: "bSDD importieren" }).click()
    await dialog.locator("#upload-file").setInputFiles(file("kaputt.json", "{ das ist kein JSON"))
    await dialog.getByRole("button", { name: "Importieren", exact: true }).click()
    await until(() => dialog.getByText(/^Gescheitert: Die Datei ist kein gültiges JSON \(.+\)\.$/).isVisible()).toBe(true)
    await screenshot(page, "catalogue-bsdd-failed")
    await dialog.getByRole("button", { name: "Schliessen" }).last().click()
    expect(await page.locator(".bimp-elc-name").allTextContents()).toEqual(["Brandschutztür", "Tür", "Wand"])
  })
})
