/**
 * @module `npm run bench:distributed`: the product as `npm run start:distributed` runs it — PostgreSQL, Kafka, two
 * command services, two query services, projector, relay, nginx — measured through nginx (measure-distributed.ts),
 * then the relay and the Kafka-fed projector on a broker of their own (measure-relay.ts). Prints a table and
 * writes bench/results-distributed.json. Every figure stands beside the same run's baseline it depends on.
 *
 *   npm run bench:distributed
 *   BENCH_MEASURE_MS=5000 npm run bench:distributed   # a shorter measured command window
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { startLauncher } from "../distributed/launcher-process"
import { freePort, startPostgres, createTestDatabase } from "../support/postgres"
import { ApiClient } from "../support/stack"
import { measureDistributed, rowsOfDistributed } from "./measure-distributed"
import { measureRawInsert } from "./measure-raw-insert"
import { measureRelay, rowsOfRelay } from "./measure-relay"
import { BENCH_ADMIN } from "./support/bench-admin"
import { BenchHttp } from "./support/http-client"
import { formatTable, type Row } from "./support/report"
import { startKafka } from "../support/kafka"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const resultsFile = path.join(root, "bench/results-distributed.json")
const MEASURE_MS = Number(process.env.BENCH_MEASURE_MS ?? 10_000)
const started = performance.now()
const progress = (message: string) => process.stderr.write(`[bench:distributed ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}\n`)

const rows: Row[] = []
const postgres = await startPostgres()
const dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "bimp-bench-dist-"))
try {
  progress("raw INSERT baseline on the bench's PostgreSQL")
  const rawDb = await createTestDatabase(postgres.url, "bimp_bench_dist_raw")
  const raw = await measureRawInsert({ databaseUrl: rawDb.url, postgresPid: postgres.pid, measureMs: 5_000 })
  await rawDb.drop().catch(() => {})

  progress("starting the distributed set")
  const db = await createTestDatabase(postgres.url, "bimp_bench_dist")
  const launcher = await startLauncher({
    PORT: String(await freePort()),
    KAFKA_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    BIMP_ADMIN_EMAIL: BENCH_ADMIN.email,
    BIMP_ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: "warn",
  })
  try {
    const brokers = /KAFKA_BROKERS=(\S+)/.exec(launcher.output())![1]!
    const token = (await ApiClient.login(launcher.url, BENCH_ADMIN.email, BENCH_ADMIN.password)).token!
    const http = new BenchHttp(launcher.url, token)
    try {
      const result = await measureDistributed({ http, url: launcher.url, token, brokers, warmupMs: 3_000, measureMs: MEASURE_MS, progress })
      rows.push(...rowsOfDistributed(result, raw))
    } finally {
      await http.close()
    }
  } finally {
    progress("stopping the distributed set")
    await launcher.stop()
  }

  progress("the relay and the Kafka-fed projector on a broker of their own")
  const kafka = await startKafka()
  try {
    rows.push(...rowsOfRelay(await measureRelay(postgres.url, kafka.brokers, progress)))
  } finally {
    await kafka.stop()
  }
} finally {
  await postgres.stop().catch(() => {})
  await fs.promises.rm(dataDir, { recursive: true, force: true })
}

console.log(formatTable(rows))
fs.mkdirSync(path.dirname(resultsFile), { recursive: true })
fs.writeFileSync(resultsFile, JSON.stringify({ at: new Date().toISOString(), cores: os.availableParallelism(), loadAverage: os.loadavg(), rows }, null, 2))
progress(`written ${path.relative(root, resultsFile)}`)
