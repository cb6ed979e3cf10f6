/**
 * Several command services started at once on a new PostgreSQL database (a deployment rolling out two or
 * more replicas): the migrations run once, and the first start's work — the administrator, the reference
 * project — is done exactly once (infra/src/sql/first-start-lock.ts), however the starts interleave.
 */
import { REFERENCE_PROJECT_TYPE_CODE } from "@bimprofile/contracts/codes"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestDatabase, type TestDatabase, testPgUrl } from "../support/postgres"
import { type ServiceProcess, startServiceProcess } from "../support/service-process"
import { ADMIN } from "../support/stack"

describe("three command services starting at once on a new database", () => {
  let database: TestDatabase
  let dataDir: string
  let services: ServiceProcess[] = []
  let client: pg.Client

  beforeAll(async () => {
    database = await createTestDatabase(await testPgUrl(), "bimp_first_start")
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bimp-first-start-"))
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, BIMP_ADMIN_EMAIL: ADMIN.email, BIMP_ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: "info" }
    const started = await Promise.allSettled([0, 1, 2].map(() => startServiceProcess("command-service/src/server.ts", env)))
    services = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []))
    const failed = started.flatMap((s) => (s.status === "rejected" ? [String(s.reason)] : []))
    if (failed.length > 0) throw new Error(`a command service did not start:\n${failed.join("\n\n")}`)
    client = new pg.Client({ connectionString: database.url })
    await client.connect()
  }, 240_000)

  afterAll(async () => {
    await client?.end()
    await Promise.all(services.map((s) => s.stop()))
    await database?.drop()
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
  })

  const count = async (text: string, params: unknown[] = []) => Number((await client.query<{ n: string }>(text, params)).rows[0]!.n)

  it("all three become ready and accept a sign-in of the one administrator", async () => {
    expect(services).toHaveLength(3)
    for (const service of services) {
      expect((await fetch(`${service.baseUrl}/ready`)).status, service.baseUrl).toBe(200)
      const response = await fetch(`${service.baseUrl}/1.2/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ usr_email: ADMIN.email, usr_pw: ADMIN.password }),
      })
      expect(response.status, `${service.baseUrl}: ${await response.clone().text()}`).toBe(200)
    }
  })

  it("migrated once: every migration recorded once", async () => {
    expect(await count("SELECT count(*) AS n FROM schema_migrations")).toBe(await count("SELECT count(DISTINCT id) AS n FROM schema_migrations"))
    expect(await count("SELECT count(*) AS n FROM schema_migrations")).toBeGreaterThan(20)
  })

  it("exactly one administrator: one bootstrap registration, one app-admin grant, one setting", async () => {
    expect(await count("SELECT count(*) AS n FROM events WHERE type = 'UserRegistered' AND data->>'source' = 'bootstrap'")).toBe(1)
    expect(await count("SELECT count(*) AS n FROM events WHERE type = 'UserAppAdminChanged'")).toBe(1)
    expect(await count("SELECT count(*) AS n FROM settings WHERE key = 'bootstrap_admin'")).toBe(1)
  })

  it("exactly one reference project stream, seeded once, and one settings row naming it", async () => {
    expect(await count("SELECT count(*) AS n FROM events WHERE type = 'ProjectCreated' AND data->>'typeCode' = $1", [REFERENCE_PROJECT_TYPE_CODE])).toBe(1)
    expect(await count("SELECT count(*) AS n FROM settings WHERE key = 'reference_project_id'")).toBe(1)
    const [{ value }] = (await client.query<{ value: string }>("SELECT value FROM settings WHERE key = 'reference_project_id'")).rows as [{ value: string }]
    // Seeded once: its stream holds one creation, and the events of one seeding (no second catalogue run).
    expect(await count("SELECT count(*) AS n FROM events WHERE stream_id = $1 AND type = 'ProjectCreated'", [`project-${value}`])).toBe(1)
    expect(await count("SELECT count(DISTINCT metadata->>'correlationId') AS n FROM events WHERE stream_id = $1", [`project-${value}`])).toBe(1)
  })
})
