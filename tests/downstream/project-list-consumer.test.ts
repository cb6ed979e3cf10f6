/**
 * The downstream example (tests/downstream/project-list-consumer.ts) against the real thing: the command and
 * query services, the projector and the relay as processes on PostgreSQL, a KRaft broker. Projects are created,
 * renamed, described, deleted through the API; the example reads the topic from the beginning and its project
 * list equals the query service's — the reference project seeded at first start included.
 */
import type { Logger } from "@bimprofile/infra/logger"
import { afterAll, beforeAll, expect, it } from "vitest"
import { type DistributedServices, startDistributedServices } from "../support/distributed-services"
import { startKafka, type RunningKafka } from "../support/kafka"
import { list } from "../support/profile-fixtures"
import { ADMIN, ApiClient } from "../support/stack"
import type { ProjectListEntry } from "./project-list"
import { startProjectListConsumer } from "./project-list-consumer"

const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }
let kafka: RunningKafka | undefined
let services: DistributedServices | undefined

beforeAll(async () => {
  kafka = await startKafka()
  services = await startDistributedServices("bimp_downstream", { projector: true, relayTo: kafka.brokers })
}, 180_000)

afterAll(async () => {
  await services?.stop()
  await kafka?.stop()
})

const fields = (project: Record<string, unknown>): ProjectListEntry => ({
  pro_id: project.pro_id as number,
  pro_name: project.pro_name as string,
  pro_desc: project.pro_desc as string | null,
  pro_org_id: project.pro_org_id as number | null,
  pro_pro_id: project.pro_pro_id as number | null,
  pro_pers: project.pro_pers as boolean,
  pro_type_code: project.pro_type_code as string,
  pro_access_all: project.pro_access_all as boolean,
  is_template: project.is_template as boolean,
})

it("rebuilds from the topic the project list the query service answers", { timeout: 120_000 }, async () => {
  const { commands, queries } = services!
  const { token } = await ApiClient.login(commands.baseUrl, ADMIN.email, ADMIN.password)
  const writes = new ApiClient(commands.baseUrl, token)
  const reads = new ApiClient(queries.baseUrl, token)
  const ids: number[] = []
  for (const name of ["Schulhaus Letzi", "Spital Triemli", "Brücke Hardturm", "Depot Hard"]) {
    const created = await writes.post("/1.2/profile/projects", { pro_name: name, pro_desc: `${name}: Neubau` })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    ids.push(created.body.pro_id as number)
  }
  expect((await writes.patch(`/1.2/profile/projects/${ids[0]}`, { pro_name: "Schulhaus Letzi Ost", pro_desc: null })).status).toBe(200)
  expect((await writes.delete(`/1.2/profile/projects/${ids[2]}`)).status).toBeLessThan(300)

  const deadline = Date.now() + 60_000
  let expected: ProjectListEntry[] = []
  let downstream: ProjectListEntry[] = []
  const consumer = await startProjectListConsumer([kafka!.brokers], "downstream-test", quiet)
  try {
    for (;;) {
      expected = (await list(reads, "/1.2/profile/projects")).map(fields).sort((a, b) => a.pro_id - b.pro_id)
      downstream = consumer.list.list()
      if (JSON.stringify(downstream) === JSON.stringify(expected) && !expected.some((p) => p.pro_id === ids[2])) break
      if (Date.now() > deadline) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  } finally {
    await consumer.stop()
  }
  expect(expected.map((p) => p.pro_name)).toEqual(expect.arrayContaining(["Schulhaus Letzi Ost", "Spital Triemli", "Depot Hard"]))
  expect(expected.find((p) => p.pro_id === ids[0])?.pro_desc).toBeNull()
  expect(downstream).toEqual(expected)
})
