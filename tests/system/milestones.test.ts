/**
 * Milestones against the running stack: create and read (nested, statistics), edit, reorder one at a
 * time ({mst_seq}), move between phases ({mst_pha_id}), list resequencing ([{mst_id, mst_seq}]), delete
 * only when empty or with cascade, copy and import.
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

const milestonesOfPhase = (phaseId: number) => list(running.api, `/1.2/profile/milestones?mst_pha_id=${phaseId}`)

/** A project with milestones A, B, C, D in Planung and X, Y in Realisierung. */
const plan = async () => {
  const { api } = running
  const project = await newProject(api)
  const m: Record<string, any> = {}
  for (const name of ["A", "B", "C", "D"]) m[name] = await newMilestone(api, project.phases.planung, name)
  for (const name of ["X", "Y"]) m[name] = await newMilestone(api, project.phases.realisierung, name)
  return { ...project, m }
}

describe("milestones", () => {
  it("POST appends with sequences from 1 and GET reads them with names of phase and project", async () => {
    const { api } = running
    const project = await newProject(api, "Projekt Meilensteine")
    const first = await newMilestone(api, project.phases.planung, "Vorprojekt", { mst_desc: "SIA 31" })
    const second = await newMilestone(api, project.phases.planung, "Bauprojekt")
    expect([first.mst_seq, second.mst_seq]).toEqual([1, 2])
    expect(first).toMatchObject({ mst_name: "Vorprojekt", mst_desc: "SIA 31", mst_pha_id: project.phases.planung, mst_pro_id: project.pro_id })
    const read = await one(api, `/1.2/profile/milestones/${first.mst_id}`)
    expect(read).toMatchObject({
      mst_id: first.mst_id,
      mst_name: "Vorprojekt",
      mst_desc: "SIA 31",
      mst_seq: 1,
      mst_pha_id: project.phases.planung,
      mst_pha_name: "Planung",
      mst_pro_id: project.pro_id,
      mst_pro_name: "Projekt Meilensteine",
      mst_create_user: ADMIN_NAME,
    })
    // A position in the body inserts there and renumbers the rest.
    const inserted = await newMilestone(api, project.phases.planung, "Strategische Planung", { mst_seq: 1 })
    expect(inserted.mst_seq).toBe(1)
    const rows = await milestonesOfPhase(project.phases.planung)
    expect(names(rows, "mst_name")).toEqual(["Strategische Planung", "Vorprojekt", "Bauprojekt"])
    expectSeqs(rows, "mst_seq")
  })

  it("GET ?mst_pro_id=&nested=processes&statistics=true nests processes and counts them; without mst_pro_id all projects", async () => {
    const { api } = running
    const project = await newProject(api)
    const m = await newMilestone(api, project.phases.konzeption)
    const empty = await newMilestone(api, project.phases.planung)
    const p1 = await newProcess(api, m.mst_id, "Erster")
    await newProcess(api, m.mst_id, "Zweiter")
    await newActivity(api, p1.prc_id)

    const rows = await list(api, `/1.2/profile/milestones?mst_pro_id=${project.pro_id}&nested=processes&statistics=true`)
    expect(rows.map((r) => r.mst_id)).toEqual([m.mst_id, empty.mst_id])
    expect(rows[0]).toMatchObject({ mst_prc_count: 2, mst_obj_count: expect.any(Number) })
    expect(rows[0].mst_prc_nested.map((p: any) => [p.prc_name, p.prc_seq])).toEqual([["Erster", 1], ["Zweiter", 2]])
    expect(rows[1]).toMatchObject({ mst_prc_count: 0, mst_prc_nested: [] })

    const plain = await list(api, `/1.2/profile/milestones?mst_pro_id=${project.pro_id}`)
    expect(plain[0]).not.toHaveProperty("mst_prc_nested")
    expect(plain[0]).not.toHaveProperty("mst_prc_count")

    const everywhere = await list(api, "/1.2/profile/milestones?nested=processes")
    expect(everywhere.some((r) => r.mst_pro_id === running.stack.referenceProjectId)).toBe(true)
    expect(everywhere.find((r) => r.mst_id === m.mst_id).mst_prc_nested).toHaveLength(2)

    const single = await one(api, `/1.2/profile/milestones/${m.mst_id}?nested=processes&statistics=true`)
    expect(single).toMatchObject({ mst_prc_count: 2 })
    expect(single.mst_prc_nested).toHaveLength(2)
    const withActivities = await one(api, `/1.2/profile/milestones/${m.mst_id}?nested=activities`)
    expect(withActivities.mst_prc_nested[0].prc_act_nested).toHaveLength(1)
  })

  it("names must not be empty and are unique in the project, on create, rename and copy", async () => {
    const { api } = running
    const project = await newProject(api)
    const a = await newMilestone(api, project.phases.planung, "Bauprojekt")
    const b = await newMilestone(api, project.phases.realisierung, "Ausführung")
    const empty = "Der Meilenstein Name darf nicht leer sein."
    expectFieldError(await api.post("/1.2/profile/milestones", { mst_pha_id: project.phases.planung, mst_name: "" }), "mst_name", empty)
    expectFieldError(await api.patch(`/1.2/profile/milestones/${a.mst_id}`, { mst_name: "  " }), "mst_name", empty)
    expectProblem(await api.post("/1.2/profile/milestones", { mst_pha_id: project.phases.konzeption, mst_name: "bauprojekt" }), 409, "NAME_TAKEN")
    expectProblem(await api.patch(`/1.2/profile/milestones/${b.mst_id}`, { mst_name: "Bauprojekt" }), 409, "NAME_TAKEN")
    expectProblem(await api.post(`/1.2/profile/milestones/${b.mst_id}/copy`, { mst_name: "Bauprojekt", mst_pha_id: project.phases.planung }), 409, "NAME_TAKEN")
    // Renaming to its own name (other case) is fine.
    expect((await api.patch(`/1.2/profile/milestones/${a.mst_id}`, { mst_name: "BAUPROJEKT" })).status).toBe(200)
  })

  it("PATCH with a full edit changes name and description and sets the change audit fields", async () => {
    const { api } = running
    const project = await newProject(api)
    const m = await newMilestone(api, project.phases.planung, "Alt", { mst_desc: "alt" })
    expect((await one(api, `/1.2/profile/milestones/${m.mst_id}`)).mst_change_user).toBeNull()
    const answer = await api.patch(`/1.2/profile/milestones/${m.mst_id}`, { mst_name: "Neu", mst_desc: "neu", mst_pha_id: project.phases.planung, mst_seq: 1 })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ mst_name: "Neu", mst_desc: "neu", mst_seq: 1 })
    const read = await one(api, `/1.2/profile/milestones/${m.mst_id}`)
    expect(read).toMatchObject({ mst_name: "Neu", mst_desc: "neu", mst_change_user: ADMIN_NAME })
    expect(Date.parse(read.mst_change_date)).toBeGreaterThanOrEqual(Date.parse(read.mst_create_date))
  })

  it("PATCH {mst_seq} reorders one at a time; the group stays 1..n", async () => {
    const { api } = running
    const { phases, m } = await plan()
    expect((await api.patch(`/1.2/profile/milestones/${m.D.mst_id}`, { mst_seq: 1 })).body.mst_seq).toBe(1)
    let rows = await milestonesOfPhase(phases.planung)
    expect(names(rows, "mst_name")).toEqual(["D", "A", "B", "C"])
    expectSeqs(rows, "mst_seq")
    await api.patch(`/1.2/profile/milestones/${m.A.mst_id}`, { mst_seq: 99 })
    rows = await milestonesOfPhase(phases.planung)
    expect(names(rows, "mst_name")).toEqual(["D", "B", "C", "A"])
    expectSeqs(rows, "mst_seq")
  })

  it("PATCH {mst_pha_id} moves to another phase and renumbers both phases", async () => {
    const { api } = running
    const { phases, m } = await plan()
    const moved = await api.patch(`/1.2/profile/milestones/${m.B.mst_id}`, { mst_pha_id: phases.realisierung })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ mst_pha_id: phases.realisierung, mst_seq: 3 })
    const from = await milestonesOfPhase(phases.planung)
    const to = await milestonesOfPhase(phases.realisierung)
    expect(names(from, "mst_name")).toEqual(["A", "C", "D"])
    expect(names(to, "mst_name")).toEqual(["X", "Y", "B"])
    expectSeqs(from, "mst_seq")
    expectSeqs(to, "mst_seq")
    expect(to[2].mst_pha_name).toBe("Realisierung")
    // Move with a position: into Konzeption (empty), then back into Planung at position 2.
    await api.patch(`/1.2/profile/milestones/${m.X.mst_id}`, { mst_pha_id: phases.konzeption })
    expect(names(await milestonesOfPhase(phases.konzeption), "mst_name")).toEqual(["X"])
    expect((await milestonesOfPhase(phases.konzeption))[0].mst_seq).toBe(1)
    await api.patch(`/1.2/profile/milestones/${m.X.mst_id}`, { mst_pha_id: phases.planung, mst_seq: 2 })
    const planung = await milestonesOfPhase(phases.planung)
    expect(names(planung, "mst_name")).toEqual(["A", "X", "C", "D"])
    expectSeqs(planung, "mst_seq")
    expect(await milestonesOfPhase(phases.konzeption)).toEqual([])
  })

  it("PATCH on the list with [{mst_id, mst_seq}] resequences, also moving with mst_pha_id", async () => {
    const { api } = running
    const { phases, m } = await plan()
    const answer = await api.patch("/1.2/profile/milestones", [
      { mst_id: m.D.mst_id, mst_seq: 1 },
      { mst_id: m.C.mst_id, mst_seq: 2 },
      { mst_id: m.B.mst_id, mst_seq: 3 },
      { mst_id: m.A.mst_id, mst_seq: 4 },
    ])
    expect(answer.status).toBe(200)
    expect(answer.headers.get("x-position")).toMatch(/^\d+$/)
    expect(answer.body.map((x: any) => [x.mst_name, x.mst_seq])).toEqual([["D", 1], ["C", 2], ["B", 3], ["A", 4]])
    let rows = await milestonesOfPhase(phases.planung)
    expect(names(rows, "mst_name")).toEqual(["D", "C", "B", "A"])
    expectSeqs(rows, "mst_seq")

    // The client's other reading: after a drag into another phase it sends the new order of both phases.
    await api.patch("/1.2/profile/milestones", [
      { mst_id: m.X.mst_id, mst_seq: 1 },
      { mst_id: m.C.mst_id, mst_seq: 2, mst_pha_id: phases.realisierung },
      { mst_id: m.Y.mst_id, mst_seq: 3 },
      { mst_id: m.D.mst_id, mst_seq: 1 },
      { mst_id: m.B.mst_id, mst_seq: 2 },
      { mst_id: m.A.mst_id, mst_seq: 3 },
    ])
    rows = await milestonesOfPhase(phases.planung)
    const real = await milestonesOfPhase(phases.realisierung)
    expect(names(rows, "mst_name")).toEqual(["D", "B", "A"])
    expect(names(real, "mst_name")).toEqual(["X", "C", "Y"])
    expectSeqs(rows, "mst_seq")
    expectSeqs(real, "mst_seq")
  })

  it("the list PATCH refuses ids of another project and an empty list", async () => {
    const { api } = running
    const mine = await plan()
    const theirs = await plan()
    expectProblem(await api.patch("/1.2/profile/milestones", [{ mst_id: mine.m.A.mst_id, mst_seq: 2 }, { mst_id: theirs.m.A.mst_id, mst_seq: 1 }]), 400, "FOREIGN_ENTITY")
    expectProblem(await api.patch("/1.2/profile/milestones", [{ mst_id: mine.m.A.mst_id, mst_seq: 1, mst_pha_id: theirs.phases.planung }]), 400, "FOREIGN_ENTITY")
    expectProblem(await api.patch(`/1.2/profile/milestones/${mine.m.A.mst_id}`, { mst_pha_id: theirs.phases.planung }), 400, "FOREIGN_ENTITY")
    expectProblem(await api.patch("/1.2/profile/milestones", []), 400, "VALIDATION")
    // Nothing moved.
    expect(names(await milestonesOfPhase(mine.phases.planung), "mst_name")).toEqual(["A", "B", "C", "D"])
  })

  it("DELETE refuses a milestone with processes; cascade=true removes it with its processes and activities", async () => {
    const { api } = running
    const project = await newProject(api)
    const first = await newMilestone(api, project.phases.planung)
    const m = await newMilestone(api, project.phases.planung)
    const last = await newMilestone(api, project.phases.planung)
    const p = await newProcess(api, m.mst_id)
    const a = await newActivity(api, p.prc_id)

    const refused = await api.delete(`/1.2/profile/milestones/${m.mst_id}`)
    expectProblem(refused, 409, "MST_NOT_EMPTY")
    expect(refused.body.message).toContain("Der Meilenstein kann nicht gelöscht werden")
    expect((await one(api, `/1.2/profile/milestones/${m.mst_id}`)).mst_id).toBe(m.mst_id)

    const deleted = await api.delete(`/1.2/profile/milestones/${m.mst_id}?cascade=true`)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ mst_id: m.mst_id, deleted: true })
    expectProblem(await api.get(`/1.2/profile/milestones/${m.mst_id}`), 404)
    expectProblem(await api.get(`/1.2/profile/processes/${p.prc_id}`), 404)
    expectProblem(await api.get(`/1.2/profile/activities/${a.act_id}`), 404)
    const rows = await milestonesOfPhase(project.phases.planung)
    expect(rows.map((r) => r.mst_id)).toEqual([first.mst_id, last.mst_id])
    expectSeqs(rows, "mst_seq")

    // An empty milestone goes without cascade.
    expect((await api.delete(`/1.2/profile/milestones/${first.mst_id}`)).status).toBe(200)
    expectProblem(await api.delete(`/1.2/profile/milestones/${first.mst_id}`), 404)
    expect((await milestonesOfPhase(project.phases.planung))[0]).toMatchObject({ mst_id: last.mst_id, mst_seq: 1 })
  })

  it("POST …/copy copies a milestone with its processes and activities; into another project it is an import", async () => {
    const { api } = running
    const source = await newProject(api)
    const role = await newRole(api, source.pro_id, "Fachplaner HLKS", "company")
    const m = await newMilestone(api, source.phases.planung, "Vorprojekt")
    const p = await newProcess(api, m.mst_id, "Modellprüfung")
    await newActivity(api, p.prc_id, "Modell liefern", { provider: role.rop_id, receiver: role.rop_id })

    const copy = await api.post(`/1.2/profile/milestones/${m.mst_id}/copy`, { mst_name: "Vorprojekt Kopie", mst_pha_id: source.phases.realisierung })
    expect(copy.status).toBe(201)
    expect(copy.body).toMatchObject({ mst_name: "Vorprojekt Kopie", mst_pha_id: source.phases.realisierung, mst_seq: 1 })
    const copied = await one(api, `/1.2/profile/milestones/${copy.body.mst_id}?nested=activities`)
    expect(copied.mst_prc_nested.map((x: any) => x.prc_name)).toEqual(["Modellprüfung"])
    expect(copied.mst_prc_nested[0].prc_id).not.toBe(p.prc_id)
    expect(copied.mst_prc_nested[0].prc_act_nested[0]).toMatchObject({ act_name: "Modell liefern", act_rop_provider_id: role.rop_id })

    const target = await newProject(api)
    const imported = await api.post(`/1.2/profile/milestones/${m.mst_id}/copy`, { mst_name: "Vorprojekt", mst_pha_id: target.phases.planung })
    expect(imported.status).toBe(201)
    expect(imported.body.mst_pro_id).toBe(target.pro_id)
    const roles = await list(api, `/1.2/profile/roles_project?rop_pro_id=${target.pro_id}`)
    expect(names(roles, "rop_name")).toEqual(["Fachplaner HLKS"])
    const importedActivity = (await list(api, `/1.2/profile/activities?act_pro_id=${target.pro_id}`))[0]
    expect(importedActivity).toMatchObject({ act_name: "Modell liefern", act_rop_provider_id: roles[0].rop_id, act_rop_provider_name: "Fachplaner HLKS" })
    // A second import of the same name into the target is refused.
    expectProblem(await api.post(`/1.2/profile/milestones/${m.mst_id}/copy`, { mst_name: "Vorprojekt", mst_pha_id: target.phases.konzeption }), 409, "NAME_TAKEN")
  })
})
