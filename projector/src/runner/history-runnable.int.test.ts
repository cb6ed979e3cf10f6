/**
 * The timeline as the runner keeps it: folded batch by batch (each loading only the state its events touch) it
 * is exactly what a rebuild folds from the whole log in memory — rows and remembered fields alike.
 */
import { type Database, openDatabase } from "@bimprofile/infra/database"
import type { Logger } from "@bimprofile/infra/logger"
import { afterEach, describe, expect, it } from "vitest"
import { appendGeneratedCommands } from "../testing/append-generated-commands"
import { generateProjectHistories } from "../testing/generate-project-histories"
import { historyRunnable } from "./history-runnable"
import { rebuildProjection } from "./rebuild"
import { ProjectorRunner } from "./run-projector"

const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }

const snapshot = async (db: Database) => ({
  rows: await db.sql.query(
    "SELECT position, pro_id, time, usr_id, entity, entity_id, kind, event_type, entity_name, before, after FROM rm_history ORDER BY position",
  ),
  state: await db.sql.query("SELECT pro_id, entity, entity_id, fields FROM rm_history_state ORDER BY pro_id, entity, entity_id"),
})

describe("the history projection in the runner", () => {
  let db: Database | undefined
  afterEach(async () => {
    await db?.close()
    db = undefined
  })

  it("folded incrementally in small batches equals the rebuild; deleted projects leave no rows", async () => {
    db = await openDatabase({ kind: "pglite" })
    const commands = generateProjectHistories({ projects: 8, events: 3_000, seed: 5, deletedShare: 0.25 })
    await appendGeneratedCommands(db.store, commands)
    const runner = new ProjectorRunner({ sql: db.sql, store: db.store, bus: db.bus, log: quiet, idlePollMs: 60_000, batchSize: 37, projections: [historyRunnable()] })
    await runner.start()
    await runner.catchUp()
    await runner.stop()
    const incremental = await snapshot(db)

    const deleted = new Set(commands.filter((c) => c.events.some((e) => e.type === "ProjectDeleted")).map((c) => c.projectId))
    expect(deleted.size).toBeGreaterThan(0)
    const expectedRows = commands.filter((c) => !deleted.has(c.projectId)).reduce((sum, c) => sum + c.events.length, 0)
    expect(incremental.rows).toHaveLength(expectedRows)
    expect(incremental.rows.some((r) => deleted.has(Number(r.pro_id)))).toBe(false)
    expect(incremental.rows.some((r) => r.kind === "changed" && r.before !== null)).toBe(true)

    const indexes = () => db!.sql.query("SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'rm_history' ORDER BY indexname")
    const indexesBefore = await indexes()
    await rebuildProjection({ sql: db.sql, store: db.store, projections: [historyRunnable()], pageSize: 500 })
    // The rebuild drops the secondary indexes for its bulk insert: they are all back.
    expect(await indexes()).toEqual(indexesBefore)
    expect(indexesBefore.length).toBeGreaterThanOrEqual(5)
    const rebuilt = await snapshot(db)
    expect(rebuilt.rows).toEqual(incremental.rows)
    expect(rebuilt.state).toEqual(incremental.state)
  })
})
