/**
 * A process that runs jobs and nothing else, for tests/fault/job-kill.test.ts: the test-only kinds
 * `test.count` (two starts: resumed after a crash) and `test.count.once` (one start: failed after a crash),
 * on the PostgreSQL of DATABASE_URL, with the lease of JOB_LEASE_MS. Stops in good order on SIGTERM.
 */
import { openDatabase } from "@bimprofile/infra/database"
import { JobRunner } from "@bimprofile/infra/jobs/job-runner"
import { JobStore } from "@bimprofile/infra/jobs/job-store"
import { countJobKind } from "@bimprofile/infra/jobs/testing/count-job-kind"
import { createLogger } from "@bimprofile/infra/logger"

const db = await openDatabase({ kind: "pg", url: process.env.DATABASE_URL!, poolSize: 3 })
const runner = new JobRunner({
  store: new JobStore(db.sql, db.bus),
  bus: db.bus,
  log: createLogger("job-worker", "warn"),
  concurrency: 2,
  leaseMs: Number(process.env.JOB_LEASE_MS ?? 1_000),
  pollMs: 100,
  soleProcess: false,
  progressEveryMs: 0,
})
runner.register(countJobKind({ maxAttempts: 2 })).register(countJobKind({ kind: "test.count.once", maxAttempts: 1 }))
await runner.start()
console.log("job worker running")
process.on("SIGTERM", () => void runner.stop().then(() => db.close()).then(() => process.exit(0)))
