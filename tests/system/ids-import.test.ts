/**
 * IDS 1.0 import into an activity (issue 10) on the running stack: every official test case and example in
 * ../shared/ids imports and exports again (without an IFC version) to a file the XSD accepts and that means
 * the same as the original (tests/support/ids-canonical.ts, a generic XML reading, not the product's reader);
 * the catalogue learns the file's entities and properties, reusing what the project has; a file that is not
 * IDS 1.0 — no XML, a DTD with entities, an XSD error, the wrong media type, more than 50 MB — is refused
 * with the reason (and the line) and nothing is stored.
 */
import fs from "node:fs"
import path from "node:path"
import { checkIdsSchema } from "@bimprofile/infra/ids/ids-schema-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { canonicalIds } from "../support/ids-canonical"
import { created, list } from "../support/profile-fixtures"
import { type RunningStack, startTestStack } from "../support/stack"

const SHARED_IDS = path.resolve(import.meta.dirname, "../../../shared/ids")
const officialFiles = () => [
  ...fs.readdirSync(path.join(SHARED_IDS, "testcases")).flatMap((facet) =>
    fs.readdirSync(path.join(SHARED_IDS, "testcases", facet)).filter((f) => f.endsWith(".ids")).map((f) => path.join(SHARED_IDS, "testcases", facet, f)),
  ),
  ...fs.readdirSync(path.join(SHARED_IDS, "examples")).map((f) => path.join(SHARED_IDS, "examples", f)),
]

let running: RunningStack
let processId: number
let projectId: number
let n = 0

/** A new project with a process to import into. */
const newProject = async () => {
  const { api } = running
  projectId = created(await api.post("/1.2/profile/projects", { pro_name: `IDS-Import ${Date.now()} ${n}` }), "project").pro_id
  const phase = (await list(api, `/1.2/profile/phases?pha_pro_id=${projectId}`))[0]
  const milestone = created(await api.post("/1.2/profile/milestones", { mst_pha_id: phase.pha_id, mst_name: "Import" }), "milestone").mst_id
  processId = created(await api.post("/1.2/profile/processes", { prc_mst_id: milestone, prc_name: "IDS" }), "process").prc_id
}

beforeAll(async () => {
  running = await startTestStack({ engine: "pglite" })
  await newProject()
})
afterAll(async () => {
  await running?.stop()
})

const newActivity = async () => created(await running.api.post("/1.2/profile/activities", { act_prc_id: processId, act_name: `Aktivität ${++n}` }), "activity").act_id as number

describe("importing an IDS file into an activity", () => {
  it("imports every official test case and example and exports it again to an XSD-valid file meaning the same", async () => {
    const files = officialFiles()
    expect(files.length).toBeGreaterThanOrEqual(47)
    for (const file of files) {
      const original = fs.readFileSync(file, "utf8")
      const activityId = await newActivity()
      const answer = await running.api.call("POST", `/1.2/profile/activities/${activityId}/ids`, original, { "Content-Type": "application/xml" })
      expect(answer.status, `${path.basename(file)}: ${JSON.stringify(answer.body)}`).toBe(201)
      const exported = await running.api.get(`/1.2/profile/activities/${activityId}/ids`)
      expect(exported.status, path.basename(file)).toBe(200)
      expect(checkIdsSchema(exported.body as string), path.basename(file)).toEqual([])
      expect(canonicalIds(exported.body as string), path.basename(file)).toEqual(canonicalIds(original))
    }
  })

  it("makes the file's entities and properties catalogue items, reusing those the project has, and reports them", async () => {
    await newProject()
    const file = fs.readFileSync(path.join(SHARED_IDS, "examples", "IDS_wooden-windows.ids"), "utf8")
    const first = await running.api.call("POST", `/1.2/profile/activities/${await newActivity()}/ids`, file, { "Content-Type": "application/xml" })
    expect(first.status).toBe(201)
    expect(first.body.reused).toEqual({ element_classes: [], properties: [] })
    const window = first.body.created.element_classes.find((c: any) => c.elc_name === "IfcWindow")
    expect(window).toBeDefined()
    expect(first.body.created.properties.length).toBeGreaterThan(0)
    expect(first.body.requirements.length).toBe((file.match(/<ids:specification /gu) ?? []).length)
    const classes = await list(running.api, `/1.2/profile/element_classes?elc_pro_id=${projectId}`)
    expect(classes.find((c) => c.elc_id === window.elc_id).elc_ifc).toEqual([{ ifc_version: "IFC2X3", entity: "IfcWindow", predefined_type: null }])
    // The same file again, into another activity: nothing new in the catalogue.
    const second = await running.api.call("POST", `/1.2/profile/activities/${await newActivity()}/ids`, file, { "Content-Type": "application/xml" })
    expect(second.status).toBe(201)
    expect(second.body.created).toEqual({ element_classes: [], properties: [] })
    expect(second.body.reused.element_classes.map((c: any) => c.elc_id)).toContain(window.elc_id)
  })

  it("takes the file as a multipart form with one file", async () => {
    const form = new FormData()
    form.append("file", new Blob([fs.readFileSync(path.join(SHARED_IDS, "testcases", "entity", "pass-a_matching_entity_should_pass.ids"))], { type: "application/xml" }), "a.ids")
    const response = await fetch(`${running.baseUrl}/1.2/profile/activities/${await newActivity()}/ids`, { method: "POST", body: form, headers: { Authorization: `Bearer ${running.api.token}` } })
    expect(response.status, await response.clone().text()).toBe(201)
  })

  it("refuses what is not IDS 1.0 with the reason and the line, storing nothing", async () => {
    const activityId = await newActivity()
    const refusals: [string, string | RegExp][] = [
      ["Das ist keine XML-Datei.", /Zeile 1/u],
      ['<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>\n<ids>&lol2;</ids>', "DTD"],
      ['<?xml version="1.0"?>\n<!DOCTYPE ids [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<ids>&xxe;</ids>', "DTD"],
      ['<?xml version="1.0"?>\n<ids xmlns="http://standards.buildingsmart.org/IDS">\n  <info><title>T</title></info>\n  <specifications/>\n</ids>', /Zeile 4/u],
      ['<?xml version="1.0"?>\n<ids xmlns="http://example.org/other"><info/></ids>', /Zeile 2/u],
    ]
    for (const [body, reason] of refusals) {
      const answer = await running.api.call("POST", `/1.2/profile/activities/${activityId}/ids`, body, { "Content-Type": "application/xml" })
      expect(answer.status, body).toBe(400)
      expect(answer.body.internal_code).toBe("IDS_INVALID")
      expect(answer.body.message).toMatch(reason)
      expect(answer.body.message).not.toContain("root:")
    }
    expect((await running.api.call("POST", `/1.2/profile/activities/${activityId}/ids`, "", { "Content-Type": "application/xml" })).status).toBe(400)
    expect((await running.api.call("POST", `/1.2/profile/activities/${activityId}/ids`, "{}", { "Content-Type": "application/json" })).status).toBe(415)
    const tooLarge = await fetch(`${running.baseUrl}/1.2/profile/activities/${activityId}/ids`, {
      method: "POST",
      body: new Uint8Array(50 * 1024 * 1024 + 1),
      headers: { Authorization: `Bearer ${running.api.token}`, "Content-Type": "application/xml" },
    })
    expect(tooLarge.status).toBe(413)
    expect(await list(running.api, `/1.2/profile/requirements?req_act_id=${activityId}`)).toEqual([])
    expect((await running.api.get(`/1.2/profile/activities/${activityId}/ids/check`)).body.specifications).toBe(0)
  })
})
