import { Button, Callout, ProgressBar } from "@blueprintjs/core"
import { useEffect, useRef } from "react"
import { useChangeJob } from "../api/jobs/change-job"
import { useJob } from "../api/jobs/get-job"
import { useT } from "../lib/i18n"

/**
 * Follows one job (docs/jobs.md) for any feature: percent and message while it runs, cancel, and the
 * reason with retry when it failed or was cancelled. It reads the job every `pollMs` until it is finished;
 * the live stream's `event: job` notices carry the same state (contracts/src/live/job-notice.ts).
 */
export function JobProgress({
  jobId,
  title,
  pollMs,
  describeResult,
  onCompleted,
}: {
  jobId: number
  title: string
  pollMs?: number
  /** What a completed job did, in the user's words (from its result). */
  describeResult?: (result: unknown) => string
  /** Once, when the job has completed (read what it changed again). */
  onCompleted?: () => void
}) {
  const { t } = useT()
  const { data: job, error } = useJob(jobId, pollMs)
  const completed = job?.job_state === "completed"
  const onCompletedNow = useRef(onCompleted)
  onCompletedNow.current = onCompleted
  useEffect(() => {
    if (completed) onCompletedNow.current?.()
  }, [completed])
  const cancel = useChangeJob(jobId, "cancel")
  const retry = useChangeJob(jobId, "retry")
  if (error) return <Callout intent="danger" title={title} role="alert">{t("jobs.unknown")}</Callout>
  if (!job) return <Callout title={title}><ProgressBar intent="primary" /></Callout>
  switch (job.job_state) {
    case "queued":
    case "running":
      return (
        <Callout title={title} role="status">
          <ProgressBar intent="primary" {...(job.job_percent !== null && { value: job.job_percent / 100 })} />
          <p>{job.job_state === "queued" ? t("jobs.queued") : t("jobs.running", { percent: job.job_percent ?? 0 })} {job.job_message ?? ""}</p>
          <Button text={job.job_cancel_requested ? t("jobs.cancelling") : t("jobs.cancel")} disabled={job.job_cancel_requested || cancel.isPending} onClick={() => cancel.mutate()} />
        </Callout>
      )
    case "completed":
      return (
        <Callout intent="success" title={title} role="status">
          {t("jobs.completed")} {describeResult?.(job.job_result) ?? ""}
        </Callout>
      )
    case "failed":
    case "cancelled":
      return (
        <Callout intent={job.job_state === "failed" ? "danger" : "warning"} title={title} role="alert">
          <p>{job.job_state === "failed" ? t("jobs.failed", { reason: job.job_error ?? "" }) : t("jobs.cancelled")}</p>
          <Button text={t("jobs.retry")} disabled={retry.isPending} onClick={() => retry.mutate()} />
        </Callout>
      )
  }
}
