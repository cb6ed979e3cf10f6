/** Renaming a project role on the roles screen, in Chromium. */
import { describe, expect, it } from "vitest"
import { newProject, newRole } from "../support/profile-fixtures"
import { screenshot } from "./support/browser"
import { JOURNEY_TIMEOUT_MS, logIn, until, settled, useJourney } from "./support/journey"

const journey = useJourney()

describe("roles", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("given a role, when it is renamed in its edit dialog, then the list shows the new name, also after a reload", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Projekt mit Rollen")
    await newRole(api, project.pro_id, "BIM-Koordination", "service")
    await newRole(api, project.pro_id, "Bauherrschaft", "company")
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/roles`)
    await until(() => page.getByRole("heading", { name: "Rollen", level: 2 }).isVisible()).toBe(true)
    await settled(page)
    await until(() => page.getByRole("link", { name: "BIM-Koordination" }).isVisible()).toBe(true)
    await screenshot(page, "roles")

    await page.getByRole("button", { name: "Aktionen für Rolle «BIM-Koordination»" }).click()
    await page.getByRole("menuitem", { name: "Bearbeiten" }).click()
    const dialog = page.getByRole("dialog", { name: "Rolle bearbeiten" })
    const name = dialog.getByLabel("Rollenname")
    await name.fill("")
    await dialog.getByRole("button", { name: "Speichern" }).click()
    await until(() => dialog.getByText("Der Rollen Name darf nicht leer sein.").isVisible()).toBe(true)

    await name.fill("BIM-Gesamtkoordination")
    await dialog.getByRole("button", { name: "Speichern" }).click()
    await until(() => dialog.count()).toBe(0)
    await until(() => page.locator(".bimp-toast-success").allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining("Rolle «BIM-Gesamtkoordination» wurde gespeichert.")]),
    )
    await until(() => page.getByRole("link", { name: "BIM-Gesamtkoordination" }).isVisible()).toBe(true)
    expect(await page.getByRole("link", { name: "BIM-Koordination", exact: true }).count()).toBe(0)

    await page.reload()
    await until(() => page.getByRole("link", { name: "BIM-Gesamtkoordination" }).isVisible()).toBe(true)
  })

  it("given a role name that another role has, when renamed to it, then the dialog says so and stays open", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Projekt mit gleichen Rollen")
    await newRole(api, project.pro_id, "Fachplaner HLK", "service")
    await newRole(api, project.pro_id, "Fachplaner Elektro", "service")
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/roles`)
    await page.getByRole("button", { name: "Aktionen für Rolle «Fachplaner HLK»" }).click()
    await page.getByRole("menuitem", { name: "Bearbeiten" }).click()
    const dialog = page.getByRole("dialog", { name: "Rolle bearbeiten" })
    await dialog.getByLabel("Rollenname").fill("Fachplaner Elektro")
    await dialog.getByRole("button", { name: "Speichern" }).click()
    await until(() => dialog.locator(".bp6-form-helper-text, [role=alert]").allTextContents()).not.toEqual([])
    expect(await dialog.isVisible()).toBe(true)
  })
})
