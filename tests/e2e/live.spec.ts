/**
 * Live updates across browsers: a change made in one browser context (its own storage, as a second
 * user or machine) appears in another without a reload.
 */
import { describe, expect, it } from "vitest"
import { newMilestone, newProject, newRole } from "../support/profile-fixtures"
import { JOURNEY_TIMEOUT_MS, logIn, until, settled, useJourney } from "./support/journey"

const journey = useJourney()

describe("live updates", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("given two browsers on the same dashboard, when one adds a milestone, then the other shows it without reloading", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Live-Projekt")
    await newMilestone(api, project.phases.konzeption, "Schon da")
    const first = await journey.open()
    const second = await journey.open()
    for (const { page } of [first, second]) {
      await logIn(page, journey.product.admin.email, journey.product.admin.password)
      await page.goto(`/projects/${project.pro_id}/dashboard`)
      await until(() => page.getByRole("listitem", { name: "Schon da" }).isVisible()).toBe(true)
      await settled(page)
    }
    let reloaded = false
    second.page.on("load", () => (reloaded = true))

    await first.page.getByRole("button", { name: "Meilenstein hinzufügen", exact: true }).click()
    const dialog = first.page.getByRole("dialog", { name: "Meilenstein erstellen" })
    await dialog.getByLabel("Name", { exact: true }).fill("Aus dem anderen Browser")
    await dialog.getByRole("button", { name: "Erstellen" }).click()
    await until(() => first.page.getByRole("listitem", { name: "Aus dem anderen Browser" }).isVisible()).toBe(true)

    await until(() => second.page.getByRole("listitem", { name: "Aus dem anderen Browser" }).isVisible()).toBe(true)
    expect(reloaded).toBe(false)
  })

  it("given the roles list open, when someone else renames a role, then the list shows the new name without a reload", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Live-Rollen")
    const role = await newRole(api, project.pro_id, "Vor dem Umbenennen", "service")
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/roles`)
    await until(() => page.getByRole("link", { name: "Vor dem Umbenennen" }).isVisible()).toBe(true)
    const renamed = await api.patch(`/1.2/profile/roles_project/${role.rop_id}`, { rop_name: "Nach dem Umbenennen" })
    expect(renamed.status).toBe(200)
    await until(() => page.getByRole("link", { name: "Nach dem Umbenennen" }).isVisible()).toBe(true)
  })
})
