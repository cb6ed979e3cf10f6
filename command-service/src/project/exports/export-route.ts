/**
 * @module POST /1.2/profile/exports (docs/exports.md): the export page's export. Checks what is asked — the scope
 * the format takes (EXPORT_FORMAT_SCOPES), the fields of that scope and no others, an IFC version only for IDS —
 * then that the project exists (404) and the caller may read it (401: readers export too), then that the chosen
 * activities or process are the project's (400 naming the field). Then it queues the job `export`, which the
 * query side runs (it reads the read models), and answers 201 {job_id} at once. Whether the file is kept as a
 * document of the project is decided here, with the upload's rule (project-access.ts `mayKeepExport`): only a
 * writer's export is kept; a reader's is theirs alone — not a job of the project either, so that no other reader
 * of it sees the job, its notices or its result (who exported what).
 */
import { EXPORT_FORMAT_SCOPES, ExportRequest } from "@bimprofile/contracts/dto/export-dto"
import { localeOf } from "@bimprofile/contracts/excel/profile-texts"
import { EXPORT_JOB, EXPORT_MAX_ATTEMPTS, type ExportJobInput } from "@bimprofile/contracts/jobs/export-jobs"
import { HttpProblem, notFoundProblem } from "@bimprofile/infra/http/problem"
import { invalid, jsonBody } from "@bimprofile/infra/http/validation"
import type { JobStore } from "@bimprofile/infra/jobs/job-store"
import { Hono } from "hono"
import { type CommandEnv, viewerOf } from "../../shared/command-env"
import { mayKeepExport } from "../project-access"
import { readableSource } from "../project-command-routes"
import type { ProjectState } from "../project-state"

/** What is wrong with the choice itself, by field (nothing of the project is needed to say it). */
export const choiceProblems = (request: ExportRequest): Record<string, string> => {
  const problems: Record<string, string> = {}
  const { exp_scope: scope, exp_format: format } = request
  const scopes = EXPORT_FORMAT_SCOPES[format]
  if (!scopes.includes(scope)) problems.exp_scope = `Das Format ${format} wird für den Umfang ${scopes.join(" oder ")} erstellt, nicht für ${scope}.`
  if (scope === "activities" && request.exp_act_ids === undefined) problems.exp_act_ids = "Wählen Sie mindestens eine Aktivität."
  if (scope !== "activities" && request.exp_act_ids !== undefined) problems.exp_act_ids = "Aktivitäten werden nur für den Umfang activities gewählt."
  if (scope === "process" && request.exp_prc_id === undefined) problems.exp_prc_id = "Wählen Sie den Prozess (exp_prc_id)."
  if (scope !== "process" && request.exp_prc_id !== undefined) problems.exp_prc_id = "Ein Prozess wird nur für den Umfang process gewählt."
  if (format !== "ids" && request.exp_ifc_version != null) problems.exp_ifc_version = "Eine IFC-Version wird nur für IDS-Dateien gewählt."
  return problems
}

/** The chosen activities or process that are not the project's: 400 FOREIGN_ENTITY naming the field. */
const foreignChoice = (request: ExportRequest, state: ProjectState): HttpProblem | undefined => {
  const foreign = (request.exp_act_ids ?? []).filter((id) => !state.activities.has(id))
  if (foreign.length > 0) {
    const text =
      foreign.length === 1
        ? `Die Aktivität ${foreign[0]} gehört nicht zum Projekt ${state.id}.`
        : `Die Aktivitäten ${foreign.join(", ")} gehören nicht zum Projekt ${state.id}.`
    return new HttpProblem(400, "FOREIGN_ENTITY", text, { exp_act_ids: text })
  }
  if (request.exp_prc_id !== undefined && !state.processes.has(request.exp_prc_id)) {
    const text = `Der Prozess ${request.exp_prc_id} gehört nicht zum Projekt ${state.id}.`
    return new HttpProblem(400, "FOREIGN_ENTITY", text, { exp_prc_id: text })
  }
  return undefined
}

export const exportRoutes = (jobs: Pick<JobStore, "submit">) =>
  new Hono<CommandEnv>().post("/", jsonBody(ExportRequest), async (c) => {
    const request = c.req.valid("json")
    const problems = choiceProblems(request)
    if (Object.keys(problems).length > 0) throw invalid(problems)
    const projectId = request.exp_pro_id
    const state = await readableSource(c, projectId)
    if (state.status !== "active") throw notFoundProblem("project", projectId)
    const foreign = foreignChoice(request, state)
    if (foreign) throw foreign
    const userId = c.get("caller").userId
    const keep = mayKeepExport(await viewerOf(c), state)
    const input: ExportJobInput = {
      request,
      userId,
      projectId,
      language: request.exp_language ?? localeOf(c.req.header("accept-language")),
      // The file shows the project at least as the caller last changed it (read-your-writes, DESIGN.md §4).
      minPosition: await c.get("projects").lastPosition(projectId),
      keep,
    }
    // A kept export is a job of the project (its readers follow it, as they see the document); one not kept is the
    // starter's only.
    const job = await jobs.submit({ kind: EXPORT_JOB, input, userId, projectId: keep ? projectId : null, maxAttempts: EXPORT_MAX_ATTEMPTS })
    // 201: the job is created (the spec's client takes a 202 as a rejection, §8).
    return c.json({ job_id: job.id }, 201)
  })
