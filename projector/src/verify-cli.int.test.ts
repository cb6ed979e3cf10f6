/**
 * `npm run verify` as an operator runs it (a child process) on a real PostgreSQL database: exit code 0 and
 * the counts while every chain is whole; after a row is changed behind the application's back, exit code
 * 1 and the stream and version of the first broken link, in words and as JSON.
 */
import { type Database, openDatabase } from "@bimprofile/infra/database"
import { execFile } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestDatabase, type TestDatabase, testPgUrl } from "../../tests/support/postgres"

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

type Outcome = { code: number; stdout: string; stderr: string }
const verify = (args: string[], databaseUrl: string): Promise<Outcome> =>
  new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: "", LOG_LEVEL: "warn" }
    execFile(process.execPath, ["--import", "tsx", "projector/src/verify-cli.ts", ...args], { cwd: repoRoot, env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })

describe("npm run verify on PostgreSQL", () => {
  let database: TestDatabase
  let db: Database

  beforeAll(async () => {
    database = await createTestDatabase(await testPgUrl())
    db = await openDatabase({ kind: "pg", url: database.url, poolSize: 2 })
    for (let project = 1; project <= 3; project++) {
      await db.store.append(`project-${project}`, 0, Array.from({ length: 4 }, (_, i) => ({ type: "Happened", data: { i }, metadata: {} })))
    }
  })
  afterAll(async () => {
    await db?.close()
    await database?.drop()
  })

  it("exits 0 and counts events and streams while every chain is whole", async () => {
    const { code, stdout, stderr } = await verify([], database.url)
    expect(code, stderr).toBe(0)
    expect(stdout).toMatch(/^12 events in 3 streams checked in .*: every chain is whole\.\n$/)
    expect(stderr).toContain("verifying the event log on PostgreSQL")
  })

  it("exits 1 and names the first broken link of a changed stream", async () => {
    await db.sql.transaction(async (tx) => {
      await tx.query("ALTER TABLE events DISABLE TRIGGER events_no_update")
      await tx.query(`UPDATE events SET data = '{"i": 99}' WHERE stream_id = 'project-2' AND stream_version = 3`)
      await tx.query("ALTER TABLE events ENABLE TRIGGER events_no_update")
    })
    const words = await verify([], database.url)
    expect(words.code).toBe(1)
    expect(words.stdout).toContain("1 stream(s) BROKEN")
    expect(words.stdout).toMatch(/ {2}project-2 version 3 \(position \d+\): hash_mismatch/)

    const json = await verify(["--json"], database.url)
    expect(json.code).toBe(1)
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, events: 12, streams: 3, broken: [{ stream_id: "project-2", stream_version: 3, problem: "hash_mismatch" }] })
  })

  it("refuses an unknown argument with exit code 2", async () => {
    const { code, stderr } = await verify(["--fix"], database.url)
    expect(code).toBe(2)
    expect(stderr).toContain('unknown argument "--fix"')
  })
})
