import { chromium } from "playwright-core"
import { CHROMIUM } from "../e2e/support/browser"
import { ensureClientBuilt } from "../e2e/support/client-build"
import { createTestDatabase, freePort, startPostgres } from "../support/postgres"
import { ApiClient } from "../support/stack"
import { BENCH_ADMIN } from "./support/bench-admin"
import { startServerChild } from "./support/server-process"
import { buildReferenceProject } from "./measure-page-load"

const main = async () => {
  await ensureClientBuilt()
  const postgres = await startPostgres()
  const db = await createTestDatabase(postgres.url, "bimp_trace")
  const server = await startServerChild({ databaseUrl: db.url, port: await freePort() })
  try {
    const api = await ApiClient.login(server.baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password)
    for (let i = 1; i <= 36; i++) await api.post("/1.2/profile/projects", { pro_name: `Projekt ${i}` })
    const projectId = await buildReferenceProject(server.baseUrl)
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run", ...(process.env.NOOMNI ? ["--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup"] : [])] })
    const c0 = await browser.newContext({ baseURL: server.baseUrl, locale: "de-CH" })
    const p0 = await c0.newPage()
    await p0.goto("/login")
    await p0.getByLabel("E-Mail").fill(BENCH_ADMIN.email)
    await p0.getByLabel("Passwort").fill(BENCH_ADMIN.password)
    await p0.getByRole("button", { name: "Anmelden" }).click()
    await p0.waitForURL((u) => !u.pathname.startsWith("/login"))
    const state = await c0.storageState()
    await c0.close()
    const slow = process.env.SLOW === "1"
    for (const [name, path, sel] of [["list", "/projects/list", ".bimp-card-grid > *"], ["dash", `/projects/${projectId}/dashboard`, ".bimp-plan-milestone-name"]] as const) {
      for (let run = 0; run < 3; run++) {
        const prime = process.env.PRIME === "1"
        const ctx = await browser.newContext({ baseURL: server.baseUrl, locale: "de-CH", viewport: { width: 1280, height: 860 }, ...(prime ? {} : { storageState: state }) })
        const tab = await ctx.newPage()
        if (prime) {
          await tab.goto("/status/info")
          await tab.evaluate((items) => { for (const { name, value } of items) localStorage.setItem(name, value) }, state.origins[0]!.localStorage)
        }
        const cdp = await ctx.newCDPSession(tab)
        await cdp.send("Network.enable")
        if (slow) {
          await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 93750 })
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
        }
        if (!prime) await tab.addInitScript(() => {
          ;(window as any).__lt = []
          new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]) }).observe({ type: "longtask", buffered: true })
        })
        const profiling = run === 2 && process.env.PROFILE === "1"
        const tracing = run === 2 && process.env.TRACE === "1"
        const events: any[] = []
        if (tracing) {
          cdp.on("Tracing.dataCollected", (e: any) => events.push(...e.value))
          await cdp.send("Tracing.start", { traceConfig: { includedCategories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "disabled-by-default-devtools.timeline.stack", "v8.execute", "v8", "blink.user_timing", "loading"] }, transferMode: "ReportEvents" } as any)
        }
        if (profiling) { await cdp.send("Profiler.enable"); await cdp.send("Profiler.setSamplingInterval", { interval: 100 }); await cdp.send("Profiler.start") }
        await tab.goto(path, { waitUntil: "commit" })
        const shown = await tab.waitForFunction((s) => (document.querySelector(s) ? performance.now() : 0), sel, { polling: "raf", timeout: 60000 })
        const ms = await shown.jsonValue()
        if (tracing) {
          const done = new Promise((r) => cdp.once("Tracing.tracingComplete" as any, r))
          await cdp.send("Tracing.end")
          await done
          const fs = await import("node:fs"); fs.writeFileSync(`/work/trace/${name}.trace.json`, JSON.stringify({ traceEvents: events }))
        }
        if (profiling) {
          const { profile } = (await cdp.send("Profiler.stop")) as any
          const self = new Map<string, number>()
          const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]))
          const dt: number[] = profile.timeDeltas
          profile.samples.forEach((id: number, i: number) => {
            const n = byId.get(id)
            const f = n.callFrame
            const key = `${f.functionName || "(anon)"} ${f.url.replace(/.*\/assets\//, "")}:${f.lineNumber}`
            self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000)
          })
          const byFile = new Map<string, number>()
          for (const [k, v] of self) { const file = k.split(" ")[1]?.split(":")[0] ?? "?"; byFile.set(file, (byFile.get(file) ?? 0) + v) }
          console.log("BY FILE", [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(" | "))
          for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log("   self", v.toFixed(1), k)
          const fs = await import("node:fs"); fs.writeFileSync(`/work/trace/${name}.cpuprofile`, JSON.stringify(profile))
        }
        await tab.waitForLoadState("load")
        await tab.waitForTimeout(500)
        const entries = await tab.evaluate(() => {
          const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming
          const res = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((r) => `${Math.round(r.startTime)}→${Math.round(r.responseEnd)} ${r.initiatorType} ${r.encodedBodySize} ${r.name.replace(location.origin, "")}`)
          const paints = [...performance.getEntriesByType("paint"), ...performance.getEntriesByType("mark")].map((p) => `${p.name} ${Math.round(p.startTime)}`)
          return { nav: `nav resp ${Math.round(nav.responseStart)}-${Math.round(nav.responseEnd)} dcl ${Math.round(nav.domContentLoadedEventEnd)} load ${Math.round(nav.loadEventEnd)}`, res, paints, lt: (window as any).__lt }
        })
        console.log(`\n== ${name} run ${run}: ${Math.round(ms as number)} ms`)
        console.log(entries.nav, entries.paints.join(", "), "longtasks", JSON.stringify(entries.lt))
        if (run === 2) for (const r of entries.res) console.log("  ", r)
        await ctx.close()
      }
    }
    await browser.close()
  } finally {
    await server.stop()
    await postgres.stop()
  }
}
main().catch((e) => { console.error(e); process.exit(1) })
