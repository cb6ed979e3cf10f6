/**
 * The job runner on a real PostgreSQL server: the shared contract, then several runners on their own
 * connection pools (as several processes would be) sharing one queue.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestDatabase, type TestDatabase, testPgUrl } from "../../../tests/support/postgres"
import { type Database, openDatabase } from "../database"
import { createLogger } from "../logger"
import { describeJobRunnerContract, until } from "./job-runner.contract"
import { JobRunner } from "./job-runner"
import { JobStore } from "./job-store"
import { COUNT_KIND, countJobKind } from "./testing/count-job-kind"

describeJobRunnerContract("PostgreSQL", async () => {
  const database = await createTestDatabase(await testPgUrl())
  const db = await openDatabase({ kind: "pg", url: database.url, poolSize: 4 })
  return { db, soleProcess: false, close: async () => (await db.close(), await database.drop()) }
})

describe("jobs on PostgreSQL shared by several processes", () => {
  let database: TestDatabase
  const dbs: Database[] = []

  beforeAll(async () => {
    database = await createTestDatabase(await testPgUrl())
  })
  afterAll(async () => {
    await Promise.all(dbs.map((db) => db.close()))
    await database?.drop()
  })

  it("never runs one job twice, and every job once", async () => {
    const ran = new Map<number, number>()
    const runners: JobRunner[] = []
    for (let i = 0; i < 3; i++) {
      const db = await openDatabase({ kind: "pg", url: database.url, poolSize: 3 })
      dbs.push(db)
      const kind = countJobKind()
      runners.push(
        new JobRunner({ store: new JobStore(db.sql, db.bus), bus: db.bus, log: createLogger("jobs-test", "error"), concurrency: 2, pollMs: 20, soleProcess: false }).register({
          ...kind,
          run: async (input, context) => (ran.set(context.jobId, (ran.get(context.jobId) ?? 0) + 1), kind.run(input, context)),
        }),
      )
    }
    const store = new JobStore(dbs[0]!.sql, dbs[0]!.bus)
    const submitted = await Promise.all(Array.from({ length: 30 }, () => runners[0]!.submit(COUNT_KIND, { steps: 2, stepMs: 2 }, { userId: 1 })))
    await Promise.all(runners.map((r) => r.start()))
    for (const job of submitted) await until(() => store.get(job.id), (j) => j?.state === "completed", `job ${job.id}`)
    await Promise.all(runners.map((r) => r.stop()))
    expect([...ran.values()].every((n) => n === 1)).toBe(true)
    expect(ran.size).toBe(30)
  })
})
