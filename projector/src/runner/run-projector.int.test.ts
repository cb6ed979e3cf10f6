/**
 * The runner on both engines — a fresh PostgreSQL database of the run's cluster per test, and an in-memory
 * PGlite — against generated histories appended through the real event store. Expected rows always come
 * from a clean in-memory fold of the log read back through the event store.
 */
import { kindsOfEventTypes } from "@bimprofile/contracts/live/live-notification"
import { parseProjectedNotice, type ProjectedNotice } from "@bimprofile/contracts/live/projected-notice"
import { type Database, openDatabase } from "@bimprofile/infra/database"
import type { Logger } from "@bimprofile/infra/logger"
import type { SqlClient } from "@bimprofile/infra/sql/sql-client"
import { afterEach, describe, expect, it } from "vitest"
import { createTestDatabase, testPgUrl } from "../../../tests/support/postgres"
import { projectStructure } from "../projections/project-structure"
import { identityRunnable } from "./identity-runnable"
import { readModelsCheckpoint } from "./projections"
import { structureRunnable } from "./structure-runnable"
import { readLog } from "../storage/read-log"
import { loadAllRows, readCheckpoint } from "../storage/read-model-store"
import { appendGeneratedCommands } from "../testing/append-generated-commands"
import { foldLog } from "../testing/fold-log"
import { generateProjectHistories } from "../testing/generate-project-histories"
import { readModelChecksum } from "../testing/read-model-checksum"
import { projectedEventCounts, projectStreamLengths } from "../testing/stream-lengths"
import { rebuildProjection } from "./rebuild"
import { ProjectorRunner } from "./run-projector"
import { toProjected } from "./to-projected"

type Engine = { name: string; events: number; open(): Promise<Opened> }
type Opened = { db: Database; openAnother(): Promise<Database>; close(): Promise<void> }

const engines: Engine[] = [
  {
    name: "PostgreSQL",
    events: 6_000,
    async open() {
      const database = await createTestDatabase(await testPgUrl())
      const dbs: Database[] = []
      const openOne = async () => {
        const db = await openDatabase({ kind: "pg", url: database.url, poolSize: 4 })
        dbs.push(db)
        return db
      }
      const db = await openOne()
      return {
        db,
        openAnother: openOne,
        close: async () => {
          for (const d of dbs) await d.close()
          await database.drop()
        },
      }
    },
  },
  {
    name: "PGlite",
    events: 3_000,
    async open() {
      const db = await openDatabase({ kind: "pglite" })
      // One in-memory instance cannot be opened twice: a second runner shares it (its own cache, its own CAS).
      return { db, openAnother: async () => db, close: () => db.close() }
    },
  },
]

const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }

/** A logger that counts how often a runner found the checkpoint moved by the other one. */
const countingConflicts = () => {
  const counter = { conflicts: 0, errors: [] as string[] }
  const log: Logger = {
    ...quiet,
    debug: (message) => void (message.startsWith("another projector committed first") && counter.conflicts++),
    error: (message, fields) => void counter.errors.push(`${message} ${JSON.stringify(fields)}`),
  }
  return { counter, log }
}

const runner = (db: Database, options: { batchSize?: number; log?: Logger; sql?: SqlClient; maxCachedProjects?: number } = {}) =>
  new ProjectorRunner({
    sql: options.sql ?? db.sql,
    store: db.store,
    bus: db.bus,
    log: options.log ?? quiet,
    batchSize: options.batchSize ?? 500,
    idlePollMs: 20,
    ...(options.maxCachedProjects !== undefined && {
      projections: [structureRunnable(projectStructure, { maxCachedProjects: options.maxCachedProjects }), identityRunnable()],
    }),
  })

const waitForCheckpoint = async (db: Database, position: number) => {
  const deadline = Date.now() + 30_000
  for (;;) {
    const checkpoint = (await readCheckpoint(db.sql, readModelsCheckpoint.name))?.position ?? 0
    if (checkpoint >= position) return checkpoint
    if (Date.now() > deadline) throw new Error(`checkpoint stuck at ${checkpoint}, waiting for ${position}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

for (const engine of engines) {
  describe(`ProjectorRunner on ${engine.name}`, () => {
    let opened: Opened | undefined
    afterEach(async () => {
      await opened?.close()
      opened = undefined
    })
    const open = async () => (opened = await engine.open())
    const history = (seed: number, events = engine.events, firstId = 1) =>
      generateProjectHistories({ projects: 40, events, seed, firstId })

    it("given events appended, when it catches up, then the rows equal a clean fold and the checkpoint is the head", async () => {
      const { db } = await open()
      const head = await appendGeneratedCommands(db.store, history(1))

      const read = await runner(db, { batchSize: 700 }).catchUp()

      expect(read).toBe(head)
      expect(await readCheckpoint(db.sql, readModelsCheckpoint.name)).toMatchObject({ position: head, version: readModelsCheckpoint.version })
      expect(await loadAllRows(db.sql)).toEqual(await foldLog(db.store, projectStructure))
      expect(await projectedEventCounts(db.sql)).toEqual(await liveStreamLengths(db))
    })

    it("keeps the rows of every project of a batch until it commits, however small its cache", async () => {
      const { db } = await open()
      await appendGeneratedCommands(db.store, history(9, 3_000))

      await runner(db, { batchSize: 1_000, maxCachedProjects: 3 }).catchUp()

      expect(await loadAllRows(db.sql)).toEqual(await foldLog(db.store, projectStructure))
      expect(await projectedEventCounts(db.sql)).toEqual(await liveStreamLengths(db))
    })

    it("reads the log exactly as toProjected reads stored events, passing over other streams", async () => {
      const { db } = await open()
      await appendGeneratedCommands(db.store, history(2, 300))
      await db.store.append("user-7", "any", [{ type: "UserRegistered", data: { userId: 7 }, metadata: { userId: 1 } }])
      await db.store.append("project-999999", "any", [{ type: "ProjectRenamed", data: { projectId: 999999, name: "x" }, metadata: {} }])

      const stored = await db.store.readAll(0, 1_000)
      const page = await readLog(db.store, 0, 1_000)

      expect(page.read).toBe(stored.length)
      expect(page.lastPosition).toBe(stored.at(-1)!.globalPosition)
      expect(page.events).toEqual(stored.map(toProjected).filter((e) => e !== undefined))
      expect(page.events.at(-1)!.occurredAt).toBe(stored.at(-1)!.recordedAt)
    })

    it("stores the checkpoint with the rows: a batch whose transaction fails leaves neither, the next run applies it once", async () => {
      const { db } = await open()
      await appendGeneratedCommands(db.store, history(3, 2_000))
      let failOnInsert = false
      const failing: SqlClient = {
        ...db.sql,
        transaction: (work) =>
          db.sql.transaction((tx) =>
            work({
              query: async (text, params) => {
                if (failOnInsert && text.includes("INSERT INTO rm_")) throw new Error("connection lost while writing rows")
                return tx.query(text, params)
              },
            }),
          ),
      }
      const broken = runner(db, { batchSize: 400, sql: failing })
      await broken.catchUp().then(() => undefined, () => undefined)
      failOnInsert = true
      await appendGeneratedCommands(db.store, history(4, 500, 1_000_000))

      await expect(broken.catchUp()).rejects.toThrow("connection lost")
      const checkpoint = (await readCheckpoint(db.sql, readModelsCheckpoint.name))!.position
      expect(await loadAllRows(db.sql)).toEqual(await foldLog(db.store, projectStructure, checkpoint))

      await runner(db, { batchSize: 400 }).catchUp()
      expect(await loadAllRows(db.sql)).toEqual(await foldLog(db.store, projectStructure))
      expect(await projectedEventCounts(db.sql)).toEqual(await liveStreamLengths(db))
    })

    it("a rebuild gives identical read models, and repairs rows that drifted", async () => {
      const { db } = await open()
      await appendGeneratedCommands(db.store, history(5))
      await runner(db, { batchSize: 300 }).catchUp()
      const before = await readModelChecksum(db.sql)

      const result = await rebuildProjection({ sql: db.sql, store: db.store })

      expect(result.rows).toBe(before.rows)
      expect(await readModelChecksum(db.sql)).toEqual(before)
      await db.sql.query("UPDATE rm_milestones SET data = data || '{\"seq\": 99}' WHERE id IN (SELECT min(id) FROM rm_milestones)")
      await db.sql.query("DELETE FROM rm_activities WHERE id IN (SELECT max(id) FROM rm_activities)")
      expect((await readModelChecksum(db.sql)).checksum).not.toBe(before.checksum)
      await rebuildProjection({ sql: db.sql, store: db.store })
      expect(await readModelChecksum(db.sql)).toEqual(before)
      expect(await readCheckpoint(db.sql, readModelsCheckpoint.name)).toMatchObject({ position: result.position, version: readModelsCheckpoint.version })
    })

    it("rebuilds on start when the stored checkpoint belongs to another version of the projection", async () => {
      const { db } = await open()
      await appendGeneratedCommands(db.store, history(6, 1_500))
      await db.sql.query("INSERT INTO projector_checkpoints (name, position, version) VALUES ($1, 0, 0)", [readModelsCheckpoint.name])
      await db.sql.query(`INSERT INTO rm_roles (id, pro_id, parent_id, data) VALUES (1, 1, NULL, '{"name": "left over"}')`)

      const r = runner(db)
      await r.start()
      await r.stop()

      expect(await loadAllRows(db.sql)).toEqual(await foldLog(db.store, projectStructure))
    })

    it("two runners on the same database, while events keep coming, never apply a batch twice", async () => {
      const { db, openAnother } = await open()
      const other = await openAnother()
      const a = countingConflicts()
      const b = countingConflicts()
      const first = runner(db, { batchSize: 150, log: a.log })
      const second = runner(other, { batchSize: 150, log: b.log })
      await Promise.all([first.start(), second.start()])

      const commands = history(7)
      for (let i = 0; i < commands.length; i += 400) {
        await appendGeneratedCommands(db.store, commands.slice(i, i + 400))
        // Also a catch-up on the first runner while its own loop runs: they take turns, sharing one cache.
        if (i % 1_200 === 0) void first.catchUp().catch((error: unknown) => a.counter.errors.push(String(error)))
      }
      const head = await db.store.headPosition()
      await waitForCheckpoint(db, head)
      await Promise.all([first.stop(), second.stop()])

      expect([...a.counter.errors, ...b.counter.errors]).toEqual([])
      expect(a.counter.conflicts + b.counter.conflicts).toBeGreaterThan(0)
      expect(await projectedEventCounts(db.sql)).toEqual(await liveStreamLengths(db))
      expect(await loadAllRows(db.sql)).toEqual(await foldLog(db.store, projectStructure))
      const checksum = await readModelChecksum(db.sql)
      await rebuildProjection({ sql: db.sql, store: db.store })
      expect(await readModelChecksum(db.sql)).toEqual(checksum)
    })

    it("notifies after each committed batch with the position and the projects it touched", async () => {
      const { db } = await open()
      const head = await appendGeneratedCommands(db.store, history(8, 200))
      const notices: ProjectedNotice[] = []
      const unsubscribe = db.bus.subscribe("bimp_projected", (payload) => void notices.push(parseProjectedNotice(payload)!))

      await runner(db, { batchSize: 1_000 }).catchUp()
      const deadline = Date.now() + 5_000
      while (notices.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
      unsubscribe()

      expect(notices).toEqual([{ position: head, from: 0, projects: expect.any(Array) }])
      const projects = notices[0]!.projects!
      expect(projects.map((p) => p.id)).toEqual(expect.arrayContaining([1, 2, 3]))
      // Each project's kinds are those of its events in the batch.
      const types = await db.sql.query<{ stream_id: string; type: string }>("SELECT DISTINCT stream_id, type FROM events")
      for (const { id, kinds } of projects)
        expect(kinds, `project ${id}`).toEqual(kindsOfEventTypes(types.filter((t) => t.stream_id === `project-${id}`).map((t) => t.type)))
    })
  })
}

/** Stream lengths of the projects not deleted: each must have its row, with eventCount = its stream's length. */
const liveStreamLengths = (db: Database) => projectStreamLengths(db.store, { excludeDeleted: true })
