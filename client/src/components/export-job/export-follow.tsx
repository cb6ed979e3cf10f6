/**
 * An export's job followed to its file (docs/exports.md): while it runs, the shared job progress (percent, the
 * server's message in the export's language, cancel; on failure the reason and retry); once completed, the file
 * with its check and its download — the kept document's, or the job's for an export not kept (a reader's). The export page and an activity's IDS dialog show it under their choice.
 */
import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useRef } from "react"
import { documentsQuery } from "../../api/documents/get-documents"
import { exportResultOf } from "../../api/exports/start-export"
import { useJob } from "../../api/jobs/get-job"
import { JobProgress } from "../job-progress"
import { ExportResultView } from "./export-result"
import "./export-job.css"

export type ExportFollowProps = {
  readonly projectId: number
  readonly jobId: number
  /** What is being made, while the job runs. */
  readonly title: string
  /** An IDS file's activity, by its id (the checks' rows name it). */
  readonly activityName?: (activityId: number) => string | undefined
  /** The verdict and the checks per file (the IDS dialog shows its own check above instead). */
  readonly showCheck?: boolean
  /** Saves the file once it is kept, without another click (the IDS dialog's «Herunterladen»). */
  readonly autoDownload?: boolean
  /** Once, when the job has completed. */
  readonly onCompleted?: () => void
}

/** How often the job is read should the live stream's notices not come. */
const POLL_MS = 1_000

export function ExportFollow({ projectId, jobId, title, activityName, showCheck = true, autoDownload = false, onCompleted }: ExportFollowProps) {
  const client = useQueryClient()
  const job = useJob(jobId, POLL_MS)
  const completed = job.data?.job_state === "completed"
  const result = completed ? exportResultOf(job.data?.job_result) : undefined
  const onCompletedNow = useRef(onCompleted)
  onCompletedNow.current = onCompleted
  useEffect(() => {
    if (!completed) return
    // The kept export is one of the project's documents now.
    void client.invalidateQueries({ queryKey: documentsQuery(projectId).queryKey })
    onCompletedNow.current?.()
  }, [client, completed, projectId])
  if (result && job.data)
    return (
      <ExportResultView
        projectId={projectId}
        jobId={jobId}
        result={result}
        madeAt={job.data.job_change_date}
        activityName={activityName}
        showCheck={showCheck}
        autoDownload={autoDownload}
      />
    )
  return <JobProgress jobId={jobId} title={title} pollMs={POLL_MS} />
}
