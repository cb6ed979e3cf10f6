/** @module A stored job as the 1.2 API answers it (`JobDto`), and the 404 for a job the caller may not see. */
import type { JobDto } from "@bimprofile/contracts/dto/job-dto"
import { HttpProblem } from "../http/problem"
import type { JobRefusal } from "./job-machine"
import type { StoredJob } from "./job-store"

export const jobDto = (job: StoredJob): JobDto => ({
  job_id: job.id,
  job_kind: job.kind,
  job_state: job.state,
  job_percent: job.percent,
  job_message: job.message,
  job_result: job.state === "completed" ? job.result : null,
  job_error: job.error,
  job_cancel_requested: job.cancelRequested,
  job_attempts: job.attempts,
  job_usr_id: job.userId,
  job_pro_id: job.projectId,
  job_create_date: job.createdAt,
  job_change_date: job.updatedAt,
})

/** Unknown and someone else's job alike: a job's existence is nobody else's business. */
export const jobNotFound = (id: number) => new HttpProblem(404, "NOT_FOUND", `Vorgang mit der Id ${id} wurde nicht gefunden.`)

const STATE_WORDS = { queued: "wartet", running: "läuft", completed: "ist abgeschlossen", failed: "ist gescheitert", cancelled: "wurde abgebrochen" } as const

export const jobRefused = (id: number, refusal: JobRefusal) =>
  new HttpProblem(
    409,
    refusal._tag === "JobAlreadyFinished" ? "JOB_FINISHED" : "JOB_NOT_RETRYABLE",
    refusal._tag === "JobAlreadyFinished"
      ? `Vorgang ${id} ${STATE_WORDS[refusal.state]} und kann nicht mehr abgebrochen werden.`
      : `Vorgang ${id} ${STATE_WORDS[refusal.state]}; nur ein gescheiterter oder abgebrochener Vorgang kann wiederholt werden.`,
  )
