/**
 * @module Writing and reading the identity read models (migration 007). The runner applies each batch's
 * changes in order, inside the batch's transaction; a rebuild replaces all rows at once.
 */
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { changesIdentity, type IdentityChange, type PositionedChange } from "../projections/identity"
import { emptyIdentityRows, type IdentityRows } from "../projections/identity-rows"

const CHUNK = 5_000

/** Applies changes in their order; then notes the position of the last user or organisation change. */
export const writeIdentityChanges = async (sql: SqlQuery, changes: readonly PositionedChange[]): Promise<void> => {
  let identityPosition = 0
  for (const { position, change } of changes) {
    if (changesIdentity(change)) identityPosition = Math.max(identityPosition, position)
    await writeChange(sql, change)
  }
  if (identityPosition > 0)
    await sql.query(
      `INSERT INTO rm_identity_state (id, position) VALUES (1, $1)
       ON CONFLICT (id) DO UPDATE SET position = greatest(rm_identity_state.position, EXCLUDED.position)`,
      [identityPosition],
    )
}

const writeChange = async (sql: SqlQuery, change: IdentityChange): Promise<void> => {
  switch (change.op) {
    case "user":
      await sql.query("INSERT INTO rm_users (usr_id, data) VALUES ($1, $2::jsonb) ON CONFLICT (usr_id) DO UPDATE SET data = EXCLUDED.data", [
        change.usrId,
        JSON.stringify(change.data),
      ])
      return
    case "patchUser":
      await sql.query("UPDATE rm_users SET data = data || $2::jsonb WHERE usr_id = $1", [change.usrId, JSON.stringify(change.fields)])
      return
    case "organisation":
      await sql.query(
        "INSERT INTO rm_organisations (org_id, data) VALUES ($1, $2::jsonb) ON CONFLICT (org_id) DO UPDATE SET data = EXCLUDED.data",
        [change.orgId, JSON.stringify(change.data)],
      )
      return
    case "patchOrganisation":
      await sql.query("UPDATE rm_organisations SET data = data || $2::jsonb WHERE org_id = $1", [change.orgId, JSON.stringify(change.fields)])
      return
    case "deleteOrganisation":
      await sql.query("DELETE FROM rm_org_members WHERE org_id = $1", [change.orgId])
      await sql.query("DELETE FROM rm_organisations WHERE org_id = $1", [change.orgId])
      return
    case "member":
      await sql.query(
        "INSERT INTO rm_org_members (org_id, usr_id, roles) VALUES ($1, $2, $3::text[]) ON CONFLICT (org_id, usr_id) DO UPDATE SET roles = EXCLUDED.roles",
        [change.orgId, change.usrId, [...change.roles]],
      )
      return
    case "removeMember":
      await sql.query("DELETE FROM rm_org_members WHERE org_id = $1 AND usr_id = $2", [change.orgId, change.usrId])
      return
    case "grant":
      await sql.query(
        `INSERT INTO rm_project_grants (pro_id, usr_id, roles, changed_at, changed_by) VALUES ($1, $2, $3::text[], $4, $5)
         ON CONFLICT (pro_id, usr_id) DO UPDATE SET roles = EXCLUDED.roles, changed_at = EXCLUDED.changed_at, changed_by = EXCLUDED.changed_by`,
        [change.proId, change.usrId, [...change.roles], change.changedAt, change.changedBy],
      )
      return
    case "revoke":
      await sql.query("DELETE FROM rm_project_grants WHERE pro_id = $1 AND usr_id = $2", [change.proId, change.usrId])
      return
    case "share":
      await sql.query("INSERT INTO rm_project_shares (pro_id, org_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", [change.proId, change.orgId])
      return
    case "unshare":
      await sql.query("DELETE FROM rm_project_shares WHERE pro_id = $1 AND org_id = $2", [change.proId, change.orgId])
      return
    case "forgetProject":
      await sql.query("DELETE FROM rm_project_grants WHERE pro_id = $1", [change.proId])
      await sql.query("DELETE FROM rm_project_shares WHERE pro_id = $1", [change.proId])
      return
    default: {
      const unhandled: never = change
      throw new Error(`Unhandled identity change ${JSON.stringify(unhandled)}`)
    }
  }
}

/** Replaces every identity row (a rebuild), in the caller's transaction. */
export const replaceIdentityRows = async (sql: SqlQuery, rows: IdentityRows): Promise<number> => {
  for (const table of ["rm_users", "rm_organisations", "rm_org_members", "rm_project_grants", "rm_project_shares", "rm_identity_state"])
    await sql.query(`DELETE FROM ${table}`)
  const users = [...rows.users].map(([id, data]) => ({ id, data }))
  const organisations = [...rows.organisations].map(([id, data]) => ({ id, data }))
  const members = [...rows.members].flatMap(([org, byUser]) => [...byUser].map(([usr, roles]) => ({ org, usr, roles })))
  const grants = [...rows.grants].flatMap(([pro, byUser]) => [...byUser].map(([usr, g]) => ({ pro, usr, roles: g.roles, at: g.changedAt, by: g.changedBy })))
  const shares = [...rows.shares].flatMap(([pro, orgs]) => [...orgs].map((org) => ({ pro, org })))
  await insertJson(sql, users, `INSERT INTO rm_users (usr_id, data) SELECT id, data FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, data jsonb)`)
  await insertJson(sql, organisations, `INSERT INTO rm_organisations (org_id, data) SELECT id, data FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, data jsonb)`)
  await insertJson(
    sql,
    members,
    `INSERT INTO rm_org_members (org_id, usr_id, roles)
     SELECT org, usr, ARRAY(SELECT jsonb_array_elements_text(roles)) FROM jsonb_to_recordset($1::jsonb) AS r(org bigint, usr bigint, roles jsonb)`,
  )
  await insertJson(
    sql,
    grants,
    `INSERT INTO rm_project_grants (pro_id, usr_id, roles, changed_at, changed_by)
     SELECT pro, usr, ARRAY(SELECT jsonb_array_elements_text(roles)), "at", "by" FROM jsonb_to_recordset($1::jsonb) AS r(pro bigint, usr bigint, roles jsonb, "at" text, "by" bigint)`,
  )
  await insertJson(sql, shares, `INSERT INTO rm_project_shares (pro_id, org_id) SELECT pro, org FROM jsonb_to_recordset($1::jsonb) AS r(pro bigint, org bigint)`)
  if (rows.identityPosition > 0) await sql.query("INSERT INTO rm_identity_state (id, position) VALUES (1, $1)", [rows.identityPosition])
  return users.length + organisations.length + members.length + grants.length + shares.length
}

const insertJson = async (sql: SqlQuery, items: readonly unknown[], statement: string) => {
  for (let i = 0; i < items.length; i += CHUNK) await sql.query(statement, [JSON.stringify(items.slice(i, i + CHUNK))])
}

/** Every identity row, as the in-memory fold holds them (tests compare the two). */
export const loadIdentityRows = async (sql: SqlQuery): Promise<IdentityRows> => {
  const rows = emptyIdentityRows()
  for (const r of await sql.query<{ usr_id: number; data: Record<string, unknown> }>("SELECT usr_id, data FROM rm_users"))
    rows.users.set(Number(r.usr_id), r.data)
  for (const r of await sql.query<{ org_id: number; data: Record<string, unknown> }>("SELECT org_id, data FROM rm_organisations"))
    rows.organisations.set(Number(r.org_id), r.data)
  for (const r of await sql.query<{ org_id: number; usr_id: number; roles: string[] }>("SELECT org_id, usr_id, roles FROM rm_org_members")) {
    let byUser = rows.members.get(Number(r.org_id))
    if (!byUser) rows.members.set(Number(r.org_id), (byUser = new Map()))
    byUser.set(Number(r.usr_id), r.roles)
  }
  for (const r of await sql.query<{ pro_id: number; usr_id: number; roles: string[]; changed_at: string | null; changed_by: number | null }>(
    "SELECT pro_id, usr_id, roles, changed_at, changed_by FROM rm_project_grants",
  )) {
    let byUser = rows.grants.get(Number(r.pro_id))
    if (!byUser) rows.grants.set(Number(r.pro_id), (byUser = new Map()))
    byUser.set(Number(r.usr_id), { roles: r.roles, changedAt: r.changed_at, changedBy: r.changed_by === null ? null : Number(r.changed_by) })
  }
  for (const r of await sql.query<{ pro_id: number; org_id: number }>("SELECT pro_id, org_id FROM rm_project_shares")) {
    let orgs = rows.shares.get(Number(r.pro_id))
    if (!orgs) rows.shares.set(Number(r.pro_id), (orgs = new Set()))
    orgs.add(Number(r.org_id))
  }
  const state = await sql.query<{ position: number }>("SELECT position FROM rm_identity_state WHERE id = 1")
  rows.identityPosition = Number(state[0]?.position ?? 0)
  return rows
}
