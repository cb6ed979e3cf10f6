/**
 * @module `node --import tsx tests/bench/run-time-travel-bench.ts`: only the time-travel rows of `npm run bench`
 * (tt-a, tt-b): PostgreSQL, the server child, the 20,000-event project of bench 3, and its GET as of the middle of
 * its history — again and at new points — beside the live GET. Prints the rows as `npm run bench` does.
 */
import { createPgClient } from "@bimprofile/infra/sql/pg-client"
import { createTestDatabase, freePort, startPostgres } from "../support/postgres"
import { ApiClient } from "../support/stack"
import { buildBigProject } from "./measure-big-project"
import { measureTimeTravel, rowsOfTimeTravel } from "./measure-time-travel"
import { BENCH_ADMIN } from "./support/bench-admin"
import { BenchHttp } from "./support/http-client"
import { formatTable } from "./support/report"
import { killChildren, startServerChild } from "./support/server-process"
import { settleBeforeReads } from "./support/settle"

const postgres = await startPostgres()
const db = await createTestDatabase(postgres.url, "bimp_bench_time_travel")
const sql = createPgClient({ connectionString: db.url, max: 2 })
const server = await startServerChild({ databaseUrl: db.url, port: await freePort() })
try {
  const token = (await ApiClient.login(server.baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password)).token
  const http = new BenchHttp(server.baseUrl, token)
  process.stderr.write("building the project of 20,000 events\n")
  const project = await buildBigProject(http, sql, performance.now() + 240_000)
  process.stderr.write(`  built in ${project.seconds.toFixed(1)} s; measuring\n`)
  await settleBeforeReads(sql, server)
  console.log(formatTable(rowsOfTimeTravel(await measureTimeTravel(http, sql, project))))
  http.close()
} finally {
  await sql.close().catch(() => {})
  await server.stop(10_000).catch(() => {})
  killChildren()
  await postgres.stop().catch(() => {})
}
