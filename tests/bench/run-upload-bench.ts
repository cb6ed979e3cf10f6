/**
 * @module `node --import tsx tests/bench/run-upload-bench.ts`: only the measurements "upload" and "upload-b"
 * of `npm run bench` (a classification of 50,000 items uploaded while a second client changes the same
 * project), for working on the upload without the whole bench. Prints the rows as `npm run bench` does. With
 * `--profile` (or BENCH_PROFILE=1), a V8 CPU profile of the server child over the upload in
 * bench/profiles/upload.cpuprofile (tests/bench/analyze-profile.ts).
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { createTestDatabase, freePort, startPostgres } from "../support/postgres"
import { ApiClient } from "../support/stack"
import { measureClassificationUpload, rowsOfClassificationUpload } from "./measure-classification-upload"
import { BENCH_ADMIN } from "./support/bench-admin"
import { BenchHttp } from "./support/http-client"
import { formatTable } from "./support/report"
import { killChildren, startServerChild } from "./support/server-process"

const PROFILE = process.argv.includes("--profile") || process.env.BENCH_PROFILE === "1"
const profileFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../bench/profiles/upload.cpuprofile")

const postgres = await startPostgres()
const db = await createTestDatabase(postgres.url, "bimp_bench_upload")
const server = await startServerChild({ databaseUrl: db.url, port: await freePort() })
try {
  const token = (await ApiClient.login(server.baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password)).token
  const http = new BenchHttp(server.baseUrl, token)
  if (PROFILE) {
    fs.mkdirSync(path.dirname(profileFile), { recursive: true })
    await server.probe("profile-start")
  }
  const result = await measureClassificationUpload(http)
  if (PROFILE) await server.probe("profile-stop", 60_000, profileFile)
  console.log(formatTable(rowsOfClassificationUpload(result)))
  http.close()
} finally {
  await server.stop(10_000).catch(() => {})
  killChildren()
  await postgres.stop().catch(() => {})
}
