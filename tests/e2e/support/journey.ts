/**
 * @module What every journey file shares: the product and a browser for the file (started in beforeAll,
 * stopped in afterAll), a fresh context per test, and the steps a user repeats (log in).
 */
import { afterAll, afterEach, beforeAll, expect } from "vitest"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { ApiClient } from "../../support/stack"
import { launchBrowser, newContext, screenshot } from "./browser"
import { type Product, startProduct } from "./product"

/** Generous: the product, Chromium and the rest of the test run share a small machine. */
export const JOURNEY_TIMEOUT_MS = 120_000
export const SETUP_TIMEOUT_MS = 300_000

export type Journey = {
  readonly product: Product
  readonly browser: Browser
  /** A new browser context (its own storage: a second user or tab) with a page. */
  open(locale?: string): Promise<{ context: BrowserContext; page: Page }>
  /** A logged-in API client of the administrator, to prepare data. */
  api(): Promise<ApiClient>
}

/** `env` is read when the product starts (after earlier hooks started a mail server or a provider). */
export const useJourney = ({ env }: { env?: () => Record<string, string> } = {}): Journey => {
  let product: Product | undefined
  let browser: Browser | undefined
  const contexts: BrowserContext[] = []
  const opened: { page: Page; problems: string[] }[] = []
  beforeAll(async () => {
    product = await startProduct(env ? { env: env() } : {})
    browser = await launchBrowser()
  }, SETUP_TIMEOUT_MS)
  afterEach(async ({ task }) => {
    if (task.result?.state === "fail") {
      // What the pages showed and what they complained about, before their contexts close.
      const name = task.name.replace(/[^\w-]+/g, "-").slice(0, 80)
      for (const [i, { page, problems }] of opened.entries()) {
        await screenshot(page, `FAILED-${name}-${i + 1}`).catch(() => {})
        if (problems.length) console.error(`page ${i + 1} (${page.url()}):\n${problems.join("\n")}`)
      }
    }
    opened.splice(0)
    for (const context of contexts.splice(0)) await context.close().catch(() => {})
  })
  afterAll(async () => {
    await browser?.close().catch(() => {})
    await product?.stop()
  }, 60_000)

  return {
    get product() {
      if (!product) throw new Error("the product is not running")
      return product
    },
    get browser() {
      if (!browser) throw new Error("the browser is not running")
      return browser
    },
    async open(locale = "de-CH") {
      const context = await newContext(this.browser, this.product.baseUrl, locale)
      contexts.push(context)
      const page = await context.newPage()
      const problems: string[] = []
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") problems.push(`console ${message.type()}: ${message.text()}`)
      })
      opened.push({ page, problems })
      return { context, page }
    },
    async api() {
      return ApiClient.login(this.product.baseUrl, this.product.admin.email, this.product.admin.password)
    },
  }
}

/**
 * `expect.poll` with a journey's patience: the screens load lazily over a shared, busy machine, so 20 s
 * instead of vitest's 1 s before a condition counts as not met.
 */
export const until = <T>(read: () => T | Promise<T>, timeoutMs = 20_000) => expect.poll(read, { timeout: timeoutMs, interval: 100 })

/** Waits until the page shows content: no loading spinner left (the live stream keeps the network busy). */
export const settled = async (page: Page) => {
  await until(() => page.locator(".bp6-spinner, .bimp-plan-skeleton").count(), 30_000).toBe(0)
}

/** Logs in through the login page and waits for the success toast. */
export const logIn = async (page: Page, email: string, password: string) => {
  if (!page.url().includes("/login")) await page.goto("/login")
  await page.getByLabel("E-Mail").fill(email)
  await page.getByLabel("Passwort").fill(password)
  await page.getByRole("button", { name: "Anmelden" }).click()
  await until(() => page.locator(".bimp-toast-success").allTextContents()).toEqual(
    expect.arrayContaining([expect.stringContaining("Erfolgreich eingeloggt als")]),
  )
}
