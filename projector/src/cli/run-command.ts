/**
 * @module `run`: the projector as its own process (distributed mode). Follows the log until SIGTERM or
 * SIGINT, then lets the batch in flight commit, closes the database and exits 0; a second signal exits at
 * once — safe too, since a batch is one transaction with its checkpoint (infra/src/ops/graceful-shutdown.ts).
 * With OPS_PORT it serves /health, /ready and /metrics (its lag among them) on HOST:OPS_PORT.
 * With PROJECTOR_SOURCE=kafka it reads the topic instead of the event table (docs/kafka.md).
 */
import type { Database } from "@bimprofile/infra/database"
import type { Logger } from "@bimprofile/infra/logger"
import { onShutdown } from "@bimprofile/infra/ops/graceful-shutdown"
import { lagGauges } from "@bimprofile/infra/ops/lag-gauges"
import { metricsRegistry } from "@bimprofile/infra/ops/metrics"
import { type OpsServer, readOpsAddress, startOpsServer } from "@bimprofile/infra/ops/ops-server"
import { databaseAnswers, Readiness } from "@bimprofile/infra/ops/readiness"
import { startTracing } from "@bimprofile/infra/ops/tracing"
import { kafkaSourceFromEnv } from "../kafka-source/kafka-source-from-env"
import { readModelsCheckpoint } from "../runner/projections"
import { ProjectorRunner } from "../runner/run-projector"

export type RunOptions = { readonly batchSize: number; readonly idlePollMs: number; readonly reportEveryMs?: number }

/** Runs until a signal ends the process: it never returns. */
export const runCommand = async (db: Database, log: Logger, options: RunOptions): Promise<never> => {
  const tracing = startTracing("projector")
  const readiness = new Readiness(databaseAnswers(db.sql))
  lagGauges({ registry: metricsRegistry, sql: db.sql, store: db.store, checkpointName: readModelsCheckpoint.name, prefix: "bimp_projector" })
  // Up before the runner starts: /health answers while a long catch-up runs, /ready only after it started.
  const address = readOpsAddress()
  const ops: OpsServer | undefined = address ? await startOpsServer({ ...address, service: "projector", ready: readiness.ready, log }) : undefined
  const kafka = kafkaSourceFromEnv(log)
  const runner = new ProjectorRunner({ sql: db.sql, store: db.store, bus: db.bus, log, batchSize: options.batchSize, idlePollMs: options.idlePollMs, ...(kafka && { source: kafka }) })
  await runner.start()
  // After a rebuild (projections of a new version) the checkpoint is known only now: the source starts from it.
  await kafka?.start(runner.checkpoint)
  readiness.started()
  log.info("projector running", { projection: readModelsCheckpoint.name, version: readModelsCheckpoint.version, checkpoint: runner.checkpoint, batchSize: options.batchSize, source: kafka ? "kafka" : "table" })
  let reported = runner.checkpoint
  const report = setInterval(() => {
    if (runner.checkpoint === reported) return
    reported = runner.checkpoint
    log.info("projected", { checkpoint: reported })
  }, options.reportEveryMs ?? 10_000)
  onShutdown(log, [
    () => readiness.stopping(),
    () => clearInterval(report),
    async () => {
      await runner.stop()
      await kafka?.stop()
      log.info("projector stopped", { checkpoint: runner.checkpoint })
    },
    () => ops?.close(),
    () => db.close(),
    () => tracing.shutdown(),
  ])
  // The process ends in onShutdown; the runner's timers keep it alive until then.
  return new Promise<never>(() => {})
}
