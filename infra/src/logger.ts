/**
 * @module A small leveled logger writing one line per entry to stderr.
 *
 * In production (LOG_FORMAT=json, the default when stderr is not a terminal) a line is one JSON object
 * a log shipper reads as it is: `{"time","level","service","msg", ...fields, "correlationId"}` — the
 * correlation id of the request being served (ops/correlation-context.ts), when there is one. A person at
 * a terminal (`npm start`) gets the same as one readable line of text (LOG_FORMAT=text).
 */
import { currentCorrelationId } from "./ops/correlation-context"

const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const
export type LogLevel = keyof typeof levels

export type Logger = Record<LogLevel, (message: string, fields?: Record<string, unknown>) => void>

export type LogFormat = "json" | "text"

/** Where lines go and in which form; the defaults are the process's stderr and LOG_FORMAT. */
export type LogOutput = { readonly format?: LogFormat; readonly write?: (line: string) => void }

/** LOG_FORMAT when it names a format, else text for a terminal and JSON for everything else. */
export const readLogFormat = (env: NodeJS.ProcessEnv = process.env, isTerminal = process.stderr.isTTY === true): LogFormat =>
  env.LOG_FORMAT === "json" || env.LOG_FORMAT === "text" ? env.LOG_FORMAT : isTerminal ? "text" : "json"

export const createLogger = (name: string, level: LogLevel = (process.env.LOG_LEVEL as LogLevel) ?? "info", output: LogOutput = {}): Logger => {
  const threshold = levels[level] ?? levels.info
  const format = output.format ?? readLogFormat()
  const writeLine = output.write ?? ((line: string) => void process.stderr.write(line))
  const write = (at: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    if (levels[at] < threshold) return
    // A field of the caller's own (a job's stored correlation id) wins over the request's.
    const correlationId = fields?.correlationId ?? currentCorrelationId()
    const base = { time: new Date().toISOString(), level: at, service: name, msg: message }
    // The fields come after the base keys, but never replace them.
    const entry: Entry = Object.assign({ ...base }, fields, base, correlationId !== undefined ? { correlationId } : {})
    writeLine(`${format === "json" ? jsonLine(entry) : textLine(entry, fields)}\n`)
  }
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") }
}

type Entry = { time: string; level: LogLevel; service: string; msg: string; correlationId?: unknown }

/** Errors as their name, message and stack (JSON.stringify would write `{}`); big integers as text. */
const replacer = (_key: string, value: unknown) =>
  value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : typeof value === "bigint" ? value.toString() : value

const jsonLine = (entry: Entry): string => {
  try {
    return JSON.stringify(entry, replacer)
  } catch {
    // A field that cannot be written (a cycle) must not lose the line.
    return JSON.stringify({ time: entry.time, level: entry.level, service: entry.service, msg: entry.msg, correlationId: entry.correlationId, unwritableFields: true })
  }
}

const textLine = (entry: Entry, fields: Record<string, unknown> | undefined): string => {
  const { correlationId: _ownId, ...rest } = fields ?? {}
  let extra = ""
  try {
    extra = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest, replacer)}` : ""
  } catch {
    extra = " {unwritable fields}"
  }
  const correlation = entry.correlationId !== undefined ? ` (${String(entry.correlationId)})` : ""
  return `${entry.time} ${entry.level.toUpperCase().padEnd(5)} [${entry.service}] ${entry.msg}${extra}${correlation}`
}
