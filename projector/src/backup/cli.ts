/**
 * @module Backup and restore of the event log from the command line (docs/operations.md "Backup and restore").
 *
 *   npm run events:export -- --out FILE [--with-keys]   the whole log as NDJSON (default: stdout)
 *   npm run events:import -- --in FILE                  into an empty store (default: stdin)
 *
 * The database is the server's, found as `npm run rebuild` finds it: DATABASE_URL (PostgreSQL), else PGlite
 * under DATA_DIR/pglite (default ./data), refused while the server has it open. For an import the database
 * may be new: it is created and migrated first. Progress goes to stderr; exit code 0 done, 1 refused or
 * failed (the message names the line), 2 a wrong call.
 */
import { readConfig } from "@bimprofile/infra/config"
import { openDatabase } from "@bimprofile/infra/database"
import fs from "node:fs"
import { finished } from "node:stream/promises"
import { CliError, type ConfiguredDatabase, openConfiguredDatabase, pgliteDataDir } from "../cli/open-configured-database"
import { pgliteDataDirUse } from "../cli/pglite-in-use"
import { formatCount, formatRate, ProgressBar } from "../cli/progress-bar"
import { exportEventLog } from "./export-command"
import { BadLine, ImportRefused, importEventLog } from "./import-command"

const usage = `usage:
  npm run events:export -- [--out FILE] [--with-keys]
  npm run events:import -- [--in FILE]

export  writes the whole event log, exactly as stored (positions, times, hashes), its lookup keys, the id
        sequences, the reference project's setting and the kept files (documents) as NDJSON to FILE (default stdout: use "npm run -s"
        so npm's own banner stays out of it). --with-keys adds the personal-data keys, the identity
        pepper and the password hashes: a restore then opens every personal field and people sign in as
        before, and the file holds personal data and secrets — keep it as safe as the database. Without
        them the restored users read like erased users (and a new administrator is created).
import  loads such a file (default stdin) into an EMPTY store in one transaction, checks every line and
        its hash, verifies the chains, and continues the positions after the last one. Rebuild the read
        models afterwards: npm run rebuild.

environment:
  DATABASE_URL   PostgreSQL; without it the embedded PGlite under DATA_DIR/pglite (default ./data)
`

type Args = { readonly command: "export" | "import"; readonly file: string | undefined; readonly withKeys: boolean }

const parseArgs = (args: readonly string[]): Args | string => {
  const [command, ...rest] = args
  if (command !== "export" && command !== "import") return `unknown command "${command ?? ""}"`
  let file: string | undefined
  let withKeys = false
  const fileFlag = command === "export" ? "--out" : "--in"
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!
    if (arg === fileFlag) {
      file = rest[++i]
      if (!file) return `${fileFlag} needs a file name`
    } else if (arg === "--with-keys" && command === "export") withKeys = true
    else return `unknown argument "${arg}"`
  }
  return { command, file, withKeys }
}

/** The database to import into: like the other commands, but a PGlite directory may not exist yet. */
const openForImport = async (): Promise<ConfiguredDatabase> => {
  const config = readConfig()
  if (config.databaseUrl || fs.existsSync(`${pgliteDataDir(config)}/PG_VERSION`)) return openConfiguredDatabase(config)
  const dataDir = pgliteDataDir(config)
  if (pgliteDataDirUse(dataDir).inUse) throw new CliError(`The embedded database in ${dataDir} is open in another process.`)
  return { db: await openDatabase({ kind: "pglite", dataDir }), where: `PGlite ${dataDir} (new)` }
}

const runExport = async ({ file, withKeys }: Args): Promise<number> => {
  const { db, where } = await openConfiguredDatabase(readConfig())
  const out = file ? fs.createWriteStream(file, { mode: 0o600 }) : process.stdout
  try {
    process.stderr.write(`exporting the event log of ${where}${file ? ` to ${file}` : ""}\n`)
    if (withKeys)
      process.stderr.write(
        "WARNING: --with-keys writes the personal-data keys, the identity pepper and the password hashes into the file: it opens every person's data. Keep it as safe as the database.\n",
      )
    const bar = new ProgressBar(process.stderr)
    const result = await exportEventLog(db.sql, out, { withKeys, onProgress: (p) => bar.update(p.events, p.head) }).catch((error: unknown) => {
      bar.abandon()
      throw error
    })
    if (file) {
      out.end()
      await finished(out)
    }
    bar.finish(
      result.events,
      result.events,
      bar.seconds,
      `exported ${formatCount(result.events)} events (head ${formatCount(result.head)}), ${formatCount(result.stream_keys)} stream keys, ` +
        `${result.sequences} id sequences, ${formatCount(result.blobs)} files, ${formatCount(result.personal_keys)} personal keys, ${formatCount(result.credentials)} passwords ` +
        `in ${bar.seconds.toFixed(2)} s (${formatRate(result.events, bar.seconds)})`,
    )
    return 0
  } finally {
    await db.close()
  }
}

const runImport = async ({ file }: Args): Promise<number> => {
  if (file && !fs.existsSync(file)) throw new CliError(`no file ${file}`)
  const { db, where } = await openForImport()
  const input = file ? fs.createReadStream(file) : process.stdin
  try {
    process.stderr.write(`importing ${file ?? "stdin"} into ${where}\n`)
    const bar = new ProgressBar(process.stderr)
    const result = await importEventLog(db.sql, input, { onProgress: (p) => bar.update(p.events, p.head) }).catch((error: unknown) => {
      bar.abandon()
      throw error
    })
    bar.finish(
      result.events,
      result.events,
      bar.seconds,
      `imported ${formatCount(result.events)} events (head ${formatCount(result.head)}), ${formatCount(result.stream_keys)} stream keys, ` +
        `${result.sequences} id sequences, ${formatCount(result.blobs)} files, ${formatCount(result.personal_keys)} personal keys, ${formatCount(result.credentials)} passwords ` +
        `in ${bar.seconds.toFixed(2)} s; every chain verified. ` +
        `Next: npm run rebuild` +
        (result.withKeys ? "" : " (the file had no personal-data keys: restored users read like erased users)"),
    )
    return 0
  } finally {
    if (file) (input as fs.ReadStream).destroy()
    await db.close()
  }
}

const main = async (args: readonly string[]): Promise<number> => {
  if (args.length === 0 || args.some((a) => a === "--help" || a === "-h" || a === "help")) {
    process.stdout.write(usage)
    return args.length === 0 ? 2 : 0
  }
  const parsed = parseArgs(args)
  if (typeof parsed === "string") {
    process.stderr.write(`${parsed}\n\n${usage}`)
    return 2
  }
  return parsed.command === "export" ? runExport(parsed) : runImport(parsed)
}

try {
  process.exitCode = await main(process.argv.slice(2))
} catch (error) {
  const known = error instanceof CliError || error instanceof ImportRefused || error instanceof BadLine
  const message = known ? (error as Error).message : error instanceof Error ? (error.stack ?? error.message) : String(error)
  process.stderr.write(`events:${process.argv[2] === "import" ? "import: nothing imported —" : "export:"} ${message}\n`)
  process.exitCode = 1
}
