/**
 * Fault: a process running jobs is killed (SIGKILL) in the middle of them, on PostgreSQL. Its jobs stay
 * `running` with a lease nobody renews; a new process finds them once the lease passed and resumes the one
 * that may start again (it completes, on its second start) and fails the one that may not, with a reason
 * the user understands. Nothing is left running. All waits poll the jobs table; nothing sleeps for a fixed time.
 */
import { type Database, openDatabase } from "@bimprofile/infra/database"
import { INTERRUPTED } from "@bimprofile/infra/jobs/job-machine"
import { JobStore, type StoredJob } from "@bimprofile/infra/jobs/job-store"
import { type ChildProcess, spawn } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestDatabase, type TestDatabase, testPgUrl } from "../support/postgres"

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

describe("a job process killed while its jobs run", () => {
  let database: TestDatabase
  let db: Database
  let store: JobStore
  const children: ChildProcess[] = []

  beforeAll(async () => {
    database = await createTestDatabase(await testPgUrl(), "bimp_job_kill")
    db = await openDatabase({ kind: "pg", url: database.url, poolSize: 2 })
    store = new JobStore(db.sql, db.bus)
  })
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
    await db?.close()
    await database?.drop()
  })

  const startWorker = () => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/fault/support/job-worker.ts"], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: database.url, JOB_LEASE_MS: "1000" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    children.push(child)
    let output = ""
    child.stdout!.on("data", (chunk) => (output += chunk))
    child.stderr!.on("data", (chunk) => (output += chunk))
    return { child, output: () => output }
  }
  const exited = (child: ChildProcess) =>
    new Promise<{ code: number | null; signal: string | null }>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode })
      else child.once("exit", (code, signal) => resolve({ code, signal }))
    })
  const until = async (id: number, done: (job: StoredJob) => boolean, worker: { child: ChildProcess; output(): string }) => {
    const deadline = Date.now() + 60_000
    for (;;) {
      const job = (await store.get(id))!
      if (done(job)) return job
      if (worker.child.exitCode !== null) throw new Error(`the worker exited:\n${worker.output()}`)
      if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(job)}\n${worker.output()}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  it("resumes the job that may start again and fails the other, leaving nothing running", { timeout: 120_000 }, async () => {
    const input = { steps: 150, stepMs: 20 }
    const resumable = await store.submit({ kind: "test.count", input, userId: 1, projectId: null, maxAttempts: 2 })
    const once = await store.submit({ kind: "test.count.once", input, userId: 1, projectId: null, maxAttempts: 1 })

    const first = startWorker()
    const midway = (job: StoredJob) => job.state === "running" && (job.percent ?? 0) >= 10
    await until(resumable.id, midway, first)
    await until(once.id, midway, first)
    first.child.kill("SIGKILL")
    expect(await exited(first.child)).toEqual({ code: null, signal: "SIGKILL" })
    // The dead process's jobs are still "running": only their lease tells that nobody works on them.
    for (const id of [resumable.id, once.id]) expect((await store.get(id))!.state).toBe("running")

    const second = startWorker()
    const resumed = await until(resumable.id, (job) => job.state === "completed", second)
    expect(resumed).toMatchObject({ attempts: 2, percent: 100, result: { counted: 150, attempt: 2 } })
    const failed = await until(once.id, (job) => job.state === "failed", second)
    expect(failed).toMatchObject({ attempts: 1, error: INTERRUPTED })
    expect(failed.percent).toBeLessThan(100)
    const running = await db.sql.query("SELECT job_id FROM jobs WHERE state = 'running'")
    expect(running).toEqual([])

    second.child.kill("SIGTERM")
    expect(await exited(second.child), second.output()).toEqual({ code: 0, signal: null })
  })
})
