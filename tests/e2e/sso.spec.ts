/// <reference lib="dom" />
/**
 * Single sign-on in Chromium: the product (as `npm start` runs it) configured by discovery against a real
 * OpenID provider (`oidc-provider`) on loopback; the whole browser flow — authorization code with PKCE,
 * the provider's login and consent pages, the redirect back —, the answer exchanged at app start on
 * another page (spec §4 App start), and the no-customer-role logout path.
 */
import type { Page, Route } from "playwright-core"
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

/** Signed in as Anna on the project list, without the provider's answer left in the address. */
const signedInOnProjectList = async (page: Page) => {
  await until(() => page.locator(".bimp-toast-success").allTextContents(), 30_000).toEqual(
    expect.arrayContaining([expect.stringContaining("Erfolgreich eingeloggt als Anna Sonnenschein")]),
  )
  await until(() => page.getByRole("navigation", { name: "Hauptnavigation" }).isVisible()).toBe(true)
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/projects/list")
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

  it("given the provider's answer landing on another page, when the app starts there, then the code is exchanged and the user is signed in on that page", async () => {
    const { page } = await journey.open()
    await page.goto("/login")
    // The provider's redirect back to /login is turned to the project list, answer and all. A redirect the
    // browser follows is not routed again: the provider's own redirects are followed here, up to the answer.
    let answer: URL | undefined
    const providerOrigin = new URL(provider.issuer).origin
    await page.route(
      (url) => url.origin === providerOrigin,
      async (route) => {
        if (!route.request().isNavigationRequest()) return route.continue()
        let response = await route.fetch({ maxRedirects: 0 })
        let target = response.headers()["location"] ? new URL(response.headers()["location"]!, route.request().url()) : undefined
        while (target && target.origin === providerOrigin) {
          response = await page.context().request.get(target.toString(), { maxRedirects: 0 })
          target = response.headers()["location"] ? new URL(response.headers()["location"]!, target) : undefined
        }
        if (!target?.searchParams.has("code")) return route.fulfill({ response })
        answer = target
        await route.fulfill({ status: 303, headers: { location: `${target.origin}/projects/list${target.search}` } })
      },
    )
    await page.getByRole("button", { name: "Mit SSO anmelden" }).click()
    await signInAtProvider(page, "sso-anna")
    await until(() => answer !== undefined, 30_000).toBe(true)
    await page.waitForURL("**/projects/list")
    await page.unrouteAll({ behavior: "ignoreErrors" })
    await signedInOnProjectList(page)
  })

  it("given a stored code (the tab reloaded while it was being exchanged), when the app starts on another page, then the code is exchanged there", async () => {
    const { page } = await journey.open()
    await page.goto("/login")
    // The exchange is held until the tab has gone elsewhere: the code and session state stay stored.
    let held: Route | undefined
    await page.route("**/1.2/auth/login", (route) => void (held = route))
    await page.getByRole("button", { name: "Mit SSO anmelden" }).click()
    await signInAtProvider(page, "sso-anna")
    await until(() => held !== undefined, 30_000).toBe(true)
    // The exchange never reaches the server (the connection drops as the tab reloads).
    await held!.abort()
    await page.unrouteAll()
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("bimprofile.session")!).code)).toEqual(expect.any(String))

    await page.goto("/projects/list")
    await signedInOnProjectList(page)
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
