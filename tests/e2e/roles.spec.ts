/** Renaming and deleting project roles on the roles screens, in Chromium. */
import { describe, expect, it } from "vitest"
import { newActivity, newMilestone, newProcess, newProject, newRole } from "../support/profile-fixtures"
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

  it("given a role linked to an activity and one that is not, then the linked one cannot be deleted and names its activity, the other is deleted from its own page without any error", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Projekt zum Löschen von Rollen")
    const linked = await newRole(api, project.pro_id, "Bauherrschaft", "company")
    const spare = await newRole(api, project.pro_id, "Entbehrliche Rolle", "service")
    const milestone = await newMilestone(api, project.phases.planung, "Vorprojekt")
    const process = await newProcess(api, milestone.mst_id, "Baueingabe")
    await newActivity(api, process.prc_id, "Pläne freigeben", { provider: linked.rop_id })
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)

    await page.goto(`/projects/${project.pro_id}/roles/${linked.rop_id}`)
    await until(() => page.getByRole("heading", { name: "Bauherrschaft" }).isVisible()).toBe(true)
    await settled(page)
    await page.getByRole("button", { name: "Löschen", exact: true }).click()
    const refusal = page.getByRole("alertdialog")
    await until(() => refusal.getByText(/kann nicht gelöscht werden/).isVisible()).toBe(true)
    await until(() => refusal.getByRole("link", { name: "Pläne freigeben" }).isVisible()).toBe(true)
    expect(await refusal.getByRole("button", { name: "Löschen", exact: true }).count()).toBe(0)
    await screenshot(page, "role-delete-linked")
    await refusal.getByRole("button", { name: "Schliessen" }).click()

    await page.goto(`/projects/${project.pro_id}/roles/${spare.rop_id}`)
    await until(() => page.getByRole("heading", { name: "Entbehrliche Rolle" }).isVisible()).toBe(true)
    await settled(page)
    await page.getByRole("button", { name: "Löschen", exact: true }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "Löschen", exact: true }).click()
    await page.waitForURL(`**/projects/${project.pro_id}/roles`)
    await until(() => page.getByRole("heading", { name: "Rollen", level: 2 }).isVisible()).toBe(true)
    await settled(page)
    expect(await page.locator(".bimp-toast-warning, .bimp-toast-error").count()).toBe(0)
    expect(page.url()).not.toContain("not-found")
    await screenshot(page, "role-deleted")

    await page.goto(`/projects/${project.pro_id}/roles/${spare.rop_id}`)
    await page.waitForURL("**/not-found?what=role")
    await until(() => page.getByRole("heading", { name: "Rolle nicht gefunden" }).isVisible()).toBe(true)
    await screenshot(page, "role-not-found")
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
