/**
 * @module A process the launcher spawns and owns (the services, projector, relay, nginx). It runs in a process
 * group of its own, so Ctrl-C in the terminal reaches only the launcher, which then stops the set in order;
 * its stdout and stderr go to its log file under DATA_DIR/logs.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import type { Exit, RunningPart } from "./part"

export type ChildOptions = {
  readonly name: string
  readonly address: string
  readonly command: string
  readonly args: readonly string[]
  readonly cwd: string
  readonly env: NodeJS.ProcessEnv
  readonly logFile: string
  /** How it is asked to stop gracefully (SIGTERM for the services; nginx: SIGQUIT). */
  readonly stopSignal?: NodeJS.Signals
  /** How long a graceful stop may take before SIGKILL. */
  readonly graceMs?: number
}

export const startChild = (options: ChildOptions): RunningPart => {
  const log = fs.openSync(options.logFile, "a")
  const child = spawn(options.command, options.args, { cwd: options.cwd, env: options.env, stdio: ["ignore", log, log], detached: true })
  fs.closeSync(log)
  const exited = new Promise<Exit>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }))
    // Not spawned at all (a missing binary): reported as an exit, like a crash at start.
    child.once("error", (error) => {
      fs.appendFileSync(options.logFile, `launcher: could not start ${options.command}: ${error.message}\n`)
      resolve({ code: 127, signal: null })
    })
  })
  let stopping: Promise<void> | undefined
  const gone = () => child.exitCode !== null || child.signalCode !== null
  return {
    name: options.name,
    pid: child.pid ?? -1,
    address: options.address,
    logFile: options.logFile,
    exited,
    get stopping() {
      return stopping !== undefined
    },
    stop: () =>
      (stopping ??= (async () => {
        if (gone()) return
        child.kill(options.stopSignal ?? "SIGTERM")
        const timer = setTimeout(() => {
          fs.appendFileSync(options.logFile, `launcher: ${options.name} did not stop within ${options.graceMs ?? 20_000} ms: SIGKILL\n`)
          child.kill("SIGKILL")
        }, options.graceMs ?? 20_000)
        await exited
        clearTimeout(timer)
      })()),
  }
}
