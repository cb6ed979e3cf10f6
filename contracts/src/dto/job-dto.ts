/** @module A job (docs/jobs.md): long work whose progress the caller follows — `GET /1.2/profile/jobs/{id}`. */
import { Schema } from "effect"
import { JOB_STATES } from "../live/job-notice"
import { NullableNumber, NullableString } from "./fields"

export const JobDto = Schema.Struct({
  job_id: Schema.Int,
  /** What the job does, e.g. `classification-upload`; each kind is registered by the service that runs it. */
  job_kind: Schema.String,
  job_state: Schema.Literals(JOB_STATES),
  /** 0–100 while running or when finished; null while the job has not said. */
  job_percent: NullableNumber,
  job_message: NullableString,
  /** What a completed job produced (its kind decides the shape); null otherwise. */
  job_result: Schema.Unknown,
  /** Why a failed job failed, in words for the user. */
  job_error: NullableString,
  job_cancel_requested: Schema.Boolean,
  /** How often the job was started (a retry or a resume after a restart starts it again). */
  job_attempts: Schema.Int,
  /** Who started the job; only they and, for a job of a project, the project's readers see it. */
  job_usr_id: Schema.Int,
  job_pro_id: NullableNumber,
  job_create_date: Schema.String,
  job_change_date: Schema.String,
})
export type JobDto = typeof JobDto.Type

/** The answer of a call that starts a job (201, the job created; not 202, which the spec's client takes as a rejection): follow it with GET /1.2/profile/jobs/{job_id} or the live stream. */
export const JobSubmitted = Schema.Struct({ job_id: Schema.Int.annotate({ description: "The job to follow." }) })
