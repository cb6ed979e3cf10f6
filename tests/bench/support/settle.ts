/**
 * @module Before a latency measurement that follows heavy writing: a checkpoint (as pgbench does before its
 * runs), a full garbage collection in the server and a short pause, so the measured reads do not share the
 * two cores with PostgreSQL writing out, or V8 collecting, what the builds and loads before them left
 * behind (in one full run, the first 150 reads of row 4 came in bursts of 5–19 ms while the same reads in a
 * quiet process stayed near 1 ms).
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import type { ServerChild } from "./server-process"

export const SETTLE_MS = 1_000

export const settleBeforeReads = async (sql: SqlQuery, server: Pick<ServerChild, "probe">) => {
  await sql.query("CHECKPOINT")
  await server.probe("gc")
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
}
