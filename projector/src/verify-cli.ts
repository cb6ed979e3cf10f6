/**
 * @module `npm run verify`: checks the tamper evidence of the whole event log (docs/audit.md) — every
 * stream's hash chain — and reports the first broken link of each broken stream.
 *
 *   npm run verify             progress on stderr, the result on stdout
 *   npm run verify -- --json   the result as JSON on stdout
 *
 * Exit code 0 when every chain is whole, 1 when a link is broken (or the check failed), 2 for a wrong call.
 * The database is the server's, found as `npm run rebuild` finds it: DATABASE_URL (PostgreSQL), else PGlite
 * under DATA_DIR/pglite (default ./data), refused while the server has it open.
 */
import { readConfig } from "@bimprofile/infra/config"
import { type ChainVerification, verifyEventChains } from "@bimprofile/infra/event-store/verify-chain"
import { CliError, openConfiguredDatabase } from "./cli/open-configured-database"
import { formatCount, formatRate, ProgressBar } from "./cli/progress-bar"

const usage = `usage: npm run verify [-- --json]

Checks the hash chain of every stream of the event log: each event's hash against its stored content and
the previous event's hash. Prints the first broken link of each broken stream; exit code 1 when there is one.

environment:
  DATABASE_URL   PostgreSQL; without it the embedded PGlite under DATA_DIR/pglite (default ./data)
`

const describe = (result: ChainVerification): string => {
  const summary =
    `${formatCount(result.events)} events in ${formatCount(result.streams)} streams checked in ${result.seconds.toFixed(2)} s ` +
    `(${formatRate(result.events, result.seconds)}): `
  if (result.ok) return `${summary}every chain is whole.`
  return [
    `${summary}${formatCount(result.broken.length)} stream(s) BROKEN — first broken link of each:`,
    ...result.broken.map((link) => `  ${link.stream_id} version ${link.stream_version} (position ${link.global_position}): ${link.problem}`),
  ].join("\n")
}

const main = async (args: readonly string[]): Promise<number> => {
  if (args.some((a) => a === "--help" || a === "-h" || a === "help")) {
    process.stdout.write(usage)
    return 0
  }
  const unknown = args.filter((a) => a !== "--json")
  if (unknown.length > 0) {
    process.stderr.write(`unknown argument "${unknown[0]}"\n\n${usage}`)
    return 2
  }
  const json = args.includes("--json")
  const { db, where } = await openConfiguredDatabase(readConfig())
  try {
    process.stderr.write(`verifying the event log on ${where}\n`)
    const bar = new ProgressBar(process.stderr)
    let result: ChainVerification
    try {
      result = await verifyEventChains(db.sql, {
        onProgress: (p) => bar.update(p.events, Math.max(p.total, p.events), p.broken > 0 ? `${formatCount(p.broken)} broken` : ""),
      })
    } catch (error) {
      bar.abandon()
      throw error
    }
    bar.finish(result.events, result.events, result.seconds, result.ok ? "every chain is whole" : `${formatCount(result.broken.length)} broken stream(s)`)
    process.stdout.write(json ? `${JSON.stringify(result)}\n` : `${describe(result)}\n`)
    return result.ok ? 0 : 1
  } finally {
    await db.close()
  }
}

try {
  process.exitCode = await main(process.argv.slice(2))
} catch (error) {
  process.stderr.write(`verify: ${error instanceof CliError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exitCode = 1
}
