/**
 * @module A real Apache Kafka broker (KRaft, single node, loopback) for the tests that need one: started per test
 * file with infra/scripts/start-kafka.sh on free ports (about five seconds), stopped and removed by `stop()` or
 * when the process exits. `restart()` stops it and starts it again on the same ports and data (a broker outage).
 */
import { execFile, execFileSync } from "node:child_process"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { freePort } from "./postgres"

const run = promisify(execFile)
const scripts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../infra/scripts")

export type RunningKafka = {
  /** `127.0.0.1:PORT`, as KAFKA_BROKERS takes it. */
  readonly brokers: string
  readonly dataDir: string
  pid(): number
  /** Stops the broker (SIGTERM, it closes its logs) without removing its data. */
  halt(): Promise<void>
  /** Starts it again on the same ports and data. */
  resume(): Promise<void>
  /** Stops it and removes its data. Safe to call twice. */
  stop(): Promise<void>
}

export const startKafka = async (): Promise<RunningKafka> => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bimp-kafka-"))
  const port = await freePort()
  const controllerPort = await freePort()
  let pid = 0
  const start = async () => {
    const { stdout } = await run("bash", [path.join(scripts, "start-kafka.sh"), dataDir, String(port), String(controllerPort)], { maxBuffer: 4 * 1024 * 1024 })
    pid = Number(stdout.trim().split("\n").at(-1))
  }
  const halt = async () => {
    await run("bash", [path.join(scripts, "stop-kafka.sh"), dataDir])
  }
  const onExit = () => {
    try {
      execFileSync("bash", [path.join(scripts, "stop-kafka.sh"), dataDir], { stdio: "ignore" })
      execFileSync("rm", ["-rf", dataDir], { stdio: "ignore" })
    } catch {
      // nothing more we can do while exiting
    }
  }
  await start()
  process.once("exit", onExit)
  let stopped: Promise<void> | undefined
  return {
    brokers: `127.0.0.1:${port}`,
    dataDir,
    pid: () => pid,
    halt,
    resume: start,
    stop: () =>
      (stopped ??= (async () => {
        process.off("exit", onExit)
        await halt()
        await fs.rm(dataDir, { recursive: true, force: true })
      })()),
  }
}
