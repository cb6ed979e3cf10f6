/**
 * Processes against the running stack: reads with every query parameter, names unique within their
 * milestone (create, rename, move, copy, import), renumbering on moves, list resequencing, copy with
 * the whole content under new ids, delete.
 */
import { beforeAll, describe, expect, it } from "vitest"
import {
  expectFieldError,
  expectProblem,
  expectSeqs,
  list,
  names,
  newActivity,
  newMilestone,
  newProcess,
  newProject,
  newRole,
  one,
  adminDisplayName,
} from "../support/profile-fixtures"
import { useTestStack } from "../support/use-test-stack"

const running = useTestStack({ engine: "pglite" })

/** Audit fields name a user "Vorname Name" (docs/identity.md): the bootstrap admin's name, as their user reads. */
let ADMIN_NAME: string
beforeAll(async () => {
  ADMIN_NAME = await adminDisplayName(running)
})

const processesOf = (milestoneId: number) => list(running.api, `/1.2/profile/processes?prc_mst_id=${milestoneId}`)

/** A project with milestone M1 holding processes P1..P4 and milestone M2 holding Q1, Q2. */
const setup = async () => {
  const { api } = running
  const project = await newProject(api)
  const m1 = await newMilestone(api, project.phases.planung, "M1")
  const m2 = await newMilestone(api, project.phases.realisierung, "M2")
  const p: Record<string, any> = {}
  for (const name of ["P1", "P2", "P3", "P4"]) p[name] = await newProcess(api, m1.mst_id, name)
  for (const name of ["Q1", "Q2"]) p[name] = await newProcess(api, m2.mst_id, name)
  return { ...project, m1, m2, p }
}

describe("processes", () => {
  it("POST and the reads: ?prc_pro_id (nested=activities), /{id}?nested=activities, ?prc_mst_id&prc_name, all", async () => {
    const { api } = running
    const project = await newProject(api, "Projekt Prozesse")
    const m = await newMilestone(api, project.phases.planung, "Bauprojekt")
    const provider = await newRole(api, project.pro_id, "Architekt")
    const receiver = await newRole(api, project.pro_id, "Bauherr", "users")
    const created = await api.post("/1.2/profile/processes", { prc_mst_id: m.mst_id, prc_name: "Kostenvoranschlag", prc_short_name: "KV", prc_desc: "±10 %" })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ prc_name: "Kostenvoranschlag", prc_short_name: "KV", prc_desc: "±10 %", prc_seq: 1, prc_mst_id: m.mst_id, prc_pro_id: project.pro_id })
    const p = created.body
    await newActivity(api, p.prc_id, "Mengen liefern", { provider: provider.rop_id, receiver: receiver.rop_id })
    await newActivity(api, p.prc_id, "Kosten freigeben", { provider: receiver.rop_id, receiver: provider.rop_id })
    const second = await newProcess(api, m.mst_id, "Baueingabe")
    expect(second.prc_seq).toBe(2)

    const read = await one(api, `/1.2/profile/processes/${p.prc_id}?nested=activities`)
    expect(read).toMatchObject({ prc_name: "Kostenvoranschlag", prc_mst_name: "Bauprojekt", prc_seq: 1, prc_create_user: ADMIN_NAME, prc_change_user: null })
    expect(read.prc_act_nested.map((a: any) => [a.act_name, a.act_seq, a.act_rop_provider_name, a.act_rop_receiver_name])).toEqual([
      ["Mengen liefern", 1, "Architekt", "Bauherr"],
      ["Kosten freigeben", 2, "Bauherr", "Architekt"],
    ])
    expect(await one(api, `/1.2/profile/processes/${p.prc_id}`)).not.toHaveProperty("prc_act_nested")
    expect(await one(api, `/1.2/profile/processes/${p.prc_id}?statistics=true`)).toMatchObject({ prc_act_count: 2, prc_rop_count: 2 })

    const ofProject = await list(api, `/1.2/profile/processes?prc_pro_id=${project.pro_id}&nested=activities&statistics=true`)
    expect(names(ofProject, "prc_name")).toEqual(["Kostenvoranschlag", "Baueingabe"])
    expect(ofProject[0].prc_act_nested).toHaveLength(2)
    expect(ofProject[1]).toMatchObject({ prc_act_count: 0, prc_act_nested: [] })

    // The duplicate check of the client: by milestone and name, without regard to case and spaces.
    expect(names(await list(api, `/1.2/profile/processes?prc_mst_id=${m.mst_id}&prc_name=${encodeURIComponent(" kostenvoranschlag ")}`), "prc_id")).toEqual([p.prc_id])
    expect(await list(api, `/1.2/profile/processes?prc_mst_id=${m.mst_id}&prc_name=Neu`)).toEqual([])
    expect(await list(api, "/1.2/profile/processes?prc_mst_id=987654321")).toEqual([])

    const all = await list(api, "/1.2/profile/processes")
    expect(all.some((x) => x.prc_id === p.prc_id)).toBe(true)
    expect(all.some((x) => x.prc_pro_id === running.stack.referenceProjectId)).toBe(true)
  })

  it("names must not be empty", async () => {
    const { api } = running
    const { m1, p } = await setup()
    const text = "Der Prozess Name darf nicht leer sein."
    expectFieldError(await api.post("/1.2/profile/processes", { prc_mst_id: m1.mst_id, prc_name: "" }), "prc_name", text)
    expectFieldError(await api.patch(`/1.2/profile/processes/${p.P1.prc_id}`, { prc_name: "\t " }), "prc_name", text)
    expectFieldError(await api.post(`/1.2/profile/processes/${p.P1.prc_id}/copy`, { prc_name: "", prc_mst_id: m1.mst_id }), "prc_name", text)
  })

  it("names are unique within their milestone: create, rename, move, list move, copy and import are refused", async () => {
    const { api } = running
    const { m1, m2, p, ...project } = await setup()
    const taken = (answer: any, name: string) => {
      expectProblem(answer, 409, "NAME_TAKEN")
      expect(answer.body.message).toBe(`Ein Prozess mit dem Namen «${name}» existiert bereits im Meilenstein. Bitte wählen Sie einen anderen Namen.`)
      expect(answer.body.details).toEqual({ prc_name: answer.body.message })
    }
    taken(await api.post("/1.2/profile/processes", { prc_mst_id: m1.mst_id, prc_name: "p1" }), "p1")
    taken(await api.patch(`/1.2/profile/processes/${p.P2.prc_id}`, { prc_name: "P1" }), "P1")
    taken(await api.patch(`/1.2/profile/processes/${p.Q1.prc_id}`, { prc_mst_id: m1.mst_id, prc_name: "P3" }), "P3")
    taken(await api.post(`/1.2/profile/processes/${p.Q1.prc_id}/copy`, { prc_name: "P4", prc_mst_id: m1.mst_id }), "P4")
    taken(await api.post(`/1.2/profile/processes/${p.P1.prc_id}/copy`, { prc_name: "P1", prc_mst_id: m1.mst_id }), "P1")

    // A move of a process whose name exists in the target milestone.
    const same = await newProcess(api, m2.mst_id, "P2")
    taken(await api.patch(`/1.2/profile/processes/${same.prc_id}`, { prc_mst_id: m1.mst_id }), "P2")
    taken(await api.patch("/1.2/profile/processes", [{ prc_id: same.prc_id, prc_seq: 1, prc_mst_id: m1.mst_id }]), "P2")

    // Import: copy into another project's milestone.
    const other = await newProject(api)
    const target = await newMilestone(api, other.phases.planung)
    await newProcess(api, target.mst_id, "Übernahme")
    taken(await api.post(`/1.2/profile/processes/${p.P1.prc_id}/copy`, { prc_name: "übernahme", prc_mst_id: target.mst_id }), "übernahme")

    // The same name in another milestone is fine.
    expect((await api.post("/1.2/profile/processes", { prc_mst_id: m2.mst_id, prc_name: "P1" })).status).toBe(201)
    // Nothing of the refused commands is visible.
    expect(names(await processesOf(m1.mst_id), "prc_name")).toEqual(["P1", "P2", "P3", "P4"])
    expect((await one(api, `/1.2/profile/projects/${project.pro_id}?statistics=true`)).pro_prc_count).toBe(8)
  })

  it("PATCH {prc_seq} reorders one at a time; the milestone's processes stay 1..n", async () => {
    const { api } = running
    const { m1, p } = await setup()
    await api.patch(`/1.2/profile/processes/${p.P4.prc_id}`, { prc_seq: 2 })
    const rows = await processesOf(m1.mst_id)
    expect(names(rows, "prc_name")).toEqual(["P1", "P4", "P2", "P3"])
    expectSeqs(rows, "prc_seq")
  })

  it("PATCH {prc_mst_id} moves to another milestone and renumbers both", async () => {
    const { api } = running
    const { m1, m2, p } = await setup()
    const moved = await api.patch(`/1.2/profile/processes/${p.P2.prc_id}`, { prc_mst_id: m2.mst_id })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ prc_mst_id: m2.mst_id, prc_seq: 3 })
    const from = await processesOf(m1.mst_id)
    const to = await processesOf(m2.mst_id)
    expect(names(from, "prc_name")).toEqual(["P1", "P3", "P4"])
    expect(names(to, "prc_name")).toEqual(["Q1", "Q2", "P2"])
    expectSeqs(from, "prc_seq")
    expectSeqs(to, "prc_seq")
    expect(to[2].prc_mst_name).toBe("M2")

    await api.patch(`/1.2/profile/processes/${p.Q1.prc_id}`, { prc_mst_id: m1.mst_id, prc_seq: 1 })
    const back = await processesOf(m1.mst_id)
    expect(names(back, "prc_name")).toEqual(["Q1", "P1", "P3", "P4"])
    expectSeqs(back, "prc_seq")
    expectSeqs(await processesOf(m2.mst_id), "prc_seq")
  })

  it("PATCH on the list with [{prc_id, prc_seq}] resequences, also across milestones", async () => {
    const { api } = running
    const { m1, m2, p } = await setup()
    const answer = await api.patch("/1.2/profile/processes", [
      { prc_id: p.P3.prc_id, prc_seq: 1 },
      { prc_id: p.P1.prc_id, prc_seq: 2 },
      { prc_id: p.P4.prc_id, prc_seq: 3 },
      { prc_id: p.P2.prc_id, prc_seq: 4 },
    ])
    expect(answer.status).toBe(200)
    expect(answer.body.map((x: any) => [x.prc_name, x.prc_seq])).toEqual([["P3", 1], ["P1", 2], ["P4", 3], ["P2", 4]])
    let rows = await processesOf(m1.mst_id)
    expect(names(rows, "prc_name")).toEqual(["P3", "P1", "P4", "P2"])
    expectSeqs(rows, "prc_seq")

    await api.patch("/1.2/profile/processes", [
      { prc_id: p.Q2.prc_id, prc_seq: 1 },
      { prc_id: p.P1.prc_id, prc_seq: 2, prc_mst_id: m2.mst_id },
      { prc_id: p.Q1.prc_id, prc_seq: 3 },
    ])
    rows = await processesOf(m1.mst_id)
    const second = await processesOf(m2.mst_id)
    expect(names(rows, "prc_name")).toEqual(["P3", "P4", "P2"])
    expect(names(second, "prc_name")).toEqual(["Q2", "P1", "Q1"])
    expectSeqs(rows, "prc_seq")
    expectSeqs(second, "prc_seq")
  })

  it("the list PATCH and moves refuse ids of another project", async () => {
    const { api } = running
    const a = await setup()
    const b = await setup()
    expectProblem(await api.patch("/1.2/profile/processes", [{ prc_id: a.p.P1.prc_id, prc_seq: 2 }, { prc_id: b.p.P1.prc_id, prc_seq: 1 }]), 400, "FOREIGN_ENTITY")
    expectProblem(await api.patch("/1.2/profile/processes", [{ prc_id: a.p.P1.prc_id, prc_seq: 1, prc_mst_id: b.m1.mst_id }]), 400, "FOREIGN_ENTITY")
    expectProblem(await api.patch(`/1.2/profile/processes/${a.p.P1.prc_id}`, { prc_mst_id: b.m2.mst_id }), 400, "FOREIGN_ENTITY")
    expectProblem(await api.post("/1.2/profile/processes", { prc_mst_id: b.m1.mst_id, prc_pro_id: a.pro_id, prc_name: "Fremd" }), 400, "FOREIGN_ENTITY")
    expect(names(await processesOf(a.m1.mst_id), "prc_name")).toEqual(["P1", "P2", "P3", "P4"])
  })

  it("POST …/copy {prc_name, prc_mst_id} copies the process with its activities under new ids", async () => {
    const { api } = running
    const { m1, m2, p, ...project } = await setup()
    const architect = await newRole(api, project.pro_id, "Architekt")
    const engineer = await newRole(api, project.pro_id, "Bauingenieur", "company")
    const acts = [
      await newActivity(api, p.P1.prc_id, "Tragwerk liefern", { provider: engineer.rop_id, receiver: architect.rop_id }, { act_desc: "IFC" }),
      await newActivity(api, p.P1.prc_id, "Tragwerk prüfen", { provider: architect.rop_id, receiver: engineer.rop_id }),
    ]
    const answer = await api.post(`/1.2/profile/processes/${p.P1.prc_id}/copy`, { prc_name: "P1 Kopie", prc_mst_id: m2.mst_id })
    expect(answer.status).toBe(201)
    expect(answer.headers.get("x-position")).toMatch(/^\d+$/)
    expect(answer.body).toMatchObject({ prc_name: "P1 Kopie", prc_mst_id: m2.mst_id, prc_seq: 3, prc_pro_id: project.pro_id })
    expect(answer.body.prc_id).not.toBe(p.P1.prc_id)

    const copy = await one(api, `/1.2/profile/processes/${answer.body.prc_id}?nested=activities`)
    expect(copy.prc_act_nested.map((a: any) => [a.act_name, a.act_desc, a.act_seq, a.act_rop_provider_id, a.act_rop_receiver_id])).toEqual([
      ["Tragwerk liefern", "IFC", 1, engineer.rop_id, architect.rop_id],
      ["Tragwerk prüfen", null, 2, architect.rop_id, engineer.rop_id],
    ])
    const sourceIds = new Set(acts.map((a) => a.act_id))
    for (const a of copy.prc_act_nested) expect(sourceIds.has(a.act_id)).toBe(false)
    // Within the project no new roles: the copy links the same roles.
    expect(await list(api, `/1.2/profile/roles_project?rop_pro_id=${project.pro_id}`)).toHaveLength(2)
    // The source is unchanged.
    expect((await one(api, `/1.2/profile/processes/${p.P1.prc_id}?nested=activities`)).prc_act_nested).toHaveLength(2)
    expectSeqs(await processesOf(m2.mst_id), "prc_seq")
  })

  it("copy into another project's milestone (import) brings the roles by name", async () => {
    const { api } = running
    const source = await setup()
    const architect = await newRole(api, source.pro_id, "Architekt")
    const owner = await newRole(api, source.pro_id, "Bauherr", "users")
    await newActivity(api, source.p.P1.prc_id, "Pläne liefern", { provider: architect.rop_id, receiver: owner.rop_id })

    const target = await newProject(api)
    const existing = await newRole(api, target.pro_id, "architekt", "company")
    const milestone = await newMilestone(api, target.phases.planung)
    const answer = await api.post(`/1.2/profile/processes/${source.p.P1.prc_id}/copy`, { prc_name: "Importiert", prc_mst_id: milestone.mst_id })
    expect(answer.status).toBe(201)
    expect(answer.body.prc_pro_id).toBe(target.pro_id)
    const roles = await list(api, `/1.2/profile/roles_project?rop_pro_id=${target.pro_id}`)
    expect(names(roles, "rop_name").sort()).toEqual(["architekt", "Bauherr"].sort())
    const activity = (await one(api, `/1.2/profile/processes/${answer.body.prc_id}?nested=activities`)).prc_act_nested[0]
    expect(activity).toMatchObject({ act_name: "Pläne liefern", act_rop_provider_id: existing.rop_id, act_rop_receiver_name: "Bauherr", act_pro_id: target.pro_id })
  })

  it("DELETE removes the process with its activities and renumbers the milestone", async () => {
    const { api } = running
    const { m1, p } = await setup()
    const a = await newActivity(api, p.P2.prc_id)
    const deleted = await api.delete(`/1.2/profile/processes/${p.P2.prc_id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ prc_id: p.P2.prc_id, deleted: true })
    expectProblem(await api.get(`/1.2/profile/processes/${p.P2.prc_id}`), 404)
    expectProblem(await api.get(`/1.2/profile/activities/${a.act_id}`), 404)
    const rows = await processesOf(m1.mst_id)
    expect(names(rows, "prc_name")).toEqual(["P1", "P3", "P4"])
    expectSeqs(rows, "prc_seq")
    expectProblem(await api.delete(`/1.2/profile/processes/${p.P2.prc_id}`), 404)
  })

  it("PATCH renames and sets the change audit fields", async () => {
    const { api } = running
    const { p } = await setup()
    const answer = await api.patch(`/1.2/profile/processes/${p.P1.prc_id}`, { prc_name: "Neu", prc_short_name: "N", prc_desc: "Beschreibung" })
    expect(answer.status).toBe(200)
    const read = await one(api, `/1.2/profile/processes/${p.P1.prc_id}`)
    expect(read).toMatchObject({ prc_name: "Neu", prc_short_name: "N", prc_desc: "Beschreibung", prc_change_user: ADMIN_NAME })
    expect(Date.parse(read.prc_change_date)).toBeGreaterThanOrEqual(Date.parse(read.prc_create_date))
  })
})
