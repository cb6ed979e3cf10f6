/**
 * Each page load reads every answer once (issue 8 §6): a cold load of the main pages in Chromium, signed
 * in, counts the API requests and fails on any that repeats (same method and URL). The live stream is
 * left out: it is one long request that reconnects by design.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { newMilestone, newProject, newSmallPlan } from "../support/profile-fixtures"
import { JOURNEY_TIMEOUT_MS, logIn, settled, until, useJourney } from "./support/journey"

const journey = useJourney()

/** Loads `path` in a fresh tab of the signed-in context and returns the API requests it sent, in order. */
const requestsOfLoad = async (page: Page, path: string, visible: (page: Page) => Promise<boolean>) => {
  const sent: string[] = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    if ((url.pathname.startsWith("/1.2/") || url.pathname.startsWith("/status/")) && url.pathname !== "/1.2/live")
      sent.push(`${request.method()} ${url.pathname}${url.search}`)
  })
  await page.goto(path)
  await until(() => visible(page)).toBe(true)
  await settled(page)
  // Late followers (a permission re-read, a refetch on mount) come within a moment.
  await page.waitForTimeout(1500)
  return sent
}

const repeated = (sent: readonly string[]) => [...new Set(sent.filter((request, i) => sent.indexOf(request) !== i))]

describe("page loads", { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("given a signed-in user, when the project list, a dashboard, the process and role lists load cold, then no request is sent twice", async () => {
    const api = await journey.api()
    const project = await newSmallPlan(api, "Einmal lesen")
    const { context, page: login } = await journey.open()
    await logIn(login, journey.product.admin.email, journey.product.admin.password)
    await login.close()

    const pages: [string, (page: Page) => Promise<boolean>][] = [
      ["/projects/list", (page) => page.getByText("Einmal lesen").first().isVisible()],
      [`/projects/${project.pro_id}/dashboard`, (page) => page.getByRole("heading", { name: "Vorprojekt" }).isVisible()],
      [`/projects/${project.pro_id}/processes`, (page) => page.getByText("Kosten schätzen").first().isVisible()],
      [`/projects/${project.pro_id}/roles`, (page) => page.getByText("Bauherr").first().isVisible()],
    ]
    for (const [path, visible] of pages) {
      const page = await context.newPage()
      const sent = await requestsOfLoad(page, path, visible)
      expect(sent.length, `${path} sent no request`).toBeGreaterThan(0)
      expect({ path, repeated: repeated(sent) }).toEqual({ path, repeated: [] })
      await page.close()
    }
  })

  it("given a signed-in user, when the project list loads cold, then its reads go out before the app's code runs (before any page file is asked for)", async () => {
    const api = await journey.api()
    await newProject(api, "Früh gelesen")
    const { context, page: login } = await journey.open()
    await logIn(login, journey.product.admin.email, journey.product.admin.password)
    await login.close()
    const page = await context.newPage()
    // Every request in the order the page sends it; the files named by index.html come first by design.
    const sent: string[] = []
    page.on("request", (request) => sent.push(new URL(request.url()).pathname))
    await page.goto("/projects/list")
    await until(() => page.getByText("Früh gelesen").first().isVisible()).toBe(true)
    const html = await (await fetch(new URL("/projects/list", page.url()))).text()
    const named = new Set([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]))
    const firstLater = sent.findIndex((path) => path.startsWith("/assets/") && !named.has(path))
    expect(firstLater, sent.join("\n")).toBeGreaterThan(0)
    const early = sent.slice(0, firstLater)
    expect(early, sent.join("\n")).toEqual(expect.arrayContaining(["/status/info", expect.stringMatching(/^\/1\.2\/user\/users\/\d+$/), "/1.2/profile/projects"]))
  })

  it("given a signed-in user, when a dashboard loads with an empty cache, then its code and styles come in at most 20 files (85 before they were grouped)", async () => {
    const api = await journey.api()
    const project = await newProject(api, "Wenige Dateien")
    await newMilestone(api, project.phases.konzeption, "Vorprojekt")
    const { context, page: login } = await journey.open()
    await logIn(login, journey.product.admin.email, journey.product.admin.password)
    await login.close()
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
    // Each file is a request; over HTTP/1.1's six connections a slow connection pays a round trip per six.
    const assets: string[] = []
    page.on("response", (response) => {
      const url = new URL(response.url())
      if (url.pathname.startsWith("/assets/")) assets.push(url.pathname)
    })
    await page.goto(`/projects/${project.pro_id}/dashboard`)
    await until(() => page.getByRole("heading", { name: "Vorprojekt" }).isVisible()).toBe(true)
    await settled(page)
    expect(assets.length, assets.join("\n")).toBeGreaterThan(3)
    expect(assets.length, assets.join("\n")).toBeLessThanOrEqual(20)
  })
})
