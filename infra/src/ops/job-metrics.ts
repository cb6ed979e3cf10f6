/**
 * @module Jobs in /metrics: `bimp_jobs_finished_total` (by kind and outcome, counted by the runner of this
 * process when it records a job's end) and `bimp_jobs` (queued and running now, by kind — read from the
 * jobs table at scrape time, so it is the same in every process: aggregate with max(), not sum()).
 */
import { Counter, type Registry } from "prom-client"
import type { JobStore } from "../jobs/job-store"
import { metricsRegistry } from "./metrics"
import { scrapedGauge } from "./scraped-gauge"

export const jobsFinished = new Counter({
  name: "bimp_jobs_finished_total",
  help: "Jobs this process ran to an end, by kind and outcome (completed, failed, cancelled; released: handed back at a stop)",
  labelNames: ["kind", "outcome"] as const,
  registers: [metricsRegistry],
})

/** Registers the gauge of open jobs; `remove()` when the store's database closes. */
export const openJobsGauge = (jobs: Pick<JobStore, "countOpen">, registry: Registry = metricsRegistry) =>
  scrapedGauge({
    registry,
    name: "bimp_jobs",
    help: "Jobs queued or running now (all processes), by kind and state",
    labelNames: ["kind", "state"],
    read: async (gauge) => {
      for (const { kind, state, count } of await jobs.countOpen()) gauge.set({ kind, state }, count)
    },
  })
