/**
 * The shell around every screen, in Chromium: status pages, maintenance, the locale switch, the developer
 * panel and the footer.
 */
import { describe, expect, it } from "vitest"
import { screenshot } from "./support/browser"
import { JOURNEY_TIMEOUT_MS, logIn, until, useJourney } from "./support/journey"

const journey = useJourney()

describe("shell", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("given /licence-required, then the licence page with its text and the upgrade link", async () => {
    const { page } = await journey.open()
    await page.goto("/licence-required")
    await until(() => page.getByRole("heading", { name: "Lizenz erforderlich" }).isVisible()).toBe(true)
    expect(await page.getByText("Sie benötigen eine gültige Lizenz für den Zugriff auf diese Seite.").isVisible()).toBe(true)
    // Blueprint's AnchorButton: a link that presents itself as a button.
    expect(await page.getByRole("button", { name: "Jetzt auf Pro upgraden" }).getAttribute("href")).toMatch(/^https:\/\//)
    await screenshot(page, "licence-required")
  })

  it("given a logged-in user, when an unknown address is visited, then the not-found page lists the projects available", async () => {
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto("/no/such/page")
    await page.waitForURL("**/not-found")
    await until(() => page.getByRole("heading", { name: "Seite nicht gefunden" }).isVisible()).toBe(true)
    const alternatives = page.getByRole("navigation", { name: "Diese Projekte stehen Ihnen zur Verfügung" })
    await until(() => alternatives.getByRole("link").count()).toBeGreaterThan(0)
    await screenshot(page, "not-found")
  })

  it("given /status/info answers 503, then the maintenance page and no navigation", async () => {
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.route("**/status/info", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Wartung", internal_code: "MAINTENANCE", details: null }) }),
    )
    await page.goto("/projects/list")
    await page.waitForURL("**/maintenance")
    await until(() => page.getByRole("heading", { name: "Wartungsarbeiten" }).isVisible()).toBe(true)
    expect(await page.getByRole("navigation", { name: "Hauptnavigation" }).count()).toBe(0)
    await screenshot(page, "maintenance")

    // The server is back: "Erneut versuchen" leads on to the project list.
    await page.unroute("**/status/info")
    await page.getByRole("button", { name: "Erneut versuchen" }).click()
    await page.waitForURL("**/projects/list")
    await until(() => page.getByRole("navigation", { name: "Hauptnavigation" }).isVisible()).toBe(true)
  })

  it("given the user menu, when FR is chosen, then the texts are French, <html lang> is fr-CH, and it stays so after a reload", async () => {
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.getByRole("button", { name: "Benutzermenü" }).click()
    await page.getByRole("menuitem", { name: "Französisch" }).click()
    const nav = page.getByRole("navigation", { name: "Navigation principale" })
    await until(() => nav.getByRole("link", { name: "Mes projets" }).isVisible()).toBe(true)
    expect(await nav.getByRole("link", { name: "Modèles de projet" }).isVisible()).toBe(true)
    expect(await page.locator("html").getAttribute("lang")).toBe("fr-CH")
    expect(await page.locator("footer").textContent()).toContain("Mentions légales")
    await screenshot(page, "project-list-fr")
    await page.reload()
    await until(() => page.getByRole("link", { name: "Mes projets" }).isVisible()).toBe(true)
    expect(await page.locator("html").getAttribute("lang")).toBe("fr-CH")
    // In French, the current locale is the one not clickable.
    await page.getByRole("button", { name: "Menu utilisateur" }).click()
    expect(await page.getByRole("menuitem", { name: "Français" }).getAttribute("aria-disabled")).toBe("true")
  })

  it("given Ctrl+D, then the developer panel shows the environment and the API base; Ctrl+D again hides it", async () => {
    const { page } = await journey.open()
    await page.goto("/login")
    await until(() => page.getByRole("form", { name: "Anmelden" }).isVisible()).toBe(true)
    await page.keyboard.press("Control+d")
    const panel = page.getByLabel("Entwickler-Panel")
    await until(() => panel.isVisible()).toBe(true)
    const text = await panel.textContent()
    expect(text).toContain("production")
    expect(text).toContain(`${journey.product.baseUrl}/1.2`)
    await screenshot(page, "developer-panel")
    await page.keyboard.press("Control+d")
    await until(() => panel.count()).toBe(0)
  })

  it("given any page, then the footer shows support, hours, copyright and the backend and frontend versions", async () => {
    const { page } = await journey.open()
    await page.goto("/about")
    const footer = page.locator("footer")
    await until(() => footer.textContent()).toContain("Backend 1.2.17")
    const text = await footer.textContent()
    expect(text).toContain("Frontend 1.2.19")
    expect(text).toContain("© 2020-2025")
    expect(text).toContain("support@bimprofile.ch")
    expect(text).toContain("Mo–Do")
    await until(() => page.getByRole("heading", { name: "Versionshinweise" }).isVisible()).toBe(true)
    await screenshot(page, "about")
  })
})
