/**
 * @module The query service as its own process (distributed mode): needs DATABASE_URL (PostgreSQL).
 * Operations (docs/operations.md): /health, /ready and /metrics (with the projector's lag and the open live
 * streams); SIGTERM ends the live streams and lets the other requests in flight finish.
 */
import { serve } from "@hono/node-server"
import { buildOpenApiDocument } from "@bimprofile/contracts/api/openapi"
import { loadTokenSigner } from "@bimprofile/infra/auth/tokens"
import { readConfig, readLiveStreamsPerUser } from "@bimprofile/infra/config"
import { loadPersonalDataVault } from "@bimprofile/infra/crypto/personal-data-vault"
import { openDatabase } from "@bimprofile/infra/database"
import { serverApp } from "@bimprofile/infra/http/server-app"
import { BlobStore } from "@bimprofile/infra/blobs/blob-store"
import { JobRunner, readJobConcurrency } from "@bimprofile/infra/jobs/job-runner"
import { JobStore } from "@bimprofile/infra/jobs/job-store"
import { createLogger } from "@bimprofile/infra/logger"
import { closeHttpServer, onShutdown } from "@bimprofile/infra/ops/graceful-shutdown"
import { openJobsGauge } from "@bimprofile/infra/ops/job-metrics"
import { lagGauges } from "@bimprofile/infra/ops/lag-gauges"
import { metricsRegistry } from "@bimprofile/infra/ops/metrics"
import { opsRoutes } from "@bimprofile/infra/ops/ops-routes"
import { databaseAnswers, Readiness } from "@bimprofile/infra/ops/readiness"
import { sseSubscribersGauge } from "@bimprofile/infra/ops/sse-metrics"
import { startTracing } from "@bimprofile/infra/ops/tracing"
import { readReferenceProjectId } from "@bimprofile/infra/settings"
import { READ_MODELS_CHECKPOINT } from "@bimprofile/projector/projection"
import { closeQueryApp, createQueryApp, createQueryDeps } from "./app"
import { LiveHub } from "./live/live-hub"
import { jobNoticesOf } from "./live/live-jobs"
import { PositionWatcher } from "./middleware/position-watcher"
import { queryJobKinds } from "./query-jobs"

const config = readConfig()
const log = createLogger("query-service", config.logLevel)
const tracing = startTracing("query-service")
if (!config.databaseUrl) {
  log.error("DATABASE_URL is required: the query service reads the read models in PostgreSQL")
  process.exit(2)
}
const db = await openDatabase({ kind: "pg", url: config.databaseUrl })
const readiness = new Readiness(databaseAnswers(db.sql))
const signer = await loadTokenSigner(db.sql, config.jwtSecret)
const vault = await loadPersonalDataVault(db.sql, config.identity.pepper)
const watcher = new PositionWatcher(db.sql, db.bus, READ_MODELS_CHECKPOINT)
await watcher.refresh()
const live = new LiveHub({ sql: db.sql, store: db.store, bus: db.bus, checkpointName: READ_MODELS_CHECKPOINT, log })
await live.start()
const openApi = buildOpenApiDocument()
const defaultProjectId = () => readReferenceProjectId(db.sql)
const deps = createQueryDeps({ sql: db.sql, store: db.store, vault, watcher })
const jobStore = new JobStore(db.sql, db.bus)
// The query side runs the jobs that read the read models (exports); the command service runs the others.
const jobs = new JobRunner({ store: jobStore, bus: db.bus, log, concurrency: readJobConcurrency(), soleProcess: false })
for (const kind of queryJobKinds({ deps, watcher, jobs: jobStore, blobs: new BlobStore(db.sql) })) jobs.register(kind)
await jobs.start()
const queryApp = createQueryApp({
  deps,
  sql: db.sql,
  store: db.store,
  signer,
  watcher,
  live,
  log,
  vault,
  defaultProjectId,
  openApiDocument: () => openApi,
  liveStreamsPerUser: readLiveStreamsPerUser(),
  jobs: jobStore,
  jobNotices: jobNoticesOf(db.bus),
})
lagGauges({ registry: metricsRegistry, sql: db.sql, store: db.store, checkpointName: READ_MODELS_CHECKPOINT, prefix: "bimp_projector" })
sseSubscribersGauge(live)
openJobsGauge(jobStore)
// The same security headers and not-found answer as the all-in-one server (infra/src/http/server-app.ts).
const app = serverApp(log, opsRoutes({ service: "query-service", ready: readiness.ready }), queryApp)

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  readiness.started()
  log.info(`query service listening on ${config.host}:${info.port}`)
})
onShutdown(log, [
  () => readiness.stopping(),
  async () => {
    const closed = closeHttpServer(server)
    // A live stream lasts until its client leaves: end them now (clients reconnect to another query service).
    live.close()
    await closed
  },
  () => jobs.stop(),
  () => watcher.close(),
  () => closeQueryApp(),
  () => db.close(),
  () => tracing.shutdown(),
])
