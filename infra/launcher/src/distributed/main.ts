/**
 * @module `npm run start:distributed`: the whole product as separate processes on loopback — PostgreSQL, Kafka,
 * two command services, two query services, the projector, the relay and nginx in front on PORT — until SIGTERM
 * or Ctrl-C, which stops them all in order and exits 0.
 *
 * A part that dies on its own is not restarted: the launcher reports it with the end of its log and brings the
 * whole set down (exit code 1). Restarting belongs to a real supervisor (systemd, Kubernetes: infra/deploy/);
 * on a developer's machine a crash should be seen, not hidden behind a restart loop.
 *
 * Environment: PORT (8080), HOST (127.0.0.1), KAFKA_PORT (9092), DATA_DIR (./data/distributed); DATABASE_URL or
 * KAFKA_BROKERS to use servers of one's own instead of starting them; the rest (LOG_LEVEL, BIMP_*, OTEL_*, APP_URL…)
 * reaches every service.
 */
import fs from "node:fs"
import path from "node:path"
import { ensureClientBuilt } from "./client-build"
import { type DistributedSet, REPO_ROOT, startDistributedSet } from "./distributed-set"
import { lockDataDir } from "./launcher-lock"
import { describeExit, logTail, type RunningPart } from "./part"
import { runningSummary } from "./process-table"
import { readDistributedSettings, SettingsError } from "./settings"
import { ensureTool } from "./tools"

const say = (line: string) => process.stdout.write(`${line}\n`)
const complain = (line: string) => process.stderr.write(`${line}\n`)

let settings
try {
  settings = readDistributedSettings()
} catch (error) {
  if (!(error instanceof SettingsError)) throw error
  complain(`start:distributed: ${error.message}`)
  process.exit(2)
}

// A signal while the set comes up aborts the start (what already runs is stopped); afterwards it stops the set.
const startAborted = new AbortController()
let set: DistributedSet | undefined
let lock: { release(): void } | undefined
let stopping: Promise<void> | undefined
const stopAll = (exitCode: number, why: string) =>
  (stopping ??= (async () => {
    say(`${why}: stopping…`)
    try {
      await set?.stop()
      say("stopped.")
    } catch (error) {
      complain(error instanceof Error ? error.message : String(error))
      exitCode = exitCode || 1
    }
    lock?.release()
    process.exit(exitCode)
  })())
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (set) void stopAll(0, signal)
    else startAborted.abort(new Error(`${signal} while starting`))
  })
}

try {
  lock = lockDataDir(settings.dataDir)
  if (!settings.databaseUrl) ensureTool(REPO_ROOT, "install-postgres.sh")
  ensureTool(REPO_ROOT, "install-nginx.sh")
  ensureClientBuilt(REPO_ROOT, say)
  say(`starting BIM Profile (distributed) in ${settings.dataDir}…`)
  set = await startDistributedSet(settings, {
    started: (part) => say(`  ${part.name.padEnd(10)} ready   pid ${part.pid}   ${part.address}`),
    abort: startAborted.signal,
  })
} catch (error) {
  lock?.release()
  if (startAborted.signal.aborted) {
    say(`${(startAborted.signal.reason as Error).message}: stopped.`)
    process.exit(0)
  }
  complain(`start:distributed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

// A signal in the moment between the last readiness check and here.
if (startAborted.signal.aborted) void stopAll(0, (startAborted.signal.reason as Error).message)

const adminPasswordFile = path.join(settings.dataDir, "initial-admin-password.txt")
say(
  runningSummary({
    url: set.url,
    parts: set.parts,
    databaseUrl: set.databaseUrl,
    kafkaBrokers: set.kafkaBrokers,
    dataDir: settings.dataDir,
    adminPasswordFile: fs.existsSync(adminPasswordFile) ? adminPasswordFile : undefined,
  }),
)

// A part that ends while nobody asked it to brings the set down.
const unexpected = (part: RunningPart) =>
  part.exited.then((exit) => {
    if (part.stopping || stopping) return
    complain(`${part.name} (pid ${part.pid}) exited unexpectedly (${describeExit(exit)}); the end of ${part.logFile}:\n${logTail(part.logFile)}`)
    void stopAll(1, `${part.name} is gone`)
  })
for (const part of set.parts) void unexpected(part)
