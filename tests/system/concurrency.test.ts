/**
 * Name rules under concurrent requests, on real PostgreSQL: many parallel commands with the same name
 * give exactly one success and 409 for the rest — within one process, and across two processes (two
 * stacks on one database, each with its own cached project state) where only optimistic concurrency
 * on the event stream stands between them.
 */
import { serve, type ServerType } from "@hono/node-server"
import { startStack, type Stack } from "@bimprofile/launcher/stack"
import { createLogger } from "@bimprofile/infra/logger"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { expectSeqs, list, names, newActivity, newMilestone, newProcess, newProject, newRole } from "../support/profile-fixtures"
import { type ApiAnswer, ApiClient, type RunningStack, startTestStack } from "../support/stack"

const PARALLEL = 20

let running: RunningStack
let second: { stack: Stack; server: ServerType; api: ApiClient }

beforeAll(async () => {
  running = await startTestStack({ engine: "pg" })
  // A second process of the product on the same database: its own command shell, cache and projector.
  const stack = await startStack({
    database: { kind: "pg", url: running.databaseUrl! },
    admin: { email: "admin@bimprofile.test", password: "admin-password-for-tests" },
    jwtSecret: "test-secret-of-this-run",
    seed: false,
    log: createLogger("second-stack", "error"),
  })
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: stack.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s))
  })
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  second = { stack, server, api: await ApiClient.login(baseUrl, "admin@bimprofile.test", "admin-password-for-tests") }
})
afterAll(async () => {
  if (second) {
    await new Promise<void>((resolve) => second.server.close(() => resolve()))
    await second.stack.stop()
  }
  await running?.stop()
})

/** Exactly one of the answers is `success`; every other one is a 409 with an error body. */
const expectOneWinner = (answers: ApiAnswer[], success: number) => {
  const statuses = answers.map((a) => a.status)
  expect(statuses.filter((s) => s === success), JSON.stringify(statuses)).toHaveLength(1)
  for (const answer of answers.filter((a) => a.status !== success)) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(409)
    expect(answer.body).toMatchObject({ message: expect.any(String), internal_code: expect.stringMatching(/^(NAME_TAKEN|CONFLICT)$/) })
  }
  const winner = answers.find((a) => a.status === success)!
  running.api.position = Math.max(running.api.position, Number(winner.headers.get("x-position")))
  return winner
}

const parallel = <T>(count: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, i) => make(i)))

describe("one process, 20 parallel requests", () => {
  it("the same role name: exactly one 201, the others 409", async () => {
    const { api } = running
    const { pro_id } = await newProject(api)
    const answers = await parallel(PARALLEL, () => api.post("/1.2/profile/roles_project", { rop_pro_id: pro_id, rop_name: "Architekt", rop_role_code_code: "service" }))
    expectOneWinner(answers, 201)
    const nameTaken = answers.filter((a) => a.status === 409)
    expect(nameTaken.every((a) => a.body.message.includes("«Architekt»"))).toBe(true)
    expect(names(await list(api, `/1.2/profile/roles_project?rop_pro_id=${pro_id}`), "rop_name")).toEqual(["Architekt"])
  })

  it("the same process name in one milestone: exactly one 201, the others 409", async () => {
    const { api } = running
    const project = await newProject(api)
    const milestone = await newMilestone(api, project.phases.planung)
    const answers = await parallel(PARALLEL, (i) => api.post("/1.2/profile/processes", { prc_mst_id: milestone.mst_id, prc_name: i % 2 ? "Baueingabe" : "BAUEINGABE " }))
    expectOneWinner(answers, 201)
    const rows = await list(api, `/1.2/profile/processes?prc_mst_id=${milestone.mst_id}`)
    expect(rows).toHaveLength(1)
    expect(rows[0].prc_seq).toBe(1)
  })

  it("the same activity name in one process: exactly one 201, the others 409", async () => {
    const { api } = running
    const project = await newProject(api)
    const process = await newProcess(api, (await newMilestone(api, project.phases.planung)).mst_id)
    const answers = await parallel(PARALLEL, () => api.post("/1.2/profile/activities", { act_prc_id: process.prc_id, act_name: "Modell liefern" }))
    expectOneWinner(answers, 201)
    expect(await list(api, `/1.2/profile/activities?act_prc_id=${process.prc_id}`)).toHaveLength(1)
  })

  it("20 renames of different roles to one name, and 20 processes moved into one milestone under one name: one wins", async () => {
    const { api } = running
    const project = await newProject(api)
    const roles = await parallel(PARALLEL, (i) => newRole(api, project.pro_id, `Rolle ${i}`))
    expectOneWinner(await parallel(PARALLEL, (i) => api.patch(`/1.2/profile/roles_project/${roles[i]!.rop_id}`, { rop_name: "Gesamtleiter" })), 200)
    const names_ = names(await list(api, `/1.2/profile/roles_project?rop_pro_id=${project.pro_id}`), "rop_name")
    expect(names_.filter((n) => n === "Gesamtleiter")).toHaveLength(1)
    expect(names_).toHaveLength(PARALLEL)

    const target = await newMilestone(api, project.phases.realisierung, "Ziel")
    const sources = await parallel(PARALLEL, (i) => newMilestone(api, project.phases.planung, `Quelle ${i}`))
    const processes = await parallel(PARALLEL, (i) => newProcess(api, sources[i]!.mst_id, "Werkvertrag"))
    expectOneWinner(await parallel(PARALLEL, (i) => api.patch(`/1.2/profile/processes/${processes[i]!.prc_id}`, { prc_mst_id: target.mst_id })), 200)
    const moved = await list(api, `/1.2/profile/processes?prc_mst_id=${target.mst_id}`)
    expect(names(moved, "prc_name")).toEqual(["Werkvertrag"])
    expectSeqs(await list(api, `/1.2/profile/milestones?mst_pha_id=${project.phases.planung}`), "mst_seq")
  })

  it("20 parallel copies of a process into one milestone under one name: one wins, with its activities", async () => {
    const { api } = running
    const project = await newProject(api)
    const source = await newProcess(api, (await newMilestone(api, project.phases.planung)).mst_id)
    await newActivity(api, source.prc_id, "Eins")
    await newActivity(api, source.prc_id, "Zwei")
    const target = await newMilestone(api, project.phases.realisierung)
    const winner = expectOneWinner(
      await parallel(PARALLEL, () => api.post(`/1.2/profile/processes/${source.prc_id}/copy`, { prc_name: "Kopie", prc_mst_id: target.mst_id })),
      201,
    )
    expect(await list(api, `/1.2/profile/processes?prc_mst_id=${target.mst_id}`)).toHaveLength(1)
    expect(names(await list(api, `/1.2/profile/activities?act_prc_id=${winner.body.prc_id}`), "act_name")).toEqual(["Eins", "Zwei"])
  })

  it("20 parallel creates with different names all succeed, with distinct ids and sequences 1..20", async () => {
    const { api } = running
    const project = await newProject(api)
    const milestone = await newMilestone(api, project.phases.planung)
    const answers = await parallel(PARALLEL, (i) => api.post("/1.2/profile/processes", { prc_mst_id: milestone.mst_id, prc_name: `Prozess ${i}` }))
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201))
    expect(new Set(answers.map((a) => a.body.prc_id)).size).toBe(PARALLEL)
    expect(answers.map((a) => a.body.prc_seq).sort((a, b) => a - b)).toEqual(Array.from({ length: PARALLEL }, (_, i) => i + 1))
    const rows = await list(api, `/1.2/profile/processes?prc_mst_id=${milestone.mst_id}`)
    expect(rows).toHaveLength(PARALLEL)
    expectSeqs(rows, "prc_seq")
    // Each answer's sequence is the one the read side shows for it.
    for (const answer of answers) expect(rows.find((r) => r.prc_id === answer.body.prc_id).prc_seq).toBe(answer.body.prc_seq)
  })
})

describe("two processes on one database", () => {
  it("the same role name sent to both: exactly one 201, the others 409", async () => {
    const { api } = running
    const { pro_id } = await newProject(api)
    // The second process learns the project (loads and caches its state) before the race.
    expect((await second.api.post("/1.2/profile/roles_project", { rop_pro_id: pro_id, rop_name: "Vorab", rop_role_code_code: "users" })).status).toBe(201)
    const answers = await parallel(PARALLEL, (i) =>
      (i % 2 ? second.api : api).post("/1.2/profile/roles_project", { rop_pro_id: pro_id, rop_name: "Bauleitung", rop_role_code_code: "service" }),
    )
    expectOneWinner(answers, 201)
    running.api.position = Math.max(running.api.position, second.api.position)
    expect(names(await list(api, `/1.2/profile/roles_project?rop_pro_id=${pro_id}`), "rop_name").sort()).toEqual(["Bauleitung", "Vorab"])
  })

  it("the same process name sent to both: exactly one 201, the others 409", async () => {
    const { api } = running
    const project = await newProject(api)
    const milestone = await newMilestone(api, project.phases.planung)
    await newProcess(second.api, milestone.mst_id, "Vorab")
    const answers = await parallel(PARALLEL, (i) => (i % 2 ? second.api : api).post("/1.2/profile/processes", { prc_mst_id: milestone.mst_id, prc_name: "Submission" }))
    expectOneWinner(answers, 201)
    running.api.position = Math.max(running.api.position, second.api.position)
    const rows = await list(api, `/1.2/profile/processes?prc_mst_id=${milestone.mst_id}`)
    expect(names(rows, "prc_name")).toEqual(["Vorab", "Submission"])
    expectSeqs(rows, "prc_seq")
  })

  it("different names sent to both never lose a write: every 201 is there once, sequences stay 1..n", async () => {
    const { api } = running
    const project = await newProject(api)
    const milestone = await newMilestone(api, project.phases.planung)
    await newProcess(second.api, milestone.mst_id, "Vorab")
    const answers = await parallel(PARALLEL, (i) => (i % 2 ? second.api : api).post("/1.2/profile/processes", { prc_mst_id: milestone.mst_id, prc_name: `Los ${i}` }))
    for (const answer of answers) {
      // Under contention a command may give up after its retries: then it says so with 409 CONFLICT.
      if (answer.status !== 201) expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ internal_code: "CONFLICT" })
    }
    const accepted = answers.filter((a) => a.status === 201)
    expect(accepted.length).toBeGreaterThan(PARALLEL / 2)
    running.api.position = Math.max(running.api.position, second.api.position)
    const rows = await list(api, `/1.2/profile/processes?prc_mst_id=${milestone.mst_id}`)
    expect(names(rows, "prc_name").sort()).toEqual(["Vorab", ...accepted.map((a) => a.body.prc_name)].sort())
    expectSeqs(rows, "prc_seq")
    expect(new Set(accepted.map((a) => a.body.prc_id)).size).toBe(accepted.length)
  })
})
