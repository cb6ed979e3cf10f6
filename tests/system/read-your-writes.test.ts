/**
 * Read-your-writes against the running stack: every command answer carries X-Position; a GET with
 * X-Min-Position equal to it sees the change at once, cycle after cycle; an unreachable X-Min-Position
 * waits a bounded time and then answers, flagged with X-Position-Pending.
 */
import { describe, expect, it } from "vitest"
import { newMilestone, newProject } from "../support/profile-fixtures"
import type { ApiAnswer } from "../support/stack"
import { useTestStack } from "../support/use-test-stack"

const running = useTestStack({ engine: "pglite" })

const positionOf = (answer: ApiAnswer): number => {
  const header = answer.headers.get("x-position")
  expect(header, `X-Position on ${answer.status} ${JSON.stringify(answer.body)}`).toMatch(/^\d+$/)
  return Number(header)
}

/** A GET that sends exactly this X-Min-Position (not the client's running maximum). */
const readAt = (path: string, position: number) => running.api.call("GET", path, undefined, { "X-Min-Position": String(position) })

describe("read-your-writes", () => {
  it("every kind of command answer has an integer X-Position that grows", async () => {
    const { api } = running
    let last = 0
    /** A command that changes something moves the position on; one that changes nothing answers the current one. */
    const take = (answer: ApiAnswer, status: number, changes = true) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(status)
      const position = positionOf(answer)
      if (changes) expect(position).toBeGreaterThan(last)
      else expect(position).toBe(last)
      last = position
      return answer.body
    }
    const project = take(await api.post("/1.2/profile/projects", { pro_name: "Positionen" }), 201)
    take(await api.patch(`/1.2/profile/projects/${project.pro_id}`, { pro_desc: "x" }), 200)
    const phases = (await readAt(`/1.2/profile/phases?pha_pro_id=${project.pro_id}`, last)).body
    const role = take(await api.post("/1.2/profile/roles_project", { rop_pro_id: project.pro_id, rop_name: "R", rop_role_code_code: "users" }), 201)
    take(await api.patch(`/1.2/profile/roles_project/${role.rop_id}`, { rop_name: "R2" }), 200)
    const m = take(await api.post("/1.2/profile/milestones", { mst_pha_id: phases[0].pha_id, mst_name: "M" }), 201)
    take(await api.patch(`/1.2/profile/milestones/${m.mst_id}`, { mst_pha_id: phases[1].pha_id }), 200)
    // Already first: nothing to change, the answer still tells the position.
    take(await api.patch("/1.2/profile/milestones", [{ mst_id: m.mst_id, mst_seq: 1 }]), 200, false)
    const p = take(await api.post("/1.2/profile/processes", { prc_mst_id: m.mst_id, prc_name: "P" }), 201)
    const p2 = take(await api.post("/1.2/profile/processes", { prc_mst_id: m.mst_id, prc_name: "P2" }), 201)
    take(await api.patch("/1.2/profile/processes", [{ prc_id: p2.prc_id, prc_seq: 1 }]), 200)
    const a = take(await api.post("/1.2/profile/activities", { act_prc_id: p.prc_id, act_name: "A", act_rop_provider_id: role.rop_id }), 201)
    take(await api.patch(`/1.2/profile/activities/${a.act_id}`, { act_name: "A2" }), 200)
    const copy = take(await api.post(`/1.2/profile/processes/${p.prc_id}/copy`, { prc_name: "P Kopie", prc_mst_id: m.mst_id }), 201)
    take(await api.post(`/1.2/profile/milestones/${m.mst_id}/copy`, { mst_name: "M Kopie", mst_pha_id: phases[2].pha_id }), 201)
    take(await api.post(`/1.2/profile/activities/${a.act_id}/copy`, { act_name: "A Kopie", act_prc_id: p.prc_id }), 201)
    take(await api.post(`/1.2/profile/roles_project/${role.rop_id}/copy`, { rop_name: "R Kopie" }), 201)
    take(await api.delete(`/1.2/profile/activities/${a.act_id}`), 200)
    take(await api.delete(`/1.2/profile/processes/${copy.prc_id}`), 200)
    take(await api.delete(`/1.2/profile/milestones/${m.mst_id}?cascade=true`), 200)
    take(await api.delete(`/1.2/profile/phases/${phases[3].pha_id}`), 200)
    take(await api.post("/1.2/profile/phases", { pha_pro_id: project.pro_id, pha_phase_code_code: "bewirtschaftung" }), 201)
    take(await api.post(`/1.2/profile/projects/${project.pro_id}/copy`, { pro_name: "Positionen Kopie" }), 201)
    take(await api.delete(`/1.2/profile/projects/${project.pro_id}`), 200)
  })

  it("a GET with X-Min-Position of the command sees the change at once, in many create → read cycles", async () => {
    const { api } = running
    const project = await newProject(api)
    const milestone = await newMilestone(api, project.phases.planung)
    for (let i = 1; i <= 40; i++) {
      const created = await api.post("/1.2/profile/processes", { prc_mst_id: milestone.mst_id, prc_name: `Prozess ${i}` })
      expect(created.status).toBe(201)
      const position = positionOf(created)

      const one = await readAt(`/1.2/profile/processes/${created.body.prc_id}`, position)
      expect(one.status, `cycle ${i}: ${JSON.stringify(one.body)}`).toBe(200)
      expect(one.body).toMatchObject({ prc_name: `Prozess ${i}`, prc_seq: i })
      expect(one.headers.get("x-position-pending")).toBeNull()
      expect(Number(one.headers.get("x-read-position"))).toBeGreaterThanOrEqual(position)

      const listed = await readAt(`/1.2/profile/processes?prc_mst_id=${milestone.mst_id}`, position)
      expect(listed.body.map((p: any) => p.prc_name).at(-1), `cycle ${i}`).toBe(`Prozess ${i}`)
      expect(listed.body).toHaveLength(i)

      // A rename read right after it: never the old name.
      const renamed = await api.patch(`/1.2/profile/processes/${created.body.prc_id}`, { prc_name: `Prozess ${i}b` })
      const after = await readAt(`/1.2/profile/processes/${created.body.prc_id}`, positionOf(renamed))
      expect(after.body.prc_name, `cycle ${i}`).toBe(`Prozess ${i}b`)
    }
    // And a delete: gone right away.
    const victim = (await readAt(`/1.2/profile/processes?prc_mst_id=${milestone.mst_id}`, 0)).body[0]
    const deleted = await api.delete(`/1.2/profile/processes/${victim.prc_id}`)
    expect((await readAt(`/1.2/profile/processes/${victim.prc_id}`, positionOf(deleted))).status).toBe(404)
  })

  it("an X-Min-Position the read models never reach waits at most ~5 s, then answers flagged X-Position-Pending", async () => {
    const { api } = running
    const started = Date.now()
    const answer = await api.call("GET", "/1.2/profile/projects", undefined, { "X-Min-Position": String(Number.MAX_SAFE_INTEGER) })
    const waited = Date.now() - started
    expect(answer.status).toBe(200)
    expect(Array.isArray(answer.body)).toBe(true)
    expect(answer.headers.get("x-position-pending")).toBe("true")
    expect(waited).toBeLessThan(7_000)
    // A reachable position is not flagged.
    const fine = await api.call("GET", "/1.2/profile/projects", undefined, { "X-Min-Position": "0" })
    expect(fine.headers.get("x-position-pending")).toBeNull()
    expect(Number(fine.headers.get("x-read-position"))).toBeGreaterThan(0)
  })

  it("a malformed X-Min-Position is a 400, not a wait", async () => {
    for (const bad of ["morgen", "-1", "1.5"]) {
      const answer = await running.api.call("GET", "/1.2/profile/projects", undefined, { "X-Min-Position": bad })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ internal_code: "VALIDATION", message: expect.any(String) })
    }
  })
})
