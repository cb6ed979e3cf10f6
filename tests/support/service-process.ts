/**
 * @module A service started as its own process, as distributed mode runs it (`node --import tsx
 * <entry>`), on a loopback port the OS picks: resolved once it logs "listening on 127.0.0.1:PORT",
 * stopped by its own pid (SIGTERM, then SIGKILL if it hangs). And a one-shot command of the same kind.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process"
import path from "node:path"
import readline from "node:readline"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

export type ServiceProcess = {
  readonly baseUrl: string
  /** What it logged (stderr), for failure messages. */
  readonly log: () => string
  /** Sends `signal` and resolves at once (the graceful shutdown under test); `exit` tells how it ended. */
  signal(signal: NodeJS.Signals): void
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  stop(): Promise<void>
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once("exit", () => resolve())
  })

/**
 * Starts `entry` (a path from the repository root) with `env` on top of this process's environment. Its log
 * lines are JSON (stderr is a pipe); the line naming "listening on 127.0.0.1:PORT" gives the port.
 */
export const startServiceProcess = async (entry: string, env: Record<string, string>, args: readonly string[] = []): Promise<ServiceProcess> => {
  const child = spawn(process.execPath, ["--import", "tsx", entry, ...args], {
    cwd: repoRoot,
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  })
  const lines: string[] = []
  const log = () => lines.join("\n")
  const port = await new Promise<number>((resolve, reject) => {
    readline.createInterface({ input: child.stderr! }).on("line", (line) => {
      lines.push(line)
      const listening = /listening on 127\.0\.0\.1:(\d+)/.exec(line)
      if (listening) resolve(Number(listening[1]))
    })
    child.once("exit", (code, signal) => reject(new Error(`${entry} exited (code ${code}, signal ${signal}):\n${log()}`)))
  })
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode })
    else child.once("exit", (code, signal) => resolve({ code, signal }))
  })
  let stopping: Promise<void> | undefined
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    log,
    signal: (signal) => void child.kill(signal),
    exit,
    stop: () =>
      (stopping ??= (async () => {
        const gone = exited(child)
        child.kill("SIGTERM")
        const timer = setTimeout(() => child.kill("SIGKILL"), 20_000)
        await gone
        clearTimeout(timer)
      })()),
  }
}

/** Runs a one-shot command (`node --import tsx <entry> ...args`) to its end; rejects with its output if it fails. */
export const runToEnd = async (entry: string, args: readonly string[], env: Record<string, string>): Promise<void> => {
  await promisify(execFile)(process.execPath, ["--import", "tsx", entry, ...args], { cwd: repoRoot, env: { ...process.env, LOG_LEVEL: "error", ...env } })
}
