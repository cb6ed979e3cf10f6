/**
 * @module A closed-loop load runner: N workers, each sends its next request as soon as the previous one is
 * answered. A warm-up phase first (not recorded), then a measured window; only requests that complete inside
 * the window count. Bounded in time: workers stop starting requests at the end of the window.
 */
import { performance } from "node:perf_hooks"
import type { HttpAnswer } from "./http-client"

/** One request of a worker; the worker chooses what comes next from the answer. */
export type Operation = () => Promise<HttpAnswer>

export type LoadResult = {
  readonly seconds: number
  /** 2xx answers completed inside the window. */
  readonly ok: number
  /** 2xx answers of the whole run, warm-up included. */
  readonly okTotal: number
  readonly perSecond: number
  /** Latencies (ms) of the 2xx answers completed inside the window. */
  readonly latencies: number[]
  /** Every status seen inside the window ("error" for a failed request), with its count. */
  readonly statuses: Record<string, number>
  /** A few non-2xx bodies, to say why. */
  readonly sampleErrors: string[]
}

export type LoadOptions = {
  readonly workers: readonly Operation[]
  readonly warmupMs: number
  readonly measureMs: number
  /** Called when the measured window opens and closes (to start and stop probes beside the load). */
  readonly onWindowStart?: () => void | Promise<void>
  readonly onWindowEnd?: () => void | Promise<void>
}

export const runLoad = async ({ workers, warmupMs, measureMs, onWindowStart, onWindowEnd }: LoadOptions): Promise<LoadResult> => {
  const started = performance.now()
  const windowStart = started + warmupMs
  const windowEnd = windowStart + measureMs
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  const sampleErrors: string[] = []
  let ok = 0
  let okTotal = 0

  const record = (begin: number, end: number, status: string, detail?: string) => {
    if (status.startsWith("2")) okTotal++
    if (end < windowStart || end > windowEnd) return
    statuses[status] = (statuses[status] ?? 0) + 1
    if (status.startsWith("2")) {
      ok++
      latencies.push(end - begin)
    } else if (detail && sampleErrors.length < 5) sampleErrors.push(`${status}: ${detail.slice(0, 300)}`)
  }

  const loop = async (operation: Operation) => {
    while (performance.now() < windowEnd) {
      const begin = performance.now()
      try {
        const answer = await operation()
        record(begin, performance.now(), String(answer.status), answer.status >= 300 ? JSON.stringify(answer.body) : undefined)
      } catch (error) {
        record(begin, performance.now(), "error", String(error))
      }
    }
  }

  // The probes beside the load start and stop with the window; each runs once, awaited before returning.
  let startProbe: Promise<void> | undefined
  let endProbe: Promise<void> | undefined
  const fireStart = () => (startProbe ??= Promise.resolve(onWindowStart?.()))
  const fireEnd = () => (endProbe ??= (fireStart(), startProbe!.then(() => onWindowEnd?.())))
  const timers = [setTimeout(fireStart, Math.max(0, warmupMs)), setTimeout(fireEnd, Math.max(0, warmupMs + measureMs))]
  try {
    await Promise.all(workers.map(loop))
  } finally {
    for (const timer of timers) clearTimeout(timer)
    await fireEnd()
  }
  const seconds = measureMs / 1000
  return { seconds, ok, okTotal, perSecond: ok / seconds, latencies, statuses, sampleErrors }
}
