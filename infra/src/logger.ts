/** @module A small leveled logger writing one line per entry to stderr. */
const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const
export type LogLevel = keyof typeof levels

export type Logger = Record<LogLevel, (message: string, fields?: Record<string, unknown>) => void>

export const createLogger = (name: string, level: LogLevel = (process.env.LOG_LEVEL as LogLevel) ?? "info"): Logger => {
  const threshold = levels[level] ?? levels.info
  const write = (at: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    if (levels[at] < threshold) return
    const extra = fields ? " " + JSON.stringify(fields) : ""
    process.stderr.write(`${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} [${name}] ${message}${extra}\n`)
  }
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") }
}
