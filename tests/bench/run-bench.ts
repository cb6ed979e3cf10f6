/**
 * @module `npm run bench`: the performance bar of the product on REAL PostgreSQL, started here and stopped
 * at the end (also on failure or when the time budget runs out).
 *
 * The product (startStack: command service, projector, query service in one process) runs in a CHILD
 * process (tests/bench/server.ts) so the load driver here does not steal its event loop; the driver talks
 * to it over loopback HTTP with keep-alive sockets. Prints a table and writes bench/results.json.
 *
 *   npm run bench                       # everything, about 2 minutes
 *   npm run bench -- --profile          # also a V8 CPU profile of the server child in bench/profiles/
 *   BENCH_MEASURE_MS=5000 npm run bench # shorter measured windows for loads 1 and 2
 *   BENCH_VERBOSE=1                     # the server child's stderr live
 *   BENCH_NO_PROJECTOR=1                # diagnostics: loads 1 and 2 with the projector stopped
 */
import { createPgClient } from "@bimprofile/infra/sql/pg-client"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { createTestDatabase, freePort, type RunningPostgres, startPostgres } from "../support/postgres"
import { ApiClient } from "../support/stack"
import { measureBigProject, buildBigProject, measureColdCommand, rowsOfBigProject } from "./measure-big-project"
import { measureCommandsOwnProjects, prepareOwnProjects, rowsOfOwnProjects } from "./measure-commands-own-projects"
import { measureCommandsSharedProjects, prepareSharedProjects, rowsOfSharedProjects } from "./measure-commands-shared-projects"
import { followGlobalLog, type GlobalLogReader, rowsOfGlobalLog } from "./measure-global-log"
import { settleBeforeReads } from "./support/settle"
import { buildReadProject, measureBaselineRead, measureEntityRead, measureProjectRead, rowsOfProjectRead } from "./measure-project-read"
import { rowsOfProjectionLag } from "./measure-projection-lag"
import { measureRawInsert } from "./measure-raw-insert"
import { measureRebuild, rowsOfRebuild } from "./measure-rebuild"
import { buildHistoryProject, measureHistoryPages, rowsOfHistory } from "./measure-history"
import { measureVerify, rowsOfVerify } from "./measure-verify"
import { measureTimeTravel, rowsOfTimeTravel } from "./measure-time-travel"
import { measureTokenVerification, rowsOfTokenVerification } from "./measure-token-verification"
import { measureMappingCheck, rowsOfMappingCheck } from "./measure-mapping-check"
import { measureClassificationUpload, rowsOfClassificationUpload } from "./measure-classification-upload"
import { measureCatalogue, rowsOfCatalogue } from "./measure-catalogue"
import { measureIds, rowsOfIds } from "./measure-ids"
import { measureExcelProfile, rowsOfExcelProfile } from "./measure-excel-profile"
import { measureReports, rowsOfReports } from "./measure-reports"
import { formatChunkTables, measureClientBundle, rowsOfClientBundle } from "./client-bundle"
import { buildReferenceProject, measurePageLoads, rowsOfPageLoads } from "./measure-page-load"
import { BENCH_ADMIN } from "./support/bench-admin"
import type { CommandLoadResult } from "./support/command-load"
import type { CpuShares } from "./support/cpu"
import { BenchHttp } from "./support/http-client"
import { formatTable, type Row } from "./support/report"
import { killChildren, type ServerChild, startServerChild, summarizeLog } from "./support/server-process"
import { formatStatements, resetStatementStats, restartWithStatementStats, topStatements, writeStatements } from "./support/pg-statements"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const resultsFile = path.join(root, "bench/results.json")
const profileDir = path.join(root, "bench/profiles")

// Bench 9 (cold page loads in Chromium, 20 of them, some throttled) takes about 100 s of it.
const BUDGET_MS = 400_000
const MEASURE_MS = Number(process.env.BENCH_MEASURE_MS ?? 10_000)
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 3_000)
const CLIENTS = 32
const SHARED_PROJECTS = 4
const PROFILE = process.argv.includes("--profile") || process.env.BENCH_PROFILE === "1"

const benchStarted = performance.now()
const elapsed = () => ((performance.now() - benchStarted) / 1000).toFixed(1).padStart(5)
const progress = (message: string) => process.stderr.write(`[bench ${elapsed()} s] ${message}\n`)

type Machine = Record<string, string | number>

const machine = (): Machine => {
  const cpus = os.cpus()
  return {
    cores: os.availableParallelism(),
    cpu: cpus[0]?.model.trim() ?? "unknown",
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAverageAtStart: os.loadavg().map((l) => l.toFixed(2)).join(" "),
  }
}

const postgresInfo = async (url: string): Promise<Machine> => {
  const sql = createPgClient({ connectionString: url, max: 1 })
  try {
    const [row] = await sql.query<Record<string, string>>(
      `SELECT current_setting('server_version') AS version, current_setting('fsync') AS fsync,
              current_setting('synchronous_commit') AS synchronous_commit, current_setting('shared_buffers') AS shared_buffers,
              current_setting('wal_sync_method') AS wal_sync_method`,
    )
    return { postgres: row!.version!, fsync: row!.fsync!, synchronous_commit: row!.synchronous_commit!, shared_buffers: row!.shared_buffers!, wal_sync_method: row!.wal_sync_method! }
  } finally {
    await sql.close()
  }
}

const describeCpu = (cpu: CpuShares | undefined, cores: number): string => {
  if (!cpu) return "n/a"
  const share = (seconds: number | undefined) => (seconds === undefined ? "n/a" : `${seconds.toFixed(1)} s (${((100 * seconds) / cpu.wallSeconds).toFixed(0)}% of a core)`)
  return (
    `window ${cpu.wallSeconds.toFixed(1)} s on ${cores} cores: PostgreSQL ${share(cpu.postgres)}, server child ${share(cpu.server)}, ` +
    `driver ${share(cpu.driver)}` +
    (cpu.others === undefined ? "" : `, other processes on the machine ${share(cpu.others)}`) +
    (cpu.machineIdlePercent === undefined ? "" : `, machine idle ${cpu.machineIdlePercent.toFixed(0)}%`)
  )
}

const loadNotes = (name: string, result: CommandLoadResult, cores: number): string[] => {
  const usage = result.serverUsage
  const perCommand = (seconds: number | undefined) => (seconds === undefined || result.load.ok === 0 ? "n/a" : `${((1e6 * seconds) / (result.load.ok)).toFixed(0)} µs`)
  const shared = result.cpu?.others !== undefined && result.cpu.others / result.cpu.wallSeconds > 0.2
  return [
    `${name}: ${describeCpu(result.cpu, cores)}` +
      (shared ? " — the machine was SHARED with other work during this window: throughput and latency are worse than on an idle machine" : ""),
    `${name}: CPU per command: PostgreSQL ${perCommand(result.cpu?.postgres)}, server ${perCommand(result.cpu?.server)}, driver ${perCommand(result.cpu?.driver)}` +
      (usage
        ? `; server event-loop utilisation ${(100 * usage.eventLoopUtilization).toFixed(0)}%, ` +
          `${((100 * usage.systemMs) / usage.cpuMs).toFixed(0)}% of its CPU in the kernel (sockets)`
        : ""),
    ...(result.postgres
      ? [
          `${name}: PostgreSQL per command (whole load incl. warm-up and projector catch-up, ±1 s stats delay): ` +
            `${result.postgres.transactions.toFixed(2)} transactions, ${result.postgres.walSyncs.toFixed(3)} WAL flushes, ` +
            `${Math.round(result.postgres.walBytes).toLocaleString("en-US")} WAL bytes, ${result.postgres.rowsWritten.toFixed(1)} rows written`,
        ]
      : []),
  ]
}

const main = async () => {
  const info = machine()
  let postgres: RunningPostgres | undefined
  let server: ServerChild | undefined
  let reader: GlobalLogReader | undefined
  const httpClients: BenchHttp[] = []
  let checkSql: ReturnType<typeof createPgClient> | undefined

  let cleaning: Promise<void> | undefined
  const cleanup = () =>
    (cleaning ??= (async () => {
      for (const http of httpClients) http.close()
      await reader?.close().catch(() => {})
      await checkSql?.close().catch(() => {})
      await server?.stop(10_000).catch(() => {})
      killChildren()
      await postgres?.stop().catch((error: unknown) => progress(`stopping PostgreSQL failed: ${String(error)}`))
    })())
  // Bounded: past the budget, or on Ctrl-C, stop what was started and leave.
  let aborting = false
  const abort = (reason: string, code: number) => {
    if (aborting) return
    aborting = true
    progress(`aborting: ${reason}`)
    killChildren()
    void cleanup().finally(() => process.exit(code))
    setTimeout(() => process.exit(code), 15_000).unref()
  }
  const watchdog = setTimeout(() => abort(`time budget of ${BUDGET_MS / 1000} s exceeded`, 2), BUDGET_MS)
  process.on("unhandledRejection", (error) => (aborting ? undefined : abort(`unexpected error: ${String(error)}`, 1)))
  process.once("SIGINT", () => abort("interrupted", 130))
  process.once("SIGTERM", () => abort("terminated", 143))

  const rows: Row[] = []
  const notes: string[] = []
  try {
    // 8: the client's first paint, from the built bundle (builds it first when stale); no server needed.
    progress("measuring the client bundle: first paint of /login and /projects/list")
    const bundle = await measureClientBundle()
    rows.push(...rowsOfClientBundle(bundle))
    notes.push(...formatChunkTables(bundle).split("\n\n").map((table) => `client bundle, ${table}`))

    progress("measuring access token verification: jose beside the replaced hand-written check")
    rows.push(...rowsOfTokenVerification(await measureTokenVerification()))

    progress("measuring the IFC mapping check of a 500 × 20 catalogue")
    rows.push(...rowsOfMappingCheck(measureMappingCheck()))

    progress("starting PostgreSQL")
    postgres = await startPostgres()
    Object.assign(info, await postgresInfo(postgres.url))
    const header =
      `BIM Profile bench — ${new Date().toISOString()}\n` +
      `machine: ${info.cores} cores (${info.cpu}), ${info.memoryGiB} GiB memory, ${info.os}; load average at start ${info.loadAverageAtStart}\n` +
      `Node ${info.node}, PostgreSQL ${info.postgres} (fsync ${info.fsync}, synchronous_commit ${info.synchronous_commit}, ` +
      `wal_sync_method ${info.wal_sync_method}, shared_buffers ${info.shared_buffers}), loopback only\n` +
      `loads: ${CLIENTS} closed-loop HTTP clients, warm-up ${WARMUP_MS / 1000} s, measured ${MEASURE_MS / 1000} s; server = startStack in a child process` +
      (PROFILE
        ? `\nPROFILING RUN (--profile): V8 profiler in the server child and pg_stat_statements in PostgreSQL slow the product down; profiles → ${path.relative(root, profileDir)}`
        : "")
    process.stderr.write(header + "\n")

    // 1b: the raw insert rate, before the product runs, in a database of its own.
    progress("measuring raw single-row INSERTs (32 clients)")
    const rawDb = await createTestDatabase(postgres.url, "bimp_bench_raw")
    const raw = await measureRawInsert({ databaseUrl: rawDb.url, clients: CLIENTS, measureMs: Math.min(MEASURE_MS, 5_000), postgresPid: postgres.pid })
    notes.push(
      `raw INSERTs: ${describeCpu(raw.cpu, Number(info.cores))}; CPU per insert: PostgreSQL ${((1e6 * (raw.cpu.postgres ?? Number.NaN)) / (raw.perSecond * raw.cpu.wallSeconds)).toFixed(0)} µs, ` +
        `driver ${((1e6 * raw.cpu.driver) / (raw.perSecond * raw.cpu.wallSeconds)).toFixed(0)} µs`,
    )
    await rawDb.drop().catch(() => {})

    // The tamper-evidence check over a log of its own, beside the raw insert rate, before the product runs.
    progress("measuring the tamper-evidence check (npm run verify) over 200,000 events")
    const verifyDb = await createTestDatabase(postgres.url, "bimp_bench_verify")
    rows.push(...rowsOfVerify(await measureVerify(verifyDb.url, postgres.pid), raw))
    await verifyDb.drop().catch(() => {})

    let postgresPid = postgres.pid
    if (PROFILE) {
      progress("profiling: restarting PostgreSQL with pg_stat_statements")
      postgresPid = await restartWithStatementStats(postgres)
    }
    const db = await createTestDatabase(postgres.url, "bimp_bench")
    checkSql = createPgClient({ connectionString: db.url, max: 2 })
    progress("starting the server child")
    if (PROFILE) fs.mkdirSync(profileDir, { recursive: true })
    server = await startServerChild({ databaseUrl: db.url, port: await freePort() })
    const running = server
    const serverLog = server.logLines
    const profileFile = (name: string) => (PROFILE ? path.join(profileDir, `${name}.cpuprofile`) : undefined)
    /** Runs `work` with a CPU profile of the server child around it when profiling. */
    const profiled = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      if (!PROFILE) return work()
      await running.probe("profile-start")
      try {
        return await work()
      } finally {
        await running.probe("profile-stop", 60_000, profileFile(name))
      }
    }
    const token = (await ApiClient.login(server.baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password)).token
    const http = new BenchHttp(server.baseUrl, token)
    httpClients.push(http)

    const ownProjects = await prepareOwnProjects(http, CLIENTS)
    const sharedProjects = await prepareSharedProjects(http, SHARED_PROJECTS)

    // 9: cold page loads in Chromium, before the loads fill the database and while the machine is quiet.
    if (process.env.BENCH_NO_BROWSER !== "1") {
      progress("page loads in Chromium: project list and dashboard, desktop and slow device, 5 cold loads each")
      const referenceProject = await buildReferenceProject(server.baseUrl)
      rows.push(...rowsOfPageLoads(await measurePageLoads(server.baseUrl, referenceProject)))
    }

    // Diagnostics: BENCH_NO_PROJECTOR=1 runs loads 1 and 2 without the projector (what does it cost?).
    const noProjector = process.env.BENCH_NO_PROJECTOR === "1"
    if (noProjector) {
      notes.push("DIAGNOSTIC RUN (BENCH_NO_PROJECTOR=1): the projector was stopped during loads 1 and 2; lag figures are meaningless")
      await server.probe("projector-stop")
    }

    // 7: the reader follows the log from 0 during both loads.
    reader = followGlobalLog(db.url)

    const statementReport = async (name: string) => {
      if (!PROFILE) return
      const text = formatStatements(`PostgreSQL statements of ${name} (pg_stat_statements, whole load incl. warm-up):`, await topStatements(checkSql!, 20))
      writeStatements(path.join(profileDir, `pg-statements-${name}.txt`), text)
      process.stderr.write(text + "\n")
    }
    if (PROFILE) await resetStatementStats(checkSql)

    progress(`load 1: ${CLIENTS} clients, each in its own project`)
    const own = await measureCommandsOwnProjects({ http, server, projects: ownProjects, warmupMs: WARMUP_MS, measureMs: MEASURE_MS, postgresPid, profileFile: profileFile("load1-own-projects"), statsSql: checkSql, otherTransactions: () => reader?.reads ?? 0 })
    rows.push(...rowsOfOwnProjects(own, raw))
    await statementReport("load1")
    if (PROFILE) await resetStatementStats(checkSql)
    notes.push(...loadNotes("load 1", own, Number(info.cores)))

    progress(`load 2: ${CLIENTS} clients sharing ${SHARED_PROJECTS} projects`)
    const shared = await measureCommandsSharedProjects({
      http,
      server,
      projects: sharedProjects,
      clients: CLIENTS,
      warmupMs: WARMUP_MS,
      measureMs: MEASURE_MS,
      postgresPid,
      profileFile: profileFile("load2-shared-projects"),
      statsSql: checkSql,
      otherTransactions: () => reader?.reads ?? 0,
    })
    rows.push(...rowsOfSharedProjects(shared))
    await statementReport("load2")
    notes.push(...loadNotes("load 2", shared, Number(info.cores)))

    if (noProjector) await server.probe("projector-start")
    progress("global log: catching up and comparing with the table")
    const readsDuringLoads = reader.reads
    const logCheck = await reader.finish()
    notes.push(
      `the global-log reader (measurement 7, in the driver) issued ${readsDuringLoads.toLocaleString("en-US")} readAll calls during loads 1 and 2 ` +
        `(about ${Math.round(readsDuringLoads / (2 * (WARMUP_MS + MEASURE_MS) / 1000))}/s); their PostgreSQL and driver CPU is inside the figures above, their transactions are not`,
    )
    await reader.close()
    reader = undefined

    progress("classification upload: 50,000 items while a second client changes the same project")
    rows.push(...rowsOfClassificationUpload(await measureClassificationUpload(http)))

    progress("catalogue: 500 classes × 20 properties and 200 requirements built, then read and changed")
    const catalogueResult = await measureCatalogue(http)
    rows.push(...rowsOfCatalogue(catalogueResult))

    progress("IDS: one activity's file, project zips (reference project; 500 classes × 20 properties, 50 activities), import of the largest example")
    rows.push(...rowsOfIds(await measureIds(http, catalogueResult.built)))

    progress("Excel profile: the reference project's, and the project of 500 classes × 20 properties with 50 activities")
    rows.push(...rowsOfExcelProfile(await measureExcelProfile(http, catalogueResult.built.project)))

    progress("reports: the reference project's PDF (the first starting Chromium) and Excel, one process's PDF")
    rows.push(...rowsOfReports(await measureReports(http)))

    progress("building a project of 20,000 events")
    const buildDeadline = benchStarted + BUDGET_MS - 60_000
    const big = await buildBigProject(http, checkSql, buildDeadline)
    progress(`  built: ${big.events} events in ${big.seconds.toFixed(1)} s`)
    const readProjects = []
    for (const shape of ["typical", "process-heavy"] as const) {
      progress(`building a ${shape} project of 5,000 events`)
      const project = await buildReadProject(http, checkSql, shape, buildDeadline)
      progress(`  built: ${project.events} events in ${project.seconds.toFixed(1)} s`)
      readProjects.push({ shape, project })
    }

    progress("measuring single commands on the 20,000-event project")
    const bigResult = await profiled("big-project-commands", () => measureBigProject(http, big))
    progress("measuring GET project?statistics=true&nested=phases-processes on the 5,000-event project")
    const readResults = []
    await settleBeforeReads(checkSql, server)
    for (const { shape, project } of readProjects) readResults.push(await profiled(`read-${shape}`, () => measureProjectRead(http, project, shape)))
    progress("measuring GET milestones/{id} on the 20,000-event project, and the baseline GET codes")
    const entityRead = await profiled("read-milestone", () => measureEntityRead(http, big))
    const readBaseline = await measureBaselineRead(http)
    progress("time travel: GET project?as_of=<middle> on the 20,000-event project, again and at new points")
    const timeTravel = await profiled("time-travel", () => measureTimeTravel(http, checkSql!, big))
    progress("timeline: a project of 100,000 events (renames appended to its stream), then its pages with and without a filter")
    const historyProject = await buildHistoryProject(http, checkSql, buildDeadline)
    await settleBeforeReads(checkSql, server)
    const historyPages = [await profiled("history", () => measureHistoryPages(http, historyProject, "")), await measureHistoryPages(http, historyProject, "entity=process")]
    rows.push(...rowsOfHistory(historyProject, historyPages, await measureBaselineRead(http)))
    rows.push(...rowsOfTimeTravel(timeTravel))

    progress("restarting the server: first command on the 20,000-event project from cold")
    http.close()
    await server.stop()
    server = await startServerChild({ databaseUrl: db.url, port: await freePort() })
    const http2 = new BenchHttp(server.baseUrl, token)
    httpClients.push(http2)
    const server2Log = server.logLines
    const cold = await measureColdCommand(http2, big)
    await server.stop()
    server = undefined

    const logSummary = summarizeLog([...serverLog, ...server2Log])
    if (logSummary.length > 0)
      notes.push(
        `the server logged ${logSummary.reduce((n, e) => n + e.count, 0)} lines to stderr (BENCH_VERBOSE=1 shows them live): ` +
          logSummary.slice(0, 5).map((e) => `${e.count}× «${e.message}»`).join("; "),
      )
    rows.push(...rowsOfBigProject(bigResult, cold))
    rows.push(...rowsOfProjectRead(readResults, entityRead, readBaseline))
    rows.push(...rowsOfProjectionLag(own, shared))

    progress("rebuilding the read models from the whole log")
    const rebuild = await measureRebuild(db.url)
    rows.push(...rowsOfRebuild(rebuild))
    rows.push(...rowsOfGlobalLog(logCheck))
    rows.sort((a, b) => a.id.localeCompare(b.id, "en", { numeric: true }))

    notes.push(
      "projection lag is measured inside the server child (its own clock): a command answer with X-Position P is stamped when the app returns it; " +
        "the lag ends when the projector's bimp_projected notice with position ≥ P reaches that process (when a read with X-Min-Position P is released); " +
        "0 when the checkpoint had already passed P.",
      "reference column: the figures the issue gives for a well-known TypeScript event store (not measured here).",
    )

    const table = formatTable(rows)
    const failed = rows.filter((r) => r.verdict === "FAIL")
    const output = [
      "",
      header,
      "",
      table,
      "",
      ...notes.map((n) => `· ${n}`),
      "",
      `${rows.filter((r) => r.verdict === "pass").length} passed, ${failed.length} missed their target` +
        (failed.length ? ` (${failed.map((r) => r.id).join(", ")})` : "") +
        `; bench took ${elapsed().trim()} s. Results: ${path.relative(root, resultsFile)}` +
        (PROFILE ? `; CPU profiles of the server child: ${path.relative(root, profileDir)}/*.cpuprofile (tests/bench/analyze-profile.ts)` : ""),
    ].join("\n")
    console.log(output)

    fs.mkdirSync(path.dirname(resultsFile), { recursive: true })
    fs.writeFileSync(
      resultsFile,
      JSON.stringify(
        {
          startedAt: new Date(Date.now() - (performance.now() - benchStarted)).toISOString(),
          seconds: Math.round((performance.now() - benchStarted) / 100) / 10,
          machine: info,
          settings: { clients: CLIENTS, sharedProjects: SHARED_PROJECTS, warmupMs: WARMUP_MS, measureMs: MEASURE_MS, profile: PROFILE },
          measurements: rows,
          cpu: { load1: own.cpu, load2: shared.cpu, serverLoad1: own.serverUsage, serverLoad2: shared.serverUsage },
          postgresPerCommand: { load1: own.postgres, load2: shared.postgres },
          serverLog: logSummary.slice(0, 20),
          notes,
        },
        null,
        2,
      ) + "\n",
    )
  } finally {
    clearTimeout(watchdog)
    await cleanup()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error("bench failed:", error)
    process.exit(1)
  },
)
