/**
 * @module GET /1.2/user/organisations (all for an app admin, else the caller's own, the personal one
 * included) and …/{id} with its members, names and e-mails opened at read time (members and app admins;
 * others 401 AUTH_PRO).
 */
import type { OrganisationRole, Viewer } from "@bimprofile/contracts/access/roles"
import type { OrganisationDto, OrganisationMemberDto } from "@bimprofile/contracts/dto/organisation-dto"
import { HttpProblem, notFoundProblem } from "@bimprofile/infra/http/problem"
import { pathId } from "@bimprofile/infra/http/validation"
import { openPersonal, type UserRowData } from "@bimprofile/infra/read-models/personal"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { Hono } from "hono"
import { notPermitted } from "../../access/refusals"
import type { ViewerEnv } from "../../access/viewer-middleware"
import type { QueryDeps } from "../query-deps"
import type { UserNames } from "../user-names"
import { jsonAnswer } from "../../answers/json-answer"

type OrganisationRow = { org_id: number; data: Record<string, unknown>; members: number }

const readOrganisations = (sql: SqlQuery, orgIds: readonly number[] | "all") =>
  sql.query<OrganisationRow>(
    `SELECT o.org_id, o.data,
            (SELECT count(*) FROM rm_org_members m JOIN rm_users u ON u.usr_id = m.usr_id
              WHERE m.org_id = o.org_id AND (u.data->>'erased')::boolean IS NOT TRUE)::int AS members
       FROM rm_organisations o ${orgIds === "all" ? "" : "WHERE o.org_id = ANY($1::bigint[])"} ORDER BY o.org_id`,
    orgIds === "all" ? [] : [orgIds],
  )

const text = (value: unknown) => (value === undefined || value === null ? null : String(value))

const organisationDto = (row: OrganisationRow, users: UserNames): OrganisationDto => ({
  org_id: Number(row.org_id),
  org_name: String(row.data.name),
  org_desc: text(row.data.desc),
  org_pers: row.data.personal === true,
  org_member_count: Number(row.members),
  org_create_date: text(row.data.createdAt),
  org_create_user: users.nameOf(row.data.createdBy),
  org_change_date: text(row.data.changedAt),
  org_change_user: users.nameOf(row.data.changedBy),
})

const readMembers = async (deps: Pick<QueryDeps, "sql" | "vault">, orgId: number): Promise<OrganisationMemberDto[]> => {
  const rows = await deps.sql.query<{ usr_id: number; roles: OrganisationRole[]; data: UserRowData }>(
    `SELECT m.usr_id, m.roles, u.data FROM rm_org_members m JOIN rm_users u ON u.usr_id = m.usr_id
      WHERE m.org_id = $1 AND (u.data->>'erased')::boolean IS NOT TRUE ORDER BY m.usr_id`,
    [orgId],
  )
  return Promise.all(
    rows.map(async (r) => {
      const personal = await openPersonal(deps.vault, Number(r.usr_id), r.data)
      return { usr_id: Number(r.usr_id), ...personal, roles: r.roles }
    }),
  )
}

const mayRead = (viewer: Viewer, orgId: number) => viewer.appAdmin || viewer.memberships.has(orgId)

export const organisationRoutes = (deps: QueryDeps) =>
  new Hono<ViewerEnv>()
    .get("/organisations", async (c) => {
      const viewer = c.get("viewer")
      const [rows] = await Promise.all([readOrganisations(deps.sql, viewer.appAdmin ? "all" : [...viewer.memberships.keys()]), deps.users.refreshIfStale()])
      return jsonAnswer(c, rows.map((row) => organisationDto(row, deps.users)))
    })
    .get("/organisations/:id", async (c) => {
      const id = pathId(c)
      const [[row]] = await Promise.all([readOrganisations(deps.sql, [id]), deps.users.refreshIfStale()])
      if (!row) throw notFoundProblem("organisation", id)
      if (!mayRead(c.get("viewer"), id)) throw notPermitted("diese Organisation zu sehen")
      return c.json({ ...organisationDto(row, deps.users), org_members: await readMembers(deps, id) } satisfies OrganisationDto)
    })
