/// <reference lib="dom" />
/**
 * Single sign-on in Chromium: the product (as `npm start` runs it) configured by discovery against a real
 * OpenID provider (`oidc-provider`) on loopback; the whole browser flow — authorization code with PKCE,
 * the provider's login and consent pages, the redirect back — and the no-customer-role logout path.
 */
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestProvider, type TestProvider } from "../support/oidc-provider"
import { screenshot } from "./support/browser"
import { JOURNEY_TIMEOUT_MS, settled, until, useJourney } from "./support/journey"

let provider: TestProvider
beforeAll(async () => {
  // The product's address is known only once it runs: the redirect URIs are set after it started.
  provider = await startTestProvider({ redirectUris: ["http://127.0.0.1/login"] })
  provider.addAccount({ sub: "sso-anna", email: `anna.sso.${Date.now()}@example.ch`, given_name: "Anna", family_name: "Sonnenschein", roles: ["customer", "pro"] })
  provider.addAccount({ sub: "sso-ohne-rolle", email: `ohne.rolle.${Date.now()}@example.ch`, given_name: "Otto", family_name: "Ohnerolle", roles: [] })
})
const journey = useJourney({ env: () => provider.env })
beforeAll(() => {
  const base = journey.product.baseUrl
  provider.setRedirectUris([`${base}/login`], [`${base}/logout`, `${base}/logout/no-customer-role`])
})
afterAll(async () => {
  await provider?.stop()
})

/** The provider's development login form (login = the account's sub, any password), then its consent page. */
const signInAtProvider = async (page: Page, login: string) => {
  await page.waitForURL((url) => url.origin === new URL(provider.issuer).origin)
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill("beliebig")
  await screenshot(page, `sso-provider-login-${login}`)
  await page.locator('button[type="submit"]').click()
  const consent = page.getByRole("button", { name: "Continue" })
  await page.waitForLoadState()
  if (await consent.isVisible().catch(() => false)) await consent.click()
}

describe("single sign-on", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("given an account at the identity provider, when 'Mit SSO anmelden' is chosen, then the provider's login leads back signed in, licensed by the pro role", async () => {
    const { page } = await journey.open()
    await page.goto("/login")
    await page.getByRole("button", { name: "Mit SSO anmelden" }).click()
    await signInAtProvider(page, "sso-anna")

    await page.waitForURL("**/projects/list", { timeout: 30_000 })
    await until(() => page.locator(".bimp-toast-success").allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining("Erfolgreich eingeloggt als Anna Sonnenschein")]),
    )
    await settled(page)
    // The pro role of the provider: no guest banner.
    expect(await page.getByText("Kostenloser Gastzugang").count()).toBe(0)
    await screenshot(page, "sso-signed-in")
  })

  it("given an account without the customer role, when it signs in, then the session is ended at the provider and the no-customer-role page shows", async () => {
    const { page } = await journey.open()
    await page.goto("/login")
    await page.getByRole("button", { name: "Mit SSO anmelden" }).click()
    await signInAtProvider(page, "sso-ohne-rolle")

    // The provider's end-session page may ask to confirm before it redirects back.
    const confirm = page.getByRole("button", { name: /Yes, sign me out/i })
    await until(async () => page.url().includes("/logout/no-customer-role") || (await confirm.isVisible().catch(() => false)), 30_000).toBe(true)
    if (!page.url().includes("/logout/no-customer-role")) await confirm.click()
    await page.waitForURL("**/logout/no-customer-role", { timeout: 30_000 })
    await until(() => page.getByRole("heading", { name: "Kein Kundenkonto gefunden" }).isVisible()).toBe(true)
    await screenshot(page, "sso-no-customer-role")
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k) && localStorage.getItem(k)))).toEqual([])
  })
})
