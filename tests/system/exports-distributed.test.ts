/**
 * The export page's export in distributed mode (docs/exports.md): the command service, the query service and the
 * projector as processes of their own on PostgreSQL. The command service takes the export and queues its job, the
 * query service's runner builds the file from the read models, the command service's runner keeps it as a
 * document, the projector lists it — and whoever follows the job on the query service finds the document there.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { createHash } from "node:crypto"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, expect, it } from "vitest"
import { createTestDatabase, type TestDatabase, testPgUrl } from "../support/postgres"
import { list, one } from "../support/profile-fixtures"
import { runToEnd, type ServiceProcess, startServiceProcess } from "../support/service-process"
import { ADMIN, ApiClient } from "../support/stack"

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

let database: TestDatabase
let dataDir: string
let commands: ServiceProcess | undefined
let queries: ServiceProcess | undefined
let projector: ChildProcess | undefined

beforeAll(async () => {
  database = await createTestDatabase(await testPgUrl(), "bimp_exports")
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bimp-exports-"))
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, BIMP_ADMIN_EMAIL: ADMIN.email, BIMP_ADMIN_PASSWORD: ADMIN.password }
  // The command service first: it migrates the database, creates the administrator and seeds the reference project.
  commands = await startServiceProcess("command-service/src/server.ts", env)
  await runToEnd("projector/src/cli.ts", ["rebuild"], env)
  projector = spawn(process.execPath, ["--import", "tsx", "projector/src/cli.ts", "run"], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PROJECTOR_IDLE_POLL_MS: "100", LOG_LEVEL: "error" },
    stdio: "ignore",
  })
  queries = await startServiceProcess("query-service/src/server.ts", env)
}, 180_000)

afterAll(async () => {
  const projectorGone = projector && projector.exitCode === null ? new Promise((resolve) => projector!.once("exit", resolve)) : undefined
  projector?.kill("SIGTERM")
  await Promise.all([commands?.stop(), queries?.stop(), projectorGone])
  await database?.drop()
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
})

it("takes the export on the command service, builds it on the query service and keeps it as a document", async () => {
  const { token } = await ApiClient.login(commands!.baseUrl, ADMIN.email, ADMIN.password)
  const writes = new ApiClient(commands!.baseUrl, token)
  const reads = new ApiClient(queries!.baseUrl, token)
  const referenceId = (await reads.get("/status/info")).body.default_project_id as number
  const started = await writes.post("/1.2/profile/exports", { exp_pro_id: referenceId, exp_scope: "project", exp_format: "ids" })
  expect(started.status, JSON.stringify(started.body)).toBe(201)
  const deadline = Date.now() + 60_000
  let job = await one(reads, `/1.2/profile/jobs/${started.body.job_id}`)
  while (!["completed", "failed", "cancelled"].includes(job.job_state)) {
    if (Date.now() > deadline) throw new Error(`the export did not finish: ${JSON.stringify(job)}\n${queries!.log()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
    job = await one(reads, `/1.2/profile/jobs/${started.body.job_id}`)
  }
  expect(job, queries!.log()).toMatchObject({ job_kind: "export", job_state: "completed", job_result: { doc_id: expect.any(Number), media_type: "application/zip" } })
  const documents = await list(reads, `/1.2/profile/documents?doc_pro_id=${referenceId}`)
  expect(documents.find((d) => d.doc_id === job.job_result.doc_id)).toMatchObject({ doc_kind: "export", doc_as_of_position: job.job_result.position, doc_sha256: job.job_result.sha256 })
  const content = await fetch(`${queries!.baseUrl}/1.2/profile/documents/${job.job_result.doc_id}/content`, { headers: { Authorization: `Bearer ${token}` } })
  expect(createHash("sha256").update(new Uint8Array(await content.arrayBuffer())).digest("hex")).toBe(job.job_result.sha256)
}, 90_000)
