/**
 * @module A job's progress as the live stream sends it (`event: job`), without any schema library so the
 * client's shell can import it. The notice is small on purpose (a PostgreSQL NOTIFY carries at most 8 kB):
 * it never holds the job's result — a listener that sees `completed` reads `GET /1.2/profile/jobs/{id}`.
 */

/** queued → running → completed | failed | cancelled; failed and cancelled jobs can be retried (queued again). */
export const JOB_STATES = ["queued", "running", "completed", "failed", "cancelled"] as const
export type JobState = (typeof JOB_STATES)[number]

/** The states a job never leaves by itself. */
export const isFinished = (state: JobState): boolean => state === "completed" || state === "failed" || state === "cancelled"

/** The SSE event name of job notices on `GET /1.2/live` (project notifications use the default `message`). */
export const JOB_EVENT = "job"

export type JobNotice = {
  readonly job_id: number
  readonly job_kind: string
  readonly job_state: JobState
  /** 0–100 while running; null when the job has not said. */
  readonly job_percent: number | null
  readonly job_message: string | null
  /** Why a failed job failed. */
  readonly job_error: string | null
  /** A cancel was asked for and the running work has not stopped yet. */
  readonly job_cancel_requested: boolean
}

const isState = (value: unknown): value is JobState => (JOB_STATES as readonly unknown[]).includes(value)
const nullableString = (value: unknown): value is string | null => value === null || typeof value === "string"

/** Reads an `event: job` message's data; undefined for anything that is not a job notice. */
export const parseJobNotice = (data: string): JobNotice | undefined => {
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return undefined
  }
  if (typeof value !== "object" || value === null) return undefined
  const v = value as Record<string, unknown>
  if (!Number.isSafeInteger(v.job_id) || typeof v.job_kind !== "string" || !isState(v.job_state)) return undefined
  if (!(v.job_percent === null || typeof v.job_percent === "number") || !nullableString(v.job_message) || !nullableString(v.job_error)) return undefined
  return {
    job_id: v.job_id as number,
    job_kind: v.job_kind,
    job_state: v.job_state,
    job_percent: v.job_percent,
    job_message: v.job_message,
    job_error: v.job_error,
    job_cancel_requested: v.job_cancel_requested === true,
  }
}
