/**
 * The export page's export in distributed mode (docs/exports.md): the command service, the query service and the
 * projector as processes of their own on PostgreSQL. The command service takes the export and queues its job, the
 * query service's runner builds the file from the read models, the command service's runner keeps it as a
 * document, the projector lists it — and whoever follows the job on the query service finds the document there.
 */
import { createHash } from "node:crypto"
import { afterAll, beforeAll, expect, it } from "vitest"
import { type DistributedServices, startDistributedServices } from "../support/distributed-services"
import { list, one } from "../support/profile-fixtures"
import { ADMIN, ApiClient } from "../support/stack"

let services: DistributedServices | undefined

beforeAll(async () => {
  services = await startDistributedServices("bimp_exports", { projector: true })
}, 180_000)

afterAll(async () => {
  await services?.stop()
})

it("takes the export on the command service, builds it on the query service and keeps it as a document", async () => {
  const { commands, queries } = services!
  const { token } = await ApiClient.login(commands.baseUrl, ADMIN.email, ADMIN.password)
  const writes = new ApiClient(commands.baseUrl, token)
  const reads = new ApiClient(queries.baseUrl, token)
  const referenceId = (await reads.get("/status/info")).body.default_project_id as number
  const started = await writes.post("/1.2/profile/exports", { exp_pro_id: referenceId, exp_scope: "project", exp_format: "ids" })
  expect(started.status, JSON.stringify(started.body)).toBe(201)
  const deadline = Date.now() + 60_000
  let job = await one(reads, `/1.2/profile/jobs/${started.body.job_id}`)
  while (!["completed", "failed", "cancelled"].includes(job.job_state)) {
    if (Date.now() > deadline) throw new Error(`the export did not finish: ${JSON.stringify(job)}\n${queries.log()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
    job = await one(reads, `/1.2/profile/jobs/${started.body.job_id}`)
  }
  expect(job, queries.log()).toMatchObject({ job_kind: "export", job_state: "completed", job_result: { doc_id: expect.any(Number), media_type: "application/zip" } })
  const documents = await list(reads, `/1.2/profile/documents?doc_pro_id=${referenceId}`)
  expect(documents.find((d) => d.doc_id === job.job_result.doc_id)).toMatchObject({ doc_kind: "export", doc_as_of_position: job.job_result.position, doc_sha256: job.job_result.sha256 })
  const content = await fetch(`${queries.baseUrl}/1.2/profile/documents/${job.job_result.doc_id}/content`, { headers: { Authorization: `Bearer ${token}` } })
  expect(createHash("sha256").update(new Uint8Array(await content.arrayBuffer())).digest("hex")).toBe(job.job_result.sha256)
}, 90_000)
