/**
 * @module With `--profile`: PostgreSQL's own view of where its time goes. Loads pg_stat_statements
 * (tracking statements nested in functions too, so the insides of `bimp_append` show) by restarting the
 * bench's throwaway cluster with the infra scripts, then reports the costliest statements of a load.
 */
import type { RunningPostgres } from "../../support/postgres"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { execFile } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import pg from "pg"

const run = promisify(execFile)
const scripts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../infra/scripts")

/** Restarts the cluster with pg_stat_statements loaded; resolves with the new postmaster pid. */
export const restartWithStatementStats = async (postgres: RunningPostgres): Promise<number> => {
  const admin = async (statements: readonly string[]) => {
    const client = new pg.Client({ connectionString: postgres.url })
    await client.connect()
    try {
      for (const statement of statements) await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(["ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'"])
  const port = new URL(postgres.url).port
  await run("bash", [path.join(scripts, "stop-postgres.sh"), postgres.dataDir])
  const { stdout } = await run("bash", [path.join(scripts, "start-postgres.sh"), postgres.dataDir, port])
  // The module's settings exist only once it is loaded.
  await admin(["ALTER SYSTEM SET pg_stat_statements.track = 'all'", "SELECT pg_reload_conf()"])
  return Number(stdout.trim().split("\n").at(-1))
}

export const resetStatementStats = async (sql: SqlQuery): Promise<void> => {
  await sql.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
  await sql.query("SELECT pg_stat_statements_reset()")
}

export type StatementStat = { calls: number; totalMs: number; meanMs: number; rows: number; toplevel: boolean; query: string }

export const topStatements = async (sql: SqlQuery, limit = 15): Promise<StatementStat[]> => {
  const rows = await sql.query<Record<string, unknown>>(
    `SELECT calls, total_exec_time, mean_exec_time, rows, toplevel, regexp_replace(query, '\\s+', ' ', 'g') AS query
       FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
      ORDER BY total_exec_time DESC LIMIT $1`,
    [limit],
  )
  return rows.map((r) => ({
    calls: Number(r.calls),
    totalMs: Number(r.total_exec_time),
    meanMs: Number(r.mean_exec_time),
    rows: Number(r.rows),
    toplevel: Boolean(r.toplevel),
    query: String(r.query),
  }))
}

export const formatStatements = (title: string, stats: readonly StatementStat[]): string =>
  [
    title,
    "  total ms    calls   mean ms     rows  level   statement",
    ...stats.map(
      (s) =>
        `  ${s.totalMs.toFixed(0).padStart(8)} ${String(s.calls).padStart(8)} ${s.meanMs.toFixed(3).padStart(9)} ${String(s.rows).padStart(8)}  ` +
        `${s.toplevel ? "top   " : "nested"}  ${s.query.slice(0, 150)}`,
    ),
  ].join("\n")

export const writeStatements = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text + "\n")
}
