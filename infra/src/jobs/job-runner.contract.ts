/**
 * The job runner and its store against one engine; run on PGlite and on PostgreSQL by the two
 * `job-runner.*.int.test.ts` files. Waits poll the jobs table; nothing sleeps for a fixed time.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import type { JobState } from "@bimprofile/contracts/live/job-notice"
import type { Database } from "../database"
import { createLogger } from "../logger"
import { INTERRUPTED, UNEXPECTED } from "./job-machine"
import { decodeJobNotice } from "./job-notices"
import { JobRunner } from "./job-runner"
import { isRefusal, JobStore, type StoredJob } from "./job-store"
import { COUNT_KIND, countJobKind } from "./testing/count-job-kind"

export type JobEngine = { readonly db: Database; readonly soleProcess: boolean; close(): Promise<void> }

const log = createLogger("jobs-test", "error")

export const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

export const describeJobRunnerContract = (engine: string, open: () => Promise<JobEngine>) =>
  describe(`jobs on ${engine}`, () => {
    let e: JobEngine
    let store: JobStore
    const runners: JobRunner[] = []
    const user = { userId: 11, projectId: 5 }

    const concurrent = { now: 0, most: 0 }
    const runner = (options: { concurrency?: number; leaseMs?: number; maxAttempts?: number } = {}) => {
      const r = new JobRunner({ store, bus: e.db.bus, log, concurrency: options.concurrency ?? 2, leaseMs: options.leaseMs ?? 10_000, pollMs: 50, soleProcess: e.soleProcess, progressEveryMs: 0 })
      const kind = countJobKind({ ...(options.maxAttempts !== undefined && { maxAttempts: options.maxAttempts }) })
      // Counts how many handlers run at once, across every job of this runner.
      r.register({ ...kind, run: async (input, context) => (concurrent.now++, (concurrent.most = Math.max(concurrent.most, concurrent.now)), await kind.run(input, context).finally(() => concurrent.now--)) })
      runners.push(r)
      return r
    }
    const stopAll = async () => {
      await Promise.all(runners.map((r) => r.stop()))
      runners.length = 0
    }
    const job = (id: number) => until(() => store.get(id), (j) => j !== undefined, `job ${id}`) as Promise<StoredJob>
    const reaches = (id: number, state: JobState) => until(() => store.get(id), (j) => j?.state === state, `job ${id} ${state}`) as Promise<StoredJob>

    beforeAll(async () => {
      e = await open()
      store = new JobStore(e.db.sql, e.db.bus)
    })
    afterEach(stopAll)
    afterAll(async () => {
      await e?.close()
    })

    it("runs a job to its result, and tells each step on bimp_jobs", async () => {
      const heard: { id: number; text: string }[] = []
      const unsubscribe = e.db.bus.subscribe("bimp_jobs", (payload) => {
        const addressed = decodeJobNotice(payload)
        if (addressed) heard.push({ id: addressed.notice.job_id, text: `${addressed.notice.job_state} ${addressed.notice.job_percent ?? "-"}` })
      })
      const r = runner()
      const submitted = await r.submit(COUNT_KIND, { steps: 4, stepMs: 5 }, user)
      const notices = () => heard.filter((n) => n.id === submitted.id).map((n) => n.text)
      expect(submitted).toMatchObject({ state: "queued", userId: 11, projectId: 5, attempts: 0 })
      await r.start()
      const done = await reaches(submitted.id, "completed")
      expect(done).toMatchObject({ percent: 100, result: { counted: 4, attempt: 1 }, error: null, attempts: 1 })
      await until(async () => notices(), (n) => n.at(-1) === "completed 100", "the completed notice")
      unsubscribe()
      expect(notices()[0]).toBe("queued -")
      expect(notices()).toContain("running -")
      expect(notices()).toContain("running 50")
    })

    it("runs at most `concurrency` jobs at once", async () => {
      const r = runner({ concurrency: 2 })
      const submitted = await Promise.all(Array.from({ length: 8 }, () => r.submit(COUNT_KIND, { steps: 3, stepMs: 10 }, user)))
      concurrent.most = 0
      await r.start()
      for (const s of submitted) await reaches(s.id, "completed")
      expect(concurrent.most).toBe(2)
    })

    it("fails a job with its reason, and hides an unexpected error's details", async () => {
      const r = runner()
      await r.start()
      const failing = await r.submit(COUNT_KIND, { steps: 3, stepMs: 1, failAt: 2 }, user)
      const crashing = await r.submit(COUNT_KIND, { steps: 3, stepMs: 1, crashAt: 1 }, user)
      const bad = await r.submit(COUNT_KIND, { steps: "drei" }, user)
      expect((await reaches(failing.id, "failed")).error).toBe("Schritt 2 ist gescheitert.")
      expect((await reaches(crashing.id, "failed")).error).toBe(UNEXPECTED)
      expect((await reaches(bad.id, "failed")).error).toMatch(/Ungültige Eingabe/)
    })

    it("cancels a queued job before it runs and stops a running one", async () => {
      const r = runner({ concurrency: 1 })
      const long = await r.submit(COUNT_KIND, { steps: 1_000, stepMs: 20 }, user)
      const waiting = await r.submit(COUNT_KIND, { steps: 1, stepMs: 1 }, user)
      await r.start()
      await until(() => store.get(long.id), (j) => (j?.percent ?? 0) > 0, "progress")
      const cancelledWhileQueued = await store.cancel(waiting.id)
      expect(cancelledWhileQueued).toMatchObject({ state: "cancelled", attempts: 0 })
      expect(await store.cancel(long.id)).toMatchObject({ state: "running", cancelRequested: true })
      const stopped = await reaches(long.id, "cancelled")
      expect(stopped.percent).toBeLessThan(100)
      // Finished: a second cancel is refused, and the queued one never ran.
      expect(await store.cancel(long.id)).toEqual({ _tag: "JobAlreadyFinished", state: "cancelled" })
      expect((await job(waiting.id)).attempts).toBe(0)
    })

    it("retries a failed job, which then runs again from the start", async () => {
      const r = runner()
      await r.start()
      const failing = await r.submit(COUNT_KIND, { steps: 2, stepMs: 1, failAt: 1 }, user)
      await reaches(failing.id, "failed")
      // Its input is the same, so it fails again — but only after it ran again.
      const retried = await store.retry(failing.id)
      expect(retried && !isRefusal(retried) && retried.state).toBe("queued")
      const again = await reaches(failing.id, "failed")
      expect(again.attempts).toBe(1)
      expect(await store.retry(await r.submit(COUNT_KIND, { steps: 1, stepMs: 1 }, user).then((j) => reaches(j.id, "completed")).then((j) => j.id))).toEqual({
        _tag: "JobNotRetryable",
        state: "completed",
      })
      expect(await store.retry(987_654)).toBeUndefined()
    })

    it("resumes a job of a dead process while it has starts left, else fails it with a reason", async () => {
      // A process claimed two jobs and died: its lease runs out (or, embedded, any running job is dead at start).
      const submit = (maxAttempts: number) => store.submit({ kind: COUNT_KIND, input: { steps: 2, stepMs: 1 }, userId: 11, projectId: null, maxAttempts })
      const resumable = await submit(2)
      const once = await submit(1)
      expect(await store.claim([COUNT_KIND], "dead-process", 1)).toMatchObject({ id: resumable.id, state: "running" })
      expect(await store.claim([COUNT_KIND], "dead-process", 1)).toMatchObject({ id: once.id, state: "running" })
      const r = runner()
      await r.start()
      expect(await reaches(resumable.id, "completed")).toMatchObject({ result: { counted: 2, attempt: 2 }, attempts: 2 })
      expect(await reaches(once.id, "failed")).toMatchObject({ error: INTERRUPTED, attempts: 1 })
    })

    it("hands its running jobs back when it stops in good order", async () => {
      const r = runner()
      await r.start()
      const long = await r.submit(COUNT_KIND, { steps: 1_000, stepMs: 20 }, user)
      await until(() => store.get(long.id), (j) => (j?.percent ?? 0) > 0, "progress")
      await r.stop()
      expect(await job(long.id)).toMatchObject({ state: "queued", attempts: 0 })
      await store.cancel(long.id)
    })
  })
