/**
 * @module The first-start lock: a service's start-up work on the shared database — migrate, create the
 * administrator, seed the reference project — done by one process at a time, so processes started together
 * (two command-service replicas, a rolling deploy) do it once. Each step looks before it acts ("is there an
 * administrator, a reference project?"); under the lock the look and the act cannot interleave with
 * another process's, so the second process finds the first one's work and only reads it.
 *
 * A PostgreSQL session advisory lock on a connection of its own, taken before the database is opened and
 * released after seeding: held across all three steps whatever connections they use, and released by the
 * server when the process dies midway (its connection closes), so a crash never leaves it taken.
 * Migrations also take their own transaction lock (migrate.ts): processes that migrate without this lock
 * (query service, projector) stay safe too. PGlite serves one process only: no lock there.
 */
import pg from "pg"
import type { Logger } from "../logger"

/** Distinct from the append lock (7262001) and the migration lock (7262000). */
export const FIRST_START_LOCK = 7262002

export type FirstStartLock = {
  /** Releases the lock (and closes its connection); safe to call twice. */
  release(): Promise<void>
}

/**
 * Takes the lock on PostgreSQL `databaseUrl` (waits while another process holds it, saying so in the log);
 * without a URL (PGlite) there is nothing to take.
 */
export const takeFirstStartLock = async (databaseUrl: string | undefined, log?: Pick<Logger, "info">): Promise<FirstStartLock> => {
  if (!databaseUrl) return { release: async () => {} }
  const client = new pg.Client({ connectionString: databaseUrl })
  client.on("error", () => {}) // a lost connection frees the lock on the server; nothing to do here
  await client.connect()
  try {
    const [taken] = (await client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1) AS ok", [FIRST_START_LOCK])).rows
    if (!taken?.ok) {
      log?.info("another process is doing its first-start work (migrate, administrator, reference project): waiting for it")
      await client.query("SELECT pg_advisory_lock($1)", [FIRST_START_LOCK])
    }
  } catch (error) {
    await client.end().catch(() => {})
    throw error
  }
  let released: Promise<void> | undefined
  return {
    release: () =>
      (released ??= (async () => {
        await client.query("SELECT pg_advisory_unlock($1)", [FIRST_START_LOCK]).catch(() => {})
        await client.end().catch(() => {})
      })()),
  }
}
