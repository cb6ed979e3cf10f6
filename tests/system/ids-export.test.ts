/**
 * An activity's IDS 1.0 file (issue 10) as a planner downloads it from the running stack: for every activity of
 * the reference project with requirements, a file the official XSD accepts (checked here again, apart from the
 * product's own check), with the schema location, `info` and one specification per requirement the activity
 * has; written for another IFC version with the spec's warning and that version's entities; a file name with
 * the project, the process and the activity. An activity without requirements, an unknown version and an
 * activity the reader may not see are refused with a reason.
 */
import { checkIdsSchema } from "@bimprofile/infra/ids/ids-schema-check"
import JSZip from "jszip"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { created, list } from "../support/profile-fixtures"
import { type RunningStack, startTestStack } from "../support/stack"

let running: RunningStack
let referenceId: number
let activities: any[]
const requirementsOf = new Map<number, any[]>()

beforeAll(async () => {
  running = await startTestStack({ engine: "pglite" })
  referenceId = (await running.api.get("/status/info")).body.default_project_id
  activities = await list(running.api, `/1.2/profile/activities?act_pro_id=${referenceId}`)
  for (const activity of activities) requirementsOf.set(activity.act_id, await list(running.api, `/1.2/profile/requirements?req_act_id=${activity.act_id}`))
})
afterAll(async () => {
  await running?.stop()
})

const elements = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}[ >]`, "gu"))].length

describe("an activity's IDS export", () => {
  it("writes every activity of the reference project with requirements as a file the official XSD accepts, one specification per requirement", async () => {
    const withRequirements = activities.filter((a) => requirementsOf.get(a.act_id)!.length > 0)
    expect(withRequirements.length).toBeGreaterThan(5)
    for (const activity of withRequirements) {
      const answer = await running.api.get(`/1.2/profile/activities/${activity.act_id}/ids`)
      expect(answer.status, activity.act_name).toBe(200)
      expect(answer.headers.get("content-type")).toContain("application/xml")
      const xml = answer.body as string
      expect(checkIdsSchema(xml), activity.act_name).toEqual([])
      expect(xml).toContain('xsi:schemaLocation="http://standards.buildingsmart.org/IDS http://standards.buildingsmart.org/IDS/1.0/ids.xsd"')
      // The reference catalogue maps every class and property in all three versions alike: one specification each.
      expect(elements(xml, "specification"), activity.act_name).toBe(requirementsOf.get(activity.act_id)!.length)
      expect(xml).toMatch(/<entity>\s*<name>\s*<simpleValue>IFC[A-Z0-9]+<\/simpleValue>/u)
      expect(xml).not.toMatch(/<simpleValue>Ifc[A-Z]/u)
    }
  })

  it("fills info from the activity and names the file after project, process and activity", async () => {
    const activity = activities.find((a) => a.act_name === "Fachmodell Architektur liefern")!
    const answer = await running.api.get(`/1.2/profile/activities/${activity.act_id}/ids`)
    const xml = answer.body as string
    if (process.env.IDS_DUMP) (await import("node:fs")).writeFileSync(process.env.IDS_DUMP, xml)
    expect(answer.headers.get("content-disposition")).toContain(`filename="${referenceId}_${activity.act_prc_id}_Fachmodell-Architektur-liefern.ids"`)
    expect(xml).toMatch(/<title>.*Fachmodell Architektur liefern<\/title>/u)
    expect(xml).toMatch(/<date>\d{4}-\d{2}-\d{2}<\/date>/u)
    expect(xml).toMatch(/<author>[^<@]+@[^<]+\.[^<]+<\/author>/u)
    expect(xml).toContain(`<purpose>`)
    expect(xml).toContain(`${activity.act_rop_provider_name} → ${activity.act_rop_receiver_name}`)
    expect(xml).toMatch(/<milestone>[^<]+<\/milestone>/u)
    const check = await running.api.get(`/1.2/profile/activities/${activity.act_id}/ids/check`)
    expect(check.body).toMatchObject({ schema_valid: true, valid: true, warning: null, schema_findings: [], ifc_problems: [], omissions: [] })
    // Wand, Aussenwand and Innenwand are all IfcWall: the two special ones apply only where IsExternal says so.
    expect(check.body.overlaps).toEqual([])
    expect(xml).toMatch(/<specification name="Aussenwand"[^>]*>\s*<applicability[^>]*>\s*<entity>[\s\S]*?IsExternal[\s\S]*?<simpleValue>true<\/simpleValue>[\s\S]*?<\/applicability>/u)
    expect(check.body.file_name).toBe(`${referenceId}_${activity.act_prc_id}_Fachmodell-Architektur-liefern.ids`)
  })

  it("writes a file for another IFC version with the spec's warning, in that version's entities", async () => {
    const activity = activities.find((a) => a.act_name === "Fachmodell Architektur liefern")!
    const check = await running.api.get(`/1.2/profile/activities/${activity.act_id}/ids/check?ifc_version=IFC2X3`)
    expect(check.status).toBe(200)
    expect(check.body.ifc_versions).toEqual(["IFC2X3"])
    expect(check.body.project_ifc_version).not.toBe("IFC2X3")
    expect(check.body.warning).toContain("Vollständigkeit ist nicht garantiert")
    const xml = (await running.api.get(`/1.2/profile/activities/${activity.act_id}/ids?ifc_version=IFC2X3`)).body as string
    expect(checkIdsSchema(xml)).toEqual([])
    expect(xml).toContain('ifcVersion="IFC2X3"')
    expect(xml).not.toContain("IFC4X3_ADD2")
  })

  it("zips the files of a process's and of the whole project's activities with requirements, each XSD-valid", async () => {
    const bytes = async (url: string) => {
      const response = await fetch(`${running.baseUrl}${url}`, { headers: { Authorization: `Bearer ${running.api.token}` } })
      expect(response.status, url).toBe(200)
      expect(response.headers.get("content-type")).toBe("application/zip")
      return { zip: await JSZip.loadAsync(await response.arrayBuffer()), disposition: response.headers.get("content-disposition") ?? "" }
    }
    const withRequirements = activities.filter((a) => requirementsOf.get(a.act_id)!.length > 0)
    const project = await bytes(`/1.2/profile/projects/${referenceId}/ids`)
    expect(project.disposition).toContain(`filename="${referenceId}_IDS.zip"`)
    const names = Object.keys(project.zip.files)
    expect(names).toHaveLength(withRequirements.length)
    for (const name of names) expect(checkIdsSchema(await project.zip.file(name)!.async("string")), name).toEqual([])
    const activity = withRequirements[0]
    const process = await bytes(`/1.2/profile/processes/${activity.act_prc_id}/ids?ifc_version=IFC4`)
    const inProcess = withRequirements.filter((a) => a.act_prc_id === activity.act_prc_id)
    expect(Object.keys(process.zip.files)).toHaveLength(inProcess.length)
    for (const name of Object.keys(process.zip.files)) {
      expect(name).toMatch(new RegExp(`^${referenceId}_${activity.act_prc_id}_.+_IFC4\\.ids$`, "u"))
      expect(await process.zip.file(name)!.async("string")).toContain('ifcVersion="IFC4"')
    }
  })

  it("refuses an activity without requirements, an unknown version, and an activity the reader cannot see", async () => {
    const { api } = running
    const project = created(await api.post("/1.2/profile/projects", { pro_name: `IDS leer ${Date.now()}` }), "project").pro_id
    const phase = (await list(api, `/1.2/profile/phases?pha_pro_id=${project}`))[0]
    const milestone = created(await api.post("/1.2/profile/milestones", { mst_pha_id: phase.pha_id, mst_name: "M1" }), "milestone").mst_id
    const process = created(await api.post("/1.2/profile/processes", { prc_mst_id: milestone, prc_name: "P1" }), "process").prc_id
    const activity = created(await api.post("/1.2/profile/activities", { act_prc_id: process, act_name: "A1" }), "activity").act_id
    const empty = await api.get(`/1.2/profile/activities/${activity}/ids`)
    expect(empty.status).toBe(409)
    expect(empty.body.message).toContain("keine Anforderungen")
    expect((await api.get(`/1.2/profile/activities/${activity}/ids/check`)).body).toMatchObject({ valid: false, schema_valid: false, specifications: 0 })
    const badVersion = await api.get(`/1.2/profile/activities/${activity}/ids?ifc_version=IFC5`)
    expect(badVersion.status).toBe(400)
    expect(badVersion.body.details.ifc_version).toContain("IFC5")
    expect((await api.get(`/1.2/profile/activities/99999999/ids`)).status).toBe(404)
    const emptyZip = await api.get(`/1.2/profile/processes/${process}/ids`)
    expect(emptyZip.status).toBe(409)
    expect(emptyZip.body.message).toContain("Keine Aktivität hat Anforderungen")

    // Two requirements on the same objects: the check names them as overlapping.
    const slab = [{ facet: "entity", name: { simple: "IFCSLAB" }, predefined_type: null }]
    for (const name of ["Decke", "Bodenplatte"]) expect((await api.post("/1.2/profile/requirements", { req_act_id: activity, req_name: name, req_applicability: slab })).status).toBe(201)
    const overlapping = (await api.get(`/1.2/profile/activities/${activity}/ids/check`)).body
    expect(overlapping.overlaps).toEqual([{ ifc_versions: [overlapping.project_ifc_version], specifications: ["Decke", "Bodenplatte"] }])
  })
})
