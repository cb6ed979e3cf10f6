/**
 * @module `run`: the projector as its own process (distributed mode). Follows the log until SIGTERM or
 * SIGINT, then lets the batch in flight commit and stops; a second signal exits at once — safe too, since
 * a batch is one transaction with its checkpoint.
 */
import type { Database } from "@bimprofile/infra/database"
import type { Logger } from "@bimprofile/infra/logger"
import { readModelsCheckpoint } from "../runner/projections"
import { ProjectorRunner } from "../runner/run-projector"

export type RunOptions = { readonly batchSize: number; readonly idlePollMs: number; readonly reportEveryMs?: number }

export const runCommand = async (db: Database, log: Logger, options: RunOptions): Promise<void> => {
  const runner = new ProjectorRunner({ sql: db.sql, store: db.store, bus: db.bus, log, batchSize: options.batchSize, idlePollMs: options.idlePollMs })
  await runner.start()
  log.info("projector running", { projection: readModelsCheckpoint.name, version: readModelsCheckpoint.version, checkpoint: runner.checkpoint, batchSize: options.batchSize })
  let reported = runner.checkpoint
  const report = setInterval(() => {
    if (runner.checkpoint === reported) return
    reported = runner.checkpoint
    log.info("projected", { checkpoint: reported })
  }, options.reportEveryMs ?? 10_000)
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once("SIGTERM", resolve)
    process.once("SIGINT", resolve)
  })
  process.once("SIGTERM", () => process.exit(143))
  process.once("SIGINT", () => process.exit(130))
  clearInterval(report)
  log.info(`${signal}: stopping after the batch in flight`)
  await runner.stop()
  log.info("projector stopped", { checkpoint: runner.checkpoint })
}
