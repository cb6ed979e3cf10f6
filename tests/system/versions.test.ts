/**
 * Published versions (issue 11) against the running stack: publishing freezes the project's state under the
 * next number; `…/versions/{n}` answers the project read (and its exports) as it was answered then, whatever
 * changed since; each version's semantic version follows from the diff to the one before (major where a model
 * check could turn from pass to fail, minor otherwise); a version of nothing new is refused.
 */
import ExcelJS from "exceljs"
import JSZip from "jszip"
import { describe, expect, it } from "vitest"
import { invitePerson } from "../support/people"
import { useMailingStack } from "../support/mailing-stack"
import { expectProblem } from "../support/profile-fixtures"
import { buildProject } from "../support/rich-project"
import type { ApiClient } from "../support/stack"

const { inbox, stack: running } = useMailingStack()

const publish = async (api: ApiClient, projectId: number, body: object = {}) => {
  const answer = await api.post(`/1.2/profile/projects/${projectId}/versions`, body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body as { ver_number: number; ver_position: number; ver_id: number; ver_hash: string | null }
}

/** The names of the IDS files' specifications in a project's IDS zip. */
const download = async (api: ApiClient, path: string) => {
  const answer = await fetch(`${api.baseUrl}${path}`, { headers: { Authorization: `Bearer ${api.token}` } })
  expect(answer.status, path).toBe(200)
  return answer.arrayBuffer()
}

const specificationNames = async (api: ApiClient, path: string) => {
  const zip = await JSZip.loadAsync(await download(api, path))
  const names: string[] = []
  for (const file of Object.values(zip.files)) for (const match of (await file.async("string")).matchAll(/<(?:ids:)?specification [^>]*name="([^"]+)"/g)) names.push(match[1]!)
  return names.sort()
}

describe("published versions", () => {
  it("freeze the project: …/versions/{n} answers the project read of then, with nesting and statistics, after any change", async () => {
    const { api } = running
    const b = await buildProject(api)
    const path = `/1.2/profile/projects/${b.project.pro_id}`
    const then = (await api.get(`${path}?nested=phases-processes&statistics=true`)).body
    const published = await publish(api, b.project.pro_id, { ver_title: " Ausschreibung ", ver_note: "Für die Submission" })
    expect(published).toMatchObject({ ver_number: 1, ver_title: "Ausschreibung", ver_note: "Für die Submission", ver_pro_id: b.project.pro_id })
    expect(published.ver_position).toBe(api.position - 1)
    // Its hash is the log's tamper-evident hash of the last event it shows.
    const [last] = await running.stack.db.sql.query<{ h: string }>(
      "SELECT encode(hash, 'hex') AS h FROM events WHERE stream_id = $1 AND global_position <= $2 ORDER BY stream_version DESC LIMIT 1",
      [`project-${b.project.pro_id}`, published.ver_position],
    )
    expect(published.ver_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(published.ver_hash).toBe(last!.h)
    expect((await api.get(`${path}/versions`)).body[0].ver_hash).toBe(published.ver_hash)

    expect((await api.patch(`/1.2/profile/milestones/${b.milestone.mst_id}`, { mst_name: "Vorprojekt (neu)" })).status).toBe(200)
    expect((await api.patch(path, { pro_name: "Später umbenannt" })).status).toBe(200)
    const version = await api.get(`${path}/versions/1?nested=phases-processes&statistics=true`)
    expect(version.status).toBe(200)
    expect(version.body).toEqual(then)
    expect(version.headers.get("x-version")).toBe("1")
    expect(Number(version.headers.get("x-as-of-position"))).toBe(published.ver_position)
  })

  it("are numbered with semantic versions from the diff: a new required requirement is major, a rename minor; nothing new is refused", async () => {
    const { api } = running
    const b = await buildProject(api)
    const versions = `/1.2/profile/projects/${b.project.pro_id}/versions`
    await publish(api, b.project.pro_id)
    const again = await api.post(versions, {})
    expectProblem(again, 409)
    expect(again.body.message).toMatch(/Seit Version 1/)

    expect((await api.patch(`/1.2/profile/milestones/${b.milestone.mst_id}`, { mst_name: "Vorprojekt (neu)" })).status).toBe(200)
    await publish(api, b.project.pro_id, { ver_title: "Umbenannt" })
    const stricter = await api.post("/1.2/profile/requirements", { req_act_id: b.activity.act_id, req_name: "Stützen", req_cardinality: "required", req_applicability: [{ facet: "entity", name: { simple: "IFCCOLUMN" }, predefined_type: null }] })
    expect(stricter.status, JSON.stringify(stricter.body)).toBe(201)
    await publish(api, b.project.pro_id)

    const list = await api.get(versions)
    expect(list.status).toBe(200)
    expect(list.body.map((v: any) => [v.ver_number, v.ver_semver, v.ver_bump])).toEqual([
      [3, "2.0.0", "major"],
      [2, "1.1.0", "minor"],
      [1, "1.0.0", "initial"],
    ])
    expect(list.body[0].ver_major_changes).toBeGreaterThan(0)
    expect(list.body[1]).toMatchObject({ ver_title: "Umbenannt", ver_major_changes: 0 })
    expect(list.body[1].ver_minor_changes).toBeGreaterThan(0)
    expect(list.body[2].ver_create_user).toEqual(expect.any(String))
  })

  it("export as they were: the IDS of version 1 has the requirements of then, not those added since", async () => {
    const { api } = running
    const b = await buildProject(api)
    const before = await api.post("/1.2/profile/requirements", { req_act_id: b.activity.act_id, req_name: "Wände vor Version 1", req_applicability: [{ facet: "entity", name: { simple: "IFCWALL" }, predefined_type: null }] })
    expect(before.status, JSON.stringify(before.body)).toBe(201)
    await publish(api, b.project.pro_id)
    const added = await api.post("/1.2/profile/requirements", { req_act_id: b.activity.act_id, req_name: "Neu nach Version 1", req_applicability: [{ facet: "entity", name: { simple: "IFCSLAB" }, predefined_type: null }] })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    const atVersion = await specificationNames(api, `/1.2/profile/projects/${b.project.pro_id}/versions/1/ids`)
    const now = await specificationNames(api, `/1.2/profile/projects/${b.project.pro_id}/ids`)
    expect(now.some((name) => name.includes("Neu nach Version 1"))).toBe(true)
    expect(atVersion.some((name) => name.includes("Neu nach Version 1"))).toBe(false)
    expect(atVersion.some((name) => name.includes("Wände vor Version 1"))).toBe(true)

    // The reports and the Excel profile of a version say which point of the history they show.
    const version = (await api.get(`/1.2/profile/projects/${b.project.pro_id}/versions`)).body[0]
    const report = new ExcelJS.Workbook()
    await report.xlsx.load(await download(api, `/1.2/profile/projects/${b.project.pro_id}/versions/1/report.xlsx`))
    const overview = report.worksheets[0]!.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []))
    expect(overview).toContainEqual(["Stand (Position im Verlauf)", String(version.ver_position)])
    const profile = new ExcelJS.Workbook()
    await profile.xlsx.load(await download(api, `/1.2/profile/projects/${b.project.pro_id}/versions/1/profile.xlsx`))
    expect(profile.description).toBe(`as_of=${version.ver_position}`)
  })

  it("are read by readers, published only by writers; an unknown version is a 404", async () => {
    const { api } = running
    const b = await buildProject(api)
    const reader = await invitePerson(api, inbox, { name: "Leserin" })
    const granted = await api.post(`/1.2/profile/projects/${b.project.pro_id}/permissions`, { usr_email: reader.email, roles: ["read"] })
    expect(granted.status, JSON.stringify(granted.body)).toBeLessThan(300)
    await publish(api, b.project.pro_id)
    expectProblem(await reader.api.post(`/1.2/profile/projects/${b.project.pro_id}/versions`, {}), 401)
    expect((await reader.api.get(`/1.2/profile/projects/${b.project.pro_id}/versions`)).body).toHaveLength(1)
    expect((await reader.api.get(`/1.2/profile/projects/${b.project.pro_id}/versions/1`)).status).toBe(200)
    expectProblem(await api.get(`/1.2/profile/projects/${b.project.pro_id}/versions/7`), 404)
    expectProblem(await api.post(`/1.2/profile/projects/${b.project.pro_id}/versions`, { ver_title: 5 }), 400)
  })
})
