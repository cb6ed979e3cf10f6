/**
 * The `reference/` group (spec §7): GET /1.2/reference/projects lists the provider's reference projects to
 * everyone signed in — the seeded one first, with the size of its plan and of its data catalogue as the
 * profile reads count them — and GET /1.2/reference/projects/{id} previews one: its plan's names in order,
 * its roles, and what a project created from it copies and inherits. Any other project, readable or not, is
 * answered as an unknown one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { invitePerson, type Person } from "../support/people"
import { expectProblem, list, newProject, one, unique } from "../support/profile-fixtures"
import { type SmtpInbox, startSmtpInbox } from "../support/smtp-inbox"
import { ApiClient, type RunningStack, startTestStack } from "../support/stack"

let inbox: SmtpInbox
let running: RunningStack
let user: Person
let referenceId: number

beforeAll(async () => {
  inbox = await startSmtpInbox()
  running = await startTestStack({ env: { SMTP_URL: inbox.url, APP_URL: "http://bimprofile.test" } })
  user = await invitePerson(running.api, inbox, { name: "Planerin" })
  if (running.stack.referenceProjectId === null) throw new Error("the stack seeds the reference project")
  referenceId = running.stack.referenceProjectId
}, 120_000)
afterAll(async () => {
  await running?.stop()
  await inbox?.stop()
})

describe("GET /1.2/reference/projects", () => {
  it("given a signed-in user without any project, then the provider's reference project is listed, flagged as the default, with its size as the profile reads count it", async () => {
    const references = await list(user.api, "/1.2/reference/projects")
    expect(references[0]).toMatchObject({ pro_id: referenceId, pro_default: true, pro_isc_name: expect.any(String) })
    const listed = references[0]
    const project = await one(running.api, `/1.2/profile/projects/${referenceId}?statistics=true`)
    expect(listed).toMatchObject({
      pro_name: project.pro_name,
      pro_desc: project.pro_desc,
      pro_isc_id: project.pro_isc_id,
      pro_isc_version: project.pro_isc_version,
      pro_pha_count: project.pro_pha_count,
      pro_mst_count: project.pro_mst_count,
      pro_prc_count: project.pro_prc_count,
      pro_act_count: project.pro_act_count,
      pro_rop_count: project.pro_rop_count,
      pro_elm_cls_count: project.pro_elm_cls_count,
      pro_elm_typ_count: project.pro_elm_typ_count,
      pro_pty_cls_count: project.pro_pty_cls_count,
      pro_create_date: project.pro_create_date,
      pro_change_date: project.pro_change_date,
    })
    expect(listed.pro_pty_count).toBe((await list(running.api, `/1.2/profile/properties?pty_pro_id=${referenceId}`)).length)
    expect(listed.pro_vls_count).toBe((await list(running.api, `/1.2/profile/value_lists?vls_pro_id=${referenceId}`)).length)
    expect(listed.pro_cls_count).toBe((await list(running.api, `/1.2/profile/classifications?cls_pro_id=${referenceId}`)).length)
    expect(listed.pro_mtl_count).toBe((await list(running.api, `/1.2/profile/material_lists?mtl_pro_id=${referenceId}`)).length)
    expect(listed.pro_grl_count).toBe((await list(running.api, `/1.2/profile/group_lists?grl_pro_id=${referenceId}`)).length)
    expect(listed.pro_pst_count).toBe((await list(running.api, `/1.2/profile/property_sets?pst_pro_id=${referenceId}`)).length)
    const activities = await list(running.api, `/1.2/profile/activities?act_pro_id=${referenceId}`)
    let requirements = 0
    for (const activity of activities) requirements += (await list(running.api, `/1.2/profile/requirements?req_act_id=${activity.act_id}`)).length
    expect(listed.pro_req_count).toBe(requirements)
    // The seeded catalogue (docs/catalogue.md) is there to be counted.
    expect(listed.pro_elm_cls_count).toBeGreaterThan(100)
    expect(listed.pro_req_count).toBeGreaterThan(400)
  })

  it("given another reference project an app admin made, then it follows the default one; user projects and copies of a reference are not listed", async () => {
    const made = await running.api.post("/1.2/profile/projects", { pro_name: unique("Aa Referenz Tiefbau"), pro_type_code: "pro-ref" })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const mine = await newProject(user.api)
    const copy = await user.api.post(`/1.2/profile/projects/${referenceId}/copy`, { pro_name: unique("Schulhaus aus Referenz") })
    expect(copy.status, JSON.stringify(copy.body)).toBe(201)
    user.api.position = Math.max(user.api.position, running.api.position)
    const references = await list(user.api, "/1.2/reference/projects")
    const ids = references.map((r) => r.pro_id)
    expect(ids.slice(0, 2)).toEqual([referenceId, made.body.pro_id])
    expect(ids).not.toContain(mine.pro_id)
    expect(ids).not.toContain(copy.body.pro_id)
    expect(references[1]).toMatchObject({ pro_default: false, pro_pha_count: 4, pro_mst_count: 0, pro_elm_cls_count: 0, pro_req_count: 0 })
  })

  it("given no token, then 401 AUTH_NO_TOK", async () => {
    expectProblem(await new ApiClient(running.baseUrl, undefined).get("/1.2/reference/projects"), 401, "AUTH_NO_TOK")
  })
})

describe("GET /1.2/reference/projects/{id}", () => {
  it("given the reference project, then its plan is previewed in order as the project read nests it, with its roles, its size, and what a new project copies and inherits", async () => {
    const preview = await one(user.api, `/1.2/reference/projects/${referenceId}`)
    const project = await one(running.api, `/1.2/profile/projects/${referenceId}?nested=phases-processes`)
    const outline = (phases: any[]) =>
      phases.map((p) => [p.pha_name, p.pha_phase_code_code, p.pha_mst_nested.map((m: any) => [m.mst_name, m.mst_prc_nested.map((prc: any) => prc.prc_name)])])
    expect(outline(preview.pro_pha_nested)).toEqual(outline(project.pro_pha_nested))
    expect(preview.pro_pha_nested.map((p: any) => p.pha_name)).toEqual(["Konzeption", "Planung", "Realisierung", "Bewirtschaftung"])
    const roles = await list(running.api, `/1.2/profile/roles_project?rop_pro_id=${referenceId}`)
    expect(preview.pro_rop_nested.map((r: any) => r.rop_name).sort()).toEqual(roles.map((r) => r.rop_name).sort())
    expect(preview.pro_rop_nested).toHaveLength(preview.pro_rop_count)
    expect(preview).toMatchObject({
      pro_id: referenceId,
      pro_default: true,
      pro_copies: ["phases", "milestones", "processes", "activities", "roles", "requirements"],
      pro_inherits: ["element_classes", "element_types", "properties", "value_lists", "group_lists", "classifications", "material_lists", "property_sets"],
    })
    const listed = (await list(user.api, "/1.2/reference/projects")).find((r) => r.pro_id === referenceId)
    const { pro_pha_nested: _phases, pro_rop_nested: _roles, pro_copies: _copies, pro_inherits: _inherits, ...size } = preview
    expect(size).toEqual(listed)
  })

  it("given a project created from it, then that project copied the previewed plan and names the reference as its source", async () => {
    const preview = await one(user.api, `/1.2/reference/projects/${referenceId}`)
    const created = await user.api.post(`/1.2/profile/projects/${referenceId}/copy`, { pro_name: unique("Neubau Primarschule") })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const project = await one(user.api, `/1.2/profile/projects/${created.body.pro_id}?statistics=true&nested=phases-processes`)
    expect(project).toMatchObject({ pro_pro_id: referenceId, pro_mst_count: preview.pro_mst_count, pro_prc_count: preview.pro_prc_count, pro_act_count: preview.pro_act_count, pro_rop_count: preview.pro_rop_count })
    const names = (phases: any[]) => phases.map((p) => p.pha_mst_nested.map((m: any) => [m.mst_name, m.mst_prc_nested.map((prc: any) => prc.prc_name)]))
    expect(names(project.pro_pha_nested)).toEqual(names(preview.pro_pha_nested))
  })

  it("given a project created from it, then its activities carry the reference's requirements, naming local copies of the classes and properties; the rest of the catalogue stays inherited and locked", async () => {
    const created = await user.api.post(`/1.2/profile/projects/${referenceId}/copy`, { pro_name: unique("Neubau Sekundarschule") })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const projectId = created.body.pro_id as number
    const processesOf = async (api: ApiClient, id: number) =>
      (await one(api, `/1.2/profile/projects/${id}?nested=phases-processes`)).pro_pha_nested.flatMap((p: any) => p.pha_mst_nested.flatMap((m: any) => m.mst_prc_nested))
    const requirementsOf = async (api: ApiClient, id: number) => {
      const out: any[] = []
      for (const process of await processesOf(api, id))
        for (const activity of await list(api, `/1.2/profile/activities?act_prc_id=${process.prc_id}`))
          out.push(...(await list(api, `/1.2/profile/requirements?req_act_id=${activity.act_id}`)).map((r) => ({ ...r, activity: `${process.prc_name} / ${activity.act_name}` })))
      return out
    }
    const original = await requirementsOf(running.api, referenceId)
    const copied = await requirementsOf(user.api, projectId)
    expect(original.length).toBeGreaterThan(100)
    expect(copied.map((r) => [r.activity, r.req_name])).toEqual(original.map((r) => [r.activity, r.req_name]))

    const classes = await list(user.api, `/1.2/profile/element_classes?elc_pro_id=${projectId}&filter=all`)
    const properties = await list(user.api, `/1.2/profile/properties?pty_pro_id=${projectId}`)
    const classById = new Map(classes.map((c) => [c.elc_id, c]))
    const propertyById = new Map(properties.map((p) => [p.pty_id, p]))
    const ptyIds = (r: any) => r.req_facets.filter((f: any) => f.facet === "property" && f.pty_id !== null).map((f: any) => f.pty_id)
    copied.forEach((requirement, index) => {
      const source = original[index]
      const { req_id: _id, req_pro_id: _project, req_act_id: _activity, req_elc_id: elcId, req_facets: facets, ...fields } = requirement
      const { req_id: _sid, req_pro_id: _sproject, req_act_id: _sactivity, req_elc_id: sourceElcId, req_facets: sourceFacets, ...sourceFields } = source
      // Written by the copier now, not by whoever wrote the reference's.
      const withoutAudit = (r: object) => Object.fromEntries(Object.entries(r).filter(([key]) => !/_(create|change)_(date|user)$/.test(key)))
      expect(withoutAudit(fields)).toEqual(withoutAudit(sourceFields))
      expect(facets.map(({ pty_id: _p, ...facet }: any) => facet)).toEqual(sourceFacets.map(({ pty_id: _p, ...facet }: any) => facet))
      if (sourceElcId !== null) expect(classById.get(elcId), requirement.req_name).toMatchObject({ elc_pro_id: projectId, elc_origin: "inherited", elc_locked: false, elc_origin_id: sourceElcId })
      expect(ptyIds(requirement).map((id: number) => propertyById.get(id))).toEqual(
        ptyIds(source).map((id: number) => expect.objectContaining({ pty_pro_id: projectId, pty_origin: "inherited", pty_origin_id: id })),
      )
    })
    // Copied: the classes the requirements name and those above them (the hierarchy kept); the rest stays the reference's, locked and live.
    const referenceClasses = new Map((await list(running.api, `/1.2/profile/element_classes?elc_pro_id=${referenceId}`)).map((c) => [c.elc_id, c]))
    const withAncestors = (id: number | null): number[] => (id === null ? [] : [id, ...withAncestors(referenceClasses.get(id)!.elc_parent_id)])
    const expected = new Set(original.flatMap((r) => withAncestors(r.req_elc_id)))
    expect(new Set(classes.filter((c) => c.elc_origin === "inherited").map((c) => c.elc_origin_id))).toEqual(expected)
    expect(classes.filter((c) => c.elc_origin !== "inherited").every((c) => c.elc_origin === "reference" && c.elc_locked && !expected.has(c.elc_id))).toBe(true)
    expect(classes).toHaveLength(referenceClasses.size)
  })

  it("given a project created from it without requirements, then its activities have none and it inherits the whole catalogue", async () => {
    const created = await user.api.post(`/1.2/profile/projects/${referenceId}/copy`, { pro_name: unique("Neubau ohne Anforderungen"), pro_with_requirements: false })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const project = await one(user.api, `/1.2/profile/projects/${created.body.pro_id}?statistics=true&nested=phases-processes`)
    let activities = 0
    for (const process of project.pro_pha_nested.flatMap((p: any) => p.pha_mst_nested.flatMap((m: any) => m.mst_prc_nested)))
      for (const activity of await list(user.api, `/1.2/profile/activities?act_prc_id=${process.prc_id}`)) {
        activities++
        expect(await list(user.api, `/1.2/profile/requirements?req_act_id=${activity.act_id}`)).toEqual([])
      }
    expect(activities).toBe(project.pro_act_count)
    const classes = await list(user.api, `/1.2/profile/element_classes?elc_pro_id=${created.body.pro_id}&filter=all`)
    expect(classes.length).toBeGreaterThan(0)
    expect(classes.every((c) => c.elc_origin === "reference" && c.elc_locked)).toBe(true)
  })

  it("given a project that is no reference project — one's own, someone else's, or none — then the same 404 as for an unknown id", async () => {
    const mine = await newProject(user.api)
    const others = await newProject(running.api)
    const template = await running.api.post("/1.2/profile/projects", { pro_name: unique("Geteilt"), pro_access_all: true })
    user.api.position = Math.max(user.api.position, running.api.position)
    for (const id of [mine.pro_id, others.pro_id, template.body.pro_id, 987_654_321]) {
      const answer = await user.api.get(`/1.2/reference/projects/${id}`)
      expect(answer.status, `${id}`).toBe(404)
      expect(answer.body).toEqual({ message: `Referenzprojekt mit der Id ${id} wurde nicht gefunden.`, internal_code: "NOT_FOUND", details: null })
    }
  })

  it("given an id that is no id, then 400; without a token, 401", async () => {
    expectProblem(await user.api.get("/1.2/reference/projects/abc"), 400, "VALIDATION")
    expectProblem(await new ApiClient(running.baseUrl, undefined).get(`/1.2/reference/projects/${referenceId}`), 401, "AUTH_NO_TOK")
  })

  it("given a reference project renamed by an app admin, then a reader waiting for that position sees the new name (read-your-writes)", async () => {
    const made = await running.api.post("/1.2/profile/projects", { pro_name: unique("Referenz Umbau"), pro_type_code: "pro-ref" })
    const name = unique("Referenz Umbau und Sanierung")
    expect((await running.api.patch(`/1.2/profile/projects/${made.body.pro_id}`, { pro_name: name })).status).toBe(200)
    const answer = await user.api.get(`/1.2/reference/projects/${made.body.pro_id}`, { "X-Min-Position": String(running.api.position) })
    expect(answer.status).toBe(200)
    expect(answer.body.pro_name).toBe(name)
    expect(answer.body.pro_change_date).toEqual(expect.any(String))
  })
})
