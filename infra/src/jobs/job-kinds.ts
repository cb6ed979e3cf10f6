/**
 * @module What a service registers to run a kind of job (docs/jobs.md, "How to add a job kind"): a handler
 * that gets the job's input, reports progress, watches its abort signal and returns the result.
 */
import { decodeWith } from "@bimprofile/contracts/codec/decode"
import type { Schema } from "effect"

export type JobContext = {
  readonly jobId: number
  readonly userId: number
  readonly projectId: number | null
  /** 1 on the first start; more after a resume (the handler starts over, so it must be safe to repeat). */
  readonly attempt: number
  /** Aborted when the job is cancelled, or when the process stops or lost the job: stop soon and throw. */
  readonly signal: AbortSignal
  /** How far the job is, 0–100, and what it does now (shown to the user as is: in their language). */
  reportProgress(percent: number | null, message?: string | null): void
}

export type JobKind<Input = unknown, Result = unknown> = {
  readonly kind: string
  /** Starts a job may have: a job interrupted by a dead process is started again while it has any left. Default 1: failed. */
  readonly maxAttempts?: number
  /** Checks the stored input before the handler sees it; throw `JobFailed` for input it cannot take. */
  readonly decodeInput?: (input: unknown) => Input
  run(input: Input, context: JobContext): Promise<Result>
}

/** A failure whose message the user may read (as the job's reason); any other error is logged, not shown. */
export class JobFailed extends Error {}

/** A kind's `decodeInput` from a contract schema: input it does not decode fails the job with `text`. */
export const decodeJobInput = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, text: string) => {
  const decode = decodeWith(schema)
  return (input: unknown): S["Type"] => {
    const decoded = decode(input)
    if (!decoded.ok) throw new JobFailed(text)
    return decoded.value
  }
}
