/**
 * Projects against the running stack: create empty (four phases), read with statistics and every
 * nesting, edit, delete, copy with the spec payload (whole content under new ids), status and codes.
 */
import { beforeAll, describe, expect, it } from "vitest"
import {
  expectFieldError,
  expectProblem,
  list,
  newActivity,
  newMilestone,
  newProcess,
  newProject,
  newRole,
  one,
  projectShape,
  unique,
} from "../support/profile-fixtures"
import { useTestStack } from "../support/use-test-stack"

const running = useTestStack({ engine: "pglite" })

/** Audit fields name a user "Vorname Name" (docs/identity.md): the bootstrap admin's name, as their user reads. */
let ADMIN_NAME: string
/** The admin's personal organisation: it owns their personal projects (docs/identity.md). */
let ADMIN_PERSONAL_ORG: number
beforeAll(async () => {
  const admin = await one(running.api, `/1.2/user/users/${running.stack.admin.userId}`)
  ADMIN_NAME = `${admin.usr_name_first} ${admin.usr_name}`
  ADMIN_PERSONAL_ORG = admin.usr_org_pers_id
  expect(ADMIN_PERSONAL_ORG).toEqual(expect.any(Number))
})

/** A project with two roles, milestones in two phases, processes and activities between the roles. */
const filledProject = async () => {
  const { api } = running
  const project = await newProject(api)
  const architect = await newRole(api, project.pro_id, "Architekt", "service")
  const owner = await newRole(api, project.pro_id, "Bauherrschaft", "users")
  const vorstudie = await newMilestone(api, project.phases.konzeption, "Vorstudie")
  const wettbewerb = await newMilestone(api, project.phases.konzeption, "Wettbewerb")
  const bauprojekt = await newMilestone(api, project.phases.planung, "Bauprojekt")
  const bedarf = await newProcess(api, vorstudie.mst_id, "Bedarfsanalyse")
  const machbarkeit = await newProcess(api, vorstudie.mst_id, "Machbarkeit")
  const modell = await newProcess(api, bauprojekt.mst_id, "Koordinationsmodell")
  await newActivity(api, bedarf.prc_id, "Raumprogramm liefern", { provider: owner.rop_id, receiver: architect.rop_id })
  await newActivity(api, bedarf.prc_id, "Raumprogramm prüfen", { provider: architect.rop_id, receiver: owner.rop_id })
  await newActivity(api, machbarkeit.prc_id, "Volumenstudie", { provider: architect.rop_id, receiver: owner.rop_id })
  await newActivity(api, modell.prc_id, "Modell übergeben", { provider: architect.rop_id, receiver: null })
  return { ...project, vorstudie, wettbewerb, bauprojekt, bedarf, machbarkeit, modell, architect, owner }
}

describe("status and codes", () => {
  it("GET /status/info answers the api version and the reference project as default", async () => {
    const status = await running.api.get("/status/info")
    expect(status.status).toBe(200)
    expect(status.body).toEqual({ api_version: "1.2.17", default_project_id: running.stack.referenceProjectId })
    expect(typeof status.body.default_project_id).toBe("number")
  })

  it("GET /1.2/profile/codes?cod_col_name=role_project gives the four role types", async () => {
    const codes = await list(running.api, "/1.2/profile/codes?cod_col_name=role_project")
    expect(codes.map((c) => c.cod_code)).toEqual(["company", "supplier", "service", "users"])
    for (const code of codes) expect(code).toMatchObject({ cod_col_name: "role_project", cod_name: expect.any(String), cod_seq: expect.any(Number) })
    const phases = await list(running.api, "/1.2/profile/codes?cod_col_name=phase_code")
    expect(phases.map((c) => c.cod_name)).toEqual(["Konzeption", "Planung", "Realisierung", "Bewirtschaftung"])
    expectProblem(await running.api.get("/1.2/profile/codes?cod_col_name=nonsense"), 400, "VALIDATION")
  })
})

describe("projects", () => {
  it("POST creates an empty project with the four phases and the spec's defaults", async () => {
    const { api } = running
    const answer = await api.post("/1.2/profile/projects", { pro_name: "Schulhaus Letzi", pro_desc: "Neubau" })
    expect(answer.status).toBe(201)
    expect(Number.isInteger(Number(answer.headers.get("x-position")))).toBe(true)
    expect(answer.body).toMatchObject({ pro_name: "Schulhaus Letzi", pro_desc: "Neubau", pro_type_code: "pro-usr", pro_access_all: false, is_template: false })
    const id = answer.body.pro_id

    const project = await one(api, `/1.2/profile/projects/${id}`)
    expect(project).toMatchObject({
      pro_id: id,
      pro_name: "Schulhaus Letzi",
      pro_desc: "Neubau",
      pro_type_code: "pro-usr",
      pro_access_all: false,
      is_template: false,
      type: "user",
      // Without an organisation a project is personal, owned by the creator's personal organisation.
      pro_pers: true,
      pro_org_id: ADMIN_PERSONAL_ORG,
      // The creator (an app admin) administers it.
      pro_permission: "admin",
      pro_create_user: ADMIN_NAME,
      pro_change_user: null,
      pro_change_date: null,
    })
    expect(project).not.toHaveProperty("pro_prc_count")
    expect(project).not.toHaveProperty("pro_pha_nested")

    const phases = await list(api, `/1.2/profile/phases?pha_pro_id=${id}`)
    expect(phases.map((p) => [p.pha_name, p.pha_phase_code_code, p.pha_phase_code_seq, p.pha_pro_id])).toEqual([
      ["Konzeption", "konzeption", 1, id],
      ["Planung", "planung", 2, id],
      ["Realisierung", "realisierung", 3, id],
      ["Bewirtschaftung", "bewirtschaftung", 4, id],
    ])
    const phase = await one(api, `/1.2/profile/phases/${phases[1].pha_id}`)
    expect(phase).toMatchObject({ pha_name: "Planung", pha_pro_name: "Schulhaus Letzi" })

    const stats = await one(api, `/1.2/profile/projects/${id}?statistics=true`)
    expect(stats).toMatchObject({ pro_pha_count: 4, pro_mst_count: 0, pro_prc_count: 0, pro_act_count: 0, pro_rop_count: 0 })
  })

  it("an empty or blank name is refused with the German text", async () => {
    expectFieldError(await running.api.post("/1.2/profile/projects", { pro_name: "" }), "pro_name", "Der Projekt Name darf nicht leer sein.")
    expectFieldError(await running.api.post("/1.2/profile/projects", { pro_name: "   " }), "pro_name", "Der Projekt Name darf nicht leer sein.")
    const { pro_id } = await newProject(running.api)
    expectFieldError(await running.api.patch(`/1.2/profile/projects/${pro_id}`, { pro_name: " " }), "pro_name", "Der Projekt Name darf nicht leer sein.")
  })

  it("GET with statistics=true has every *_count field, in the list and for one project", async () => {
    const { api } = running
    const p = await filledProject()
    const stats = await one(api, `/1.2/profile/projects/${p.pro_id}?statistics=true`)
    expect(stats).toMatchObject({
      pro_pha_count: 4,
      pro_mst_count: 3,
      pro_prc_count: 3,
      pro_act_count: 4,
      pro_rop_count: 2,
      pro_elm_cls_count: expect.any(Number),
      pro_elm_typ_count: expect.any(Number),
      pro_pty_cls_count: expect.any(Number),
      pro_pty_typ_count: expect.any(Number),
      role_count: 2,
    })
    const all = await list(api, "/1.2/profile/projects?statistics=true")
    expect(all.find((x) => x.pro_id === p.pro_id)).toMatchObject({ pro_mst_count: 3, pro_prc_count: 3, pro_act_count: 4, pro_rop_count: 2 })
    expect(all.some((x) => x.pro_id === running.stack.referenceProjectId)).toBe(true)
    const plain = await list(api, "/1.2/profile/projects")
    expect(plain.find((x) => x.pro_id === p.pro_id)).not.toHaveProperty("pro_mst_count")
  })

  it("GET with nested=phases, phases-processes and processes nests the content in plan order", async () => {
    const { api } = running
    const p = await filledProject()
    const phases = await one(api, `/1.2/profile/projects/${p.pro_id}?nested=phases`)
    expect(phases.pro_pha_nested.map((x: any) => x.pha_name)).toEqual(["Konzeption", "Planung", "Realisierung", "Bewirtschaftung"])
    expect(phases.pro_pha_nested[0].pha_mst_nested.map((m: any) => [m.mst_name, m.mst_seq])).toEqual([["Vorstudie", 1], ["Wettbewerb", 2]])
    expect(phases.pro_pha_nested[0].pha_mst_nested[0]).not.toHaveProperty("mst_prc_nested")

    const deep = await one(api, `/1.2/profile/projects/${p.pro_id}?nested=phases-processes&statistics=true`)
    expect(deep.pro_mst_count).toBe(3)
    const vorstudie = deep.pro_pha_nested[0].pha_mst_nested[0]
    expect(vorstudie.mst_prc_nested.map((x: any) => [x.prc_name, x.prc_seq])).toEqual([["Bedarfsanalyse", 1], ["Machbarkeit", 2]])
    expect(vorstudie.mst_prc_count).toBe(2)
    expect(deep.pro_pha_nested[1].pha_mst_nested[0].mst_prc_nested.map((x: any) => x.prc_name)).toEqual(["Koordinationsmodell"])

    const processes = await one(api, `/1.2/profile/projects/${p.pro_id}?nested=processes&statistics=true`)
    expect(processes.pro_prc_nested.map((x: any) => x.prc_name)).toEqual(["Bedarfsanalyse", "Machbarkeit", "Koordinationsmodell"])
    expect(processes.pro_prc_nested[0]).toMatchObject({ prc_act_count: 2, prc_rop_count: 2, prc_mst_name: "Vorstudie" })
    expect(processes).not.toHaveProperty("pro_pha_nested")

    expectProblem(await api.get(`/1.2/profile/projects/${p.pro_id}?nested=everything`), 400, "VALIDATION")
  })

  it("PATCH edits only the fields sent and sets the change audit fields", async () => {
    const { api } = running
    const { pro_id } = await newProject(api, "Alter Name")
    const before = await one(api, `/1.2/profile/projects/${pro_id}`)
    expect(before.pro_change_user).toBeNull()
    const answer = await api.patch(`/1.2/profile/projects/${pro_id}`, { pro_name: "Neuer Name", pro_access_all: true, pro_isc_id: 2 })
    expect(answer.status).toBe(200)
    expect(answer.headers.get("x-position")).toMatch(/^\d+$/)
    expect(answer.body).toMatchObject({ pro_name: "Neuer Name", pro_access_all: true, pro_isc_id: 2 })
    const after = await one(api, `/1.2/profile/projects/${pro_id}`)
    expect(after).toMatchObject({ pro_name: "Neuer Name", pro_desc: before.pro_desc, pro_access_all: true, pro_isc_id: 2, pro_isc_name: "IFC4" })
    expect(after.pro_create_date).toBe(before.pro_create_date)
    expect(after.pro_change_user).toBe(ADMIN_NAME)
    expect(Date.parse(after.pro_change_date)).toBeGreaterThanOrEqual(Date.parse(after.pro_create_date))
    expectProblem(await api.patch(`/1.2/profile/projects/${pro_id}`, { pro_isc_id: 99 }), 400, "VALIDATION")
  })

  it("DELETE removes the project and its content from the reads; later commands on it get 404", async () => {
    const { api } = running
    const p = await filledProject()
    const deleted = await api.delete(`/1.2/profile/projects/${p.pro_id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ pro_id: p.pro_id, deleted: true })
    expectProblem(await api.get(`/1.2/profile/projects/${p.pro_id}`), 404)
    expectProblem(await api.get(`/1.2/profile/milestones/${p.vorstudie.mst_id}`), 404)
    expect(await list(api, `/1.2/profile/processes?prc_pro_id=${p.pro_id}`)).toEqual([])
    expect((await list(api, "/1.2/profile/projects")).some((x) => x.pro_id === p.pro_id)).toBe(false)
    expectProblem(await api.patch(`/1.2/profile/projects/${p.pro_id}`, { pro_name: "wieder da?" }), 404)
    expectProblem(await api.delete(`/1.2/profile/projects/${p.pro_id}`), 404)
    expectProblem(await api.post("/1.2/profile/milestones", { mst_pha_id: p.phases.planung, mst_name: "x" }), 404)
  })

  it("POST …/copy with the spec payload copies the whole content under new ids", async () => {
    const { api } = running
    const source = await filledProject()
    const full = await one(api, `/1.2/profile/projects/${source.pro_id}?nested=phases-processes`)
    const answer = await api.post(`/1.2/profile/projects/${source.pro_id}/copy`, {
      pro_name: "Kopie Schulhaus",
      pro_desc: "kopiert",
      pro_pers: true,
      pro_org_id: null,
      pro_isc_id: 2,
      // What the client sends: the nested phases as it read them (read-only fields are ignored).
      pro_pha_nested: full.pro_pha_nested,
      pro_type_code: "pro-usr",
      pro_access_all: true,
    })
    expect(answer.status).toBe(201)
    expect(answer.headers.get("x-position")).toMatch(/^\d+$/)
    const copyId = answer.body.pro_id
    expect(copyId).not.toBe(source.pro_id)

    const copy = await one(api, `/1.2/profile/projects/${copyId}?statistics=true`)
    expect(copy).toMatchObject({
      pro_name: "Kopie Schulhaus",
      pro_desc: "kopiert",
      pro_pers: true,
      // A personal project belongs to the copying user's personal organisation.
      pro_org_id: ADMIN_PERSONAL_ORG,
      pro_isc_id: 2,
      pro_type_code: "pro-usr",
      pro_access_all: true,
      pro_mst_count: 3,
      pro_prc_count: 3,
      pro_act_count: 4,
      pro_rop_count: 2,
      pro_create_user: ADMIN_NAME,
    })
    const original = await projectShape(api, source.pro_id)
    const copied = await projectShape(api, copyId)
    expect(copied.shape).toEqual(original.shape)
    for (const id of copied.ids) expect(original.ids.has(id), `${id} is shared by the copy and its source`).toBe(false)
    // The copy's activities link the copy's roles, not the source's.
    const copiedRoles = new Set((await list(api, `/1.2/profile/roles_project?rop_pro_id=${copyId}`)).map((r) => r.rop_id))
    for (const activity of await list(api, `/1.2/profile/activities?act_pro_id=${copyId}`)) {
      if (activity.act_rop_provider_id !== null) expect(copiedRoles.has(activity.act_rop_provider_id)).toBe(true)
      if (activity.act_rop_receiver_id !== null) expect(copiedRoles.has(activity.act_rop_receiver_id)).toBe(true)
    }
    // The source is untouched.
    expect((await one(api, `/1.2/profile/projects/${source.pro_id}?statistics=true`)).pro_act_count).toBe(4)
  })

  it("copy: fields left out take the defaults (pro-usr, not shared with all) and everything is copied", async () => {
    const { api } = running
    const source = await filledProject()
    await api.patch(`/1.2/profile/projects/${source.pro_id}`, { pro_access_all: true, pro_type_code: "pro-ref" })
    const answer = await api.post(`/1.2/profile/projects/${source.pro_id}/copy`, { pro_name: unique("Kopie") })
    expect(answer.status).toBe(201)
    const copy = await one(api, `/1.2/profile/projects/${answer.body.pro_id}?statistics=true`)
    expect(copy).toMatchObject({ pro_type_code: "pro-usr", pro_access_all: false, is_template: false, pro_pro_id: source.pro_id, pro_mst_count: 3, pro_act_count: 4 })
  })

  it("copy with a selection in pro_pha_nested takes only the chosen phases, milestones and processes", async () => {
    const { api } = running
    const source = await filledProject()
    const answer = await api.post(`/1.2/profile/projects/${source.pro_id}/copy`, {
      pro_name: unique("Teilkopie"),
      pro_pha_nested: [{ pha_id: source.phases.konzeption, pha_mst_nested: [{ mst_id: source.vorstudie.mst_id, mst_prc_nested: [{ prc_id: source.machbarkeit.prc_id }] }] }],
    })
    expect(answer.status).toBe(201)
    const { shape } = await projectShape(api, answer.body.pro_id)
    // The phases left out of pro_pha_nested are not taken over.
    expect(shape.phases.map((p) => p.name)).toEqual(["Konzeption"])
    expect(shape.phases[0]!.milestones).toEqual([
      { name: "Vorstudie", seq: 1, processes: [{ name: "Machbarkeit", seq: 1, activities: [{ name: "Volumenstudie", seq: 1, provider: "Architekt", receiver: "Bauherrschaft" }] }] },
    ])
  })

  it("copy refuses a selection naming a process of another milestone, or a phase, milestone or process twice, at its place", async () => {
    const { api } = running
    const source = await filledProject()
    const copy = (pro_pha_nested: unknown) => api.post(`/1.2/profile/projects/${source.pro_id}/copy`, { pro_name: unique("Abgelehnte Kopie"), pro_pha_nested })
    const vorstudie = (processes: number[]) => ({ mst_id: source.vorstudie.mst_id, mst_prc_nested: processes.map((prc_id) => ({ prc_id })) })
    expectFieldError(
      await copy([{ pha_id: source.phases.konzeption, pha_mst_nested: [vorstudie([source.modell.prc_id])] }]),
      "pro_pha_nested.0.pha_mst_nested.0.mst_prc_nested.0",
      `Prozess ${source.modell.prc_id} gehört nicht zum Meilenstein «Vorstudie» des Quellprojekts.`,
    )
    expectFieldError(
      await copy([{ pha_id: source.phases.planung }, { pha_phase_code_code: "planung" }]),
      "pro_pha_nested.1",
      "Die Phase «Planung» ist mehrfach ausgewählt.",
    )
    expectFieldError(
      await copy([{ pha_id: source.phases.konzeption, pha_mst_nested: [vorstudie([]), vorstudie([])] }]),
      "pro_pha_nested.0.pha_mst_nested.1",
      `Der Meilenstein ${source.vorstudie.mst_id} ist mehrfach ausgewählt.`,
    )
    expectFieldError(
      await copy([{ pha_id: source.phases.konzeption, pha_mst_nested: [vorstudie([source.bedarf.prc_id, source.bedarf.prc_id])] }]),
      "pro_pha_nested.0.pha_mst_nested.0.mst_prc_nested.1",
      `Der Prozess ${source.bedarf.prc_id} ist mehrfach ausgewählt.`,
    )
    expectFieldError(await copy([{ pha_phase_code_code: "nonsense" }]), "pro_pha_nested.0", "Phase des Quellprojekts nicht gefunden.")
    // Nothing was created by the refused copies.
    expect((await list(api, "/1.2/profile/projects")).filter((p) => p.pro_name.startsWith("Abgelehnte Kopie"))).toEqual([])
  })

  it("copy refuses a selection naming another project's milestone, an empty name and an unknown source", async () => {
    const { api } = running
    const source = await newProject(api)
    const other = await newProject(api)
    const foreign = await newMilestone(api, other.phases.planung)
    expectProblem(
      await api.post(`/1.2/profile/projects/${source.pro_id}/copy`, {
        pro_name: unique("Kopie"),
        pro_pha_nested: [{ pha_id: source.phases.planung, pha_mst_nested: [{ mst_id: foreign.mst_id }] }],
      }),
      400,
    )
    expectFieldError(await api.post(`/1.2/profile/projects/${source.pro_id}/copy`, { pro_name: "" }), "pro_name", "Der Projekt Name darf nicht leer sein.")
    expectProblem(await api.post("/1.2/profile/projects/987654321/copy", { pro_name: unique("Kopie") }), 404)
  })

  it("the reference project can be copied into a new user project (create from reference)", async () => {
    const { api } = running
    const referenceId = running.stack.referenceProjectId!
    const answer = await api.post(`/1.2/profile/projects/${referenceId}/copy`, { pro_name: unique("Aus Referenz") })
    expect(answer.status).toBe(201)
    const copy = await one(api, `/1.2/profile/projects/${answer.body.pro_id}?statistics=true`)
    const reference = await one(api, `/1.2/profile/projects/${referenceId}?statistics=true`)
    expect(copy).toMatchObject({ pro_pro_id: referenceId, type: "user", is_template: false })
    for (const field of ["pro_mst_count", "pro_prc_count", "pro_act_count", "pro_rop_count"]) expect(copy[field]).toBe(reference[field])
    expect((await projectShape(api, answer.body.pro_id)).shape).toEqual((await projectShape(api, referenceId)).shape)
  })
})
