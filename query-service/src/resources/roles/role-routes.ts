/** @module GET /1.2/profile/roles_project[?rop_pro_id=] and …/{id}. */
import { pathId, queryId } from "@bimprofile/infra/http/validation"
import { Hono } from "hono"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { roleDto } from "../dto-mapping"
import { loadEntity, loadViews, type QueryDeps } from "../query-deps"
import { byId, byProject } from "../structure-reads"
import { jsonAnswer } from "../../answers/json-answer"

export const roleRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/", async (c) => {
      const projectId = queryId(c, "rop_pro_id")
      const views = await loadViews(deps, c.get("viewer"), projectId === undefined ? undefined : [projectId], (ids) => ({
        rows: { rm_roles: byProject(ids) },
        linkedActivities: byProject(ids),
      }))
      return jsonAnswer(c, views.flatMap((view) => view.roles().map((row) => roleDto(view, row, deps.users))))
    })
    .get("/:id", async (c) => {
      const { view, row } = await loadEntity(deps, c.get("viewer"), "rm_roles", pathId(c), (role) => ({ rows: {}, linkedActivities: byId([role.id]) }))
      return c.json(roleDto(view, row, deps.users))
    })
