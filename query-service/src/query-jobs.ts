/**
 * @module The kinds of job the query side runs (docs/jobs.md): those that read the read models — today the
 * export (resources/exports/export-job.ts). A process registers them on a runner of their own (the all-in-one
 * launcher, the query service's server.ts): a runner claims only the kinds registered on it, and an export waits
 * for its keep, which the command side's runner runs, so the two never share a runner's slots.
 */
import type { JobKind } from "@bimprofile/infra/jobs/job-kinds"
import { exportJob, type ExportJobOptions } from "./resources/exports/export-job"

export type QueryJobOptions = ExportJobOptions

export const queryJobKinds = (options: QueryJobOptions): JobKind<any, any>[] => [exportJob(options)]
