/**
 * @module PostgreSQL and Kafka, started and stopped by their scripts in infra/scripts (the same ones the tests
 * and a developer use): the start script daemonizes the server and prints its pid; the launcher watches that
 * pid and stops the server with the stop script.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import { type Exit, pidAlive, type RunningPart } from "./part"

/** Runs a bash script to its end, output appended to `logFile`; resolves with its stdout, rejects when it fails. */
export const runScript = (script: string, args: readonly string[], logFile: string): Promise<string> =>
  new Promise((resolve, reject) => {
    // A process group of its own: the daemon it starts must not get the terminal's Ctrl-C (the launcher stops it in order).
    const child = spawn("bash", [script, ...args], { stdio: ["ignore", "pipe", "pipe"], detached: true })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
    child.once("error", reject)
    child.once("close", (code) => {
      fs.appendFileSync(logFile, `$ bash ${script} ${args.join(" ")}\n${stdout}${stderr}`)
      if (code === 0) resolve(stdout)
      else reject(new Error(`${script} failed (exit code ${code}):\n${stderr.trim() || stdout.trim()}`))
    })
  })

export type ScriptDaemonOptions = {
  readonly name: string
  readonly address: string
  readonly start: { readonly script: string; readonly args: readonly string[] }
  readonly stop: { readonly script: string; readonly args: readonly string[] }
  /** The launcher's record of the scripts' output; the server's own log (named in the table's notes) stays where the script puts it. */
  readonly logFile: string
  readonly pollMs?: number
}

export const startScriptDaemon = async (options: ScriptDaemonOptions): Promise<RunningPart> => {
  const output = await runScript(options.start.script, options.start.args, options.logFile)
  const pid = Number(output.trim().split("\n").pop())
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`${options.start.script} printed no pid: ${output}`)
  let stopping: Promise<void> | undefined
  // Not our child: its end is seen by polling.
  const exited = new Promise<Exit>((resolve) => {
    const timer = setInterval(() => {
      if (pidAlive(pid)) return
      clearInterval(timer)
      resolve({ code: null, signal: null })
    }, options.pollMs ?? 500)
  })
  return {
    name: options.name,
    pid,
    address: options.address,
    logFile: options.logFile,
    exited,
    get stopping() {
      return stopping !== undefined
    },
    stop: () =>
      (stopping ??= (async () => {
        await runScript(options.stop.script, options.stop.args, options.logFile)
        await exited
      })()),
  }
}
