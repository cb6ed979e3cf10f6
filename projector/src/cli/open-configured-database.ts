/**
 * @module The database the CLI works on, as the server finds it: PostgreSQL when DATABASE_URL is set,
 * else the embedded PGlite under DATA_DIR/pglite (default ./data) — refused while another process has it
 * open, since PGlite has no lock of its own and a second opener corrupts it.
 */
import type { Config } from "@bimprofile/infra/config"
import { type Database, openDatabase } from "@bimprofile/infra/database"
import fs from "node:fs"
import path from "node:path"
import { pgliteDataDirUse } from "./pglite-in-use"

export type ConfiguredDatabase = { readonly db: Database; readonly where: string }

/** A refusal the user can act on; the CLI prints its message without a stack. */
export class CliError extends Error {}

export const pgliteDataDir = (config: Config) => path.join(config.dataDir, "pglite")

export const openConfiguredDatabase = async (config: Config): Promise<ConfiguredDatabase> => {
  if (config.databaseUrl) {
    const db = await openDatabase({ kind: "pg", url: config.databaseUrl, poolSize: 4 })
    return { db, where: `PostgreSQL ${withoutPassword(config.databaseUrl)}` }
  }
  const dataDir = pgliteDataDir(config)
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION")))
    throw new CliError(
      `No embedded database in ${dataDir}. Start the server once (npm start) to create it, point DATA_DIR at the folder that holds pglite/, or set DATABASE_URL for PostgreSQL.`,
    )
  const use = pgliteDataDirUse(dataDir)
  if (use.inUse) {
    const who = use.holders?.map((h) => `pid ${h.pid}: ${h.command}`).join("; ")
    throw new CliError(
      who
        ? `The embedded database in ${dataDir} is open in another process (${who}). ` +
            "PGlite serves one process at a time: stop the BIM Profile server first (it runs its own projector), then retry."
        : `The embedded database in ${dataDir} looks in use (${path.join(dataDir, "postmaster.pid")} exists). ` +
            "Stop the BIM Profile server first. If none is running, a previous process ended abruptly: delete that file and retry.",
    )
  }
  return { db: await openDatabase({ kind: "pglite", dataDir }), where: `PGlite ${dataDir}` }
}

const withoutPassword = (url: string): string => {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = "***"
    return parsed.toString()
  } catch {
    return "(DATABASE_URL)"
  }
}
