/**
 * @module Before a latency measurement that follows heavy writing, as pgbench does before its runs: a
 * VACUUM ANALYZE (so autovacuum does not start on the tables the writes left behind while the reads run —
 * on two cores it takes one of them for seconds), a checkpoint, a full garbage collection in the server
 * and in this driver, and a short pause. The measured reads then do not share the cores with PostgreSQL
 * writing out, or V8 collecting, what the builds and loads before them left (in one full run, the first
 * 150 reads of row 4 came in bursts of 5–19 ms while the same reads in a quiet process stayed near 1 ms).
 */
import v8 from "node:v8"
import vm from "node:vm"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import type { ServerChild } from "./server-process"

export const SETTLE_MS = 1_000

/** V8's full collection, reachable without starting node with --expose-gc. */
const collectGarbage = (): void => {
  v8.setFlagsFromString("--expose-gc")
  ;(vm.runInNewContext("gc") as () => void)()
}

export const settleBeforeReads = async (sql: SqlQuery, server: Pick<ServerChild, "probe">) => {
  await sql.query("VACUUM ANALYZE")
  await sql.query("CHECKPOINT")
  await server.probe("gc")
  collectGarbage()
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
}
