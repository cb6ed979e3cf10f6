/** @module POST/PATCH/DELETE /1.2/profile/projects, and POST …/{id}/copy (also "from reference/template"). */
import { CopyProjectBody, CreateProjectBody, PatchProjectBody } from "@bimprofile/contracts/bodies/project-bodies"
import { DEFAULT_ACCESS_ALL, DEFAULT_IFC_SCHEMA_ID, DEFAULT_PROJECT_TYPE_CODE } from "@bimprofile/contracts/codes"
import { notFoundProblem } from "@bimprofile/infra/http/problem"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import { type CommandEnv, contextOf, viewerOf } from "../../shared/command-env"
import { readableSource, respond, run } from "../project-command-routes"
import { projectAnswer } from "../command-answers"
import { authorise, authoriseRead } from "../project-access"
import type { ProjectState } from "../project-state"
import { copySelectionOf } from "./copy-selection"
import { ownershipChange, ownershipOfNewProject } from "./project-ownership"

export const projectRoutes = new Hono<CommandEnv>()
  .post("/", jsonBody(CreateProjectBody), async (c) => {
    const body = c.req.valid("json")
    const projects = c.get("projects")
    const owner = await ownershipOfNewProject(c, body)
    const projectId = await projects.newProjectId()
    return run(
      c,
      projectId,
      {
        type: "CreateProject",
        projectId,
        name: body.pro_name,
        desc: body.pro_desc ?? null,
        orgId: owner.orgId,
        personal: owner.personal,
        creatorId: c.get("caller").userId,
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
    const projectId = pathId(c)
    const owner = await ownershipChange(c, await c.get("projects").state(projectId), body)
    return run(
      c,
      projectId,
      {
        type: "ChangeProject",
        ...(body.pro_name !== undefined && { name: body.pro_name }),
        ...(body.pro_desc !== undefined && { desc: body.pro_desc }),
        ...(owner !== undefined && { orgId: owner.orgId, personal: owner.personal }),
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
    const source = await readableSource(c, sourceId)
    if (source.status !== "active") throw notFoundProblem("project", sourceId)
    const owner = await ownershipOfNewProject(c, body)
    const viewer = await viewerOf(c)
    const projectId = await projects.newProjectId()
    const command = {
      type: "CopyProject",
      projectId,
      name: body.pro_name,
      desc: body.pro_desc === undefined ? source.desc : body.pro_desc,
      orgId: owner.orgId,
      personal: owner.personal,
      creatorId: viewer.userId,
      typeCode: body.pro_type_code ?? DEFAULT_PROJECT_TYPE_CODE,
      accessAll: body.pro_access_all ?? DEFAULT_ACCESS_ALL,
      ifcSchemaId: body.pro_isc_id ?? source.ifcSchemaId,
      selection: copySelectionOf(body.pro_pha_nested ?? null, source),
      withRequirements: body.pro_with_requirements ?? true,
    } as const
    // Judged again on the source state the copy is made from: it may have changed since the read above.
    const guard = (state: ProjectState) => authoriseRead(viewer, state) ?? authorise(viewer, command, state)
    const outcome = await projects.copy(command, contextOf(c), sourceId, guard)
    if (!outcome.ok) return respond(c, outcome)
    return respond(c, { ...outcome, answer: projectAnswer(await projects.state(projectId)) }, 201)
  })
