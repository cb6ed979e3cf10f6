/**
 * @module Measurements "catalogue" (issue 9): a project with 500 element classes × 20 properties (10,000
 * assignments) and an activity with 200 requirements — the class list (GET element_classes?elc_pro_id=)
 * p95 ≤ 15 ms, one class's properties (GET element_classes/{id}/properties) p95 ≤ 5 ms, a catalogue
 * command (PATCH element_classes/{id}) p95 ≤ 15 ms, and beside them the activity's requirements. Each with
 * the same run's baseline it depends on: GET /1.2/status/info, the bare HTTP ceiling of a read, and for the
 * command a PATCH of an empty project's value list.
 */
import type { BenchHttp } from "./support/http-client"
import { verdict, type Row } from "./support/report"
import { formatMs, type LatencySummary, summarize } from "./support/stats"

const CLASSES = 500
const PROPERTIES_PER_CLASS = 20
const PROPERTIES = 1_000
const REQUIREMENTS = 200
const SAMPLES = 300

export type CatalogueResult = {
  readonly buildSeconds: number
  readonly classList: LatencySummary
  /** The same reads, each a miss of the answer cache (as the first read after a change of the project). */
  readonly classListUncached: LatencySummary
  readonly classProperties: LatencySummary
  readonly classPropertiesUncached: LatencySummary
  readonly command: LatencySummary
  readonly requirements: LatencySummary
  readonly bareRead: LatencySummary
  readonly bareCommand: LatencySummary
  readonly listBytes: number
  /** The project built, for the measurements that export it (measure-ids.ts). */
  readonly built: { readonly project: number; readonly process: number; readonly activity: number; readonly classes: readonly number[]; readonly properties: readonly number[] }
}

/** The last command's position: reads after it wait until the read model has it (X-Min-Position). */
let written = 0
const ok = (answer: { status: number; body: unknown; position: number }, what: string) => {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`)
  written = Math.max(written, answer.position)
  return answer.body as Record<string, any>
}
const caughtUp = () => ({ "X-Min-Position": String(written) })

const timed = async (samples: number, call: (i: number) => Promise<unknown>) => {
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    const started = performance.now()
    await call(i)
    times.push(performance.now() - started)
  }
  return summarize(times)
}

export const measureCatalogue = async (http: BenchHttp): Promise<CatalogueResult> => {
  const started = performance.now()
  const project = ok(await http.post("/1.2/profile/projects", { pro_name: "Bench Katalog" }), "project").pro_id as number
  const phases = ok(await http.get(`/1.2/profile/phases?pha_pro_id=${project}`, caughtUp()), "phases") as unknown as { pha_id: number }[]
  const milestone = ok(await http.post("/1.2/profile/milestones", { mst_pha_id: phases[1]!.pha_id, mst_name: "Bauprojekt" }), "milestone").mst_id
  const process = ok(await http.post("/1.2/profile/processes", { prc_mst_id: milestone, prc_name: "Modelle liefern" }), "process").prc_id
  const activity = ok(await http.post("/1.2/profile/activities", { act_prc_id: process, act_name: "Fachmodell Architektur" }), "activity").act_id
  const properties: number[] = []
  for (let i = 0; i < PROPERTIES; i++)
    properties.push(
      ok(
        await http.post("/1.2/profile/properties", {
          pty_pro_id: project, pty_name: `Merkmal ${i}`, pty_datatype: "text",
          pty_ifc: [{ ifc_version: "IFC4X3_ADD2", pset: "Pset_BenchCommon", property: `Merkmal${i}`, data_type: "IfcLabel" }],
        }),
        "property",
      ).pty_id,
    )
  const classes: number[] = []
  for (let c = 0; c < CLASSES; c++) {
    const entity = ["IfcWall", "IfcSlab", "IfcDoor", "IfcWindow", "IfcBeam"][c % 5]
    const elementClass = ok(
      await http.post("/1.2/profile/element_classes", { elc_pro_id: project, elc_name: `Fachklasse ${c}`, elc_ifc: ["IFC2X3", "IFC4", "IFC4X3_ADD2"].map((ifc_version) => ({ ifc_version, entity })) }),
      "class",
    ).elc_id as number
    classes.push(elementClass)
    for (let p = 0; p < PROPERTIES_PER_CLASS; p++) ok(await http.post(`/1.2/profile/element_classes/${elementClass}/properties`, { pty_id: properties[(c * PROPERTIES_PER_CLASS + p) % PROPERTIES] }), "assignment")
  }
  for (let r = 0; r < REQUIREMENTS; r++) {
    const facets = [0, 1, 2].map((p) => ({
      facet: "property", pty_id: properties[(r * PROPERTIES_PER_CLASS + p) % PROPERTIES], property_set: null, base_name: null, value: null, data_type: null, uri: null, cardinality: "required", instructions: null,
    }))
    ok(await http.post("/1.2/profile/requirements", { req_act_id: activity, req_elc_id: classes[r], req_name: `Anforderung ${r}`, req_facets: facets }), "requirement")
  }
  const buildSeconds = (performance.now() - started) / 1000
  const empty = ok(await http.post("/1.2/profile/projects", { pro_name: "Bench leer" }), "empty project").pro_id
  const list = ok(await http.post("/1.2/profile/value_lists", { vls_pro_id: empty, vls_name: "Leer" }), "value list").vls_id

  const listAnswer = await http.get(`/1.2/profile/element_classes?elc_pro_id=${project}`, caughtUp())
  if ((listAnswer.body as unknown[]).length !== CLASSES) throw new Error(`the class list has ${(listAnswer.body as unknown[]).length} classes, not ${CLASSES}`)
  return {
    buildSeconds,
    bareRead: await timed(SAMPLES, () => http.get("/1.2/status/info")),
    classList: await timed(SAMPLES, () => http.get(`/1.2/profile/element_classes?elc_pro_id=${project}`)),
    // A query parameter the route ignores makes each read a key of its own: the answer cache never has it.
    classListUncached: await timed(SAMPLES / 3, (i) => http.get(`/1.2/profile/element_classes?elc_pro_id=${project}&uncached=${i}`)),
    classProperties: await timed(SAMPLES, (i) => http.get(`/1.2/profile/element_classes/${classes[i % CLASSES]}/properties`)),
    classPropertiesUncached: await timed(SAMPLES, (i) => http.get(`/1.2/profile/element_classes/${classes[i % CLASSES]}/properties?uncached=${i}`)),
    requirements: await timed(SAMPLES, () => http.get(`/1.2/profile/requirements?req_act_id=${activity}`)),
    bareCommand: await timed(SAMPLES, (i) => http.patch(`/1.2/profile/value_lists/${list}`, { vls_desc: `Leer ${i}` })),
    command: await timed(SAMPLES, (i) => http.patch(`/1.2/profile/element_classes/${classes[i % CLASSES]}`, { elc_desc: `Beschreibung ${i}` })),
    listBytes: JSON.stringify(listAnswer.body).length,
    built: { project, process, activity, classes, properties },
  }
}

/** A row; without a target it is shown for what it tells (e.g. the reads the answer cache does not have). */
const row = (id: string, measurement: string, summary: LatencySummary, targetMs: number | null, baseline: LatencySummary, baselineName: string, extra = ""): Row => ({
  id,
  measurement,
  result: `p95 ${formatMs(summary.p95)}, p50 ${formatMs(summary.p50)}, p99 ${formatMs(summary.p99)}${extra}; beside it, same run: ${baselineName} p95 ${formatMs(baseline.p95)} (ratio ${(summary.p95 / baseline.p95).toFixed(1)}×)`,
  target: targetMs === null ? "— (information)" : `p95 ≤ ${targetMs} ms`,
  verdict: targetMs === null ? "info" : verdict(summary.p95 <= targetMs),
  reference: "—",
  figures: { p50Ms: summary.p50, p95Ms: summary.p95, p99Ms: summary.p99, baselineP95Ms: baseline.p95 },
})

export const rowsOfCatalogue = (result: CatalogueResult): Row[] => [
  row("cat-a", `the class list of a project of ${CLASSES} classes × ${PROPERTIES_PER_CLASS} properties (built in ${result.buildSeconds.toFixed(0)} s), GET element_classes?elc_pro_id=`, result.classList, 15, result.bareRead, "GET /1.2/status/info", `, answer ${(result.listBytes / 1024).toFixed(0)} kB`),
  row("cat-a′", "the same class list, read when the answer cache does not have it (the first read after a change)", result.classListUncached, null, result.bareRead, "GET /1.2/status/info"),
  row("cat-b", `one class with its ${PROPERTIES_PER_CLASS} properties, GET element_classes/{id}/properties (a different class each sample: every read a miss of the answer cache, as when a class's drawer is first opened)`, result.classProperties, 5, result.bareRead, "GET /1.2/status/info"),
  row("cat-b′", "the same, when the answer cache does not have it", result.classPropertiesUncached, null, result.bareRead, "GET /1.2/status/info"),
  row("cat-c", "a catalogue command on that project, PATCH element_classes/{id}", result.command, 15, result.bareCommand, "PATCH of an empty project's value list"),
  row("cat-d", `an activity's ${REQUIREMENTS} requirements, GET requirements?req_act_id=`, result.requirements, 15, result.bareRead, "GET /1.2/status/info"),
]
