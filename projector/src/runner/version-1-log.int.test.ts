/**
 * A database whose log holds the structure events in version 1 (each with the whole order of its group), as
 * installations wrote them before events carried facts: the runner and a rebuild produce exactly the read
 * models of the same history stored in version 2 (PGlite, the engine of a single-user installation).
 */
import { projectStreamId } from "@bimprofile/contracts/events/project/project-event"
import { type Database, openDatabase } from "@bimprofile/infra/database"
import type { Logger } from "@bimprofile/infra/logger"
import { afterEach, describe, expect, it } from "vitest"
import { toNewEvents } from "../testing/append-generated-commands"
import { generateProjectHistories } from "../testing/generate-project-histories"
import { readModelChecksum } from "../testing/read-model-checksum"
import { VERSION_1_TYPES, Version1Writer } from "../testing/version-1-events"
import { rebuildProjection } from "./rebuild"
import { ProjectorRunner } from "./run-projector"

const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }
const history = generateProjectHistories({ projects: 10, events: 1_200, seed: 41 })

/** Appends the history one command after the other (the same positions in both databases). */
const append = async (db: Database, version: 1 | 2) => {
  const writer = new Version1Writer()
  for (const command of history) {
    const events = toNewEvents(command).map((event, i) => {
      if (version === 2) return event
      const old = writer.write(command.projectId, command.events[i]!)
      return VERSION_1_TYPES.has(old.type) ? { ...event, data: old.data, schemaVersion: 1 } : event
    })
    await db.store.append(projectStreamId(command.projectId), "any", events)
  }
}

/**
 * The read models the runner keeps while following the log, then after a rebuild from position 0. The timeline's
 * entries are left out: they show each event as its log holds it, and a version-1 resequence, upcast, places every
 * item of its group where version 2 names only those the request listed — the same order, told longer.
 */
const readModels = async (db: Database) => {
  const checksum = () => readModelChecksum(db.sql, { without: ["rm_history"] })
  await new ProjectorRunner({ sql: db.sql, store: db.store, bus: db.bus, log: quiet, batchSize: 300 }).catchUp()
  const followed = await checksum()
  await rebuildProjection({ sql: db.sql, store: db.store })
  return { followed, rebuilt: await checksum() }
}

describe("a log stored in version 1", () => {
  const dbs: Database[] = []
  afterEach(async () => {
    for (const db of dbs.splice(0)) await db.close()
  })

  it("gives the runner and a rebuild exactly the read models of the same history in version 2", async () => {
    const [v1, v2] = [await openDatabase({ kind: "pglite" }), await openDatabase({ kind: "pglite" })]
    dbs.push(v1, v2)
    await append(v1, 1)
    await append(v2, 2)
    const stored = await v1.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE schema_version = 1 AND type = 'MilestoneCreated'")
    expect(Number(stored[0]!.n)).toBeGreaterThan(10)

    const fromV2 = await readModels(v2)
    expect(fromV2.rebuilt).toEqual(fromV2.followed)
    expect(fromV2.followed.rows).toBeGreaterThan(300)
    expect(await readModels(v1)).toEqual(fromV2)
    // Two databases, each filled command by command (for equal positions), followed and rebuilt.
  }, 180_000)
})
