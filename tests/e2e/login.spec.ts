/**
 * Logging in and out as a user does it, in Chromium against the product as `npm start` runs it; and a
 * session ended by refused tokens on a deep page (spec §4: unauthorized, the page remembered once).
 */
import { describe, expect, it } from "vitest"
import { screenshot } from "./support/browser"
import { JOURNEY_TIMEOUT_MS, logIn, until, useJourney } from "./support/journey"

const journey = useJourney()

describe("login", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("given the login page, when the administrator logs in, then the project list opens with 'Erfolgreich eingeloggt als …'", async () => {
    const { page } = await journey.open()
    await page.goto("/login")
    await until(() => page.getByRole("form", { name: "Anmelden" }).isVisible()).toBe(true)
    await until(() => page.locator("html").getAttribute("lang")).toBe("de-CH")
    await screenshot(page, "login")
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.waitForURL("**/projects/list")
    const toast = page.locator(".bimp-toast-success").filter({ hasText: "Erfolgreich eingeloggt als" })
    expect(await toast.first().textContent()).toContain("Erfolgreich eingeloggt als BIM Profil Administrator")
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" })
    await until(() => nav.getByRole("link", { name: "Meine Projekte" }).isVisible()).toBe(true)
    expect(await nav.getByRole("button", { name: "Benutzermenü" }).textContent()).toContain("BIM Profil Administrator")
    await screenshot(page, "after-login")
  })

  it("given a wrong password, when logging in, then the server's message is shown and the user stays on the login page", async () => {
    const { page } = await journey.open()
    await page.goto("/login")
    await page.getByLabel("E-Mail").fill(journey.product.admin.email)
    await page.getByLabel("Passwort").fill("not-the-password")
    await page.getByRole("button", { name: "Anmelden" }).click()
    await until(() => page.getByRole("alert").textContent()).toBe("Login fehlgeschlagen: E-Mail oder Passwort ist falsch.")
    expect(new URL(page.url()).pathname).toBe("/login")
  })

  it("given no login, when /projects/1/dashboard is visited, then login says it is needed, and after login the user lands on that page", async () => {
    const { page } = await journey.open()
    await page.goto("/projects/1/dashboard")
    await page.waitForURL("**/login")
    await until(() => page.getByText("Für diese Seite ist eine Anmeldung erforderlich.").first().isVisible()).toBe(true)
    await screenshot(page, "login-required")
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.waitForURL("**/projects/1/dashboard")
    await until(() => page.getByRole("navigation", { name: "Hauptnavigation" }).isVisible()).toBe(true)
  })

  it("given a logged-in user on a deep page, when its tokens are no longer valid, then the login page says the session expired, the page is remembered once, and the login leads back to it", async () => {
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.goto("/projects/1/dashboard")
    await until(() => page.getByRole("navigation", { name: "Hauptnavigation" }).isVisible()).toBe(true)
    // Both tokens become worthless (as after a server-side revocation): every call of the page is refused,
    // and so is the refresh; the page's calls fail one after another.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem("bimprofile.session")!)
      localStorage.setItem("bimprofile.session", JSON.stringify({ ...session, accessToken: "ungueltig", refreshToken: "ungueltig" }))
    })
    await page.reload()
    await page.waitForURL("**/login")
    const card = page.locator(".bimp-auth-card")
    await until(() => card.getByRole("status").textContent()).toBe("Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.")
    await screenshot(page, "login-session-expired")
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("bimprofile.session")!).redirectTo)).toBe("/projects/1/dashboard")
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.waitForURL("**/projects/1/dashboard")
    await until(() => page.getByRole("navigation", { name: "Hauptnavigation" }).isVisible()).toBe(true)
  })

  it("given a logged-in user, when the login page is visited, then the project list", async () => {
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.waitForURL("**/projects/list")
    await page.goto("/login")
    await page.waitForURL("**/projects/list")
    expect(await page.getByRole("form", { name: "Anmelden" }).count()).toBe(0)
  })

  it("given a logged-in user, when logging out in the user menu, then 'Erfolgreich abgemeldet' and pages need a login again", async () => {
    const { page } = await journey.open()
    await logIn(page, journey.product.admin.email, journey.product.admin.password)
    await page.getByRole("button", { name: "Benutzermenü" }).click()
    await page.getByRole("menuitem", { name: "Abmelden" }).click()
    await page.waitForURL("**/logout")
    await until(() => page.locator(".bimp-toast-success").allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining("Erfolgreich abgemeldet")]))
    expect(await page.getByRole("navigation", { name: "Hauptnavigation" }).count()).toBe(0)
    await page.goto("/projects/list")
    await page.waitForURL("**/login")
  })
})
