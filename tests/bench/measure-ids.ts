/**
 * @module Measurements "ids" (issue 10): one activity's IDS file (GET activities/{id}/ids, XSD check included)
 * p95 ≤ 50 ms; the whole project's zip (GET projects/{id}/ids) ≤ 1 s for the reference project and for the
 * catalogue bench's project of 500 element classes × 20 properties grown to 50 activities with requirements;
 * the import of the largest official IDS example (POST activities/{id}/ids) ≤ 500 ms. Beside each, same run:
 * GET /1.2/status/info, the bare HTTP ceiling of a call.
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import type { CatalogueResult } from "./measure-catalogue"
import type { BenchHttp } from "./support/http-client"
import { verdict, type Row } from "./support/report"
import { formatMs, type LatencySummary, summarize } from "./support/stats"

const ACTIVITIES = 50
const REQUIREMENTS_PER_ACTIVITY = 10
const EXAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../shared/ids/examples")

export type IdsResult = {
  readonly activity: LatencySummary
  readonly activitySpecifications: number
  readonly referenceZip: LatencySummary
  readonly referenceFiles: number
  readonly catalogueZip: LatencySummary
  readonly catalogueFiles: number
  readonly imported: LatencySummary | undefined
  readonly importedFile: string | undefined
  readonly bare: LatencySummary
}

const ok = (answer: { status: number; body: unknown }, what: string) => {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`)
  return answer.body as Record<string, any>
}

const timed = async (samples: number, call: (i: number) => Promise<{ status: number; body: unknown }>, what: string) => {
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    const started = performance.now()
    ok(await call(i), what)
    times.push(performance.now() - started)
  }
  return summarize(times)
}

/** The largest official example, when ../shared is beside the repository (it is on the development machines). */
const largestExample = () => {
  if (!fs.existsSync(EXAMPLES)) return undefined
  const [largest] = fs
    .readdirSync(EXAMPLES)
    .map((name) => ({ name, size: fs.statSync(path.join(EXAMPLES, name)).size }))
    .sort((a, b) => b.size - a.size)
  return largest && { name: largest.name, text: fs.readFileSync(path.join(EXAMPLES, largest.name)) }
}

export const measureIds = async (http: BenchHttp, catalogue: CatalogueResult["built"]): Promise<IdsResult> => {
  const referenceId = ok(await http.get("/1.2/status/info"), "info").default_project_id as number
  const activities = ok(await http.get(`/1.2/profile/activities?act_pro_id=${referenceId}`), "activities") as unknown as { act_id: number; act_name: string }[]
  const architecture = activities.find((a) => a.act_name === "Fachmodell Architektur liefern") ?? activities[0]!
  const check = ok(await http.get(`/1.2/profile/activities/${architecture.act_id}/ids/check`), "check")

  // The catalogue project grows to 50 activities, each requiring 10 classes with 3 of their properties.
  for (let a = 1; a < ACTIVITIES; a++) {
    const activity = ok(await http.post("/1.2/profile/activities", { act_prc_id: catalogue.process, act_name: `Lieferung ${a}` }), "activity").act_id
    for (let r = 0; r < REQUIREMENTS_PER_ACTIVITY; r++) {
      const c = (a * REQUIREMENTS_PER_ACTIVITY + r) % catalogue.classes.length
      const facets = [0, 1, 2].map((p) => ({
        facet: "property", pty_id: catalogue.properties[(c * 20 + p) % catalogue.properties.length], property_set: null, base_name: null, value: null, data_type: null, uri: null, cardinality: "required", instructions: null,
      }))
      ok(await http.post("/1.2/profile/requirements", { req_act_id: activity, req_elc_id: catalogue.classes[c], req_name: `Anforderung ${a}.${r}`, req_facets: facets }), "requirement")
    }
  }
  const filesIn = async (projectId: number) => {
    const answer = await http.get(`/1.2/profile/projects/${projectId}/ids`)
    ok(answer, "zip")
    return answer
  }
  await filesIn(catalogue.project)
  const example = largestExample()
  let imported: LatencySummary | undefined
  if (example) {
    const targets: number[] = []
    for (let i = 0; i < 10; i++) targets.push(ok(await http.post("/1.2/profile/activities", { act_prc_id: catalogue.process, act_name: `Import ${i}` }), "activity").act_id)
    imported = await timed(10, (i) => http.upload(`/1.2/profile/activities/${targets[i]}/ids`, example.text, "application/xml"), "import")
  }
  return {
    activity: await timed(60, () => http.get(`/1.2/profile/activities/${architecture.act_id}/ids`), "activity file"),
    activitySpecifications: check.specifications as number,
    referenceZip: await timed(7, () => filesIn(referenceId), "reference zip"),
    referenceFiles: activities.length,
    catalogueZip: await timed(7, () => filesIn(catalogue.project), "catalogue zip"),
    catalogueFiles: ACTIVITIES,
    imported,
    importedFile: example?.name,
    bare: await timed(60, () => http.get("/1.2/status/info"), "info"),
  }
}

const row = (id: string, measurement: string, summary: LatencySummary, pick: "p95" | "p50", targetMs: number, bare: LatencySummary): Row => ({
  id,
  measurement,
  result:
    `${pick === "p95" ? `p95 ${formatMs(summary.p95)}, p50 ${formatMs(summary.p50)}` : `median ${formatMs(summary.p50)}, max ${formatMs(summary.max)}`} of ${summary.count}; ` +
    `beside it, same run: GET /1.2/status/info p95 ${formatMs(bare.p95)} (ratio ${(summary[pick] / bare.p95).toFixed(0)}×)`,
  target: `${pick === "p95" ? "p95" : "median"} ≤ ${targetMs} ms`,
  verdict: verdict(summary[pick] <= targetMs),
  reference: "—",
  figures: { p50Ms: summary.p50, p95Ms: summary.p95, maxMs: summary.max, bareP95Ms: bare.p95 },
})

export const rowsOfIds = (result: IdsResult): Row[] => [
  row("ids-a", `one activity's IDS file (${result.activitySpecifications} specifications, reference project), XSD check included`, result.activity, "p95", 50, result.bare),
  row("ids-b", `the reference project's IDS zip (${result.referenceFiles} activities), every file XSD-checked`, result.referenceZip, "p50", 1_000, result.bare),
  row("ids-c", `IDS zip of a project of 500 classes × 20 properties, ${result.catalogueFiles} activities with requirements`, result.catalogueZip, "p50", 1_000, result.bare),
  ...(result.imported
    ? [row("ids-d", `import of the largest official IDS example (${result.importedFile}) into an activity`, result.imported, "p50", 500, result.bare)]
    : []),
]
