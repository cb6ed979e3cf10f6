/**
 * The data catalogue's lists in Chromium (issue 9): a classification system created, given items by hand and
 * by uploading a CSV (a faulty file refused with its line, a good one completed with what it added), shown as
 * a tree; a property set's property with its enumeration values; group and material lists, and a list
 * deleted by someone else while its dialog is open.
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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bimp-upload-"))
  const at = path.join(dir, name)
  fs.writeFileSync(at, text)
  return at
}

describe("data catalogue: lists", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("classifications: created with its edition, an item added under another by code, a faulty upload refused with its line, a good one imported as a tree", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Projekt mit Klassifikation")
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/data-catalog/classifications`)
    await until(() => page.getByText("Noch keine Klassifikationen").isVisible()).toBe(true)

    await page.getByRole("button", { name: "Klassifikation erfassen" }).first().click()
    const create = page.getByRole("dialog", { name: "Klassifikation erfassen" })
    await create.getByLabel("Name", { exact: true }).fill("eBKP-H")
    await create.getByLabel("Ausgabe", { exact: true }).fill("2020")
    await create.getByLabel("Ausgabedatum").fill("2020-01-01")
    await create.getByLabel("Herausgeber").fill("CRB")
    await create.getByRole("button", { name: "Erstellen" }).click()
    await until(() => create.count()).toBe(0)
    await until(() => page.getByRole("heading", { name: "eBKP-H", level: 2 }).isVisible()).toBe(true)
    expect(page.url()).toMatch(/\?list=\d+$/)

    // By hand: C, then C02 under it by its code (a code the system lacks is refused beside the field).
    for (const [code, name, parent] of [["C", "Konstruktion Gebäude", ""], ["C02", "Wandkonstruktion", "X"]] as const) {
      await page.getByRole("button", { name: "Eintrag hinzufügen" }).click()
      const dialog = page.getByRole("dialog", { name: "Klassifikationseintrag hinzufügen" })
      await dialog.getByLabel("Code", { exact: true }).fill(code)
      await dialog.getByLabel("Name", { exact: true }).fill(name)
      await dialog.getByLabel("Übergeordneter Code").fill(parent)
      await dialog.getByRole("button", { name: "Erstellen" }).click()
      if (parent === "X") {
        await until(() => dialog.getByText("Den Code «X» gibt es in dieser Klassifikation nicht.").isVisible()).toBe(true)
        await dialog.getByLabel("Übergeordneter Code").fill("c")
        await dialog.getByRole("button", { name: "Erstellen" }).click()
      }
      await until(() => dialog.count()).toBe(0)
    }
    await until(() => page.getByText("2 Einträge").first().isVisible()).toBe(true)

    // A faulty file: the job fails with the line and the reason; nothing is stored.
    await page.getByRole("button", { name: "Datei hochladen" }).click()
    const upload = page.getByRole("dialog", { name: "Klassifikation «eBKP-H» hochladen" })
    await upload.locator("#upload-file").setInputFiles(file("doppelt.csv", "code;name;parent_code\nC02.01;Aussenwand;C02\nc02.01;Nochmals;C02\n"))
    await upload.getByRole("button", { name: "Hochladen", exact: true }).click()
    await until(() => upload.getByText("Gescheitert: Zeile 3: Der Code «c02.01» kommt in der Datei doppelt vor (auch Zeile 2).").isVisible()).toBe(true)
    await screenshot(page, "catalogue-upload-failed")

    // A good one: completed with what it added and changed; the list shows the tree.
    await upload.getByRole("button", { name: "Weitere Datei" }).click()
    await upload.locator("#upload-file").setInputFiles(
      file("ebkp.csv", "code;name;long_name;description;parent_code\nC02;Wandkonstruktion;Wände;;C\nC02.01;Aussenwand;;;C02\nC02.02;Innenwand;;;C02\nC01;Fundament;;;C\n"),
    )
    await upload.getByRole("button", { name: "Hochladen", exact: true }).click()
    await until(() => upload.getByText("Abgeschlossen. 4 Zeilen gelesen: 3 neu, 1 geändert.").isVisible()).toBe(true)
    await screenshot(page, "catalogue-upload-completed")
    await upload.getByRole("button", { name: "Schliessen" }).last().click()
    await until(() => page.getByText("5 Einträge").first().isVisible()).toBe(true)
    const table = page.getByRole("table")
    await until(() => table.locator("tbody tr td:first-child").allTextContents()).toEqual(["C", "C01", "C02", "C02.01", "C02.02"])
    await settled(page)
    await screenshot(page, "catalogue-classifications")

    // An entry with entries under it stays.
    await page.getByRole("button", { name: "Aktionen für C02", exact: true }).click()
    await page.getByRole("menuitem", { name: "Löschen" }).click()
    const confirm = page.getByRole("alertdialog")
    await confirm.getByRole("button", { name: "Löschen" }).click()
    await until(() => confirm.getByText("Der Klassifikationseintrag kann nicht gelöscht werden, solange 2 Einträge unter ihm stehen.").isVisible()).toBe(true)
    expect(await page.locator(".bimp-toast-error").count()).toBe(0)
  })

  it("property sets, group and material lists: a property with enumeration values; a list deleted elsewhere closes its dialog with a note", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Projekt mit Listen")
    const materials = await api.post("/1.2/profile/material_lists", { mtl_pro_id: project.pro_id, mtl_name: "Baustoffe" })
    expect(materials.status).toBe(201)
    for (const [name, category] of [["Beton C30/37", "Mineralisch"], ["Brettschichtholz GL24h", "Holz"]])
      expect((await api.post(`/1.2/profile/material_lists/${materials.body.mtl_id}/items`, { mti_name: name, mti_category: category })).status).toBe(201)
    const groups = await api.post("/1.2/profile/group_lists", { grl_pro_id: project.pro_id, grl_name: "Brandabschnitte" })
    expect(groups.status).toBe(201)

    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/data-catalog/custom-properties`)
    await page.getByRole("link", { name: "Merkmalsgruppen" }).click()
    await page.waitForURL("**/custom-properties?view=sets")
    await page.getByRole("button", { name: "Merkmalsgruppe erfassen" }).first().click()
    const set = page.getByRole("dialog", { name: "Merkmalsgruppe erfassen" })
    await set.getByLabel("Name", { exact: true }).fill("CH_Brandschutz")
    await set.getByRole("button", { name: "Erstellen" }).click()
    await until(() => set.count()).toBe(0)
    await page.getByRole("button", { name: "Merkmal hinzufügen" }).click()
    const property = page.getByRole("dialog", { name: "Merkmal der Gruppe hinzufügen" })
    await property.getByLabel("Name", { exact: true }).fill("VKF-Klasse")
    await property.getByLabel("Wertart").selectOption("enumeration")
    await property.getByLabel("Aufzählungswerte").fill("EI 30 | Feuerwiderstand 30 Minuten\nEI 60\nREI 90")
    await property.getByRole("button", { name: "Erstellen" }).click()
    await until(() => property.count()).toBe(0)
    const row = page.getByRole("row", { name: /VKF-Klasse/ })
    await until(() => row.locator(".bimp-list-value").allTextContents()).toEqual(["EI 30", "EI 60", "REI 90"])
    await settled(page)
    await screenshot(page, "catalogue-property-sets")

    await page.getByRole("link", { name: "Materiallisten" }).click()
    await until(() => page.getByRole("cell", { name: "Brettschichtholz GL24h", exact: true }).isVisible()).toBe(true)
    await settled(page)
    await screenshot(page, "catalogue-material-lists")

    // Someone else deletes the group list being edited: the dialog closes with a note.
    await page.getByRole("link", { name: "Gruppierungen" }).click()
    await page.getByRole("button", { name: "Aktionen für Brandabschnitte" }).click()
    await page.getByRole("menuitem", { name: "Bearbeiten" }).click()
    await until(() => page.getByRole("dialog", { name: "Gruppenliste bearbeiten" }).isVisible()).toBe(true)
    expect((await api.delete(`/1.2/profile/group_lists/${groups.body.grl_id}`)).status).toBe(200)
    await until(() => page.getByRole("dialog", { name: "Gruppenliste bearbeiten" }).count()).toBe(0)
    await until(() => page.locator(".bimp-toast-info").allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining("Die Gruppenliste «Brandabschnitte» wurde inzwischen gelöscht.")]))
    await until(() => page.getByText("Noch keine Gruppenlisten").isVisible()).toBe(true)
    expect(await page.locator(".bimp-toast-error").count()).toBe(0)
  })
})
