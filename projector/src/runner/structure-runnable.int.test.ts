/**
 * The runner's structure projection on a cache miss loads the rows the batch's events need — the rows they
 * touch, the groups whose order they change and the project's row — never all rows of the project.
 */
import { projectStreamId } from "@bimprofile/contracts/events/project/project-event"
import { type Database, openDatabase } from "@bimprofile/infra/database"
import type { Logger } from "@bimprofile/infra/logger"
import type { SqlClient } from "@bimprofile/infra/sql/sql-client"
import { afterEach, describe, expect, it } from "vitest"
import { projectStructure } from "../projections/project-structure"
import { toNewEvents } from "../testing/append-generated-commands"
import { foldLog } from "../testing/fold-log"
import { loadAllRows } from "../storage/read-model-store"
import { identityRunnable } from "./identity-runnable"
import { ProjectorRunner } from "./run-projector"
import { structureRunnable } from "./structure-runnable"

const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }
const P = 7

/** The SQL client, counting the read-model rows its queries return. */
const counting = (sql: SqlClient) => {
  const counter = { rows: 0 }
  const client: SqlClient = {
    ...sql,
    engine: sql.engine,
    async query(text, params) {
      const rows = await sql.query(text, params)
      if (/FROM rm_(projects|phases|milestones|processes|activities|roles)\b/.test(text)) counter.rows += rows.length
      return rows as never
    },
    transaction: (work) => sql.transaction(work),
    close: () => sql.close(),
  }
  return { client, counter }
}

const append = (db: Database, events: { type: string; data: object }[]) =>
  db.store.append(projectStreamId(P), "any", toNewEvents({ projectId: P, userId: 1, occurredAt: new Date("2025-05-05T08:00:00Z").toISOString(), events: events as never }))

/** A fresh runner (an empty cache, as after a restart) started from the checkpoint, caught up and stopped. */
const freshRunner = (db: Database, sql: SqlClient) => ({
  async catchUp() {
    const runner = new ProjectorRunner({ sql, store: db.store, bus: db.bus, log: quiet, idlePollMs: 60_000, projections: [structureRunnable(projectStructure), identityRunnable()] })
    await runner.start()
    await runner.catchUp()
    await runner.stop()
  },
})

describe("the structure projection on a cache miss", () => {
  let db: Database | undefined
  afterEach(async () => {
    await db?.close()
    db = undefined
  })

  it("loads the rows an event touches and the group it reorders, not the whole project", async () => {
    db = await openDatabase({ kind: "pglite" })
    const activities = (processId: number, first: number, n: number, seq0 = 0) =>
      Array.from({ length: n }, (_, i) => ({
        type: "ActivityCreated",
        data: { activityId: first + i, processId, name: `A${first + i}`, desc: null, providerRoleId: null, receiverRoleId: null, seq: seq0 + i + 1 },
      }))
    await append(db, [
      {
        type: "ProjectCreated",
        data: { projectId: P, name: "Gross", desc: null, orgId: null, personal: true, typeCode: "pro-std", accessAll: false, ifcSchemaId: 3, referenceProjectId: null, isTemplate: false, copiedFromProjectId: null },
      },
      { type: "PhaseAdded", data: { phaseId: 10, phaseCode: "planung", name: "Planung" } },
      { type: "MilestoneCreated", data: { milestoneId: 20, phaseId: 10, name: "M", desc: null, seq: 1 } },
      { type: "ProcessCreated", data: { processId: 30, milestoneId: 20, name: "Gross", shortName: null, desc: null, seq: 1, copiedFromProcessId: null } },
      { type: "ProcessCreated", data: { processId: 31, milestoneId: 20, name: "Klein", shortName: null, desc: null, seq: 2, copiedFromProcessId: null } },
      ...activities(30, 1000, 400),
      ...activities(31, 2000, 3),
    ])
    await freshRunner(db, db.sql).catchUp()

    // A rename reads the project's row and the activity.
    await append(db, [{ type: "ActivityRenamed", data: { activityId: 1200, name: "Umbenannt" } }])
    const rename = counting(db.sql)
    await freshRunner(db, rename.client).catchUp()
    expect(rename.counter.rows).toBe(2)

    // A create in the small process reads the project's row and that process's activities.
    await append(db, [activities(31, 2003, 1, 3)[0]!])
    const create = counting(db.sql)
    await freshRunner(db, create.client).catchUp()
    expect(create.counter.rows).toBe(1 + 3)

    // Deleting the big process reads its activities (they go with it) and its milestone's processes.
    await append(db, [{ type: "ProcessDeleted", data: { processId: 30, milestoneId: 20 } }])
    const remove = counting(db.sql)
    await freshRunner(db, remove.client).catchUp()
    expect(remove.counter.rows).toBe(1 + 2 + 400)

    expect(await loadAllRows(db.sql)).toEqual(await foldLog(db.store, projectStructure))
  })

  it("deletes a deleted project's rows without loading them", async () => {
    db = await openDatabase({ kind: "pglite" })
    await append(db, [
      {
        type: "ProjectCreated",
        data: { projectId: P, name: "Weg", desc: null, orgId: null, personal: true, typeCode: "pro-std", accessAll: false, ifcSchemaId: 3, referenceProjectId: null, isTemplate: false, copiedFromProjectId: null },
      },
      { type: "PhaseAdded", data: { phaseId: 10, phaseCode: "planung", name: "Planung" } },
      ...Array.from({ length: 50 }, (_, i) => ({ type: "RoleCreated", data: { roleId: 100 + i, name: `R${i}`, desc: null, roleType: "company" } })),
    ])
    await freshRunner(db, db.sql).catchUp()
    await append(db, [{ type: "ProjectDeleted", data: { projectId: P } }])
    const deleted = counting(db.sql)
    await freshRunner(db, deleted.client).catchUp()

    // The project's row only: once for the structure, once for who could read it (the live notice names them).
    expect(deleted.counter.rows).toBe(2)
    expect((await loadAllRows(db.sql)).size).toBe(0)
  })
})
