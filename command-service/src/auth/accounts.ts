/**
 * @module The backbone's accounts: a table with a scrypt hash per user. Small and replaceable: the
 * identity issue turns users into event-sourced streams.
 */
import type { UserAccount } from "@bimprofile/contracts/dto/user-dto"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { randomBytes } from "node:crypto"
import { hashPassword } from "./passwords"

/** A stored account: what the API shows of it (`toUserDto` in contracts) and its password hash. */
export type Account = UserAccount & { readonly usr_pw_hash: string }

export const findAccountByEmail = async (sql: SqlQuery, email: string): Promise<Account | undefined> =>
  (await sql.query<Account>("SELECT * FROM auth_users WHERE lower(usr_email) = lower($1)", [email.trim()]))[0]

export const findAccountById = async (sql: SqlQuery, id: number): Promise<Account | undefined> =>
  (await sql.query<Account>("SELECT * FROM auth_users WHERE usr_id = $1", [id]))[0]

export const recordLogin = (sql: SqlQuery, id: number) =>
  sql.query("UPDATE auth_users SET usr_login_date = now() WHERE usr_id = $1", [id])

export type BootstrapResult = { created: boolean; email: string; password?: string; userId: number }

/**
 * Creates the administrator on first start: BIMP_ADMIN_EMAIL / BIMP_ADMIN_PASSWORD, or a generated
 * password that the caller prints once.
 */
export const ensureAdministrator = async (
  sql: SqlQuery,
  nextUserId: () => Promise<number>,
  configured: { email: string | undefined; password: string | undefined },
): Promise<BootstrapResult> => {
  const email = configured.email ?? "admin@bimprofile.local"
  const existing = await findAccountByEmail(sql, email)
  if (existing) return { created: false, email, userId: existing.usr_id }
  const password = configured.password ?? randomBytes(12).toString("base64url")
  const userId = await nextUserId()
  await sql.query(
    `INSERT INTO auth_users (usr_id, usr_email, usr_name, usr_name_first, usr_pw_hash, usr_app_admin)
     VALUES ($1, $2, $3, $4, $5, true) ON CONFLICT (usr_email) DO NOTHING`,
    [userId, email, "Administrator", "BIM Profil", await hashPassword(password)],
  )
  const created = (await findAccountByEmail(sql, email))!
  return configured.password
    ? { created: true, email, userId: created.usr_id }
    : { created: true, email, password, userId: created.usr_id }
}
