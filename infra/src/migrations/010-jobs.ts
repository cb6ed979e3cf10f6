/**
 * Jobs (docs/jobs.md): long work — uploads, exports, checks — with its progress. Operational state, not
 * domain facts: rows change as a job runs, and a job whose work changes the domain appends events through
 * the command path like any command. `lease_until` is renewed by the running process; a running job whose
 * lease passed belongs to a dead process and is resumed or failed by the next runner that looks.
 */
export const jobsMigration = `
CREATE TABLE IF NOT EXISTS jobs (
  job_id bigserial PRIMARY KEY,
  kind text NOT NULL,
  state text NOT NULL CHECK (state IN ('queued', 'running', 'completed', 'failed', 'cancelled')),
  input jsonb NOT NULL DEFAULT 'null',
  result jsonb,
  percent integer,
  message text,
  error text,
  cancel_requested boolean NOT NULL DEFAULT false,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 1,
  user_id bigint NOT NULL,
  project_id bigint,
  locked_by text,
  lease_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS jobs_queued ON jobs (kind, job_id) WHERE state = 'queued';
CREATE INDEX IF NOT EXISTS jobs_running ON jobs (lease_until) WHERE state = 'running';
`
