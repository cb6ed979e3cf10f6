/**
 * @module The first administrator, registered through the identity streams like everyone else (source
 * bootstrap, active, app admin, licensed) with BIMP_ADMIN_EMAIL / BIMP_ADMIN_PASSWORD, or a generated
 * password the caller prints once. Idempotent: a restart finds the administrator in `settings`; processes
 * starting together race on the e-mail's reservation, and the loser takes the winner's account.
 */
import { isEmailTaken } from "../identity/identity-service"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { randomBytes, randomUUID } from "node:crypto"
import type { CredentialStore } from "./credential-store"
import type { AuthDirectory, AuthIdentity } from "./identity-port"
import { hashPassword } from "./passwords"

export type BootstrapResult = { created: boolean; email: string; password?: string; userId: number }

export type BootstrapDeps = {
  readonly sql: SqlQuery
  readonly identity: AuthIdentity
  readonly directory: AuthDirectory
  readonly credentials: Pick<CredentialStore, "setPasswordIfNone" | "passwordHash">
}

const SETTING = "bootstrap_admin"
export const DEFAULT_ADMIN_EMAIL = "admin@bimprofile.local"

export const ensureAdministrator = async (
  { sql, identity, directory, credentials }: BootstrapDeps,
  configured: { email: string | undefined; password: string | undefined },
): Promise<BootstrapResult> => {
  const email = configured.email ?? DEFAULT_ADMIN_EMAIL
  const recorded = Number((await sql.query<{ value: string }>("SELECT value FROM settings WHERE key = $1", [SETTING]))[0]?.value ?? 0)
  if (recorded > 0 && (await directory.user(recorded))?.erased === false) {
    const personal = await identity.personalFields(recorded)
    return { created: false, email: personal?.usr_email ?? email, userId: recorded }
  }
  const system = { userId: 0, orgId: null, correlationId: randomUUID(), causationId: null }
  let userId = await directory.userIdByEmail(email)
  let created = false
  if (userId === undefined) {
    try {
      userId = await identity.registerUser({ email, name: "Administrator", firstName: "BIM Profil", source: "bootstrap", active: true }, system)
      created = true
    } catch (error) {
      if (!isEmailTaken(error)) throw error
      userId = await directory.userIdByEmail(email)
      if (userId === undefined) throw error
    }
  }
  const ctx = { ...system, userId }
  await identity.activate(userId, ctx)
  await identity.setAppAdmin(userId, true, ctx)
  await identity.setLicence(userId, true, "admin", ctx)
  // Only where no password is set yet: an existing account keeps its own.
  const password = configured.password ?? randomBytes(12).toString("base64url")
  const hadPassword = (await credentials.passwordHash(userId)) !== undefined
  if (!hadPassword) await credentials.setPasswordIfNone(userId, await hashPassword(password))
  const setNow = !hadPassword && (await credentials.passwordHash(userId)) !== undefined
  await sql.query("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value", [SETTING, String(userId)])
  return setNow && !configured.password ? { created, email, password, userId } : { created, email, userId }
}
