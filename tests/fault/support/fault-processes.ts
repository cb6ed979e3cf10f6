/**
 * @module The processes of a fault test, each its own `node --import tsx <entry>` with a pid the test kills
 * (SIGKILL) or stops (SIGTERM, then SIGKILL if it hangs): command and query services on ports the OS picks, the projector
 * reading the table or the topic, the relay. Nothing is found by name: every child is remembered here and `stopAll()` ends
 * the ones still running.
 */
import { type ChildProcess, spawn } from "node:child_process"
import path from "node:path"
import readline from "node:readline"
import { fileURLToPath } from "node:url"

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..")

export type FaultProcess = {
  readonly name: string
  readonly pid: number
  /** A service's base URL (undefined for processes without an HTTP API). */
  readonly baseUrl: string | undefined
  /** Its last log lines, for failure messages. */
  output(): string
  alive(): boolean
  /** kill -9: no shutdown code runs, open transactions die with the connection. */
  kill9(): Promise<void>
  /** SIGTERM (graceful), SIGKILL after 20 s. */
  stop(): Promise<void>
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once("exit", () => resolve())
  })

export class FaultProcesses {
  private readonly all: FaultProcess[] = []

  constructor(private readonly env: Record<string, string>) {}

  /** A command service; resolves once it listens. */
  commandService(name: string): Promise<FaultProcess> {
    return this.spawn(name, "command-service/src/server.ts", [], { HOST: "127.0.0.1", PORT: "0" }, /command service listening on 127\.0\.0\.1:(\d+)/)
  }

  /** A query service; resolves once it listens. */
  queryService(name: string): Promise<FaultProcess> {
    return this.spawn(name, "query-service/src/server.ts", [], { HOST: "127.0.0.1", PORT: "0" }, /query service listening on 127\.0\.0\.1:(\d+)/)
  }

  /** The projector following the table (`projector run`). */
  projector(name: string): Promise<FaultProcess> {
    return this.spawn(name, "projector/src/cli.ts", ["run"], { PROJECTOR_IDLE_POLL_MS: "100", PROJECTOR_BATCH_SIZE: "500" })
  }

  /** The projector reading the topic (`PROJECTOR_SOURCE=kafka`) into the read models of another database. */
  kafkaProjector(name: string, brokers: string, databaseUrl: string): Promise<FaultProcess> {
    const env = { DATABASE_URL: databaseUrl, PROJECTOR_SOURCE: "kafka", KAFKA_BROKERS: brokers, KAFKA_GROUP: "fault-kafka-projector" }
    return this.spawn(name, "projector/src/cli.ts", ["run"], { PROJECTOR_IDLE_POLL_MS: "100", PROJECTOR_BATCH_SIZE: "500", ...env })
  }

  /** The relay to these brokers. */
  relay(name: string, brokers: string): Promise<FaultProcess> {
    return this.spawn(name, "projector/src/relay-cli.ts", [], { KAFKA_BROKERS: brokers, RELAY_BATCH_SIZE: "500" })
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.all.filter((p) => p.alive()).map((p) => p.stop()))
  }

  private async spawn(name: string, entry: string, args: string[], extra: Record<string, string>, listening?: RegExp): Promise<FaultProcess> {
    const child = spawn(process.execPath, ["--import", "tsx", entry, ...args], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: "info", ...this.env, ...extra },
      stdio: ["ignore", "pipe", "pipe"],
    })
    const lines: string[] = []
    const output = () => lines.slice(-40).join("\n")
    const remember = (line: string) => {
      lines.push(line)
      if (lines.length > 400) lines.splice(0, 200)
    }
    readline.createInterface({ input: child.stdout! }).on("line", remember)
    const stderr = readline.createInterface({ input: child.stderr! })
    stderr.on("line", remember)
    const port = listening
      ? await new Promise<number>((resolve, reject) => {
          stderr.on("line", (line) => {
            const match = listening.exec(line)
            if (match) resolve(Number(match[1]))
          })
          child.once("exit", (code, signal) => reject(new Error(`${name} exited (code ${code}, signal ${signal}):\n${output()}`)))
        })
      : undefined
    const alive = () => child.exitCode === null && child.signalCode === null
    let stopping: Promise<void> | undefined
    const proc: FaultProcess = {
      name,
      pid: child.pid!,
      baseUrl: port === undefined ? undefined : `http://127.0.0.1:${port}`,
      output,
      alive,
      kill9: async () => {
        const gone = exited(child)
        child.kill("SIGKILL")
        await gone
      },
      stop: () =>
        (stopping ??= (async () => {
          const gone = exited(child)
          child.kill("SIGTERM")
          const timer = setTimeout(() => child.kill("SIGKILL"), 20_000)
          await gone
          clearTimeout(timer)
        })()),
    }
    this.all.push(proc)
    return proc
  }
}
