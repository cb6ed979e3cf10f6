/**
 * @module Runs the jobs of the kinds registered in this process, at most `concurrency` at once, so jobs never
 * take every database connection and every turn of the event loop from commands. A runner wakes on a
 * `queued` notice and polls now and then (a notice can be lost, or come from a process it cannot hear); on
 * each poll it also recovers the running jobs of dead processes (lease passed): resumed while they have
 * starts left, else failed. On an embedded database the runner is the only one, so at start every job left
 * running is recovered at once.
 */
import { randomUUID } from "node:crypto"
import { hostname } from "node:os"
import type { Logger } from "../logger"
import type { NotificationBus } from "../notifications/bus"
import { jobsFinished } from "../ops/job-metrics"
import { completeJob, failJob, interruptJob, type Job, releaseJob, reportProgress, stopCancelledJob, UNEXPECTED } from "./job-machine"
import { decodeJobNotice } from "./job-notices"
import { type JobContext, JobFailed, type JobKind } from "./job-kinds"
import type { JobStore, StoredJob } from "./job-store"

export type JobRunnerOptions = {
  readonly store: JobStore
  readonly bus: NotificationBus
  readonly log: Logger
  /** At most this many jobs of this process run at once (BIMP_JOBS_CONCURRENCY). */
  readonly concurrency: number
  /** How long a job stays this process's without a sign of life; renewed every third of it. */
  readonly leaseMs?: number
  /** How often queued jobs and dead processes' jobs are looked for without a notice. */
  readonly pollMs?: number
  /** One process owns the database (PGlite): every running job at start is a dead one. */
  readonly soleProcess: boolean
  /** Fewest milliseconds between two progress writes of one job (the last report always gets written). */
  readonly progressEveryMs?: number
}

type Running = { readonly job: StoredJob; readonly abort: AbortController; readonly done: Promise<void> }

export const DEFAULT_CONCURRENCY = 2

/** BIMP_JOBS_CONCURRENCY: a whole number ≥ 1, else the default. */
export const readJobConcurrency = (env: NodeJS.ProcessEnv = process.env): number => {
  const value = Number(env.BIMP_JOBS_CONCURRENCY)
  return Number.isSafeInteger(value) && value >= 1 ? value : DEFAULT_CONCURRENCY
}

export class JobRunner {
  /** Names this process in `jobs.locked_by`. */
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  private readonly kinds = new Map<string, JobKind<any, any>>()
  private readonly running = new Map<number, Running>()
  private timer: ReturnType<typeof setInterval> | undefined
  private unsubscribe: (() => void) | undefined
  private pumping: Promise<void> | undefined
  private again = false
  private stopped = true

  constructor(private readonly options: JobRunnerOptions) {}

  get leaseMs() {
    return this.options.leaseMs ?? 30_000
  }

  /** Adds a kind this process runs; before `start`, or the queued jobs of the kind wait for the next poll. */
  register<Input, Result>(kind: JobKind<Input, Result>): this {
    if (this.kinds.has(kind.kind)) throw new Error(`job kind ${kind.kind} is registered twice`)
    this.kinds.set(kind.kind, kind)
    return this
  }

  /** Queues a job of a registered kind. */
  submit(kind: string, input: unknown, by: { readonly userId: number; readonly projectId?: number | null }): Promise<StoredJob> {
    const definition = this.kinds.get(kind)
    if (!definition) throw new Error(`job kind ${kind} is not registered`)
    return this.options.store.submit({ kind, input, userId: by.userId, projectId: by.projectId ?? null, maxAttempts: definition.maxAttempts ?? 1 })
  }

  /** How many jobs run in this process now. */
  get active() {
    return this.running.size
  }

  async start(): Promise<void> {
    this.stopped = false
    if (this.options.soleProcess) await this.recover(true)
    this.unsubscribe = this.options.bus.subscribe("bimp_jobs", (payload) => {
      const addressed = decodeJobNotice(payload)
      if (addressed?.notice.job_state === "queued" && this.kinds.has(addressed.notice.job_kind)) this.wake()
      // A cancel asked for in another process: stop the handler now rather than at its next report.
      if (addressed?.notice.job_cancel_requested) this.running.get(addressed.notice.job_id)?.abort.abort()
    })
    this.timer = setInterval(() => void this.poll(), this.options.pollMs ?? 1_000)
    this.timer.unref?.()
    this.wake()
  }

  /** Stops taking jobs; the running ones are aborted and handed back (queued again) for the next start. */
  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.timer)
    this.unsubscribe?.()
    for (const { abort } of this.running.values()) abort.abort()
    await Promise.allSettled([this.pumping, ...[...this.running.values()].map((r) => r.done)])
  }

  private async poll() {
    try {
      await this.recover(false)
    } catch (error) {
      this.options.log.warn("jobs: could not recover the jobs of stopped processes", { error: String(error) })
    }
    this.wake()
  }

  private async recover(all: boolean) {
    const recovered = await this.options.store.recover(interruptJob, { all, except: this.owner })
    for (const job of recovered) this.options.log.warn("jobs: a job's process stopped while it ran", { jobId: job.id, kind: job.kind, now: job.state })
    if (recovered.some((job) => job.state === "queued")) this.wake()
  }

  /** Claims queued jobs while there is room; one pump at a time, rerun when woken meanwhile. */
  private wake() {
    if (this.stopped) return
    if (this.pumping) {
      this.again = true
      return
    }
    this.pumping = this.pump()
      .catch((error: unknown) => this.options.log.warn("jobs: could not claim a job", { error: String(error) }))
      .finally(() => {
        this.pumping = undefined
        if (this.again) {
          this.again = false
          this.wake()
        }
      })
  }

  private async pump() {
    while (!this.stopped && this.running.size < this.options.concurrency) {
      const job = await this.options.store.claim([...this.kinds.keys()], this.owner, this.leaseMs)
      if (!job) return
      if (this.stopped) {
        await this.options.store.update(job.id, this.owner, releaseJob, null)
        return
      }
      this.launch(job)
    }
  }

  private launch(job: StoredJob) {
    const abort = new AbortController()
    const done = this.execute(job, abort).finally(() => {
      this.running.delete(job.id)
      this.wake()
    })
    this.running.set(job.id, { job, abort, done })
  }

  private async execute(job: StoredJob, abort: AbortController) {
    const { store, log } = this.options
    const kind = this.kinds.get(job.kind)!
    const progress = new ProgressWriter(this.options.progressEveryMs ?? 250, this.leaseMs / 3, async (percent, message) => {
      const current = await store.update(job.id, this.owner, (j) => reportProgress(j, percent, message), { owner: this.owner, ms: this.leaseMs })
      // Lost (another process took it after our lease ran out) or cancelled: stop the handler.
      if (!current || current.cancelRequested) abort.abort()
    })
    const context: JobContext = {
      jobId: job.id,
      userId: job.userId,
      projectId: job.projectId,
      attempt: job.attempts,
      signal: abort.signal,
      reportProgress: (percent, message = null) => progress.report(percent, message),
    }
    let end: (j: Job) => Job
    try {
      const input = kind.decodeInput ? kind.decodeInput(job.input) : job.input
      const result = await kind.run(input, context)
      end = (j) => (j.cancelRequested ? stopCancelledJob(j) : completeJob(j, result))
    } catch (error) {
      if (abort.signal.aborted) end = (j) => (j.cancelRequested ? stopCancelledJob(j) : this.stopped ? releaseJob(j) : j)
      else if (error instanceof JobFailed) end = (j) => failJob(j, error.message)
      else {
        log.error("jobs: a job failed unexpectedly", { jobId: job.id, kind: job.kind, error: String((error as Error)?.stack ?? error) })
        end = (j) => failJob(j, UNEXPECTED)
      }
    }
    await progress.close()
    try {
      const ended = await store.update(job.id, this.owner, end, null)
      if (ended && ended.state !== "running") jobsFinished.inc({ kind: job.kind, outcome: ended.state === "queued" ? "released" : ended.state })
    } catch (error) {
      // The lease runs out and the next poll (here or elsewhere) resumes or fails the job.
      log.error("jobs: could not record a job's end", { jobId: job.id, error: String(error) })
    }
  }
}

/**
 * Writes a job's progress: at most one write every `everyMs` (the latest report wins), and a write at
 * least every `heartbeatMs` so the lease never runs out while the handler works quietly.
 */
class ProgressWriter {
  private latest: { percent: number | null; message: string | null } | undefined
  private lastWrite = 0
  private writing: Promise<void> = Promise.resolve()
  private timer: ReturnType<typeof setTimeout> | undefined
  private readonly heartbeat: ReturnType<typeof setInterval>
  private closed = false
  private percent: number | null = null
  private message: string | null = null

  constructor(
    private readonly everyMs: number,
    heartbeatMs: number,
    private readonly write: (percent: number | null, message: string | null) => Promise<void>,
  ) {
    this.heartbeat = setInterval(() => this.flush(), heartbeatMs)
    this.heartbeat.unref?.()
  }

  report(percent: number | null, message: string | null) {
    if (this.closed) return
    this.latest = { percent, message }
    const wait = this.lastWrite + this.everyMs - Date.now()
    if (wait <= 0) this.flush()
    else this.timer ??= setTimeout(() => this.flush(), wait)
  }

  async close() {
    this.closed = true
    clearInterval(this.heartbeat)
    clearTimeout(this.timer)
    this.latest = undefined
    await this.writing
  }

  private flush() {
    clearTimeout(this.timer)
    this.timer = undefined
    if (this.latest) {
      this.percent = this.latest.percent
      this.message = this.latest.message
      this.latest = undefined
    }
    this.lastWrite = Date.now()
    const { percent, message } = this
    this.writing = this.writing.then(() => this.write(percent, message)).catch(() => {})
  }
}
