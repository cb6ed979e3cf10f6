/**
 * Backup and restore as an operator runs it, on PostgreSQL: `npm run events:export` of a realistic log
 * (generated project histories, people with sealed personal data, an erased user), `npm run
 * events:import` into a new database — the same stored rows, hashes that verify, the same read models
 * once rebuilt, personal data readable with the keys and not without — and imports that must be refused
 * leave the target empty.
 */
import { emailKey, userStreamId } from "@bimprofile/contracts/events/identity/identity-event"
import type { PersonalFields } from "@bimprofile/contracts/events/identity/user-events"
import { loadPersonalDataVault, type PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import { type Database, openDatabase } from "@bimprofile/infra/database"
import { verifyEventChains } from "@bimprofile/infra/event-store/verify-chain"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { BlobStore, CHUNK_BYTES } from "@bimprofile/infra/blobs/blob-store"
import { execFile } from "node:child_process"
import { randomBytes } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { Readable, Writable } from "node:stream"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestDatabase, type TestDatabase, testPgUrl } from "../../../tests/support/postgres"
import { rebuildProjection } from "../runner/rebuild"
import { appendGeneratedCommands } from "../testing/append-generated-commands"
import { generateProjectHistories } from "../testing/generate-project-histories"
import { IdentityFixture } from "../testing/identity-fixture"
import { readModelChecksum } from "../testing/read-model-checksum"
import { exportEventLog } from "./export-command"
import { importEventLog } from "./import-command"

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..")

type Outcome = { code: number; stdout: string; stderr: string }
const npmRun = (script: string, args: string[], databaseUrl: string): Promise<Outcome> =>
  new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: "", LOG_LEVEL: "warn" }
    execFile("npm", ["run", "-s", script, "--", ...args], { cwd: repoRoot, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })

/** Every stored column of every event and stream key, and the id sequences, as one digest. */
const storedRows = async (sql: SqlQuery) => {
  const [events] = await sql.query<{ md5: string; n: number }>(
    `SELECT md5(string_agg(concat_ws('|', global_position, stream_id, stream_version, type, schema_version, data::text, metadata::text,
                                     recorded_at, encode(hash, 'hex'), encode(prev_hash, 'hex')), E'\\n' ORDER BY global_position)) AS md5,
            count(*)::int AS n FROM events`,
  )
  const [keys] = await sql.query<{ md5: string }>("SELECT md5(string_agg(key || '|' || stream_id, E'\\n' ORDER BY key)) AS md5 FROM stream_keys")
  const sequences = await sql.query("SELECT sequencename, last_value FROM pg_sequences WHERE sequencename LIKE 'ids\\_%' ORDER BY 1")
  const [blobs] = await sql.query<{ md5: string }>(
    `SELECT md5(string_agg(concat_ws('|', b.sha256, b.size, b.chunks, b.stored_at, c.seq, md5(c.bytes)), E'\\n' ORDER BY b.sha256, c.seq)) AS md5
       FROM blobs b JOIN blob_chunks c USING (sha256)`,
  )
  return { events: events!.md5, count: events!.n, keys: keys!.md5, sequences, blobs: blobs!.md5 }
}

/** What only a file with keys carries: keys, pepper, administrator, password hashes. */
const secrets = async (sql: SqlQuery) => ({
  keys: await sql.query("SELECT usr_id, key FROM personal_keys ORDER BY usr_id"),
  settings: await sql.query("SELECT key, value FROM settings WHERE key IN ('identity_pepper', 'bootstrap_admin', 'reference_project_id') ORDER BY key"),
  credentials: await sql.query("SELECT usr_id, pw_hash, login_date::text, login_ip FROM credentials ORDER BY usr_id"),
})

const rebuiltChecksum = async (db: Database) => {
  await rebuildProjection({ sql: db.sql, store: db.store })
  return readModelChecksum(db.sql)
}

const ANNA = { email: "anna.muster@example.ch", name: "Muster", first: "Anna" }
const BEAT = { email: "beat.beispiel@example.ch", name: "Beispiel", first: "Beat" }

describe("events:export and events:import on PostgreSQL", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bimp-backup-"))
  const withKeysFile = path.join(dir, "with-keys.ndjson")
  const withoutKeysFile = path.join(dir, "without-keys.ndjson")
  const databases: TestDatabase[] = []
  let source: Database
  let sourceVault: PersonalDataVault
  let head = 0
  let sourceUrl = ""

  /** A new, empty database (migrated when opened). */
  const newDatabase = async () => {
    const database = await createTestDatabase(await testPgUrl())
    databases.push(database)
    return database
  }

  beforeAll(async () => {
    const database = await newDatabase()
    sourceUrl = database.url
    source = await openDatabase({ kind: "pg", url: sourceUrl, poolSize: 4 })
    // As the services keep it: the pepper in settings (no BIMP_IDENTITY_PEPPER).
    sourceVault = await loadPersonalDataVault(source.sql, undefined)
    const people = new IdentityFixture(source.store, sourceVault)
    await people.user(1, ANNA, { appAdmin: true })
    await people.user(2, BEAT)
    await people.user(3, { email: "carla@example.ch", name: "Weg", first: "Carla" })
    await people.organisation(7, "Planer AG", 1, [
      [1, ["admin"]],
      [2, ["emp"]],
    ])
    await people.project(900_001, { orgId: 7, creator: 1, grants: [[1, ["admin"]], [2, ["read"]]] })
    await people.erase(3)
    head = await appendGeneratedCommands(source.store, generateProjectHistories({ projects: 60, events: 20_000, seed: 12 }))
    await source.sql.query("SELECT nextval('ids_project'), nextval('ids_user')")
    await source.sql.query("INSERT INTO settings (key, value) VALUES ('reference_project_id', '900001'), ('bootstrap_admin', '1')")
    await source.sql.query("INSERT INTO credentials (usr_id, pw_hash, login_date, login_ip) VALUES (1, '$scrypt$anna', now(), '127.0.0.1'), (2, NULL, NULL, NULL)")
    // Kept files: one of three chunks, an empty one.
    await new BlobStore(source.sql).put(randomBytes(2 * CHUNK_BYTES + 12_345))
    await new BlobStore(source.sql).put(new Uint8Array(0))
  }, 180_000)

  afterAll(async () => {
    await source?.close()
    for (const database of databases) await database.drop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("restores the whole log with its keys: the same rows and hashes, verified chains, equal rebuilt read models, readable people", async () => {
    const exported = await npmRun("events:export", ["--out", withKeysFile, "--with-keys"], sourceUrl)
    expect(exported.code, exported.stderr).toBe(0)
    expect(exported.stderr).toContain("WARNING: --with-keys")
    expect(exported.stderr).toMatch(/exported [\d,]+ events/)
    expect((fs.statSync(withKeysFile).mode & 0o777).toString(8)).toBe("600")
    const lines = fs.readFileSync(withKeysFile, "utf8").trimEnd().split("\n")
    expect(JSON.parse(lines[0]!)).toMatchObject({ format: "bimprofile-events", version: 1, head, withKeys: true })
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ kind: "end", blobs: 2, personal_keys: 2, credentials: 2 })

    const target = await newDatabase()
    const imported = await npmRun("events:import", ["--in", withKeysFile], target.url)
    expect(imported.code, imported.stderr).toBe(0)
    expect(imported.stderr).toContain("every chain verified")

    const restored = await openDatabase({ kind: "pg", url: target.url, poolSize: 4 })
    try {
      expect(await storedRows(restored.sql)).toEqual(await storedRows(source.sql))
      expect(await secrets(restored.sql)).toEqual(await secrets(source.sql))
      expect(await verifyEventChains(restored.sql)).toMatchObject({ ok: true, broken: [] })
      expect(await rebuiltChecksum(restored)).toEqual(await rebuiltChecksum(source))

      // The keys and the pepper came along: personal fields open, e-mail lookups find the people.
      const vault = await loadPersonalDataVault(restored.sql, undefined)
      const [anna] = await restored.store.readStream(userStreamId(1))
      const sealed = (anna!.data as { personal: string }).personal
      expect(await vault.open<PersonalFields>(1, sealed)).toEqual(await sourceVault.open<PersonalFields>(1, sealed))
      expect(await vault.open<PersonalFields>(1, sealed)).toMatchObject({ usr_email: ANNA.email })
      expect(await restored.store.lookupStream(emailKey(vault.emailDigest(BEAT.email)))).toBe(userStreamId(2))
      const [carla] = await restored.store.readStream(userStreamId(3))
      expect(await vault.open(3, (carla!.data as { personal: string }).personal)).toBeUndefined()
      expect(await restored.sql.query("SELECT value FROM settings WHERE key = 'reference_project_id'")).toEqual([{ value: "900001" }])

      // The log goes on after the last imported position.
      const next = await restored.store.append("project-777777", 0, [{ type: "ProjectDeleted", data: { projectId: 777_777 }, metadata: {} }])
      expect(next.firstPosition).toBe(head + 1)
    } finally {
      await restored.close()
    }
  }, 180_000)

  it("without --with-keys the restore has the same read models, but the people read like erased ones", async () => {
    const exported = await npmRun("events:export", ["--out", withoutKeysFile], sourceUrl)
    expect(exported.code, exported.stderr).toBe(0)
    expect(fs.readFileSync(withoutKeysFile, "utf8")).not.toContain('"personal_key"')

    const target = await newDatabase()
    const restored = await openDatabase({ kind: "pg", url: target.url, poolSize: 4 })
    try {
      await importEventLog(restored.sql, fs.createReadStream(withoutKeysFile))
      expect(await rebuiltChecksum(restored)).toEqual(await rebuiltChecksum(source))
      const vault = await loadPersonalDataVault(restored.sql, undefined)
      const [anna] = await restored.store.readStream(userStreamId(1))
      expect(await vault.open(1, (anna!.data as { personal: string }).personal)).toBeUndefined()
      expect(await restored.store.lookupStream(emailKey(vault.emailDigest(BEAT.email)))).toBeUndefined()
      // Nothing secret came along; the reference project did.
      expect((await secrets(restored.sql)).credentials).toEqual([])
      expect(await restored.sql.query("SELECT key FROM settings WHERE key IN ('bootstrap_admin', 'reference_project_id') ORDER BY key")).toEqual([{ key: "reference_project_id" }])
    } finally {
      await restored.close()
    }
  }, 180_000)

  describe("refuses, and leaves the target empty", () => {
    let target: Database
    let lines: string[]
    beforeAll(async () => {
      target = await openDatabase({ kind: "pg", url: (await newDatabase()).url, poolSize: 2 })
      lines = fs.readFileSync(withKeysFile, "utf8").trimEnd().split("\n")
    })
    afterAll(() => target?.close())

    const attempt = (text: string) => importEventLog(target.sql, Readable.from([text]), { batchSize: 500 })
    const expectEmpty = async () =>
      expect(await target.sql.query("SELECT (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM stream_keys) AS keys, (SELECT count(*)::int FROM personal_keys) AS personal, (SELECT count(*)::int FROM blobs) AS blobs, (SELECT count(*)::int FROM credentials) AS credentials")).toEqual([
        { events: 0, keys: 0, personal: 0, blobs: 0, credentials: 0 },
      ])
    const withLine = (index: number, change: (event: Record<string, unknown>) => void) => {
      const copy = [...lines]
      const event = JSON.parse(copy[index]!) as Record<string, unknown>
      change(event)
      copy[index] = JSON.stringify(event)
      return `${copy.join("\n")}\n`
    }
    const middle = 12_345

    it("a line whose content was changed after the export (its hash no longer matches), naming the line", async () => {
      const tampered = withLine(middle, (event) => {
        event.metadata = { ...(event.metadata as object), userId: 99 }
      })
      await expect(attempt(tampered)).rejects.toThrow(`line ${middle + 1}: the hash of the event at position`)
      await expectEmpty()
    })

    it("a removed line: the next event of its stream does not continue the chain", async () => {
      const stream = (JSON.parse(lines[middle]!) as { stream_id: string }).stream_id
      const next = lines.findIndex((line, i) => i > middle && line.includes(`"stream_id": "${stream}"`))
      expect(next).toBeGreaterThan(middle)
      const text = `${lines.filter((_, i) => i !== middle).join("\n")}\n`
      await expect(attempt(text)).rejects.toThrow(new RegExp(`^line ${next}: ${stream} version \\d+ where version \\d+ comes next`))
      await expectEmpty()
    })

    it("a file cut short, at a line's end or in the middle of one", async () => {
      await expect(attempt(`${lines.slice(0, 15_000).join("\n")}\n`)).rejects.toThrow("the file ends after line 15000 without its end line: it was cut short")
      const text = lines.join("\n")
      await expect(attempt(text.slice(0, Math.floor(text.length / 2)))).rejects.toThrow(/^line \d+: not JSON/)
      await expectEmpty()
    })

    it("a line that is not JSON or misses a field", async () => {
      await expect(attempt(`${lines.slice(0, 3).join("\n")}\n{"kind": "event", oops\n`)).rejects.toThrow("line 4: not JSON")
      const withoutHash = withLine(2, (event) => delete event.hash)
      await expect(attempt(withoutHash)).rejects.toThrow('line 3: event line without "hash"')
      await expect(attempt('{"format": "something-else"}\n')).rejects.toThrow("line 1: not a BIM Profile event export")
      await expectEmpty()
    })

    it("a kept file whose chunk was changed: its SHA-256 no longer matches", async () => {
      const chunk = lines.findIndex((line) => line.includes('"kind": "blob_chunk"') && line.includes('"seq": 1,'))
      const blob = lines.findLastIndex((line, i) => i < chunk && line.includes('"kind": "blob"'))
      const changed = withLine(chunk, (line) => {
        const bytes = Buffer.from(line.bytes as string, "base64")
        bytes[100] = bytes[100]! ^ 0xff
        line.bytes = bytes.toString("base64")
      })
      await expect(attempt(changed)).rejects.toThrow(`line ${blob + 1}: the chunks of file`)
      await expectEmpty()
    })

    it("a store that is not empty, as the command line says", async () => {
      const outcome = await npmRun("events:import", ["--in", withKeysFile], sourceUrl)
      expect(outcome.code).toBe(1)
      expect(outcome.stderr).toContain("events:import: nothing imported — the target store is not empty")
      expect((await storedRows(source.sql)).count).toBe(head)
    })

    it("a tampered file on the command line: exit code 1 naming the line", async () => {
      const file = path.join(dir, "tampered.ndjson")
      fs.writeFileSync(file, withLine(middle, (event) => void (event.recorded_at = "2020-01-01T00:00:00.000000Z")))
      const outcome = await npmRun("events:import", ["--in", file], (await newDatabase()).url)
      expect(outcome.code).toBe(1)
      expect(outcome.stderr).toContain(`line ${middle + 1}: the hash of the event at position`)
    })
  })

})

/** The in-process export writes the same file the command line does (the CLI is a thin shell around it). */
describe("exportEventLog", () => {
  it("writes a header, the events in position order and an end line; an empty log is a valid file", async () => {
    const db = await openDatabase({ kind: "pglite" })
    try {
      const chunks: string[] = []
      const out = new Writable({
        write(chunk, _encoding, done) {
          chunks.push(String(chunk))
          done()
        },
      })
      const result = await exportEventLog(db.sql, out, { withKeys: false })
      expect(result).toMatchObject({ events: 0, head: 0 })
      const text = chunks.join("")
      const target = await openDatabase({ kind: "pglite" })
      try {
        expect(await importEventLog(target.sql, Readable.from([text]))).toMatchObject({ events: 0, head: 0 })
      } finally {
        await target.close()
      }
    } finally {
      await db.close()
    }
  })
})
