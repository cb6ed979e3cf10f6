/** @module What the launcher prints once the set runs: a table of service, pid and address, and how to reach it. */
import type { RunningPart } from "./part"

export const processTable = (parts: readonly RunningPart[]): string => {
  const rows = [["service", "pid", "address"], ...parts.map((part) => [part.name, String(part.pid), part.address])]
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]!.length)))
  return rows.map((row) => row.map((cell, column) => (column === 2 ? cell : cell.padEnd(widths[column]!))).join("   ")).join("\n")
}

export type RunningSummary = {
  readonly url: string
  readonly parts: readonly RunningPart[]
  readonly databaseUrl: string
  readonly kafkaBrokers: string
  readonly dataDir: string
  readonly adminPasswordFile: string | undefined
}

export const runningSummary = (summary: RunningSummary): string =>
  [
    "",
    `BIM Profile (distributed) is running at ${summary.url}`,
    "",
    processTable(summary.parts),
    "",
    `DATABASE_URL=${summary.databaseUrl}`,
    `KAFKA_BROKERS=${summary.kafkaBrokers}`,
    `data: ${summary.dataDir}   logs: ${summary.dataDir}/logs/<service>.log`,
    ...(summary.adminPasswordFile ? [`the generated administrator password is in ${summary.adminPasswordFile} (delete it after the first sign-in)`] : []),
    `stop with Ctrl-C or kill ${process.pid}`,
    "",
  ].join("\n")
