/**
 * @module GET /1.2/user/users[?usr_email=] and …/{id}[?partial=true] over today's minimal accounts
 * (`auth_users`). A user reads themselves, an app admin reads anyone; the list holds whom the caller may
 * read. The identity issue replaces the table with event-sourced users and fills the permission lists.
 */
import { toUserDto, toUserPermissionsDto, type UserAccount } from "@bimprofile/contracts/dto/user-dto"
import type { AuthEnv, Caller } from "@bimprofile/infra/http/authenticate"
import { HttpProblem } from "@bimprofile/infra/http/problem"
import { pathId, queryFlag } from "@bimprofile/infra/http/validation"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { Hono } from "hono"

const COLUMNS = "usr_id, usr_email, usr_name, usr_name_first, usr_app_admin, usr_login_date, created_at"

const notPermitted = () => new HttpProblem(401, "AUTH_PRO", "Sie haben keine Berechtigung, diesen Benutzer zu sehen.")

const accountById = async (sql: SqlQuery, id: number): Promise<UserAccount | undefined> =>
  (await sql.query<UserAccount>(`SELECT ${COLUMNS} FROM auth_users WHERE usr_id = $1`, [id]))[0]

const isAppAdmin = async (sql: SqlQuery, caller: Caller) => (await accountById(sql, caller.userId))?.usr_app_admin === true

export const userRoutes = (sql: SqlQuery) =>
  new Hono<AuthEnv>()
    .get("/users", async (c) => {
      const caller = c.get("caller")
      const email = c.req.query("usr_email")?.trim()
      const conditions: string[] = []
      const params: unknown[] = []
      if (!(await isAppAdmin(sql, caller))) conditions.push(`usr_id = $${params.push(caller.userId)}`)
      if (email) conditions.push(`lower(usr_email) = lower($${params.push(email)})`)
      const where = conditions.length ? `WHERE ${conditions.join(" AND ")}` : ""
      const accounts = await sql.query<UserAccount>(`SELECT ${COLUMNS} FROM auth_users ${where} ORDER BY usr_id`, params)
      return c.json(accounts.map(toUserDto))
    })
    .get("/users/:id", async (c) => {
      const id = pathId(c)
      const partial = queryFlag(c, "partial")
      const caller = c.get("caller")
      // Refused before looking the user up: the answer does not tell whether someone else's id exists.
      if (id !== caller.userId && !(await isAppAdmin(sql, caller))) throw notPermitted()
      const account = await accountById(sql, id)
      if (!account) throw new HttpProblem(404, "NOT_FOUND", `Benutzer mit der Id ${id} wurde nicht gefunden.`)
      const user = toUserDto(account)
      return c.json(partial ? toUserPermissionsDto(user) : user)
    })
