/**
 * The projector's command line as an operator runs it (a child process): `rebuild` and `status` on a real
 * PostgreSQL database, and on an embedded PGlite directory — refused while another process has it open.
 */
import { type Database, openDatabase } from "@bimprofile/infra/database"
import { execFile } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestDatabase, type TestDatabase, testPgUrl } from "../../../tests/support/postgres"
import { readModelsCheckpoint } from "../runner/projections"
import { ProjectorRunner } from "../runner/run-projector"
import { appendGeneratedCommands } from "../testing/append-generated-commands"
import { generateProjectHistories } from "../testing/generate-project-histories"
import { readModelChecksum } from "../testing/read-model-checksum"

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..")
const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }

type Outcome = { code: number; stdout: string; stderr: string }
const cli = (args: string[], env: Record<string, string | undefined>): Promise<Outcome> =>
  new Promise((resolve) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: "", DATA_DIR: "", LOG_LEVEL: "warn", ...env }
    execFile(process.execPath, ["--import", "tsx", "projector/src/cli.ts", ...args], { cwd: repoRoot, env: childEnv }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })

describe("projector CLI on PostgreSQL", () => {
  let database: TestDatabase
  let db: Database
  let head = 0

  beforeAll(async () => {
    database = await createTestDatabase(await testPgUrl())
    db = await openDatabase({ kind: "pg", url: database.url, poolSize: 4 })
    head = await appendGeneratedCommands(db.store, generateProjectHistories({ projects: 60, events: 20_000, seed: 4 }))
  })
  afterAll(async () => {
    await db?.close()
    await database?.drop()
  })

  it("status shows how far the read models are behind the head", async () => {
    const { code, stdout } = await cli(["status", "--json"], { DATABASE_URL: database.url })

    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toEqual({
      projection: "project-structure",
      version: readModelsCheckpoint.version,
      storedVersion: null,
      checkpoint: 0,
      head,
      lag: head,
      updatedAt: null,
    })
  })

  it("rebuild replays the log with a progress bar on stderr and ends with the read models a runner writes", async () => {
    await new ProjectorRunner({ sql: db.sql, store: db.store, bus: db.bus, log: quiet }).catchUp()
    const before = await readModelChecksum(db.sql)

    const { code, stderr } = await cli(["rebuild"], { DATABASE_URL: database.url })

    expect(code, stderr).toBe(0)
    const events = head.toLocaleString("en-US")
    expect(stderr).toContain(`[██████████] 100%  ${events}/${events} events`)
    expect(stderr).toMatch(new RegExp(`rebuilt project-structure v${readModelsCheckpoint.version}: ${events} events → ${before.rows.toLocaleString("en-US")} rows, checkpoint ${events}, in \\d+\\.\\d\\d s \\([\\d,]+ ev/s\\)`))
    expect(await readModelChecksum(db.sql)).toEqual(before)
    expect(JSON.parse((await cli(["status", "--json"], { DATABASE_URL: database.url })).stdout)).toMatchObject({ checkpoint: head, lag: 0, storedVersion: readModelsCheckpoint.version })
  })

  it("answers an unknown command with the usage and exit code 2", async () => {
    const { code, stderr } = await cli(["rebuilt"], { DATABASE_URL: database.url })

    expect(code).toBe(2)
    expect(stderr).toContain('unknown command "rebuilt"')
    expect(stderr).toContain("usage: projector <command>")
  })
})

describe("projector CLI on embedded PGlite", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bimp-cli-"))
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it("refuses a data directory that is open in another process, naming it", async () => {
    const server = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") })
    await appendGeneratedCommands(server.store, generateProjectHistories({ projects: 5, events: 300, seed: 5 }))
    try {
      const { code, stderr } = await cli(["rebuild"], { DATA_DIR: dataDir })

      expect(code).toBe(1)
      expect(stderr).toContain(`The embedded database in ${path.join(dataDir, "pglite")} is open in another process (pid ${process.pid}:`)
      expect(stderr).toContain("stop the BIM Profile server first")
    } finally {
      await server.close()
    }
  })

  it("rebuilds it once the server has stopped", async () => {
    const { code, stderr } = await cli(["rebuild"], { DATA_DIR: dataDir })

    expect(code, stderr).toBe(0)
    expect(stderr).toMatch(new RegExp(`rebuilt project-structure v${readModelsCheckpoint.version}: 30\\d events → [\\d,]+ rows`))
  })

  it("says where it looked when there is no database", async () => {
    const { code, stderr } = await cli(["status"], { DATA_DIR: path.join(dataDir, "elsewhere") })

    expect(code).toBe(1)
    expect(stderr).toContain(`No embedded database in ${path.join(dataDir, "elsewhere", "pglite")}`)
  })
})
