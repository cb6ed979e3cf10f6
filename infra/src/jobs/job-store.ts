/**
 * @module The `jobs` table (migration 010): each change loads the row under a lock, applies a pure
 * transition of `job-machine.ts`, writes it back and announces it on `bimp_jobs`. Runners claim with
 * `FOR UPDATE SKIP LOCKED`, so several processes on one PostgreSQL never take the same job, and hold a lease
 * they renew with every progress report; a running job whose lease passed belongs to a dead process.
 */
import type { NotificationBus } from "../notifications/bus"
import type { SqlClient, SqlQuery } from "../sql/sql-client"
import { cancelJob, type Job, type JobRefusal, retryJob, startJob, type Transition } from "./job-machine"
import { encodeJobNotice } from "./job-notices"

export type StoredJob = Job & { readonly createdAt: string; readonly updatedAt: string }

export type NewJob = { readonly kind: string; readonly input: unknown; readonly userId: number; readonly projectId: number | null; readonly maxAttempts: number }

type JobRow = {
  job_id: number | string
  kind: string
  state: Job["state"]
  input: unknown
  result: unknown
  percent: number | null
  message: string | null
  error: string | null
  cancel_requested: boolean
  attempts: number
  max_attempts: number
  user_id: number | string
  project_id: number | string | null
  created_at: Date | string
  updated_at: Date | string
}

const toJob = (row: JobRow): StoredJob => ({
  id: Number(row.job_id),
  kind: row.kind,
  state: row.state,
  input: row.input,
  result: row.result ?? null,
  percent: row.percent,
  message: row.message,
  error: row.error,
  cancelRequested: row.cancel_requested,
  attempts: Number(row.attempts),
  maxAttempts: Number(row.max_attempts),
  userId: Number(row.user_id),
  projectId: row.project_id === null ? null : Number(row.project_id),
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
})

/** Who holds a running job and until when; null hands it back (a finished or requeued job). */
type Lease = { readonly owner: string; readonly ms: number } | null

const write = async (tx: SqlQuery, job: Job, lease: Lease): Promise<StoredJob> => {
  const rows = await tx.query<JobRow>(
    `UPDATE jobs SET state = $2, result = $3::jsonb, percent = $4, message = $5, error = $6, cancel_requested = $7, attempts = $8,
            locked_by = $9, lease_until = CASE WHEN $9::text IS NULL THEN NULL ELSE now() + make_interval(secs => $10::float8 / 1000) END,
            updated_at = now()
      WHERE job_id = $1 RETURNING *`,
    [job.id, job.state, JSON.stringify(job.result ?? null), job.percent, job.message, job.error, job.cancelRequested, job.attempts, lease?.owner ?? null, lease?.ms ?? 0],
  )
  return toJob(rows[0]!)
}

export class JobStore {
  constructor(
    private readonly sql: SqlClient,
    private readonly bus: NotificationBus,
  ) {}

  async submit(job: NewJob): Promise<StoredJob> {
    const rows = await this.sql.query<JobRow>(
      `INSERT INTO jobs (kind, state, input, max_attempts, user_id, project_id) VALUES ($1, 'queued', $2::jsonb, $3, $4, $5) RETURNING *`,
      [job.kind, JSON.stringify(job.input ?? null), job.maxAttempts, job.userId, job.projectId],
    )
    return this.announce(toJob(rows[0]!))
  }

  async get(id: number): Promise<StoredJob | undefined> {
    if (!Number.isSafeInteger(id)) return undefined
    const rows = await this.sql.query<JobRow>("SELECT * FROM jobs WHERE job_id = $1", [id])
    return rows[0] && toJob(rows[0])
  }

  /** How many jobs wait or run now, by kind: the jobs gauge of /metrics (ops/job-metrics.ts). */
  async countOpen(): Promise<{ kind: string; state: "queued" | "running"; count: number }[]> {
    const rows = await this.sql.query<{ kind: string; state: "queued" | "running"; count: string | number }>(
      "SELECT kind, state, count(*) AS count FROM jobs WHERE state IN ('queued', 'running') GROUP BY kind, state",
    )
    return rows.map((row) => ({ kind: row.kind, state: row.state, count: Number(row.count) }))
  }

  /** A caller's cancel: undefined for an unknown job, a refusal for a finished one. */
  cancel(id: number): Promise<StoredJob | JobRefusal | undefined> {
    return this.change(id, cancelJob)
  }

  retry(id: number): Promise<StoredJob | JobRefusal | undefined> {
    return this.change(id, retryJob)
  }

  /** Takes the oldest queued job of these kinds, if any, and leases it to `owner`. */
  async claim(kinds: readonly string[], owner: string, leaseMs: number): Promise<StoredJob | undefined> {
    if (kinds.length === 0) return undefined
    const claimed = await this.sql.transaction(async (tx) => {
      const rows = await tx.query<JobRow>(
        "SELECT * FROM jobs WHERE state = 'queued' AND kind = ANY($1::text[]) ORDER BY job_id LIMIT 1 FOR UPDATE SKIP LOCKED",
        [kinds],
      )
      return rows[0] && write(tx, startJob(toJob(rows[0])), { owner, ms: leaseMs })
    })
    return claimed && this.announce(claimed)
  }

  /**
   * The holder's change of its running job (progress, which renews the lease, or its end with `lease`
   * null). Undefined when the job is no longer this holder's: its lease ran out and another took it.
   */
  async update(id: number, owner: string, change: (job: StoredJob) => Job, lease: Lease): Promise<StoredJob | undefined> {
    const changed = await this.sql.transaction(async (tx) => {
      const rows = await tx.query<JobRow>("SELECT * FROM jobs WHERE job_id = $1 AND state = 'running' AND locked_by = $2 FOR UPDATE", [id, owner])
      return rows[0] && write(tx, change(toJob(rows[0])), lease)
    })
    return changed && this.announce(changed)
  }

  /**
   * Running jobs whose process is gone, changed by `change` (resumed or failed): those whose lease passed,
   * or every running one not held by `except` when `all` (an embedded database has one process only).
   */
  async recover(change: (job: Job) => Job, options: { readonly all: boolean; readonly except?: string }): Promise<StoredJob[]> {
    const stale = `state = 'running' AND ($1 OR lease_until < now()) AND locked_by IS DISTINCT FROM $2`
    const ids = await this.sql.query<{ job_id: number | string }>(`SELECT job_id FROM jobs WHERE ${stale}`, [options.all, options.except ?? null])
    const recovered: StoredJob[] = []
    for (const { job_id } of ids) {
      const job = await this.sql.transaction(async (tx) => {
        const rows = await tx.query<JobRow>(`SELECT * FROM jobs WHERE job_id = $3 AND ${stale} FOR UPDATE SKIP LOCKED`, [options.all, options.except ?? null, job_id])
        return rows[0] && write(tx, change(toJob(rows[0])), null)
      })
      if (job) recovered.push(await this.announce(job))
    }
    return recovered
  }

  private async change(id: number, transition: (job: Job) => Transition): Promise<StoredJob | JobRefusal | undefined> {
    if (!Number.isSafeInteger(id)) return undefined
    const outcome = await this.sql.transaction(async (tx): Promise<StoredJob | JobRefusal | undefined> => {
      const rows = await tx.query<JobRow>("SELECT * FROM jobs WHERE job_id = $1 FOR UPDATE", [id])
      if (!rows[0]) return undefined
      const before = toJob(rows[0])
      const next = transition(before)
      if (!next.ok) return next.refusal
      // A job cancelled while queued, or queued again, belongs to no runner.
      const keepsLease = next.job.state === "running"
      const lease = keepsLease ? await currentLease(tx, id) : null
      return write(tx, next.job, lease)
    })
    return outcome && "_tag" in outcome ? outcome : outcome && this.announce(outcome)
  }

  private async announce(job: StoredJob): Promise<StoredJob> {
    // A lost notice only delays: runners poll, and the client falls back to reading the job.
    await this.bus.publish("bimp_jobs", encodeJobNotice(job)).catch(() => {})
    return job
  }
}

/** The lease of a running job as it stands (a cancel request must not extend or end it). */
const currentLease = async (tx: SqlQuery, id: number): Promise<Lease> => {
  const rows = await tx.query<{ locked_by: string | null; ms: number | string | null }>(
    "SELECT locked_by, GREATEST(0, EXTRACT(EPOCH FROM (lease_until - now())) * 1000) AS ms FROM jobs WHERE job_id = $1",
    [id],
  )
  const row = rows[0]
  return row?.locked_by ? { owner: row.locked_by, ms: Number(row.ms ?? 0) } : null
}

export const isRefusal = (value: StoredJob | JobRefusal): value is JobRefusal => "_tag" in value
