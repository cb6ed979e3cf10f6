import { describe, expect, it } from "vitest"
import {
  cancelJob,
  completeJob,
  failJob,
  INTERRUPTED,
  interruptJob,
  type Job,
  releaseJob,
  reportProgress,
  retryJob,
  startJob,
  stopCancelledJob,
} from "./job-machine"

const queued: Job = {
  id: 7,
  kind: "test.count",
  state: "queued",
  input: { upTo: 3 },
  result: null,
  percent: null,
  message: null,
  error: null,
  cancelRequested: false,
  attempts: 0,
  maxAttempts: 1,
  userId: 1,
  projectId: null,
}
const running = startJob(queued)

describe("a job's life", () => {
  it("starts from queued, counting the start", () => {
    expect(running).toMatchObject({ state: "running", attempts: 1, percent: null })
    expect(() => startJob(running)).toThrow(/not queued/)
  })

  it("reports progress as a whole percent between 0 and 100, only while running", () => {
    expect(reportProgress(running, 41.6, "Zeile 416 von 1000")).toMatchObject({ percent: 42, message: "Zeile 416 von 1000" })
    expect(reportProgress(running, 250, null).percent).toBe(100)
    expect(reportProgress(running, -3, null).percent).toBe(0)
    // A report without a percent keeps the last one.
    expect(reportProgress(reportProgress(running, 30, null), null, "weiter").percent).toBe(30)
    expect(reportProgress(queued, 50, "zu früh")).toBe(queued)
  })

  it("bounds a long message", () => {
    expect(reportProgress(running, 1, "x".repeat(5_000)).message!.length).toBeLessThanOrEqual(300)
  })

  it("completes with its result at 100 %, or fails with its reason", () => {
    expect(completeJob(running, { rows: 3 })).toMatchObject({ state: "completed", percent: 100, result: { rows: 3 } })
    expect(failJob(running, "Die Datei ist leer.")).toMatchObject({ state: "failed", error: "Die Datei ist leer." })
    // A finished job does not move again.
    const completed = completeJob(running, 1)
    expect(failJob(completed, "später")).toBe(completed)
  })
})

describe("cancel", () => {
  it("ends a queued job at once", () => {
    expect(cancelJob(queued)).toEqual({ ok: true, job: { ...queued, state: "cancelled", cancelRequested: true } })
  })

  it("asks a running job to stop; it is cancelled when its handler stopped", () => {
    const asked = cancelJob(running)
    expect(asked).toEqual({ ok: true, job: { ...running, cancelRequested: true } })
    expect(asked.ok && stopCancelledJob(asked.job).state).toBe("cancelled")
  })

  it("is refused for a finished job", () => {
    for (const finished of [completeJob(running, null), failJob(running, "x"), stopCancelledJob(running)])
      expect(cancelJob(finished)).toEqual({ ok: false, refusal: { _tag: "JobAlreadyFinished", state: finished.state } })
  })
})

describe("retry", () => {
  it("queues a failed or cancelled job again as new, with its input", () => {
    const failed = failJob(reportProgress(running, 60, "fast"), "kaputt")
    expect(retryJob(failed)).toEqual({ ok: true, job: { ...queued, attempts: 0 } })
    const cancelled = stopCancelledJob({ ...running, cancelRequested: true })
    expect(retryJob(cancelled)).toEqual({ ok: true, job: { ...queued } })
  })

  it("is refused for a job that is queued, running or completed", () => {
    for (const job of [queued, running, completeJob(running, null)]) expect(retryJob(job)).toEqual({ ok: false, refusal: { _tag: "JobNotRetryable", state: job.state } })
  })
})

describe("a running job whose process died", () => {
  it("is resumed (queued again) while it has starts left", () => {
    const resumable = startJob({ ...queued, maxAttempts: 2 })
    expect(interruptJob(resumable)).toMatchObject({ state: "queued", attempts: 1 })
  })

  it("fails with a reason the user understands when it has none left", () => {
    expect(interruptJob(running)).toMatchObject({ state: "failed", error: INTERRUPTED })
  })

  it("is cancelled when its cancel was asked for", () => {
    expect(interruptJob({ ...running, cancelRequested: true }).state).toBe("cancelled")
  })

  it("leaves any other job as it is", () => {
    expect(interruptJob(queued)).toBe(queued)
  })
})

describe("a process that stops in good order", () => {
  it("hands its running job back without spending a start", () => {
    expect(releaseJob(running)).toMatchObject({ state: "queued", attempts: 0 })
    expect(releaseJob({ ...running, cancelRequested: true }).state).toBe("cancelled")
  })
})
