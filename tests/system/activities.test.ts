/**
 * Activities against the running stack: CRUD under /1.2/profile/activities (GET ?act_prc_id=), provider
 * and receiver roles, names unique within their process (create, rename, move, copy, import), sequences
 * renumbered on moves, roles of another project refused.
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

const activitiesOf = (processId: number) => list(running.api, `/1.2/profile/activities?act_prc_id=${processId}`)

/** A project with roles, process P holding activities A1..A3 and process Q holding B1. */
const setup = async () => {
  const { api } = running
  const project = await newProject(api)
  const provider = await newRole(api, project.pro_id, "Architekt")
  const receiver = await newRole(api, project.pro_id, "Bauherrschaft", "users")
  const m = await newMilestone(api, project.phases.planung)
  const P = await newProcess(api, m.mst_id, "P")
  const Q = await newProcess(api, m.mst_id, "Q")
  const a: Record<string, any> = {}
  for (const name of ["A1", "A2", "A3"]) a[name] = await newActivity(api, P.prc_id, name, { provider: provider.rop_id, receiver: receiver.rop_id })
  a.B1 = await newActivity(api, Q.prc_id, "B1")
  return { ...project, provider, receiver, m, P, Q, a }
}

describe("activities", () => {
  it("POST creates with provider and receiver roles; GET ?act_prc_id= and /{id} read it with the role names", async () => {
    const { api } = running
    const { P, provider, receiver, a, ...project } = await setup()
    const answer = await api.post("/1.2/profile/activities", {
      act_prc_id: P.prc_id,
      act_name: "Fassadenmodell liefern",
      act_desc: "LOIN 300",
      act_rop_provider_id: provider.rop_id,
      act_rop_receiver_id: receiver.rop_id,
    })
    expect(answer.status).toBe(201)
    expect(answer.headers.get("x-position")).toMatch(/^\d+$/)
    expect(answer.body).toMatchObject({ act_name: "Fassadenmodell liefern", act_seq: 4, act_prc_id: P.prc_id, act_pro_id: project.pro_id })
    const read = await one(api, `/1.2/profile/activities/${answer.body.act_id}`)
    expect(read).toMatchObject({
      act_id: answer.body.act_id,
      act_name: "Fassadenmodell liefern",
      act_desc: "LOIN 300",
      act_seq: 4,
      act_prc_id: P.prc_id,
      act_pro_id: project.pro_id,
      act_rop_provider_id: provider.rop_id,
      act_rop_provider_name: "Architekt",
      act_rop_receiver_id: receiver.rop_id,
      act_rop_receiver_name: "Bauherrschaft",
      act_create_user: ADMIN_NAME,
      act_change_user: null,
    })
    const rows = await activitiesOf(P.prc_id)
    expect(names(rows, "act_name")).toEqual(["A1", "A2", "A3", "Fassadenmodell liefern"])
    expectSeqs(rows, "act_seq")
    expect(names(await list(api, `/1.2/profile/activities?act_pro_id=${project.pro_id}`), "act_id")).toContain(a.B1.act_id)
    expect(await list(api, "/1.2/profile/activities?act_prc_id=987654321")).toEqual([])
    // Without roles.
    const bare = await newActivity(api, P.prc_id, "Ohne Rollen")
    expect(await one(api, `/1.2/profile/activities/${bare.act_id}`)).toMatchObject({ act_rop_provider_id: null, act_rop_provider_name: null })
    // At a position.
    await newActivity(api, P.prc_id, "Zuerst", {}, { act_seq: 1 })
    const again = await activitiesOf(P.prc_id)
    expect(again[0].act_name).toBe("Zuerst")
    expectSeqs(again, "act_seq")
  })

  it("PATCH renames, changes roles and description; audit change fields are set", async () => {
    const { api } = running
    const { a, provider, receiver } = await setup()
    const answer = await api.patch(`/1.2/profile/activities/${a.A1.act_id}`, {
      act_name: "Umbenannt",
      act_desc: "neu",
      act_rop_provider_id: receiver.rop_id,
      act_rop_receiver_id: null,
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ act_name: "Umbenannt", act_rop_provider_id: receiver.rop_id, act_rop_receiver_id: null })
    const read = await one(api, `/1.2/profile/activities/${a.A1.act_id}`)
    expect(read).toMatchObject({ act_name: "Umbenannt", act_desc: "neu", act_rop_provider_name: "Bauherrschaft", act_rop_receiver_id: null, act_change_user: ADMIN_NAME })
    expect(Date.parse(read.act_change_date)).toBeGreaterThanOrEqual(Date.parse(read.act_create_date))
    // A field left out stays.
    await api.patch(`/1.2/profile/activities/${a.A1.act_id}`, { act_rop_receiver_id: provider.rop_id })
    expect(await one(api, `/1.2/profile/activities/${a.A1.act_id}`)).toMatchObject({ act_name: "Umbenannt", act_rop_provider_id: receiver.rop_id, act_rop_receiver_id: provider.rop_id })
  })

  it("moving to another process renumbers both; {act_seq} and the list PATCH reorder", async () => {
    const { api } = running
    const { P, Q, a } = await setup()
    const moved = await api.patch(`/1.2/profile/activities/${a.A2.act_id}`, { act_prc_id: Q.prc_id, act_seq: 1 })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ act_prc_id: Q.prc_id, act_seq: 1 })
    let p = await activitiesOf(P.prc_id)
    let q = await activitiesOf(Q.prc_id)
    expect(names(p, "act_name")).toEqual(["A1", "A3"])
    expect(names(q, "act_name")).toEqual(["A2", "B1"])
    expectSeqs(p, "act_seq")
    expectSeqs(q, "act_seq")

    await api.patch(`/1.2/profile/activities/${a.A3.act_id}`, { act_seq: 1 })
    expect(names(await activitiesOf(P.prc_id), "act_name")).toEqual(["A3", "A1"])

    const resequenced = await api.patch("/1.2/profile/activities", [
      { act_id: a.B1.act_id, act_seq: 1 },
      { act_id: a.A1.act_id, act_seq: 2, act_prc_id: Q.prc_id },
      { act_id: a.A2.act_id, act_seq: 3 },
    ])
    expect(resequenced.status).toBe(200)
    p = await activitiesOf(P.prc_id)
    q = await activitiesOf(Q.prc_id)
    expect(names(p, "act_name")).toEqual(["A3"])
    expect(names(q, "act_name")).toEqual(["B1", "A1", "A2"])
    expectSeqs(p, "act_seq")
    expectSeqs(q, "act_seq")
  })

  it("names must not be empty and are unique within their process: create, rename, move, copy, import", async () => {
    const { api } = running
    const { P, Q, a } = await setup()
    const text = "Der Aktivitäten Name darf nicht leer sein."
    expectFieldError(await api.post("/1.2/profile/activities", { act_prc_id: P.prc_id, act_name: "" }), "act_name", text)
    expectFieldError(await api.patch(`/1.2/profile/activities/${a.A1.act_id}`, { act_name: " " }), "act_name", text)

    const taken = (answer: any, name: string) => {
      expectProblem(answer, 409, "NAME_TAKEN")
      expect(answer.body.message).toBe(`Eine Aktivität mit dem Namen «${name}» existiert bereits im Prozess. Bitte wählen Sie einen anderen Namen.`)
    }
    taken(await api.post("/1.2/profile/activities", { act_prc_id: P.prc_id, act_name: "a1" }), "a1")
    taken(await api.patch(`/1.2/profile/activities/${a.A2.act_id}`, { act_name: "A1" }), "A1")
    const twin = await newActivity(api, Q.prc_id, "A3")
    taken(await api.patch(`/1.2/profile/activities/${twin.act_id}`, { act_prc_id: P.prc_id }), "A3")
    taken(await api.patch("/1.2/profile/activities", [{ act_id: twin.act_id, act_seq: 1, act_prc_id: P.prc_id }]), "A3")
    taken(await api.post(`/1.2/profile/activities/${a.B1.act_id}/copy`, { act_name: "A2", act_prc_id: P.prc_id }), "A2")

    const other = await newProject(api)
    const otherProcess = await newProcess(api, (await newMilestone(api, other.phases.planung)).mst_id)
    await newActivity(api, otherProcess.prc_id, "Schon da")
    taken(await api.post(`/1.2/profile/activities/${a.A1.act_id}/copy`, { act_name: "schon da", act_prc_id: otherProcess.prc_id }), "schon da")

    // The same name in another process is fine.
    expect((await api.post("/1.2/profile/activities", { act_prc_id: Q.prc_id, act_name: "A1" })).status).toBe(201)
    expect(names(await activitiesOf(P.prc_id), "act_name")).toEqual(["A1", "A2", "A3"])
  })

  it("copy within the project keeps the roles; import into another project brings them by name", async () => {
    const { api } = running
    const { Q, a, provider, receiver } = await setup()
    const copy = await api.post(`/1.2/profile/activities/${a.A1.act_id}/copy`, { act_name: "A1 Kopie", act_prc_id: Q.prc_id })
    expect(copy.status).toBe(201)
    expect(copy.body).toMatchObject({ act_name: "A1 Kopie", act_prc_id: Q.prc_id, act_seq: 2, act_rop_provider_id: provider.rop_id, act_rop_receiver_id: receiver.rop_id })
    expect(copy.body.act_id).not.toBe(a.A1.act_id)

    const other = await newProject(api)
    const process = await newProcess(api, (await newMilestone(api, other.phases.konzeption)).mst_id)
    const imported = await api.post(`/1.2/profile/activities/${a.A1.act_id}/copy`, { act_name: "Importiert", act_prc_id: process.prc_id })
    expect(imported.status).toBe(201)
    const read = await one(api, `/1.2/profile/activities/${imported.body.act_id}`)
    expect(read).toMatchObject({ act_pro_id: other.pro_id, act_rop_provider_name: "Architekt", act_rop_receiver_name: "Bauherrschaft" })
    const roles = await list(api, `/1.2/profile/roles_project?rop_pro_id=${other.pro_id}`)
    expect(new Set(roles.map((r) => r.rop_id))).toEqual(new Set([read.act_rop_provider_id, read.act_rop_receiver_id]))
  })

  it("roles and processes of another project are refused with 400", async () => {
    const { api } = running
    const mine = await setup()
    const theirs = await setup()
    expectProblem(
      await api.post("/1.2/profile/activities", { act_prc_id: mine.P.prc_id, act_name: "Fremde Rolle", act_rop_provider_id: theirs.provider.rop_id }),
      400,
      "FOREIGN_ENTITY",
    )
    expectProblem(await api.patch(`/1.2/profile/activities/${mine.a.A1.act_id}`, { act_rop_receiver_id: theirs.receiver.rop_id }), 400, "FOREIGN_ENTITY")
    expectProblem(await api.patch(`/1.2/profile/activities/${mine.a.A1.act_id}`, { act_prc_id: theirs.P.prc_id }), 400, "FOREIGN_ENTITY")
    expectProblem(await api.post("/1.2/profile/activities", { act_prc_id: theirs.P.prc_id, act_pro_id: mine.pro_id, act_name: "x" }), 400, "FOREIGN_ENTITY")
    expectProblem(await api.patch("/1.2/profile/activities", [{ act_id: mine.a.A1.act_id, act_seq: 1 }, { act_id: theirs.a.A1.act_id, act_seq: 2 }]), 400, "FOREIGN_ENTITY")
    expectProblem(await api.post("/1.2/profile/activities", { act_prc_id: 987654321, act_name: "x" }), 400, "FOREIGN_ENTITY")
    expect(await one(api, `/1.2/profile/activities/${mine.a.A1.act_id}`)).toMatchObject({ act_prc_id: mine.P.prc_id, act_rop_receiver_id: mine.receiver.rop_id })
  })

  it("DELETE removes the activity and renumbers its process", async () => {
    const { api } = running
    const { P, a } = await setup()
    const deleted = await api.delete(`/1.2/profile/activities/${a.A1.act_id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ act_id: a.A1.act_id, deleted: true })
    expectProblem(await api.get(`/1.2/profile/activities/${a.A1.act_id}`), 404)
    const rows = await activitiesOf(P.prc_id)
    expect(names(rows, "act_name")).toEqual(["A2", "A3"])
    expectSeqs(rows, "act_seq")
    expectProblem(await api.delete(`/1.2/profile/activities/${a.A1.act_id}`), 404)
  })
})
