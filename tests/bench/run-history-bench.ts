/**
 * @module `node --import tsx tests/bench/run-history-bench.ts`: only the timeline's rows of `npm run bench`
 * (hist-a, hist-b): PostgreSQL, the server child, a project of 100,000 events, its timeline's pages and the
 * baseline GET codes. Prints the rows as `npm run bench` does. With `--profile`, a V8 CPU profile of the server
 * child per measurement in bench/profiles/history-*.cpuprofile (tests/bench/analyze-profile.ts).
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { createPgClient } from "@bimprofile/infra/sql/pg-client"
import { createTestDatabase, freePort, startPostgres } from "../support/postgres"
import { ApiClient } from "../support/stack"
import { buildHistoryProject, measureHistoryPages, rowsOfHistory } from "./measure-history"
import { measureBaselineRead } from "./measure-project-read"
import { BENCH_ADMIN } from "./support/bench-admin"
import { BenchHttp } from "./support/http-client"
import { formatTable } from "./support/report"
import { killChildren, startServerChild } from "./support/server-process"
import { settleBeforeReads } from "./support/settle"

const PROFILE = process.argv.includes("--profile")
const profileDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../bench/profiles")

const postgres = await startPostgres()
const db = await createTestDatabase(postgres.url, "bimp_bench_history")
const sql = createPgClient({ connectionString: db.url, max: 2 })
const server = await startServerChild({ databaseUrl: db.url, port: await freePort() })
try {
  const token = (await ApiClient.login(server.baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password)).token
  const http = new BenchHttp(server.baseUrl, token)
  process.stderr.write("building the project of 100,000 events\n")
  const project = await buildHistoryProject(http, sql, performance.now() + 240_000)
  process.stderr.write(`  built in ${project.seconds.toFixed(1)} s; measuring\n`)
  await settleBeforeReads(sql, server)
  if (PROFILE) fs.mkdirSync(profileDir, { recursive: true })
  /** Runs `work` with a CPU profile of the server child around it when profiling. */
  const profiled = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    if (!PROFILE) return work()
    await server.probe("profile-start")
    try {
      return await work()
    } finally {
      await server.probe("profile-stop", 60_000, path.join(profileDir, `history-${name}.cpuprofile`))
    }
  }
  const results = [
    await profiled("none", () => measureHistoryPages(http, project, "")),
    await profiled("entity", () => measureHistoryPages(http, project, "entity=process")),
  ]
  const baseline = await measureBaselineRead(http)
  console.log(formatTable(rowsOfHistory(project, results, baseline)))
  http.close()
} finally {
  await sql.close().catch(() => {})
  await server.stop(10_000).catch(() => {})
  killChildren()
  await postgres.stop().catch(() => {})
}
