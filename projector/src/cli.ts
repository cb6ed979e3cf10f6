/**
 * @module The projector's command line.
 *
 *   node --import tsx projector/src/cli.ts rebuild      replay the log from 0 into fresh read models (npm run rebuild)
 *   node --import tsx projector/src/cli.ts run          the standalone projector process, until SIGTERM
 *   node --import tsx projector/src/cli.ts status       checkpoint against the head of the log (--json for a machine)
 *
 * The database is the server's: DATABASE_URL (PostgreSQL), else PGlite under DATA_DIR/pglite (default
 * ./data). PROJECTOR_BATCH_SIZE (default 1000) and PROJECTOR_IDLE_POLL_MS (default 1000) tune `run`.
 */
import { readConfig } from "@bimprofile/infra/config"
import { createLogger } from "@bimprofile/infra/logger"
import { CliError, openConfiguredDatabase } from "./cli/open-configured-database"
import { rebuildCommand } from "./cli/rebuild-command"
import { runCommand } from "./cli/run-command"
import { formatStatus, readStatus } from "./cli/status-command"
import { readModelsCheckpoint } from "./runner/projections"

const usage = `usage: projector <command>

commands:
  rebuild         replay the whole log from position 0 and replace the read models (readers keep the old
                  rows until the new ones are committed); progress on stderr
  run             follow the log and keep the read models current until SIGTERM/SIGINT (distributed mode)
  status [--json] the checkpoint against the head of the log

environment:
  DATABASE_URL            PostgreSQL; without it the embedded PGlite under DATA_DIR/pglite (default ./data)
  PROJECTOR_BATCH_SIZE    events per transaction for run (default 1000)
  PROJECTOR_IDLE_POLL_MS  how often run looks for new events without a notification (default 1000)
  PROJECTOR_SOURCE        where run reads the log: table (default) or kafka (docs/kafka.md)
  KAFKA_BROKERS           host:port of the Kafka brokers, comma-separated (PROJECTOR_SOURCE=kafka)
  KAFKA_GROUP             the consumer group of run with PROJECTOR_SOURCE=kafka (default bimprofile-projector)
  OPS_PORT                serve /health, /ready and /metrics of run on HOST:OPS_PORT
  LOG_LEVEL               debug | info | warn | error
`

const positiveInt = (name: string, fallback: number): number => {
  const raw = process.env[name]
  if (raw === undefined || raw === "") return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) throw new CliError(`${name} must be a positive integer, not "${raw}"`)
  return value
}

const main = async (args: readonly string[]): Promise<number> => {
  const [command, ...rest] = args
  if (command === undefined || command === "help" || command === "--help" || command === "-h") {
    process.stdout.write(usage)
    return command === undefined ? 2 : 0
  }
  if (!["rebuild", "run", "status"].includes(command)) {
    process.stderr.write(`unknown command "${command}"\n\n${usage}`)
    return 2
  }
  const config = readConfig()
  const log = createLogger("projector", config.logLevel)
  const options = { batchSize: positiveInt("PROJECTOR_BATCH_SIZE", 1_000), idlePollMs: positiveInt("PROJECTOR_IDLE_POLL_MS", 1_000) }
  const { db, where } = await openConfiguredDatabase(config)
  try {
    switch (command) {
      case "rebuild":
        process.stderr.write(`rebuilding ${readModelsCheckpoint.name} v${readModelsCheckpoint.version} on ${where}\n`)
        await rebuildCommand(db, process.stderr)
        return 0
      case "run":
        log.info("starting", { database: where })
        await runCommand(db, log, options)
        return 0
      case "status": {
        const status = await readStatus(db)
        process.stdout.write(rest.includes("--json") ? `${JSON.stringify(status)}\n` : `${formatStatus(status, where)}\n`)
        return 0
      }
    }
    return 2
  } finally {
    await db.close()
  }
}

try {
  process.exitCode = await main(process.argv.slice(2))
} catch (error) {
  process.stderr.write(`projector: ${error instanceof CliError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exitCode = 1
}
