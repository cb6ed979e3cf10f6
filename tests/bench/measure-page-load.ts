/**
 * @module Bench 9: how fast the built client shows content, in Chromium (Debian's, driven by playwright-core)
 * against the running product. A reference project (4 phases, 12 milestones, 48 processes, 12 roles,
 * 96 activities) beside the bench's other projects in the list; per page and profile 5 cold loads (a new
 * browser context each: empty cache, signed in through its stored session), the median reported.
 *
 * "Content visible": the project list shows its cards, the dashboard its milestones (measured in the page
 * from navigation start, `performance.now()` at the first frame that shows them). Bytes over the wire: the
 * encoded sizes of every response of the load (CDP Network.loadingFinished), the live stream excluded.
 * Profiles: desktop (no throttling) and slow (CDP: CPU ×4, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up).
 *
 *   node --import tsx tests/bench/measure-page-load.ts   # this part alone (own PostgreSQL and server)
 */
import { type Browser, chromium, type Page } from "playwright-core"
import { pathToFileURL } from "node:url"
import { CHROMIUM } from "../e2e/support/browser"
import { ensureClientBuilt } from "../e2e/support/client-build"
import { createTestDatabase, freePort, startPostgres } from "../support/postgres"
import { ApiClient } from "../support/stack"
import { BENCH_ADMIN } from "./support/bench-admin"
import { formatTable, type Row, verdict } from "./support/report"
import { startServerChild } from "./support/server-process"

const RUNS = 5
export const TARGET_9 = {
  desktop: { "project list": 500, dashboard: 700 },
  slow: { "project list": 2_500, dashboard: 3_000 },
} as const

type Profile = keyof typeof TARGET_9
type PageName = keyof (typeof TARGET_9)["desktop"]

const PROFILES: Record<Profile, { cpu: number; network?: { latency: number; downloadThroughput: number; uploadThroughput: number } }> = {
  desktop: { cpu: 1 },
  slow: { cpu: 4, network: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 } },
}

/** The element whose first appearance counts as content visible. */
const CONTENT: Record<PageName, string> = { "project list": ".bimp-card-grid > *", dashboard: ".bimp-plan-milestone-name" }

export type PageLoad = { readonly ms: number; readonly bytes: number; readonly requests: number }
export type PageLoadResult = { readonly page: PageName; readonly profile: Profile; readonly runs: readonly PageLoad[]; readonly median: PageLoad }

/** The reference project: enough plan to fill the dashboard. Returns its id. */
export const buildReferenceProject = async (baseUrl: string): Promise<number> => {
  const api = await ApiClient.login(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password)
  const ok = <T>(answer: { status: number; body: T }, what: string) => {
    if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`)
    return answer.body
  }
  const project = ok(await api.post("/1.2/profile/projects", { pro_name: "Referenzprojekt Schulhaus" }), "project") as { pro_id: number }
  const phases = ok(await api.get(`/1.2/profile/phases?pha_pro_id=${project.pro_id}`), "phases") as { pha_id: number }[]
  const roles: number[] = []
  for (let r = 1; r <= 12; r++) {
    const role = ok(await api.post("/1.2/profile/roles_project", { rop_pro_id: project.pro_id, rop_name: `Fachrolle ${r}`, rop_role_code_code: "service" }), "role")
    roles.push((role as { rop_id: number }).rop_id)
  }
  let n = 0
  for (const phase of phases) {
    for (let m = 1; m <= 3; m++) {
      const milestone = ok(await api.post("/1.2/profile/milestones", { mst_pha_id: phase.pha_id, mst_name: `Meilenstein ${phase.pha_id}.${m}` }), "milestone") as { mst_id: number }
      for (let p = 1; p <= 4; p++) {
        const process = ok(await api.post("/1.2/profile/processes", { prc_mst_id: milestone.mst_id, prc_name: `Prozess ${++n}`, prc_short_name: `P${n}` }), "process") as {
          prc_id: number
        }
        for (let a = 1; a <= 2; a++)
          ok(
            await api.post("/1.2/profile/activities", {
              act_prc_id: process.prc_id,
              act_name: `Aktivität ${n}.${a}`,
              act_rop_provider_id: roles[(n + a) % roles.length],
              act_rop_receiver_id: roles[(n + a + 1) % roles.length],
            }),
            "activity",
          )
      }
    }
  }
  return project.pro_id
}

/** The signed-in session of the admin as the client stores it: taken once from a real login in the page. */
const signedInState = async (browser: Browser, baseUrl: string) => {
  const context = await browser.newContext({ baseURL: baseUrl, locale: "de-CH" })
  const page = await context.newPage()
  await page.goto("/login")
  await page.getByLabel("E-Mail").fill(BENCH_ADMIN.email)
  await page.getByLabel("Passwort").fill(BENCH_ADMIN.password)
  await page.getByRole("button", { name: "Anmelden" }).click()
  await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 30_000 })
  const state = await context.storageState()
  await context.close()
  return state
}

const loadOnce = async (browser: Browser, baseUrl: string, state: Awaited<ReturnType<typeof signedInState>>, path: string, page: PageName, profile: Profile) => {
  const context = await browser.newContext({ baseURL: baseUrl, locale: "de-CH", viewport: { width: 1280, height: 860 }, storageState: state })
  try {
    const tab: Page = await context.newPage()
    const cdp = await context.newCDPSession(tab)
    await cdp.send("Network.enable")
    const settings = PROFILES[profile]
    if (settings.network) await cdp.send("Network.emulateNetworkConditions", { offline: false, ...settings.network })
    if (settings.cpu > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: settings.cpu })
    const live = new Set<string>()
    let bytes = 0
    let requests = 0
    cdp.on("Network.requestWillBeSent", (event) => {
      if (new URL(event.request.url).pathname === "/1.2/live") live.add(event.requestId)
    })
    cdp.on("Network.loadingFinished", (event) => {
      if (live.has(event.requestId)) return
      bytes += event.encodedDataLength
      requests++
    })
    await tab.goto(path, { waitUntil: "commit" })
    const shown = await tab.waitForFunction((selector) => (document.querySelector(selector) ? performance.now() : 0), CONTENT[page], {
      polling: "raf",
      timeout: 60_000,
    })
    const ms = (await shown.jsonValue()) as number
    // The rest of the load (late chunks, the page's remaining reads) still counts towards the bytes.
    await tab.waitForLoadState("load")
    await tab.waitForTimeout(profile === "slow" ? 1_500 : 500)
    return { ms, bytes, requests }
  } finally {
    await context.close()
  }
}

const medianOf = (runs: readonly PageLoad[]): PageLoad => {
  const sorted = [...runs].sort((a, b) => a.ms - b.ms)
  return sorted[Math.floor(sorted.length / 2)]!
}

export const measurePageLoads = async (baseUrl: string, projectId: number): Promise<PageLoadResult[]> => {
  // Without the WebUI omnibox popup: Chromium's new headless mode builds that page of its own for every new
  // window (each cold load's context), parsing some 30 scripts on the same two cores while the measured page
  // loads; a user's browser has built it once, long before.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run", "--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup"],
  })
  try {
    const state = await signedInState(browser, baseUrl)
    const pages: [PageName, string][] = [
      ["project list", "/projects/list"],
      ["dashboard", `/projects/${projectId}/dashboard`],
    ]
    const results: PageLoadResult[] = []
    for (const profile of Object.keys(PROFILES) as Profile[])
      for (const [page, path] of pages) {
        const runs: PageLoad[] = []
        for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(browser, baseUrl, state, path, page, profile))
        results.push({ page, profile, runs, median: medianOf(runs) })
      }
    return results
  } finally {
    await browser.close()
  }
}

const kiB = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`

export const rowsOfPageLoads = (results: readonly PageLoadResult[]): Row[] =>
  results.map((result, i) => {
    const target = TARGET_9[result.profile][result.page]
    return {
      id: `9${String.fromCharCode(97 + i)}`,
      measurement: `Cold load of the ${result.page} in Chromium, ${result.profile === "slow" ? "slow device (CPU ×4, 150 ms RTT, 1.6 Mbit/s)" : "desktop"}: content visible, median of ${RUNS}`,
      result: `${Math.round(result.median.ms)} ms (runs ${result.runs.map((r) => Math.round(r.ms)).join(", ")}); ${kiB(result.median.bytes)} over the wire in ${result.median.requests} responses`,
      target: `≤ ${target} ms`,
      verdict: verdict(result.median.ms <= target),
      reference: "—",
      figures: { page: result.page, profile: result.profile, runs: result.runs, medianMs: result.median.ms, bytes: result.median.bytes },
    }
  })

const main = async () => {
  await ensureClientBuilt()
  const postgres = await startPostgres()
  try {
    const db = await createTestDatabase(postgres.url, "bimp_bench_pages")
    const server = await startServerChild({ databaseUrl: db.url, port: await freePort() })
    try {
      const api = await ApiClient.login(server.baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password)
      // A project list of some length, as in the full bench (its loads prepare 36 projects first).
      for (let i = 1; i <= 36; i++) await api.post("/1.2/profile/projects", { pro_name: `Projekt ${i}` })
      const projectId = await buildReferenceProject(server.baseUrl)
      console.log(formatTable(rowsOfPageLoads(await measurePageLoads(server.baseUrl, projectId))))
    } finally {
      await server.stop()
    }
  } finally {
    await postgres.stop()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
