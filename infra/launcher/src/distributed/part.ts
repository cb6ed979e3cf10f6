/** @module One running part of the distributed set — a service, the broker, the database, nginx — as the launcher sees it. */
import fs from "node:fs"

export type Exit = { readonly code: number | null; readonly signal: NodeJS.Signals | null }

export interface RunningPart {
  /** As printed in the table: postgresql, kafka, command-1, query-2, projector, relay, nginx. */
  readonly name: string
  readonly pid: number
  /** Where it answers (host:port or a URL). */
  readonly address: string
  readonly logFile: string
  /** Settles when the process is gone, whoever ended it. */
  readonly exited: Promise<Exit>
  /** True once stop() was called: an exit before that is unexpected. */
  readonly stopping: boolean
  /** Ends it gracefully (and by force when it hangs); resolves once it is gone. */
  stop(): Promise<void>
}

/** The last lines of a log file, for a message about a part that failed. */
export const logTail = (file: string, lines = 20): string => {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n")
  } catch {
    return "(no log)"
  }
}

export const describeExit = ({ code, signal }: Exit): string => (signal ? `signal ${signal}` : code !== null ? `exit code ${code}` : "gone")

/**
 * Whether a process with this pid runs (EPERM: it does, as another user, e.g. PostgreSQL's when run as root). A
 * zombie does not: in a container whose first process reaps nothing, a dead daemon would otherwise live forever.
 */
export const pidAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false
  }
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"))
  } catch {
    // Gone since kill(0) — or no /proc at all (not Linux), where kill(0) has the last word.
    return !fs.existsSync("/proc/self/stat")
  }
}
