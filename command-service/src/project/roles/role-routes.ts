/** @module Writes of /1.2/profile/roles_project: create, edit, delete (refused while linked), copy/import. */
import { CopyRoleBody, CreateRoleBody, PatchRoleBody } from "@bimprofile/contracts/bodies/role-bodies"
import { HttpProblem, notFoundProblem } from "@bimprofile/infra/http/problem"
import { jsonBody, pathId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { CommandEnv } from "../../shared/command-env"
import { createdId, projectOfPath, run, sourceOfPath } from "../project-command-routes"
import { roleAnswer } from "../command-answers"
import { extractRoleTree } from "../copy-trees"

export const roleRoutes = new Hono<CommandEnv>()
  .post("/", jsonBody(CreateRoleBody), async (c) => {
    const body = c.req.valid("json")
    return run(
      c,
      body.rop_pro_id,
      { type: "CreateRole", name: body.rop_name, desc: body.rop_desc ?? null, roleType: body.rop_role_code_code },
      (state, events) => roleAnswer(state, createdId(events, "RoleCreated", "roleId")),
      201,
    )
  })
  .patch("/:id", jsonBody(PatchRoleBody), async (c) => {
    const body = c.req.valid("json")
    const roleId = pathId(c)
    const projectId = await projectOfPath(c, "role", roleId)
    return run(
      c,
      projectId,
      {
        type: "ChangeRole",
        roleId,
        ...(body.rop_name !== undefined && { name: body.rop_name }),
        ...(body.rop_desc !== undefined && { desc: body.rop_desc }),
        ...(body.rop_role_code_code !== undefined && { roleType: body.rop_role_code_code }),
      },
      (state) => roleAnswer(state, roleId),
    )
  })
  .delete("/:id", async (c) => {
    const roleId = pathId(c)
    const projectId = await projectOfPath(c, "role", roleId)
    return run(c, projectId, { type: "DeleteRole", roleId }, () => ({ rop_id: roleId, deleted: true }))
  })
  .post("/:id/copy", jsonBody(CopyRoleBody), async (c) => {
    const body = c.req.valid("json")
    const roleId = pathId(c)
    const { projectId: sourceProjectId, state: source } = await sourceOfPath(c, "role", roleId)
    const targetProjectId = body.rop_pro_id ?? sourceProjectId
    const tree = extractRoleTree(source, roleId, sourceProjectId === targetProjectId)
    if (!tree) throw notFoundProblem("role", roleId)
    return run(
      c,
      targetProjectId,
      { type: "CopyRole", name: body.rop_name, source: tree },
      (state, events) => roleAnswer(state, createdId(events, "RoleCreated", "roleId")),
      201,
    )
  })
