/**
 * @module `npm run start:distributed` as a test drives it: the launcher started as a child process with PORT,
 * KAFKA_PORT and DATA_DIR of the test's choosing, read until it printed its table of service, pid and address,
 * and stopped with SIGTERM like a developer's Ctrl-C.
 */
import { type ChildProcess, spawn } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import path from "node:path"
import { fileURLToPath } from "node:url"

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

export type PrintedPart = { readonly name: string; readonly pid: number; readonly address: string }

export type RunningLauncher = {
  readonly child: ChildProcess
  readonly url: string
  /** The table it printed: one row per process it started. */
  readonly parts: readonly PrintedPart[]
  readonly output: () => string
  /** Its exit code once it ended, on its own or stopped. */
  readonly exited: Promise<number | null>
  /** SIGTERM; resolves with the exit code once the launcher is gone. */
  stop(): Promise<number | null>
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/** Starts the launcher and resolves once the whole set runs (its table printed); rejects with its output if it ends first. */
export const startLauncher = async (env: Record<string, string>, timeoutMs = 180_000): Promise<RunningLauncher> => {
  const child = spawn(process.execPath, ["--import", "tsx", "infra/launcher/src/distributed/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let text = ""
  child.stdout!.on("data", (chunk: Buffer) => (text += chunk.toString()))
  child.stderr!.on("data", (chunk: Buffer) => (text += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
  let timedOut = false
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Its SIGTERM stops whatever it started so far; the test goes on once that is done.
      timedOut = true
      child.kill("SIGTERM")
      setTimeout(() => child.kill("SIGKILL"), 60_000).unref()
    }, timeoutMs)
    child.stdout!.on("data", () => {
      if (!/^stop with Ctrl-C/m.test(text)) return
      clearTimeout(timer)
      resolve()
    })
    void exited.then((code) => {
      clearTimeout(timer)
      const what = timedOut ? `was not up within ${timeoutMs} ms` : `ended (exit code ${code}) before the set was up`
      reject(new Error(`the launcher ${what}:\n${text}`))
    })
  })
  const table = text.slice(text.indexOf("\nservice "))
  const parts = [...table.matchAll(/^(\S+) +(\d+) +(\S.*)$/gm)].filter((row) => row[1] !== "service").map((row) => ({ name: row[1]!, pid: Number(row[2]), address: row[3]! }))
  const url = /is running at (\S+)/.exec(text)![1]!
  let stopping: Promise<number | null> | undefined
  return {
    child,
    url,
    parts,
    output: () => text,
    exited,
    stop: () =>
      (stopping ??= (async () => {
        if (child.exitCode === null) child.kill("SIGTERM")
        const timer = setTimeout(() => child.kill("SIGKILL"), 90_000)
        const code = await exited
        clearTimeout(timer)
        return code
      })()),
  }
}

/** Whether the process exists (and is not a zombie waiting for its parent). */
export const processRuns = (pid: number): boolean => {
  try {
    return !/^\S+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"))
  } catch {
    return false
  }
}

/**
 * Processes that belong to the set on `dataDir`: their command line names it (PostgreSQL's -D, Kafka's properties,
 * nginx's prefix) or their environment has DATA_DIR=dataDir (the services, the projector, the relay).
 */
export const processesUsing = (dataDir: string): string[] =>
  fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .flatMap((pid) => {
      try {
        const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ")
        const environ = fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0")
        const belongs = cmdline.includes(dataDir) || environ.includes(`DATA_DIR=${dataDir}`)
        return belongs && processRuns(Number(pid)) ? [`${pid}: ${cmdline}`] : []
      } catch {
        return []
      }
    })
