/**
 * Creating, editing and deleting a project on the "My projects" screens and the project's header, in Chromium
 * against the product as `npm start` runs it.
 */
import { describe, expect, it } from "vitest"
import { newProject } from "../support/profile-fixtures"
import { screenshot } from "./support/browser"
import { JOURNEY_TIMEOUT_MS, logIn, until, settled, useJourney } from "./support/journey"

const journey = useJourney()

describe("projects", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("given the project list, when a new empty project is created, then its dashboard opens and the list shows it", async () => {
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.waitForURL("**/projects/list")
    await until(() => page.getByRole("heading", { name: "Meine Projekte", level: 2 }).isVisible()).toBe(true)
    await settled(page)
    await screenshot(page, "project-list")

    await page.getByRole("button", { name: "Neues Projekt" }).or(page.getByRole("link", { name: "Neues Projekt" })).first().click()
    await page.waitForURL("**/projects/new")
    await settled(page)
    await page.getByText("Leeres Projekt").click()
    await page.getByLabel("Projektname").fill("Neubau Schulhaus Rosenau")
    await page.getByLabel("Beschreibung").fill("Ein Projekt aus dem End-to-End-Test.")
    await screenshot(page, "new-project")
    await page.getByRole("button", { name: "Projekt erstellen" }).click()

    await page.waitForURL(/\/projects\/\d+\/dashboard$/)
    await until(() => page.locator(".bimp-toast-success").allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining("Projekt «Neubau Schulhaus Rosenau» wurde erstellt.")]),
    )
    await until(() => page.getByRole("heading", { name: "Meilensteinplan" }).isVisible()).toBe(true)

    await page.getByRole("link", { name: "Meine Projekte" }).click()
    await page.waitForURL("**/projects/list")
    await until(() => page.getByRole("article", { name: "Neubau Schulhaus Rosenau" }).isVisible()).toBe(true)
  })

  it("given a new project without a name, when submitted, then the name is asked for and nothing is created", async () => {
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto("/projects/new")
    await settled(page)
    await page.getByText("Leeres Projekt").click()
    await page.getByRole("button", { name: "Projekt erstellen" }).click()
    await until(() => page.getByText("Der Projekt Name darf nicht leer sein.").isVisible()).toBe(true)
    expect(new URL(page.url()).pathname).toBe("/projects/new")
  })

  it("given a project's dashboard, when its header's edit dialog renames it and its delete is confirmed, then the header shows the new name and the list no longer shows it", async () => {
    const project = await newProject(await journey.api(), "Umbau Turnhalle")
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto(`/projects/${project.pro_id}/dashboard`)
    await until(() => page.getByRole("heading", { name: "Umbau Turnhalle", level: 1 }).isVisible()).toBe(true)

    // The dialogs load on first open (components/lazy-dialogs.tsx).
    await page.getByRole("button", { name: "Bearbeiten" }).click()
    const edit = page.getByRole("dialog", { name: "Projekt bearbeiten" })
    await until(() => edit.isVisible()).toBe(true)
    await edit.getByLabel("Projektname").fill("Umbau Turnhalle Nord")
    await edit.getByRole("button", { name: "Speichern" }).click()
    await until(() => page.getByRole("heading", { name: "Umbau Turnhalle Nord", level: 1 }).isVisible()).toBe(true)
    await until(() => edit.isVisible()).toBe(false)

    await page.getByRole("button", { name: "Projekt löschen" }).click()
    const confirm = page.getByRole("alertdialog")
    await until(() => confirm.isVisible()).toBe(true)
    await confirm.getByRole("button", { name: "Projekt löschen" }).click()
    await page.waitForURL("**/projects/list")
    await until(() => page.locator(".bimp-toast-success").allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining("Projekt «Umbau Turnhalle Nord» wurde gelöscht.")]),
    )
    await until(() => page.getByRole("heading", { name: "Meine Projekte", level: 2 }).isVisible()).toBe(true)
    await settled(page)
    await until(() => page.getByRole("article", { name: "Umbau Turnhalle Nord" }).count()).toBe(0)
  })
})
