/**
 * @module Starts tests/bench/server.ts as a child process (node --import tsx), waits
 * for it to serve, sends it probes over IPC and stops it: gracefully first, by its own pid if it hangs.
 */
import { type ChildProcess, fork } from "node:child_process"
import path from "node:path"
import readline from "node:readline"
import { fileURLToPath } from "node:url"

const entry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../server.ts")

export type ServerChild = {
  readonly baseUrl: string
  readonly pid: number
  /** What the server wrote to stderr (its error log), kept for the report; echoed live with BENCH_VERBOSE=1. */
  readonly logLines: readonly string[]
  probe<T = unknown>(type: string, timeoutMs?: number, arg?: string): Promise<T>
  /** Graceful stop; kills the child after `timeoutMs`. */
  stop(timeoutMs?: number): Promise<void>
}

export type ServerChildOptions = {
  readonly databaseUrl: string
  readonly port: number
  readonly startTimeoutMs?: number
}

/** Children still running, so the bench can kill them (by pid) if it has to abort. */
export const runningChildren = new Set<ChildProcess>()

export const startServerChild = async ({ databaseUrl, port, startTimeoutMs = 60_000 }: ServerChildOptions): Promise<ServerChild> => {
  const execArgv = ["--import", "tsx"]
  const child = fork(entry, [], {
    execArgv,
    env: { ...process.env, DATABASE_URL: databaseUrl, BENCH_PORT: String(port), LOG_LEVEL: "error" },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  })
  const logLines: string[] = []
  readline.createInterface({ input: child.stderr! }).on("line", (line) => {
    if (logLines.length < 100_000) logLines.push(line)
    if (process.env.BENCH_VERBOSE === "1") process.stderr.write(`[server] ${line}\n`)
  })
  runningChildren.add(child)
  child.once("exit", () => runningChildren.delete(child))
  child.stdout?.resume() // its `ready` line: the IPC message below says the same

  let nextId = 1
  const waiting = new Map<number, { resolve: (value: any) => void; reject: (error: Error) => void }>()
  let exited: Error | undefined
  child.on("message", (message: { id: number; result?: unknown; error?: string }) => {
    const waiter = waiting.get(message.id)
    if (!waiter) return
    waiting.delete(message.id)
    if (message.error) waiter.reject(new Error(message.error))
    else waiter.resolve(message.result)
  })
  child.once("exit", (code, signal) => {
    exited = new Error(`bench server exited (code ${code}, signal ${signal})`)
    for (const waiter of waiting.values()) waiter.reject(exited)
    waiting.clear()
  })

  const ask = <T>(id: number, send: boolean, type: string, timeoutMs: number, arg?: string): Promise<T> => {
    if (exited) return Promise.reject(exited)
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(id)
        reject(new Error(`bench server did not answer ${type} within ${timeoutMs} ms`))
      }, timeoutMs)
      waiting.set(id, {
        resolve: (value) => (clearTimeout(timer), resolve(value)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      })
      if (send) child.send({ id, type, arg })
    })
  }

  try {
    const ready = await ask<{ port: number }>(-1, false, "ready", startTimeoutMs)
    let stopping: Promise<void> | undefined
    return {
      baseUrl: `http://127.0.0.1:${ready.port}`,
      pid: child.pid!,
      logLines,
      probe: (type, timeoutMs = 15_000, arg) => ask(nextId++, true, type, timeoutMs, arg),
      stop: (timeoutMs = 20_000) =>
        (stopping ??= (async () => {
          if (child.exitCode !== null || child.signalCode !== null) return
          const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()))
          await ask(nextId++, true, "stop", timeoutMs).catch(() => undefined)
          const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs)
          await gone
          clearTimeout(timer)
        })()),
    }
  } catch (error) {
    child.kill("SIGKILL")
    throw new Error(`${error instanceof Error ? error.message : String(error)}; server stderr:\n${logLines.slice(-20).join("\n")}`)
  }
}

/** The server's log lines grouped by message (the first line of an error), most frequent first. */
export const summarizeLog = (lines: readonly string[]): { count: number; message: string }[] => {
  const counts = new Map<string, number>()
  for (const line of lines) {
    const error = /"error":"(?:Error: )?([^"\\]*)/.exec(line)
    const message = (error?.[1] ?? line.replace(/^\S+Z /, "")).slice(0, 160)
    counts.set(message, (counts.get(message) ?? 0) + 1)
  }
  return [...counts].map(([message, count]) => ({ count, message })).sort((a, b) => b.count - a.count)
}

/** Last resort when the bench aborts: kill the children it started, each by its own pid. */
export const killChildren = () => {
  for (const child of runningChildren) child.kill("SIGKILL")
}
