/**
 * The client ships Blueprint's stylesheet pruned to what it renders (client/blueprint-css.ts): no page may
 * lose a style. Real pages in Chromium — login with its toast, project list, dashboard with a card menu and a
 * dialog, processes, roles, new project, templates, profile — record every Blueprint class that appears on
 * any element while they run (a MutationObserver from the first byte: transitions and portals included).
 * Every rule of the full blueprint.css whose Blueprint classes all appeared must be in the built stylesheet,
 * but for the icon font's glyphs (`.bp6-icon-add::before`): no icon font is shipped, the icons are SVG, on
 * which Blueprint switches the glyphs off.
 */
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { newSmallPlan } from "../support/profile-fixtures"
import { repoRoot } from "./support/paths"
import { JOURNEY_TIMEOUT_MS, logIn, settled, until, useJourney } from "./support/journey"

const journey = useJourney()

/** Installed in every page before its scripts: every `bp6-` class any element ever carries. */
const recordClasses = () => {
  const seen = new Set<string>()
  ;(window as unknown as { bimpClasses: Set<string> }).bimpClasses = seen
  const record = (element: Element) => element.classList?.forEach((name) => name.startsWith("bp6-") && seen.add(name))
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === "attributes") record(mutation.target as Element)
      for (const node of Array.from(mutation.addedNodes))
        if (node instanceof Element) {
          record(node)
          node.querySelectorAll("[class]").forEach(record)
        }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] })
}

const classesOf = (page: Page) => page.evaluate(() => [...(window as unknown as { bimpClasses: Set<string> }).bimpClasses])

/** Splits a selector list at its top-level commas (not those inside `:not(…)`, `:is(…)` …). */
const splitSelectors = (list: string) => {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < list.length; i++) {
    if (list[i] === "(") depth++
    else if (list[i] === ")") depth--
    else if (list[i] === "," && depth === 0) {
      parts.push(list.slice(start, i))
      start = i + 1
    }
  }
  return [...parts, list.slice(start)].map((part) => part.trim()).filter(Boolean)
}

/** Each selector of a stylesheet (innermost blocks: rules, also inside @media), with the Blueprint classes it needs. */
const selectorsOf = (css: string) =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}@;]+)\{[^{}]*\}/g)].flatMap(([, list]) =>
    splitSelectors(list!).map((text) => ({
      text,
      needs: [...text.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, "").matchAll(/\.(bp6-[\w-]+)/g)].map(([, name]) => name!),
    })),
  )
/** Minifiers write a selector more tightly (no blanks or quotes, `:before` for `::before`): compare so. */
const normal = (selector: string) =>
  selector
    .replace(/\s+/g, "")
    .replace(/["']/g, "")
    .replace(/::(before|after|first-line|first-letter)/g, ":$1")

const builtBlueprintCss = () => {
  const assets = path.join(repoRoot, "client/dist/assets")
  const file = fs.readdirSync(assets).find((name) => /^blueprint-[\w-]+\.css$/.test(name))
  if (!file) throw new Error("no blueprint-*.css in client/dist/assets")
  return fs.readFileSync(path.join(assets, file), "utf8")
}

describe("styles", { timeout: JOURNEY_TIMEOUT_MS * 2 }, () => {
  it("given the main pages with a menu, a dialog and a toast, then every Blueprint rule that can match them is in the built stylesheet", async () => {
    const api = await journey.api()
    const project = await newSmallPlan(api, "Stilprobe")
    const { context, page: login } = await journey.open()
    await context.addInitScript(recordClasses)
    const seen = new Set<string>()
    const collect = async (page: Page) => (await classesOf(page)).forEach((name) => seen.add(name))

    await login.goto("/login")
    await logIn(login, journey.product.admin.email, journey.product.admin.password)
    await collect(login)
    await login.close()

    const visits: [string, (page: Page) => Promise<void>][] = [
      ["/projects/list", async (page) => void (await until(() => page.getByText("Stilprobe").first().isVisible()).toBe(true))],
      [
        `/projects/${project.pro_id}/dashboard`,
        async (page) => {
          await until(() => page.getByRole("heading", { name: "Vorprojekt" }).isVisible()).toBe(true)
          await page.getByRole("button", { name: "«Kosten schätzen» verschieben" }).click()
          await until(() => page.getByRole("menuitem", { name: "Nach oben" }).isVisible()).toBe(true)
          await page.keyboard.press("Escape")
          await page.getByRole("button", { name: "Meilenstein hinzufügen", exact: true }).click()
          const dialog = page.getByRole("dialog", { name: "Meilenstein erstellen" })
          await until(() => dialog.isVisible()).toBe(true)
          await dialog.getByRole("button", { name: "Erstellen" }).click()
          await page.waitForTimeout(500)
        },
      ],
      [`/projects/${project.pro_id}/processes`, async (page) => void (await until(() => page.getByText("Kosten schätzen").first().isVisible()).toBe(true))],
      [`/projects/${project.pro_id}/roles`, async (page) => void (await until(() => page.getByText("Bauherr").first().isVisible()).toBe(true))],
      ["/projects/new", async (page) => void (await page.waitForTimeout(1000))],
      ["/templates/list", async (page) => void (await page.waitForTimeout(1000))],
      ["/users/profile", async (page) => void (await page.waitForTimeout(1000))],
    ]
    for (const [pagePath, use] of visits) {
      const page = await context.newPage()
      await page.goto(pagePath)
      await use(page)
      await settled(page)
      await collect(page)
      await page.close()
    }
    expect(seen.size, "Blueprint classes seen on the pages").toBeGreaterThan(60)

    const full = fs.readFileSync(createRequire(path.join(repoRoot, "client/package.json")).resolve("@blueprintjs/core/lib/css/blueprint.css"), "utf8")
    const built = new Set(selectorsOf(builtBlueprintCss()).map(({ text }) => normal(text)))
    const glyph = /^\.bp6-icon-[\w-]+::before$/
    const applicable = selectorsOf(full).filter(({ text, needs }) => !glyph.test(text) && needs.length > 0 && needs.every((name) => seen.has(name)))
    expect(applicable.length, "rules of the full stylesheet that can match the pages").toBeGreaterThan(200)
    expect(applicable.filter(({ text }) => !built.has(normal(text))).map(({ text }) => text)).toEqual([])
  })
})
