/** @module POST/PATCH/DELETE /1.2/profile/projects, and POST …/{id}/copy (also "from reference/template"). */
import { CopyProjectBody, CreateProjectBody, PatchProjectBody } from "@bimprofile/contracts/bodies/project-bodies"
import { DEFAULT_ACCESS_ALL, DEFAULT_IFC_SCHEMA_ID, DEFAULT_PROJECT_TYPE_CODE } from "@bimprofile/contracts/codes"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import { type CommandEnv, contextOf, respond, run } from "../../shared/command-routes"
import { projectAnswer } from "../command-answers"
import type { CopySelection } from "../project-commands"
import type { ProjectState } from "../project-state"

export const projectRoutes = new Hono<CommandEnv>()
  .post("/", jsonBody(CreateProjectBody), async (c) => {
    const body = c.req.valid("json")
    const projects = c.get("projects")
    const projectId = await projects.newProjectId()
    const orgId = body.pro_org_id === undefined ? c.get("caller").orgId : body.pro_org_id
    return run(
      c,
      projectId,
      {
        type: "CreateProject",
        projectId,
        name: body.pro_name,
        desc: body.pro_desc ?? null,
        orgId,
        personal: body.pro_pers ?? orgId === null,
        typeCode: body.pro_type_code ?? DEFAULT_PROJECT_TYPE_CODE,
        accessAll: body.pro_access_all ?? DEFAULT_ACCESS_ALL,
        ifcSchemaId: body.pro_isc_id ?? DEFAULT_IFC_SCHEMA_ID,
      },
      projectAnswer,
      201,
    )
  })
  .patch("/:id", jsonBody(PatchProjectBody), async (c) => {
    const body = c.req.valid("json")
    return run(
      c,
      pathId(c),
      {
        type: "ChangeProject",
        ...(body.pro_name !== undefined && { name: body.pro_name }),
        ...(body.pro_desc !== undefined && { desc: body.pro_desc }),
        ...(body.pro_org_id !== undefined && { orgId: body.pro_org_id }),
        ...(body.pro_pers !== undefined && { personal: body.pro_pers }),
        ...(body.pro_type_code !== undefined && { typeCode: body.pro_type_code }),
        ...(body.pro_access_all !== undefined && { accessAll: body.pro_access_all }),
        ...(body.pro_isc_id !== undefined && { ifcSchemaId: body.pro_isc_id }),
      },
      projectAnswer,
    )
  })
  .delete("/:id", async (c) => {
    const projectId = pathId(c)
    return run(c, projectId, { type: "DeleteProject" }, () => ({ pro_id: projectId, deleted: true }))
  })
  .post("/:id/copy", jsonBody(CopyProjectBody), async (c) => {
    const body = c.req.valid("json")
    const sourceId = pathId(c)
    const projects = c.get("projects")
    const source = await projects.state(sourceId)
    if (source.status !== "active") throw new HttpProblem(404, "NOT_FOUND", `Projekt mit der Id ${sourceId} wurde nicht gefunden.`)
    const projectId = await projects.newProjectId()
    const orgId = body.pro_org_id === undefined ? c.get("caller").orgId : body.pro_org_id
    const outcome = await projects.copy(
      {
        type: "CopyProject",
        projectId,
        name: body.pro_name,
        desc: body.pro_desc === undefined ? source.desc : body.pro_desc,
        orgId,
        personal: body.pro_pers ?? orgId === null,
        typeCode: body.pro_type_code ?? DEFAULT_PROJECT_TYPE_CODE,
        accessAll: body.pro_access_all ?? DEFAULT_ACCESS_ALL,
        ifcSchemaId: body.pro_isc_id ?? source.ifcSchemaId,
        selection: selectionOf(body.pro_pha_nested ?? null, source),
      },
      contextOf(c),
      sourceId,
    )
    if (!outcome.ok) return respond(c, outcome)
    return respond(c, { ...outcome, answer: projectAnswer(await projects.state(projectId)) }, 201)
  })

type PhaseSelection = NonNullable<CopyProjectBody["pro_pha_nested"]>

/** Turns the copy payload's pro_pha_nested into the milestones (and processes) to copy; null = all. */
const selectionOf = (phases: PhaseSelection | null, source: ProjectState): CopySelection => {
  if (phases === null) return null
  const selection = new Map<number, ReadonlySet<number> | null>()
  phases.forEach((entry, index) => {
    const phase = [...source.phases.values()].find((p) => p.id === entry.pha_id || p.code === entry.pha_phase_code_code)
    if (!phase) {
      const text = "Phase des Quellprojekts nicht gefunden."
      throw new HttpProblem(400, "FOREIGN_ENTITY", text, { [`pro_pha_nested.${index}`]: text })
    }
    const milestones = entry.pha_mst_nested ?? (source.milestoneOrder.get(phase.id) ?? []).map((mst_id) => ({ mst_id }))
    for (const milestone of milestones) {
      if (source.milestones.get(milestone.mst_id)?.phaseId !== phase.id) {
        const text = `Meilenstein ${milestone.mst_id} gehört nicht zur Phase ${phase.name} des Quellprojekts.`
        throw new HttpProblem(400, "FOREIGN_ENTITY", text, { [`pro_pha_nested.${index}`]: text })
      }
      const processes = "mst_prc_nested" in milestone && milestone.mst_prc_nested ? new Set(milestone.mst_prc_nested.map((p) => p.prc_id)) : null
      selection.set(milestone.mst_id, processes)
    }
  })
  return selection
}
