/**
 * @module `node --import tsx tests/bench/run-read-bench.ts`: only measurement 4 of `npm run bench` (the
 * reads), for working on the read side without the whole bench: PostgreSQL, the server child, the
 * 20,000-event project and the two 5,000-event projects, then GET project nested, GET milestones/{id} and
 * their baseline. Prints the rows as `npm run bench` does. With `--profile` (or BENCH_PROFILE=1), a V8 CPU
 * profile of the server child per measurement in bench/profiles/read-*.cpuprofile (tests/bench/analyze-profile.ts).
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { createPgClient } from "@bimprofile/infra/sql/pg-client"
import { createTestDatabase, freePort, startPostgres } from "../support/postgres"
import { ApiClient } from "../support/stack"
import { buildBigProject } from "./measure-big-project"
import { buildReadProject, measureBaselineRead, measureEntityRead, measureProjectRead, type ProjectReadResult, rowsOfProjectRead } from "./measure-project-read"
import { BENCH_ADMIN } from "./support/bench-admin"
import { BenchHttp } from "./support/http-client"
import { formatTable } from "./support/report"
import { killChildren, startServerChild } from "./support/server-process"
import { settleBeforeReads } from "./support/settle"

const PROFILE = process.argv.includes("--profile") || process.env.BENCH_PROFILE === "1"
const profileDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../bench/profiles")

const postgres = await startPostgres()
const db = await createTestDatabase(postgres.url, "bimp_bench_reads")
const sql = createPgClient({ connectionString: db.url, max: 2 })
const server = await startServerChild({ databaseUrl: db.url, port: await freePort() })
try {
  const token = (await ApiClient.login(server.baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password)).token
  const http = new BenchHttp(server.baseUrl, token)
  const deadline = Date.now() + 240_000
  process.stderr.write("building the projects (20,000 and 2 × 5,000 events)\n")
  const big = await buildBigProject(http, sql, deadline)
  const shapes = [] as { shape: "typical" | "process-heavy"; project: Awaited<ReturnType<typeof buildReadProject>> }[]
  for (const shape of ["typical", "process-heavy"] as const) shapes.push({ shape, project: await buildReadProject(http, sql, shape, deadline) })
  process.stderr.write("measuring\n")
  await settleBeforeReads(sql, server)
  if (PROFILE) fs.mkdirSync(profileDir, { recursive: true })
  /** Runs `work` with a CPU profile of the server child around it when profiling. */
  const profiled = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    if (!PROFILE) return work()
    await server.probe("profile-start")
    try {
      return await work()
    } finally {
      await server.probe("profile-stop", 60_000, path.join(profileDir, `read-${name}.cpuprofile`))
    }
  }
  const results: ProjectReadResult[] = []
  for (const { shape, project } of shapes) results.push(await profiled(shape, () => measureProjectRead(http, project, shape)))
  const entity = await profiled("milestone", () => measureEntityRead(http, big))
  const baseline = await profiled("baseline", () => measureBaselineRead(http))
  console.log(formatTable(rowsOfProjectRead(results, entity, baseline)))
  http.close()
} finally {
  await sql.close().catch(() => {})
  await server.stop(10_000).catch(() => {})
  killChildren()
  await postgres.stop().catch(() => {})
}
