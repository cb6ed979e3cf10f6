/**
 * @module Debian's Chromium driven by playwright-core (it brings no browser of its own). German is the
 * browser language, as for the product's main users; each journey opens its own context (own storage).
 */
import fs from "node:fs"
import path from "node:path"
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core"
import { screenshotDir } from "./paths"

export const CHROMIUM = "/usr/bin/chromium"

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
  })

export const newContext = async (browser: Browser, baseURL: string, locale = "de-CH"): Promise<BrowserContext> => {
  const context = await browser.newContext({ baseURL, locale, viewport: { width: 1280, height: 860 } })
  context.setDefaultTimeout(20_000)
  context.setDefaultNavigationTimeout(30_000)
  return context
}

/** Keeps a screenshot of a main screen in tests/e2e/screenshots/<name>.png. */
export const screenshot = async (page: Page, name: string) => {
  fs.mkdirSync(screenshotDir, { recursive: true })
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true })
}
