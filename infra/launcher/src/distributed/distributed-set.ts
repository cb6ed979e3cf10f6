/**
 * @module The whole distributed set on one machine, in the order it depends on itself:
 *   1. PostgreSQL (infra/scripts/start-postgres.sh), then Kafka (start-kafka.sh) — unless DATABASE_URL /
 *      KAFKA_BROKERS name servers of the developer's;
 *   2. the first command service alone: it migrates the database, creates the administrator and seeds the
 *      reference project;
 *   3. the second command service, two query services, the projector and the relay, side by side;
 *   4. nginx in front, once every one of them is ready.
 * Ready means `/ready` answers 200: on the service's own port, on OPS_PORT for the projector and the relay.
 * It stops in the opposite order of use: nginx first (no new requests), then the services (they finish what
 * is in flight), the projector, the relay, Kafka, PostgreSQL.
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { startChild } from "./child-process"
import { BROTLI_STATIC_MODULE, renderLauncherConfig } from "./nginx-config"
import type { RunningPart } from "./part"
import { freePort, portIsFree } from "./ports"
import { answers200, NotReady, waitUntilReady } from "./readiness"
import { startScriptDaemon } from "./script-daemon"
import type { DistributedSettings } from "./settings"

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..")
const SCRIPTS = path.join(REPO_ROOT, "infra/scripts")
const LOOPBACK = "127.0.0.1"

/** The parts stop in these steps, one step after the other; the parts of one step side by side. */
const STOP_STEPS = [["nginx"], ["command-1", "command-2", "query-1", "query-2"], ["projector"], ["relay"], ["kafka"], ["postgresql"]] as const

export type DistributedSet = {
  /** In the order they started. */
  readonly parts: readonly RunningPart[]
  readonly databaseUrl: string
  readonly kafkaBrokers: string
  readonly url: string
  /** Stops every part still running, in STOP_STEPS order. */
  stop(): Promise<void>
}

export class StartError extends Error {}

/**
 * Starts the set. When a part fails to start, what already runs is stopped again before the error is thrown.
 * `started` is told about each part as it comes up (for the launcher's progress lines).
 */
export const startDistributedSet = async (
  settings: DistributedSettings,
  { started = () => {}, abort }: { started?: (part: RunningPart) => void; abort?: AbortSignal } = {},
): Promise<DistributedSet> => {
  const parts: RunningPart[] = []
  const registry: Registry = {
    add: (part) => {
      parts.push(part)
      return part
    },
    forget: (part) => void parts.splice(parts.indexOf(part), 1),
  }
  const stop = () => stopParts(parts)
  try {
    const running = await startAll(settings, registry, started, abort)
    return { ...running, parts, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The parts started so far (to stop them all, whatever happens); one that failed on a taken port is forgotten. */
type Registry = { add(part: RunningPart): RunningPart; forget(part: RunningPart): void }

const startAll = async (settings: DistributedSettings, { add, forget }: Registry, started: (part: RunningPart) => void, abort: AbortSignal | undefined) => {
  const { dataDir } = settings
  const logsDir = path.join(dataDir, "logs")
  fs.mkdirSync(logsDir, { recursive: true })
  const logFile = (name: string) => path.join(logsDir, `${name}.log`)

  if (!(await portIsFree(settings.port, settings.host))) throw new StartError(`PORT ${settings.port} on ${settings.host} is taken: choose another with PORT=…`)
  const startsKafka = settings.kafkaBrokers === undefined
  if (startsKafka && !(await portIsFree(settings.kafkaPort, LOOPBACK)))
    throw new StartError(`KAFKA_PORT ${settings.kafkaPort} is taken: choose another with KAFKA_PORT=…, or name a running broker with KAFKA_BROKERS=…`)

  // 1. The database and the broker.
  let databaseUrl = settings.databaseUrl
  if (databaseUrl === undefined) {
    const port = await freePort()
    const dir = path.join(dataDir, "postgres")
    started(
      add(
        await startScriptDaemon({
          name: "postgresql",
          address: `${LOOPBACK}:${port}`,
          start: { script: path.join(SCRIPTS, "start-postgres.sh"), args: [dir, String(port)] },
          stop: { script: path.join(SCRIPTS, "stop-postgres.sh"), args: [dir] },
          logFile: logFile("postgresql"),
        }),
      ),
    )
    databaseUrl = `postgres://postgres@${LOOPBACK}:${port}/postgres`
  }
  const kafkaBrokers = settings.kafkaBrokers ?? `${LOOPBACK}:${settings.kafkaPort}`
  abort?.throwIfAborted()
  if (startsKafka) {
    const dir = path.join(dataDir, "kafka")
    started(
      add(
        await startScriptDaemon({
          name: "kafka",
          address: `${LOOPBACK}:${settings.kafkaPort}`,
          start: { script: path.join(SCRIPTS, "start-kafka.sh"), args: [dir, String(settings.kafkaPort)] },
          stop: { script: path.join(SCRIPTS, "stop-kafka.sh"), args: [dir] },
          logFile: logFile("kafka"),
        }),
      ),
    )
  }

  // What every Node process of the set gets, on top of the launcher's own environment (BIMP_*, OTEL_*, LOG_LEVEL…).
  const common: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    KAFKA_BROKERS: kafkaBrokers,
    HOST: LOOPBACK,
    DATA_DIR: dataDir,
    APP_URL: settings.appUrl,
    // The services sit behind nginx, which adds the client's address to X-Forwarded-For.
    TRUST_PROXY: process.env.TRUST_PROXY ?? "1",
  }
  delete common.OPS_PORT
  const node = (name: string, entry: string, args: readonly string[], env: NodeJS.ProcessEnv, address: string) =>
    add(startChild({ name, address, command: process.execPath, args: ["--import", "tsx", entry, ...args], cwd: REPO_ROOT, env: { ...common, ...env }, logFile: logFile(name) }))
  /**
   * Starts a process on a free loopback port and waits until it is ready. Another process on the machine may take
   * the port between the pick and the bind (EADDRINUSE in what it logged): then once more on another port.
   */
  const onFreePort = async (spawnOn: (port: number) => RunningPart, ready: (part: RunningPart, port: number) => Promise<void>): Promise<RunningPart> => {
    for (let attempt = 1; ; attempt++) {
      const port = await freePort()
      const part = spawnOn(port)
      const logged = logSize(part.logFile)
      try {
        await ready(part, port)
        return part
      } catch (error) {
        if (attempt >= 3 || !(error instanceof NotReady) || !logSince(part.logFile, logged).includes("EADDRINUSE")) throw error
        forget(part)
      }
    }
  }
  const service = async (name: string, entry: string) => {
    const part = await onFreePort(
      (port) => node(name, entry, [], { PORT: String(port) }, `http://${LOOPBACK}:${port}`),
      (part) => waitUntilReady(part, answers200(`${part.address}/ready`), { abort }),
    )
    started(part)
    // nginx's upstream entry
    return part.address.replace("http://", "")
  }
  /** The projector and the relay: no HTTP API, their /ready on OPS_PORT. */
  const headless = async (name: "projector" | "relay", entry: string, args: readonly string[]) => {
    const part = await onFreePort(
      (opsPort) => node(name, entry, args, { OPS_PORT: String(opsPort) }, `http://${LOOPBACK}:${opsPort} (ops)`),
      (part, opsPort) => waitUntilReady(part, answers200(`http://${LOOPBACK}:${opsPort}/ready`), { abort }),
    )
    started(part)
    return part
  }

  // 2. The first command service alone: it migrates and seeds.
  abort?.throwIfAborted()
  const command1 = await service("command-1", "command-service/src/server.ts")
  // 3. The others side by side.
  const [command2, query1, query2] = await Promise.all([
    service("command-2", "command-service/src/server.ts"),
    service("query-1", "query-service/src/server.ts"),
    service("query-2", "query-service/src/server.ts"),
    headless("projector", "projector/src/cli.ts", ["run"]),
    headless("relay", "projector/src/relay-cli.ts", []),
  ])

  // 4. nginx in front.
  abort?.throwIfAborted()
  const prefix = path.join(dataDir, "nginx")
  for (const dir of ["logs", "temp"]) fs.mkdirSync(path.join(prefix, dir), { recursive: true })
  const configFile = path.join(prefix, "nginx.conf")
  fs.writeFileSync(
    configFile,
    renderLauncherConfig({
      prefix,
      listen: `${settings.host}:${settings.port}`,
      queryServers: [query1, query2],
      commandServers: [command1, command2],
      clientRoot: path.join(REPO_ROOT, "client/dist"),
      brotliModule: fs.existsSync(BROTLI_STATIC_MODULE) ? BROTLI_STATIC_MODULE : undefined,
    }),
  )
  const url = `http://${settings.host === "0.0.0.0" ? LOOPBACK : settings.host}:${settings.port}`
  const nginx = add(
    startChild({
      name: "nginx",
      address: url,
      command: nginxBinary(),
      args: ["-p", `${prefix}/`, "-c", configFile, "-e", path.join(prefix, "logs/error.log"), "-g", "daemon off;"],
      cwd: prefix,
      env: process.env,
      logFile: logFile("nginx"),
      // Graceful: lets the requests in flight finish; live streams are cut when the grace time is over.
      stopSignal: "SIGQUIT",
      graceMs: 5_000,
    }),
  )
  await waitUntilReady(nginx, answers200(`${url}/status/info`), { timeoutMs: 20_000, abort })
  started(nginx)
  return { databaseUrl, kafkaBrokers, url }
}

const logSize = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0)
/** What a log file got after it had `from` bytes. */
const logSince = (file: string, from: number) => (fs.existsSync(file) ? fs.readFileSync(file).subarray(from).toString("utf8") : "")

const nginxBinary = () => ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"].find((file) => fs.existsSync(file)) ?? "nginx"

/** Stops every part, step by step; a part that fails to stop does not keep the others running (its error is thrown at the end). */
const stopParts = async (parts: readonly RunningPart[]) => {
  const inStep = (step: readonly string[]) => parts.filter((part) => step.includes(part.name))
  const unnamed = parts.filter((part) => !STOP_STEPS.some((step) => (step as readonly string[]).includes(part.name)))
  const failures: string[] = []
  for (const step of [...STOP_STEPS.map(inStep), unnamed]) {
    const results = await Promise.allSettled(step.map((part) => part.stop()))
    results.forEach((result, i) => {
      if (result.status === "rejected") failures.push(`${step[i]!.name}: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`)
    })
  }
  if (failures.length > 0) throw new Error(`could not stop cleanly:\n${failures.join("\n")}`)
}
