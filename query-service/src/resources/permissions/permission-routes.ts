/**
 * @module GET /1.2/profile/projects/{id}/permissions and …/shares: who may see a project beyond its
 * organisation. For its admins with a licence (spec §6): an unknown project is a 404, a demo user gets
 * 401 AUTH_PRO with the licence text, anyone else who is not admin of the project 401 AUTH_PRO.
 */
import { hasLicenceRights, projectAccess, type ProjectRole, type Viewer } from "@bimprofile/contracts/access/roles"
import type { ProjectPermissionDto, ProjectSharesDto } from "@bimprofile/contracts/dto/permission-dto"
import { pathId } from "@bimprofile/infra/http/validation"
import { openPersonal, type UserRowData } from "@bimprofile/infra/read-models/personal"
import { readProjectAccessFacts } from "@bimprofile/infra/read-models/project-access"
import { Hono } from "hono"
import { licenceRequired, noProjectPermission } from "../../access/refusals"
import type { ViewerEnv } from "../../access/viewer-middleware"
import { notFound, type QueryDeps } from "../query-deps"

/** The project's access facts when `viewer` administers it with a licence; else the refusal. */
const requireAdmin = async (deps: QueryDeps, viewer: Viewer, projectId: number) => {
  const facts = (await readProjectAccessFacts(deps.now, [projectId])).get(projectId)
  if (!facts) throw notFound("rm_projects", projectId)
  if (!hasLicenceRights(viewer)) throw licenceRequired()
  if (projectAccess(viewer, facts).role !== "admin") throw noProjectPermission()
  return facts
}

export const permissionRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/:id/permissions", async (c) => {
      const projectId = pathId(c)
      await requireAdmin(deps, c.get("viewer"), projectId)
      await deps.users.refreshIfStale()
      const rows = await deps.sql.query<{ usr_id: number; roles: ProjectRole[]; changed_at: string | null; changed_by: number | null; data: UserRowData }>(
        `SELECT g.usr_id, g.roles, g.changed_at, g.changed_by, u.data FROM rm_project_grants g JOIN rm_users u ON u.usr_id = g.usr_id
          WHERE g.pro_id = $1 AND (u.data->>'erased')::boolean IS NOT TRUE ORDER BY g.usr_id`,
        [projectId],
      )
      const permissions = await Promise.all(
        rows.map(async (r): Promise<ProjectPermissionDto> => ({
          usr_id: Number(r.usr_id),
          ...(await openPersonal(deps.vault, Number(r.usr_id), r.data)),
          pro_id: projectId,
          roles: r.roles,
          perm_change_date: r.changed_at,
          perm_change_user: deps.users.nameOf(r.changed_by),
        })),
      )
      return c.json(permissions)
    })
    .get("/:id/shares", async (c) => {
      const projectId = pathId(c)
      const facts = await requireAdmin(deps, c.get("viewer"), projectId)
      const organisations = await deps.sql.query<{ org_id: number; org_name: string }>(
        `SELECT s.org_id, o.data->>'name' AS org_name FROM rm_project_shares s JOIN rm_organisations o ON o.org_id = s.org_id
          WHERE s.pro_id = $1 ORDER BY s.org_id`,
        [projectId],
      )
      return c.json({
        pro_id: projectId,
        pro_access_all: facts.accessAll,
        organisations: organisations.map((o) => ({ org_id: Number(o.org_id), org_name: o.org_name })),
      } satisfies ProjectSharesDto)
    })
