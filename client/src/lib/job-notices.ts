/** @module Job notices of the tab's live stream (`event: job`, contracts/src/live/job-notice.ts), for whoever follows a job. */
import type { JobNotice } from "@bimprofile/contracts/live/job-notice"
import { Subject } from "rxjs"

export const jobNotice$ = new Subject<JobNotice>()
