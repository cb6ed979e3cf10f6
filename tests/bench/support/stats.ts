/** @module Latency summaries: percentiles over recorded samples (milliseconds). */

export type LatencySummary = {
  readonly count: number
  readonly mean: number
  readonly p50: number
  readonly p95: number
  readonly p99: number
  readonly max: number
}

/** Nearest-rank percentile of an ascending array. */
const percentile = (sorted: Float64Array, p: number): number => {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}

export const summarize = (samples: readonly number[]): LatencySummary => {
  const sorted = Float64Array.from(samples).sort()
  let sum = 0
  for (const value of sorted) sum += value
  return {
    count: sorted.length,
    mean: sorted.length ? sum / sorted.length : Number.NaN,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
  }
}

export const round = (value: number, digits = 1): number => {
  if (!Number.isFinite(value)) return value
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

export const formatInt = (value: number): string => (Number.isFinite(value) ? Math.round(value).toLocaleString("en-US") : "n/a")
export const formatMs = (value: number): string => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms` : "n/a")
