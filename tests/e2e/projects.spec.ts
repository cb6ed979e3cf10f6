/**
 * Creating a project on the "My projects" screens, in Chromium against the product as `npm start` runs it.
 */
import { describe, expect, it } from "vitest"
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
})
