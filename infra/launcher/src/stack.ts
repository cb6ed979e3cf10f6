/**
 * @module The whole product in one process: event store, command service, projector and query service on
 * one engine (PGlite by default, PostgreSQL with a URL), the client's built files on the same origin.
 * Used by `npm start`, the system tests and the benchmarks.
 */
import { createCommandApp } from "@bimprofile/command-service/app"
import type { Auth } from "@bimprofile/command-service/auth/start-auth"
import type { IdentityService } from "@bimprofile/command-service/identity/identity-service"
import { startIdentity } from "@bimprofile/command-service/identity/start-identity"
import type { StreamDirectory } from "@bimprofile/command-service/identity/stream-directory"
import { ProjectService } from "@bimprofile/command-service/project/project-service"
import { listUploadJob } from "@bimprofile/command-service/project/lists/upload/list-upload-job"
import { bsddImportJob } from "@bimprofile/command-service/project/bsdd/bsdd-import-job"
import { profileImportJob } from "@bimprofile/command-service/project/profile-import/profile-import-job"
import { exportKeepJob } from "@bimprofile/command-service/project/documents/export-keep-job"
import { seedReferenceProject } from "@bimprofile/command-service/seed/seed-reference-project"
import { buildOpenApiDocument } from "@bimprofile/contracts/api/openapi"
import { loadTokenSigner } from "@bimprofile/infra/auth/tokens"
import { BlobStore } from "@bimprofile/infra/blobs/blob-store"
import { type IdentityConfig, readIdentityConfig, readLiveStreamsPerUser } from "@bimprofile/infra/config"
import type { PersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import { type Database, type DatabaseOptions, openDatabase } from "@bimprofile/infra/database"
import { takeFirstStartLock } from "@bimprofile/infra/sql/first-start-lock"
import { serverApp } from "@bimprofile/infra/http/server-app"
import { createIdAllocator } from "@bimprofile/infra/ids/id-allocator"
import { JobRunner, readJobConcurrency } from "@bimprofile/infra/jobs/job-runner"
import { JobStore } from "@bimprofile/infra/jobs/job-store"
import { createLogger, type Logger } from "@bimprofile/infra/logger"
import { countAppendedEvents } from "@bimprofile/infra/ops/event-metrics"
import { openJobsGauge } from "@bimprofile/infra/ops/job-metrics"
import { lagGauges } from "@bimprofile/infra/ops/lag-gauges"
import { metricsRegistry } from "@bimprofile/infra/ops/metrics"
import { opsRoutes } from "@bimprofile/infra/ops/ops-routes"
import { databaseAnswers, Readiness } from "@bimprofile/infra/ops/readiness"
import { sseSubscribersGauge } from "@bimprofile/infra/ops/sse-metrics"
import { readReferenceProjectId } from "@bimprofile/infra/settings"
import { READ_MODELS_CHECKPOINT } from "@bimprofile/projector/projection"
import { ProjectorRunner } from "@bimprofile/projector/runner/run-projector"
import { closeQueryApp, createQueryApp, createQueryDeps } from "@bimprofile/query-service/app"
import { LiveHub } from "@bimprofile/query-service/live/live-hub"
import { jobNoticesOf } from "@bimprofile/query-service/live/live-jobs"
import { PositionWatcher } from "@bimprofile/query-service/middleware/position-watcher"
import { queryJobKinds } from "@bimprofile/query-service/query-jobs"
import type { Hono } from "hono"
import { clientRoutes } from "./client-routes"

export type StackOptions = {
  readonly database: DatabaseOptions
  readonly admin: { email: string | undefined; password: string | undefined }
  readonly jwtSecret?: string | undefined
  /** Folder of the built client (index.html); no client routes when absent. */
  readonly clientDir?: string | undefined
  readonly seed?: boolean
  readonly log?: Logger
  /** Sign-in, mail and identity provider settings; default: from the environment. */
  readonly identity?: IdentityConfig
  /** Where mails go without SMTP_URL (`${dataDir}/outbox/`); default: DATA_DIR or ./data. */
  readonly dataDir?: string
  /** Jobs running at once (default: BIMP_JOBS_CONCURRENCY or 2). */
  readonly jobConcurrency?: number
}

export type Stack = {
  readonly app: Hono
  readonly db: Database
  readonly projects: ProjectService
  readonly projector: ProjectorRunner
  /** Fans the projector's notices out to the live streams (GET /1.2/live). */
  readonly live: LiveHub
  readonly admin: { email: string; password?: string; userId: number; created: boolean }
  /** Sign-in's services, and the invitations and credentials the identity side uses. */
  readonly auth: Auth
  readonly identity: IdentityService
  /** The write side's users and organisations (implements Directory). */
  readonly directory: StreamDirectory
  /** Seals and opens personal fields; e-mail digests. */
  readonly vault: PersonalDataVault
  readonly referenceProjectId: number | null
  /** Runs the command side's jobs (docs/jobs.md); tests register their kinds on it. */
  readonly jobs: JobRunner
  /** Runs the query side's jobs (exports: query-service/src/query-jobs.ts), apart from the command side's. */
  readonly queryJobs: JobRunner
  readonly jobStore: JobStore
  /** What /ready answers: ready once started, until `stop` (or the launcher's shutdown) begins. */
  readonly readiness: Readiness
  stop(): Promise<void>
}

export const startStack = async (options: StackOptions): Promise<Stack> => {
  const log = options.log ?? createLogger("bimprofile")
  // Several processes on one PostgreSQL database: one at a time migrates, creates the administrator and seeds.
  const firstStart = await takeFirstStartLock(options.database.kind === "pg" ? options.database.url : undefined, log)
  const db = await openDatabase({ ...options.database, onAppended: countAppendedEvents }).catch(async (error: unknown) => {
    await firstStart.release()
    throw error
  })
  const readiness = new Readiness(databaseAnswers(db.sql))
  const ids = createIdAllocator(db.sql)
  const projects = new ProjectService(db.store, ids)
  const signer = await loadTokenSigner(db.sql, options.jwtSecret)
  const { vault, directory, identity, auth, appDeps } = await startIdentity({
    db,
    ids,
    projects,
    signer,
    config: options.identity ?? readIdentityConfig(),
    dataDir: options.dataDir ?? process.env.DATA_DIR ?? "data",
    admin: options.admin,
    log,
  })
  const admin = auth.admin

  const projector = new ProjectorRunner({ sql: db.sql, store: db.store, bus: db.bus, log })
  await projector.start()
  const referenceProjectId = options.seed === false ? await readReferenceProjectId(db.sql) : await seedReferenceProject(db.sql, projects, admin.userId)
  await firstStart.release()

  const watcher = new PositionWatcher(db.sql, db.bus, READ_MODELS_CHECKPOINT)
  await watcher.refresh()
  const live = new LiveHub({ sql: db.sql, store: db.store, bus: db.bus, checkpointName: READ_MODELS_CHECKPOINT, log })
  await live.start()
  const jobStore = new JobStore(db.sql, db.bus)
  const concurrency = options.jobConcurrency ?? readJobConcurrency()
  const jobs = new JobRunner({ store: jobStore, bus: db.bus, log, concurrency, soleProcess: options.database.kind === "pglite" })
  jobs.register(listUploadJob(projects, directory))
  jobs.register(bsddImportJob(projects, directory))
  jobs.register(profileImportJob(projects, directory, new BlobStore(db.sql)))
  jobs.register(exportKeepJob(projects, directory))
  // Started first: on PGlite it recovers every job a stopped process left running, the query side's too.
  await jobs.start()
  const queryDeps = createQueryDeps({ sql: db.sql, store: db.store, vault, watcher })
  // The query side's kinds on a runner of their own, as in the distributed query service: an export waits for its
  // keep (export-keep, above), and on one runner exports waiting could take every slot the keep needs.
  const queryJobs = new JobRunner({ store: jobStore, bus: db.bus, log, concurrency, soleProcess: false })
  for (const kind of queryJobKinds({ deps: queryDeps, watcher, jobs: jobStore, blobs: new BlobStore(db.sql) })) queryJobs.register(kind)
  await queryJobs.start()
  const openApi = buildOpenApiDocument()
  const queryApp = createQueryApp({
    deps: queryDeps,
    sql: db.sql,
    store: db.store,
    signer,
    watcher,
    live,
    log,
    vault,
    defaultProjectId: () => readReferenceProjectId(db.sql),
    openApiDocument: () => openApi,
    jobs: jobStore,
    jobNotices: jobNoticesOf(db.bus),
    liveStreamsPerUser: readLiveStreamsPerUser(),
  })
  const commandApp = createCommandApp({ sql: db.sql, signer, projects, log, jobs: jobStore, ...appDeps })

  // The metrics that read their values at scrape time (docs/operations.md); taken out again at stop.
  const gauges = [
    lagGauges({ registry: metricsRegistry, sql: db.sql, store: db.store, checkpointName: READ_MODELS_CHECKPOINT, prefix: "bimp_projector" }),
    sseSubscribersGauge(live),
    openJobsGauge(jobStore),
  ]
  const ops = opsRoutes({ service: "bimprofile", ready: readiness.ready })
  // Security headers on every answer, the client's files included (infra/src/http/server-app.ts).
  const app = serverApp(log, ops, queryApp, commandApp, ...(options.clientDir ? [clientRoutes(options.clientDir)] : []))
  readiness.started()

  return {
    app,
    db,
    projects,
    projector,
    live,
    admin,
    auth,
    identity,
    directory,
    vault,
    referenceProjectId,
    jobs,
    queryJobs,
    jobStore,
    readiness,
    async stop() {
      readiness.stopping()
      for (const gauge of gauges) gauge.remove()
      auth.stop()
      // Exports first: one waiting for its keep stops waiting, then the keeps' runner stops.
      await queryJobs.stop()
      await jobs.stop()
      // Ends the open live streams: each would otherwise stay open until its client leaves.
      live.close()
      watcher.close()
      await closeQueryApp()
      await projector.stop()
      await db.close()
    },
  }
}
