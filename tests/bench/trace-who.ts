import { chromium } from "playwright-core"
import { CHROMIUM } from "../e2e/support/browser"
import { createTestDatabase, freePort, startPostgres } from "../support/postgres"
import { ApiClient } from "../support/stack"
import { BENCH_ADMIN } from "./support/bench-admin"
import { startServerChild } from "./support/server-process"
import { buildReferenceProject } from "./measure-page-load"

const main = async () => {
  const postgres = await startPostgres()
  const db = await createTestDatabase(postgres.url, "bimp_trace2")
  const server = await startServerChild({ databaseUrl: db.url, port: await freePort() })
  try {
    const api = await ApiClient.login(server.baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password)
    for (let i = 1; i <= 3; i++) await api.post("/1.2/profile/projects", { pro_name: `Projekt ${i}` })
    const projectId = await buildReferenceProject(server.baseUrl)
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] })
    const ctx = await browser.newContext({ baseURL: server.baseUrl, locale: "de-CH" })
    const p = await ctx.newPage()
    await p.goto("/login")
    await p.getByLabel("E-Mail").fill(BENCH_ADMIN.email)
    await p.getByLabel("Passwort").fill(BENCH_ADMIN.password)
    await p.getByRole("button", { name: "Anmelden" }).click()
    await p.waitForURL((u) => !u.pathname.startsWith("/login"))
    for (const path of ["/projects/list", `/projects/${projectId}/dashboard`]) {
      await p.goto(path)
      await p.waitForTimeout(1500)
      const who = await p.evaluate(() => {
        const out: Record<string, number> = {}
        for (const el of Array.from(document.querySelectorAll(".bp6-text-overflow-ellipsis, .bp6-button-text"))) {
          const key = Object.keys(el).find((k) => k.startsWith("__reactFiber$"))
          let f = key ? (el as any)[key] : null
          const names: string[] = []
          while (f && names.length < 4) { const t = f.type; if (t && typeof t !== "string") names.push(t.displayName || t.name || (t.render && (t.render.displayName || t.render.name)) || "?"); f = f.return }
          const k = names.join(" < ")
          out[k] = (out[k] ?? 0) + 1
        }
        return out
      })
      console.log(path, JSON.stringify(who, null, 1))
    }
    await browser.close()
  } finally {
    await server.stop()
    await postgres.stop()
  }
}
main().catch((e) => { console.error(e); process.exit(1) })
