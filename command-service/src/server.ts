/**
 * @module The command service as its own process (distributed mode): needs DATABASE_URL (PostgreSQL).
 * Creates the administrator and seeds the reference project on first start, like the all-in-one server.
 * Operations (docs/operations.md): /health, /ready and /metrics; SIGTERM lets the requests in flight finish.
 */
import { serve } from "@hono/node-server"
import { loadTokenSigner } from "@bimprofile/infra/auth/tokens"
import { readConfig } from "@bimprofile/infra/config"
import { openDatabase } from "@bimprofile/infra/database"
import { createIdAllocator } from "@bimprofile/infra/ids/id-allocator"
import { JobRunner, readJobConcurrency } from "@bimprofile/infra/jobs/job-runner"
import { JobStore } from "@bimprofile/infra/jobs/job-store"
import { listUploadJob } from "./project/lists/upload/list-upload-job"
import { bsddImportJob } from "./project/bsdd/bsdd-import-job"
import { profileImportJob } from "./project/profile-import/profile-import-job"
import { BlobStore } from "@bimprofile/infra/blobs/blob-store"
import { exportKeepJob } from "./project/documents/export-keep-job"
import { serverApp } from "@bimprofile/infra/http/server-app"
import { takeFirstStartLock } from "@bimprofile/infra/sql/first-start-lock"
import { createLogger } from "@bimprofile/infra/logger"
import { countAppendedEvents } from "@bimprofile/infra/ops/event-metrics"
import { closeHttpServer, onShutdown } from "@bimprofile/infra/ops/graceful-shutdown"
import { openJobsGauge } from "@bimprofile/infra/ops/job-metrics"
import { opsRoutes } from "@bimprofile/infra/ops/ops-routes"
import { databaseAnswers, Readiness } from "@bimprofile/infra/ops/readiness"
import { startTracing } from "@bimprofile/infra/ops/tracing"
import { createCommandApp } from "./app"
import { writeInitialAdminPassword } from "./auth/initial-admin-password"
import { startIdentity } from "./identity/start-identity"
import { ProjectService } from "./project/project-service"
import { seedReferenceProject } from "./seed/seed-reference-project"

const config = readConfig()
const log = createLogger("command-service", config.logLevel)
const tracing = startTracing("command-service")
if (!config.databaseUrl) {
  log.error("DATABASE_URL is required: the command service shares PostgreSQL with the projector and query service")
  process.exit(2)
}
// Replicas starting together: one at a time migrates, creates the administrator and seeds (first-start-lock.ts).
const firstStart = await takeFirstStartLock(config.databaseUrl, log)
const db = await openDatabase({ kind: "pg", url: config.databaseUrl, onAppended: countAppendedEvents })
const readiness = new Readiness(databaseAnswers(db.sql))
const ids = createIdAllocator(db.sql)
const projects = new ProjectService(db.store, ids)
const signer = await loadTokenSigner(db.sql, config.jwtSecret)
const { auth, appDeps, directory } = await startIdentity({
  db,
  ids,
  projects,
  signer,
  config: config.identity,
  dataDir: config.dataDir,
  admin: { email: config.adminEmail, password: config.adminPassword },
  log,
})
const admin = auth.admin
if (admin.password) {
  // Never in the log: the generated password goes into a file only the owner can read.
  const file = await writeInitialAdminPassword(config.dataDir, { email: admin.email, password: admin.password })
  log.info("administrator created — its generated password is in this file (readable by the owner only); delete it after the first sign-in", { file })
}
await seedReferenceProject(db.sql, projects, admin.userId)
await firstStart.release()

const jobStore = new JobStore(db.sql, db.bus)
// The command service runs the jobs that append through its project queues (docs/jobs.md).
const jobs = new JobRunner({ store: jobStore, bus: db.bus, log, concurrency: readJobConcurrency(), soleProcess: false })
jobs.register(listUploadJob(projects, directory))
jobs.register(bsddImportJob(projects, directory))
jobs.register(profileImportJob(projects, directory, new BlobStore(db.sql)))
// An export is built by the query service's job; keeping it as a document is a command, run here.
jobs.register(exportKeepJob(projects, directory))
await jobs.start()
openJobsGauge(jobStore)
// The same security headers and not-found answer as the all-in-one server (infra/src/http/server-app.ts).
const app = serverApp(
  log,
  opsRoutes({ service: "command-service", ready: readiness.ready }),
  createCommandApp({ sql: db.sql, signer, projects, log, jobs: jobStore, ...appDeps }),
)
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  readiness.started()
  log.info(`command service listening on ${config.host}:${info.port}`)
})
onShutdown(log, [
  () => readiness.stopping(),
  () => closeHttpServer(server),
  () => auth.stop(),
  // Running jobs are handed back (queued again) for another command service to resume.
  () => jobs.stop(),
  () => db.close(),
  () => tracing.shutdown(),
])
