/**
 * @module The life of a job as pure transitions: queued → running → completed | failed | cancelled, and back
 * to queued by a retry or by a resume after its process died. No clock, no SQL: the job store loads a row,
 * applies one of these and writes the result in the same transaction (docs/jobs.md).
 */
import type { JobState } from "@bimprofile/contracts/live/job-notice"

export type Job = {
  readonly id: number
  readonly kind: string
  readonly state: JobState
  readonly input: unknown
  readonly result: unknown
  readonly percent: number | null
  readonly message: string | null
  readonly error: string | null
  readonly cancelRequested: boolean
  /** Starts since the job was last queued by its starter (a resume after a crash counts). */
  readonly attempts: number
  /** How many starts a job may have before an interruption fails it instead of resuming it. */
  readonly maxAttempts: number
  readonly userId: number
  readonly projectId: number | null
}

/** Refusals a caller can cause: cancelling what is finished, retrying what did not fail. */
export type JobRefusal = { readonly _tag: "JobAlreadyFinished"; readonly state: JobState } | { readonly _tag: "JobNotRetryable"; readonly state: JobState }

export type Transition = { readonly ok: true; readonly job: Job } | { readonly ok: false; readonly refusal: JobRefusal }

const ok = (job: Job): Transition => ({ ok: true, job })
const refused = (refusal: JobRefusal): Transition => ({ ok: false, refusal })

/** The reason a job gets when its process died and it may not start again. */
export const INTERRUPTED = "Der Vorgang wurde unterbrochen, weil der Dienst neu gestartet wurde."
/** The reason of a job whose handler threw something other than a `JobFailed`: internals stay in the log. */
export const UNEXPECTED = "Der Vorgang ist wegen eines unerwarteten Fehlers gescheitert."

const MAX_MESSAGE = 300
const MAX_ERROR = 1_000
const clip = (text: string | null, max: number) => (text === null || text.length <= max ? text : `${text.slice(0, max - 1)}…`)

/** A runner takes a queued job. */
export const startJob = (job: Job): Job => {
  if (job.state !== "queued") throw new Error(`job ${job.id} is ${job.state}, not queued`)
  return { ...job, state: "running", attempts: job.attempts + 1, percent: null, message: null, error: null, result: null }
}

/** The handler reports how far it is; percent is clamped to a whole 0–100. Only a running job moves. */
export const reportProgress = (job: Job, percent: number | null, message: string | null): Job => {
  if (job.state !== "running") return job
  const clamped = percent === null || !Number.isFinite(percent) ? job.percent : Math.round(Math.min(100, Math.max(0, percent)))
  return { ...job, percent: clamped, message: clip(message, MAX_MESSAGE) }
}

export const completeJob = (job: Job, result: unknown): Job => {
  if (job.state !== "running") return job
  return { ...job, state: "completed", percent: 100, result: result ?? null, error: null }
}

export const failJob = (job: Job, reason: string): Job => {
  if (job.state !== "running") return job
  return { ...job, state: "failed", error: clip(reason, MAX_ERROR) }
}

/** The handler stopped after a cancel was asked for. */
export const stopCancelledJob = (job: Job): Job => (job.state === "running" ? { ...job, state: "cancelled" } : job)

/** A queued job is cancelled at once; a running one is asked to stop (its handler's signal aborts). */
export const cancelJob = (job: Job): Transition => {
  switch (job.state) {
    case "queued":
      return ok({ ...job, state: "cancelled", cancelRequested: true })
    case "running":
      return ok({ ...job, cancelRequested: true })
    case "completed":
    case "failed":
    case "cancelled":
      return refused({ _tag: "JobAlreadyFinished", state: job.state })
    default:
      return assertNever(job.state)
  }
}

/** A failed or cancelled job is queued again with its input, as if new. */
export const retryJob = (job: Job): Transition => {
  switch (job.state) {
    case "failed":
    case "cancelled":
      return ok({ ...job, state: "queued", attempts: 0, cancelRequested: false, percent: null, message: null, error: null, result: null })
    case "queued":
    case "running":
    case "completed":
      return refused({ _tag: "JobNotRetryable", state: job.state })
    default:
      return assertNever(job.state)
  }
}

/**
 * A running job whose process died (its lease ran out): resumed — queued again — while it has starts left,
 * else failed with a reason the user understands. One whose cancel was asked for is cancelled.
 */
export const interruptJob = (job: Job): Job => {
  if (job.state !== "running") return job
  if (job.cancelRequested) return { ...job, state: "cancelled" }
  if (job.attempts < job.maxAttempts) return { ...job, state: "queued", message: null }
  return { ...job, state: "failed", error: INTERRUPTED }
}

/** A process that stops in good order hands its running job back without spending a start. */
export const releaseJob = (job: Job): Job => {
  if (job.state !== "running") return job
  if (job.cancelRequested) return { ...job, state: "cancelled" }
  return { ...job, state: "queued", attempts: Math.max(0, job.attempts - 1), message: null }
}

const assertNever = (value: never): never => {
  throw new Error(`unknown job state ${String(value)}`)
}
