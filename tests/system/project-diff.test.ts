/**
 * The project diff (issue 11) against the running stack: `GET /1.2/profile/projects/{id}/diff?from=&to=` between
 * two positions or two times answers the items added, removed and changed since, each major or minor as
 * docs/audit.md "Diff" says — a milestone renamed minor, a required facet added major, an enumeration narrowed
 * major, a requirement removed minor, an activity deleted with its requirements minor — and refuses bad points.
 */
import { describe, expect, it } from "vitest"
import type { ApiClient } from "../support/stack"
import { created, expectProblem, newActivity, newMilestone, newProcess, newProject, newRole, unique } from "../support/profile-fixtures"
import { useMailingStack } from "../support/mailing-stack"
import { invitePerson } from "../support/people"

const { inbox, stack: running } = useMailingStack()

const enumeration = (...values: string[]) => ({ restriction: { base: "xs:string", facets: values.map((value) => ({ kind: "enumeration", value })) } })
const propertyFacet = (name: string, value: unknown, cardinality = "required") => ({
  facet: "property",
  pty_id: null,
  property_set: { simple: "Pset_WallCommon" },
  base_name: { simple: name },
  value,
  // IDS asks a data type of a property facet with a value.
  data_type: value === null ? null : "IFCLABEL",
  uri: null,
  cardinality,
  instructions: null,
})
const walls = [{ facet: "entity", name: { simple: "IFCWALL" }, predefined_type: null }]

/** A project with two activities, one with two requirements (one with an enumeration), one with one. */
const buildProject = async (api: ApiClient) => {
  const project = await newProject(api, unique("Vergleich"))
  const milestone = await newMilestone(api, project.phases.planung, "Vorprojekt")
  const process = await newProcess(api, milestone.mst_id, "Koordination")
  const role = await newRole(api, project.pro_id, "Architektur")
  const delivery = await newActivity(api, process.prc_id, "Modell liefern", { provider: role.rop_id, receiver: role.rop_id })
  const review = await newActivity(api, process.prc_id, "Modell prüfen", { provider: role.rop_id, receiver: role.rop_id })
  const requirement = (activityId: number, name: string, facets: unknown[]) =>
    api.post("/1.2/profile/requirements", { req_act_id: activityId, req_name: name, req_applicability: walls, req_facets: facets }).then((a) => created(a, name) as { req_id: number })
  const fire = await requirement(delivery.act_id, "Wände Brandschutz", [propertyFacet("FireRating", enumeration("EI30", "EI60"))])
  const external = await requirement(delivery.act_id, "Wände Aussen", [])
  const checked = await requirement(review.act_id, "Wände geprüft", [])
  return { project, milestone, delivery, review, fire, external, checked }
}

type Built = Awaited<ReturnType<typeof buildProject>>

const ok = (answer: { status: number; body: unknown }, what: string) => expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeLessThan(300)

/** The five changes of the brief, each through the API. */
const change = async (api: ApiClient, b: Built) => {
  ok(await api.patch(`/1.2/profile/milestones/${b.milestone.mst_id}`, { mst_name: "Vorprojekt (neu)" }), "rename milestone")
  ok(await api.patch(`/1.2/profile/requirements/${b.external.req_id}`, { req_facets: [propertyFacet("IsExternal", null)] }), "add a required facet")
  ok(await api.patch(`/1.2/profile/requirements/${b.fire.req_id}`, { req_facets: [propertyFacet("FireRating", enumeration("EI60"))] }), "narrow the enumeration")
  ok(await api.delete(`/1.2/profile/requirements/${b.external.req_id}`), "remove a requirement")
  ok(await api.delete(`/1.2/profile/activities/${b.review.act_id}`), "delete an activity")
}

const diff = (api: ApiClient, projectId: number, query: string) => api.get(`/1.2/profile/projects/${projectId}/diff?${query}`)

/** The changes as `entity id change severity`, in the answer's order. */
const lines = (body: { changes: { entity: string; entity_id: number; change: string; severity: string }[] }) => body.changes.map((c) => `${c.entity} ${c.entity_id} ${c.change} ${c.severity}`)

describe("GET /1.2/profile/projects/{id}/diff", () => {
  it("between two positions: a milestone renamed minor, a required facet added and an enumeration narrowed major, a requirement and an activity with its requirement removed minor", async () => {
    const { api } = running
    const b = await buildProject(api)
    const before = api.position
    await change(api, b)

    const answer = await diff(api, b.project.pro_id, `from=${before}&to=${api.position}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.from).toEqual({ position: before })
    expect(answer.body.to).toEqual({ position: api.position })
    // The facet added to "Wände Aussen" is gone with it: removed, a requirement fewer, minor.
    expect(lines(answer.body)).toEqual([
      `milestone ${b.milestone.mst_id} changed minor`,
      `activity ${b.review.act_id} removed minor`,
      `requirement ${b.fire.req_id} changed major`,
      `requirement ${b.external.req_id} removed minor`,
      `requirement ${b.checked.req_id} removed minor`,
    ])
    expect(answer.body.summary).toEqual({ added: 0, removed: 3, changed: 2, major: 1, minor: 4 })
    const byId = (id: number) => answer.body.changes.find((c: { entity_id: number }) => c.entity_id === id)
    expect(byId(b.milestone.mst_id)).toMatchObject({ entity_name: "Vorprojekt (neu)", parent_name: "Planung", fields: [{ field: "name", before: "Vorprojekt", after: "Vorprojekt (neu)", severity: "minor" }] })
    expect(byId(b.fire.req_id)).toMatchObject({
      entity_name: "Wände Brandschutz",
      parent_name: "Modell liefern",
      fields: [{ field: "facets[property:pset_wallcommon.firerating]", before: { value: enumeration("EI30", "EI60") }, after: { value: enumeration("EI60") }, severity: "major" }],
    })
    expect(byId(b.checked.req_id)).toMatchObject({ entity_name: "Wände geprüft", parent_name: "Modell prüfen" })
  })

  it("a required facet added is major; the working state is the default of `to`; from and to swapped mirror each other", async () => {
    const { api } = running
    const b = await buildProject(api)
    const before = api.position
    ok(await api.patch(`/1.2/profile/requirements/${b.external.req_id}`, { req_facets: [propertyFacet("IsExternal", null)] }), "add a required facet")
    const forward = await diff(api, b.project.pro_id, `from=${before}`)
    expect(forward.status, JSON.stringify(forward.body)).toBe(200)
    expect(forward.body.changes).toMatchObject([
      { entity: "requirement", entity_id: b.external.req_id, change: "changed", severity: "major", fields: [{ field: "facets[property:pset_wallcommon.isexternal]", before: null, severity: "major" }] },
    ])
    expect(forward.body.to).toEqual({ position: api.position })
    const back = await diff(api, b.project.pro_id, `from=now&to=${before}`)
    expect(back.body.changes).toMatchObject([{ entity_id: b.external.req_id, change: "changed", severity: "minor", fields: [{ before: forward.body.changes[0].fields[0].after, after: null }] }])
  })

  it("between two times: the same as between the positions then", async () => {
    const { api } = running
    const b = await buildProject(api)
    const before = api.position
    // recorded_at is the database's clock at the commit: a moment later, and before the next change.
    await new Promise((resolve) => setTimeout(resolve, 30))
    const from = new Date().toISOString()
    await new Promise((resolve) => setTimeout(resolve, 30))
    await change(api, b)
    const after = api.position
    await new Promise((resolve) => setTimeout(resolve, 30))
    const to = new Date().toISOString()
    ok(await api.patch(`/1.2/profile/milestones/${b.milestone.mst_id}`, { mst_name: "Später" }), "a change after `to`")

    const byTime = await diff(api, b.project.pro_id, `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)
    expect(byTime.status, JSON.stringify(byTime.body)).toBe(200)
    expect(byTime.body.from).toEqual({ position: before, time: from })
    expect(byTime.body.to).toEqual({ position: after, time: to })
    const byPosition = await diff(api, b.project.pro_id, `from=${before}&to=${after}`)
    expect(byTime.body.changes).toEqual(byPosition.body.changes)
    expect(byTime.body.summary).toEqual(byPosition.body.summary)
  })

  it("between two published versions, and a version against the working state", async () => {
    const { api } = running
    const b = await buildProject(api)
    const publish = async () => {
      const answer = await api.post(`/1.2/profile/projects/${b.project.pro_id}/versions`, {})
      expect(answer.status, JSON.stringify(answer.body)).toBe(201)
      return answer.body as { ver_number: number; ver_position: number }
    }
    const first = await publish()
    ok(await api.patch(`/1.2/profile/requirements/${b.fire.req_id}`, { req_facets: [propertyFacet("FireRating", enumeration("EI60"))] }), "narrow the enumeration")
    const second = await publish()
    ok(await api.patch(`/1.2/profile/milestones/${b.milestone.mst_id}`, { mst_name: "Vorprojekt (neu)" }), "rename milestone")

    const versions = await diff(api, b.project.pro_id, `from=v${first.ver_number}&to=v${second.ver_number}`)
    expect(versions.status, JSON.stringify(versions.body)).toBe(200)
    expect(versions.body.from).toMatchObject({ version: first.ver_number })
    expect(versions.body.from.position).toBeLessThanOrEqual(first.ver_position)
    expect(versions.body.to).toMatchObject({ version: second.ver_number })
    expect(lines(versions.body)).toEqual([`requirement ${b.fire.req_id} changed major`])
    const working = await diff(api, b.project.pro_id, `from=v${second.ver_number}`)
    expect(lines(working.body)).toEqual([`milestone ${b.milestone.mst_id} changed minor`])
  })

  it("refuses a malformed point (400 naming it), a missing from (400), a point before the project or a version it lacks (404)", async () => {
    const { api } = running
    const before = api.position
    const project = await newProject(api)
    for (const bad of ["gestern", "0", "-3", "2026-13-45", "v", "v1x", "12abc", ""]) {
      const from = await diff(api, project.pro_id, `from=${encodeURIComponent(bad)}`)
      expectProblem(from, 400)
      expect(from.body.details?.from, bad).toMatch(/^from/)
      const to = await diff(api, project.pro_id, `from=now&to=${encodeURIComponent(bad)}`)
      expectProblem(to, 400)
      expect(to.body.details?.to, bad).toMatch(/^to/)
    }
    expect((await diff(api, project.pro_id, "")).body.details?.from).toMatch(/^from fehlt/)
    expectProblem(await diff(api, project.pro_id, `from=${before}`), 404)
    expectProblem(await diff(api, project.pro_id, "from=2000-01-01"), 404)
    const version = await diff(api, project.pro_id, "from=v999")
    expectProblem(version, 404)
    expect(version.body.details?.from).toMatch(/v999/)
    expectProblem(await diff(api, 999_999_999, "from=now"), 404)
  })

  it("answers everyone who may read the project (a reader too), and refuses a stranger as the project's other reads do", async () => {
    const { api } = running
    const b = await buildProject(api)
    const reader = await invitePerson(api, inbox, { name: "Leserin" })
    ok(await api.post(`/1.2/profile/projects/${b.project.pro_id}/permissions`, { usr_email: reader.email, roles: ["read"] }), "grant read")
    const stranger = (await invitePerson(api, inbox, { name: "Fremder" })).api
    // The grant is read from the read models: wait until they have it.
    const read = await reader.api.get(`/1.2/profile/projects/${b.project.pro_id}/diff?from=now`, { "X-Min-Position": String(api.position) })
    expect(read.status, JSON.stringify(read.body)).toBe(200)
    expect(read.body.changes).toEqual([])
    const refused = await stranger.get(`/1.2/profile/projects/${b.project.pro_id}/diff?from=now`)
    expect(refused.status).toBe((await stranger.get(`/1.2/profile/projects/${b.project.pro_id}`)).status)
    expect(refused.status).toBeGreaterThanOrEqual(400)
  })
})
