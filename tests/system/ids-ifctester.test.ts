/**
 * The exported IDS files in IfcOpenShell's ifctester (PyPI, pinned in infra/scripts/install-python-tools.sh),
 * against small IFC models the test writes with IfcOpenShell (tests/ifc/ids_models.py): a model that carries what
 * the activity requires passes every specification; a model that breaks one kind of facet — an attribute, a
 * property (missing, or a value its restriction refuses), a classification, a material, a partOf relation — or
 * lacks the objects of a required specification fails exactly the specifications that require it. Run on the
 * reference project's "Fachmodell Architektur liefern" and on an activity whose requirements use the facets the
 * reference does not (material, partOf, values on attributes and classifications).
 */
import { execFile } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { created, list } from "../support/profile-fixtures"
import { type RunningStack, startTestStack } from "../support/stack"

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, "../..")
const PYTHON = path.join(root, ".venv-tools/bin/python")
const MODELS = path.join(root, "tests/ifc/ids_models.py")

let running: RunningStack
let dir: string

beforeAll(async () => {
  running = await startTestStack({ engine: "pglite" })
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bimp-ifctester-"))
})
afterAll(async () => {
  await running?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

const python = async (...args: string[]) => JSON.parse((await run(PYTHON, [MODELS, ...args], { maxBuffer: 16 * 1024 * 1024 })).stdout)

/** Writes the activity's IDS file, then for each case a model and ifctester's verdict on it. */
const audit = async (activityId: number, name: string) => {
  const answer = await running.api.get(`/1.2/profile/activities/${activityId}/ids`)
  expect(answer.status).toBe(200)
  const ids = path.join(dir, `${name}.ids`)
  fs.writeFileSync(ids, answer.body as string)
  return async (violation?: string) => {
    const model = path.join(dir, `${name}-${violation ?? "ok"}.ifc`)
    const written = (await python("write", ids, model, ...(violation ? [violation] : []))) as { must_fail: string[] }
    const verdicts = (await python("audit", ids, model)) as { name: string; passed: boolean }[]
    return { mustFail: written.must_fail, failed: verdicts.filter((v) => !v.passed).map((v) => v.name), all: verdicts.length }
  }
}

describe("exported IDS files in ifctester", () => {
  it("the reference project's architecture model: a complete model passes, each broken facet fails what requires it", async () => {
    const referenceId = (await running.api.get("/status/info")).body.default_project_id
    const activity = (await list(running.api, `/1.2/profile/activities?act_pro_id=${referenceId}`)).find((a) => a.act_name === "Fachmodell Architektur liefern")
    const check = await audit(activity.act_id, "architektur")
    const complete = await check()
    expect(complete.all).toBeGreaterThan(30)
    expect(complete.failed).toEqual([])
    for (const violation of ["attribute", "property", "property-value", "classification", "entity"]) {
      const outcome = await check(violation)
      expect(outcome.mustFail.length, violation).toBeGreaterThan(0)
      expect(outcome.failed.sort(), violation).toEqual(outcome.mustFail.sort())
    }
  })

  it("an activity requiring materials, a containing storey, an attribute's and a classification's value: each broken facet fails", async () => {
    const { api } = running
    const projectId = created(await api.post("/1.2/profile/projects", { pro_name: `ifctester ${Date.now()}`, pro_isc_id: 2 }), "project").pro_id
    const phase = (await list(api, `/1.2/profile/phases?pha_pro_id=${projectId}`))[0]
    const milestone = created(await api.post("/1.2/profile/milestones", { mst_pha_id: phase.pha_id, mst_name: "M" }), "milestone").mst_id
    const process = created(await api.post("/1.2/profile/processes", { prc_mst_id: milestone, prc_name: "P" }), "process").prc_id
    const activityId = created(await api.post("/1.2/profile/activities", { act_prc_id: process, act_name: "Tragwerk liefern" }), "activity").act_id
    const elementClass = created(
      await api.post("/1.2/profile/element_classes", { elc_pro_id: projectId, elc_name: "Stütze", elc_ifc: ["IFC2X3", "IFC4", "IFC4X3_ADD2"].map((ifc_version) => ({ ifc_version, entity: "IfcColumn" })) }),
      "class",
    ).elc_id
    const simple = (text: string) => ({ simple: text })
    const facets = [
      { facet: "material", value: simple("Stahlbeton C30/37"), uri: null, cardinality: "required", instructions: null },
      { facet: "partOf", entity: { name: simple("IFCBUILDINGSTOREY"), predefined_type: null }, relation: "IFCRELCONTAINEDINSPATIALSTRUCTURE", cardinality: "required", instructions: null },
      { facet: "attribute", name: simple("Description"), value: { restriction: { base: "xs:string", facets: [{ kind: "enumeration", value: "tragend" }, { kind: "enumeration", value: "nichttragend" }] } }, cardinality: "required", instructions: null },
      { facet: "classification", system: simple("eBKP-H"), value: simple("C04.02"), uri: null, cardinality: "required", instructions: null },
      { facet: "property", pty_id: null, property_set: simple("Pset_ColumnCommon"), base_name: simple("LoadBearing"), value: simple("true"), data_type: "IFCBOOLEAN", uri: null, cardinality: "required", instructions: null },
    ]
    const requirement = await api.post("/1.2/profile/requirements", { req_act_id: activityId, req_name: "Stützen", req_elc_id: elementClass, req_ifc_versions: ["IFC4"], req_facets: facets })
    expect(requirement.status, JSON.stringify(requirement.body)).toBe(201)
    const check = await audit(activityId, "tragwerk")
    expect((await check()).failed).toEqual([])
    for (const violation of ["material", "partOf", "attribute", "classification", "property-value"]) {
      const outcome = await check(violation)
      expect(outcome.mustFail, violation).toEqual(["Stützen"])
      expect(outcome.failed, violation).toEqual(["Stützen"])
    }
  })
})
