/**
 * Time travel (issue 11) against the running stack: `?as_of=<position | ISO time>` on a project's GETs answers
 * exactly what the same GET answered live at that point — the same reads over the project's read models
 * folded up to there — whatever changed, was added or deleted since.
 */
import ExcelJS from "exceljs"
import { describe, expect, it } from "vitest"
import { finishedJob } from "../support/jobs"
import type { ApiClient } from "../support/stack"
import { created, expectProblem, newProcess, newProject, unique } from "../support/profile-fixtures"
import { buildProject, mappedIn } from "../support/rich-project"
import { useMailingStack } from "../support/mailing-stack"
import { invitePerson } from "../support/people"

const { inbox, stack: running } = useMailingStack()

type Built = Awaited<ReturnType<typeof buildProject>>

/** The GETs a user's screens make of one project (list and one of each kind, with nesting and statistics). */
const projectReads = (b: Built) => [
  `/1.2/profile/projects/${b.project.pro_id}`,
  `/1.2/profile/projects/${b.project.pro_id}?nested=phases-processes&statistics=true`,
  `/1.2/profile/phases?pha_pro_id=${b.project.pro_id}&nested=milestones-processes`,
  `/1.2/profile/milestones?mst_pro_id=${b.project.pro_id}&nested=activities&statistics=true`,
  `/1.2/profile/milestones/${b.milestone.mst_id}`,
  `/1.2/profile/processes?prc_mst_id=${b.milestone.mst_id}&nested=activities`,
  `/1.2/profile/processes/${b.process.prc_id}`,
  `/1.2/profile/activities?act_pro_id=${b.project.pro_id}`,
  `/1.2/profile/activities/${b.activity.act_id}`,
  `/1.2/profile/roles_project?rop_pro_id=${b.project.pro_id}`,
  `/1.2/profile/element_classes?elc_pro_id=${b.project.pro_id}`,
  `/1.2/profile/element_classes/${b.wall.elc_id}`,
  `/1.2/profile/properties?pty_pro_id=${b.project.pro_id}`,
  `/1.2/profile/requirements?req_act_id=${b.activity.act_id}`,
  `/1.2/profile/requirements/${b.requirement.req_id}`,
]

const readAll = async (api: ApiClient, paths: readonly string[], asOf?: string | number) => {
  const answers: Record<string, unknown> = {}
  for (const path of paths) {
    const answer = await api.get(asOf === undefined ? path : `${path}${path.includes("?") ? "&" : "?"}as_of=${encodeURIComponent(String(asOf))}`)
    expect(answer.status, `${path} as of ${asOf}: ${JSON.stringify(answer.body)}`).toBe(200)
    answers[path] = answer.body
  }
  return answers
}

/** Changes everything the reads show: renames, a move, deletions, new items. */
const changeEverything = async (api: ApiClient, b: Built) => {
  const ok = (answer: { status: number; body: unknown }, what: string) => expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeLessThan(300)
  ok(await api.patch(`/1.2/profile/projects/${b.project.pro_id}`, { pro_name: unique("Umbenannt") }), "rename project")
  ok(await api.patch(`/1.2/profile/milestones/${b.milestone.mst_id}`, { mst_name: "Vorprojekt (neu)" }), "rename milestone")
  ok(await api.patch(`/1.2/profile/activities/${b.activity.act_id}`, { act_name: "Modell nachliefern" }), "rename activity")
  ok(await api.patch(`/1.2/profile/element_classes/${b.wall.elc_id}`, { elc_name: "Wand tragend", elc_ifc: mappedIn("IfcWallStandardCase") }), "change class")
  ok(await api.delete(`/1.2/profile/requirements/${b.requirement.req_id}`), "delete requirement")
  ok(await api.delete(`/1.2/profile/milestones/${b.second.mst_id}`), "delete milestone")
  await newProcess(api, b.milestone.mst_id, "Neu")
  created(await api.post("/1.2/profile/element_classes", { elc_pro_id: b.project.pro_id, elc_name: "Stütze", elc_ifc: mappedIn("IfcColumn") }), "new class")
}

describe("GET … ?as_of= (time travel)", () => {
  it("answers every project read as it was answered live at that position and at that time, after changes, additions and deletions", async () => {
    const { api } = running
    const b = await buildProject(api)
    const paths = projectReads(b)
    const then = await readAll(api, paths)
    const position = api.position
    // recorded_at is the database's clock at the commit: a moment later, and before the next change.
    await new Promise((resolve) => setTimeout(resolve, 30))
    const time = new Date().toISOString()
    await new Promise((resolve) => setTimeout(resolve, 30))

    await changeEverything(api, b)
    const now = await readAll(api, paths.filter((p) => !p.includes(`/requirements/${b.requirement.req_id}`) && !p.endsWith(`/milestones/${b.second.mst_id}`)))
    expect(now[paths[0]!]).not.toEqual(then[paths[0]!])

    expect(await readAll(api, paths, position)).toEqual(then)
    expect(await readAll(api, paths, time)).toEqual(then)
    // The point it shows: the project's last event at or before the asked one.
    const answer = await api.get(`/1.2/profile/projects/${b.project.pro_id}?as_of=${position + 1_000_000}`)
    expect(Number(answer.headers.get("x-as-of-position"))).toBe(api.position)
    expect((await api.get(`/1.2/profile/projects/${b.project.pro_id}?as_of=${time}`)).headers.get("x-as-of-position")).toBe(String(position))
  })

  it("shows what was deleted since, and nothing of what came later", async () => {
    const { api } = running
    const b = await buildProject(api)
    const position = api.position
    await changeEverything(api, b)
    expect((await api.get(`/1.2/profile/milestones/${b.second.mst_id}`)).status).toBe(404)
    const deleted = await api.get(`/1.2/profile/milestones/${b.second.mst_id}?as_of=${position}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body.mst_name).toBe("Bauprojekt")
    const classes = await api.get(`/1.2/profile/element_classes?elc_pro_id=${b.project.pro_id}&as_of=${position}`)
    expect(classes.body.map((c: { elc_name: string }) => c.elc_name)).toEqual(["Wand"])
  })

  it("refuses a point before the project existed (404), a malformed as_of and one without a project (400)", async () => {
    const { api } = running
    const before = api.position
    const project = await newProject(api)
    expectProblem(await api.get(`/1.2/profile/projects/${project.pro_id}?as_of=${before}`), 404)
    expectProblem(await api.get(`/1.2/profile/projects/${project.pro_id}?as_of=2000-01-01`), 404)
    for (const bad of ["gestern", "0", "-3", "2026-13-45", "12abc"]) {
      const answer = await api.get(`/1.2/profile/projects/${project.pro_id}?as_of=${bad}`)
      expectProblem(answer, 400)
      expect(answer.body.fields?.as_of ?? answer.body.message, bad).toMatch(/as_of/)
    }
    expectProblem(await api.get(`/1.2/profile/projects?as_of=${api.position}`), 400)
  })

  it("decides who may read by today's rights: a stranger is refused as without as_of", async () => {
    const { api } = running
    const b = await buildProject(api)
    const stranger = (await invitePerson(api, inbox, { name: "Fremde" })).api
    const live = await stranger.get(`/1.2/profile/projects/${b.project.pro_id}`)
    const asOf = await stranger.get(`/1.2/profile/projects/${b.project.pro_id}?as_of=${api.position}`)
    expect(asOf.status).toBe(live.status)
    expect(asOf.status).toBeGreaterThanOrEqual(400)
    const entity = await stranger.get(`/1.2/profile/milestones/${b.milestone.mst_id}?as_of=${api.position}`)
    expect(entity.status).toBe(404)
  })

  it("exports as of a point with the export job: the file and the kept document say which point", async () => {
    const { api } = running
    const b = await buildProject(api)
    const position = api.position
    await changeEverything(api, b)
    const started = await api.post("/1.2/profile/exports", { exp_pro_id: b.project.pro_id, exp_scope: "project", exp_format: "report_xlsx", exp_language: "de", exp_as_of: position })
    expect(started.status, JSON.stringify(started.body)).toBe(201)
    const job = await finishedJob(api, started.body.job_id)
    expect(job.job_state, JSON.stringify(job)).toBe("completed")
    expect(job.job_result.position).toBe(position)
    const file = await fetch(`${api.baseUrl}/1.2/profile/documents/${job.job_result.doc_id}/content`, { headers: { Authorization: `Bearer ${api.token}` } })
    expect(file.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await file.arrayBuffer())
    const rows = book.worksheets[0]!.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []))
    expect(rows).toContainEqual(["Stand (Position im Verlauf)", String(position)])
    // The milestone sheet lists the milestone deleted since, under its name of then.
    const milestones = book.worksheets.flatMap((sheet) => sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row : [])))
    expect(milestones).toContain("Bauprojekt")
    expect(milestones).not.toContain("Vorprojekt (neu)")
    const document = (await api.get(`/1.2/profile/documents/${job.job_result.doc_id}`)).body
    expect(document.doc_as_of_position).toBe(position)

    const before = await api.post("/1.2/profile/exports", { exp_pro_id: b.project.pro_id, exp_scope: "project", exp_format: "report_xlsx", exp_as_of: 1 })
    expect(before.status).toBe(201)
    const refused = await finishedJob(api, before.body.job_id)
    expect(refused.job_state).toBe("failed")
    expect(refused.job_error).toMatch(/bestand zu diesem Zeitpunkt noch nicht/)
  })
})
