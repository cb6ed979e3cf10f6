/**
 * @module The first administrator, registered through the identity streams like everyone else (source
 * bootstrap, active, app admin, licensed) with BIMP_ADMIN_EMAIL / BIMP_ADMIN_PASSWORD, or a generated
 * password the caller hands over once (a file, never the log). Idempotent: a restart finds the
 * administrator in `settings`; processes starting together race on the e-mail's reservation, and the loser
 * takes the winner's account — only an account the bootstrap registered (source bootstrap).
 *
 * It never takes over another account: when the address belongs to someone who registered it (or was
 * invited), that account is left alone and the administrator is created under a derived address
 * (`name+bimprofile-admin@domain`), with a warning. When the recorded administrator was erased, a new one
 * is created only while no app admin exists at all.
 */
import { decodeUserEvent } from "@bimprofile/contracts/events/identity/identity-event"
import type { EventStore } from "@bimprofile/infra/event-store/event-store"
import type { Logger } from "@bimprofile/infra/logger"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"
import { randomBytes, randomUUID } from "node:crypto"
import { isEmailTaken } from "../identity/identity-service"
import type { CredentialStore } from "./credential-store"
import type { AuthDirectory, AuthIdentity } from "./identity-port"
import { hashPassword } from "./passwords"
import { registrationSourceFrom } from "./registration-source"

export type BootstrapResult = { created: boolean; email: string; password?: string; userId: number }

export type BootstrapDeps = {
  readonly sql: SqlQuery
  readonly store: Pick<EventStore, "readByType" | "readStream">
  readonly identity: AuthIdentity
  readonly directory: AuthDirectory
  readonly credentials: Pick<CredentialStore, "setPasswordIfNone" | "passwordHash">
  readonly log?: Pick<Logger, "warn">
}

const SETTING = "bootstrap_admin"
export const DEFAULT_ADMIN_EMAIL = "admin@bimprofile.local"
const MAX_ALTERNATIVES = 20

/** The n-th address tried when the configured one belongs to someone else (the same in every process). */
export const alternativeAdminEmail = (email: string, n: number): string => {
  const at = email.lastIndexOf("@")
  const local = at > 0 ? email.slice(0, at) : email
  const domain = at > 0 ? email.slice(at + 1) : "bimprofile.local"
  return `${local}+bimprofile-admin${n > 1 ? `-${n}` : ""}@${domain}`
}

/** An app admin that is not erased, if any. */
const anyAppAdmin = async (store: BootstrapDeps["store"], directory: AuthDirectory): Promise<number | undefined> => {
  const named = new Set<number>()
  for (let after = 0; ; ) {
    const page = await store.readByType(["UserAppAdminChanged"], after, 1_000)
    for (const event of page) {
      const changed = decodeUserEvent({ type: event.type, data: event.data })
      if (changed.type === "UserAppAdminChanged" && changed.data.appAdmin) named.add(changed.data.userId)
    }
    if (page.length < 1_000) break
    after = page.at(-1)!.globalPosition
  }
  for (const userId of named) {
    const user = await directory.user(userId)
    if (user && !user.erased && user.appAdmin) return user.userId
  }
  return undefined
}

export const ensureAdministrator = async (
  { sql, store, identity, directory, credentials, log }: BootstrapDeps,
  configured: { email: string | undefined; password: string | undefined },
): Promise<BootstrapResult> => {
  const configuredEmail = configured.email ?? DEFAULT_ADMIN_EMAIL
  const recorded = Number((await sql.query<{ value: string }>("SELECT value FROM settings WHERE key = $1", [SETTING]))[0]?.value ?? 0)
  if (recorded > 0) {
    const user = await directory.user(recorded)
    if (user && !user.erased) {
      const personal = await identity.personalFields(recorded)
      return { created: false, email: personal?.usr_email ?? configuredEmail, userId: recorded }
    }
    // The recorded administrator was erased: another app admin carries on, none is created.
    const other = await anyAppAdmin(store, directory)
    if (other !== undefined) {
      const personal = await identity.personalFields(other)
      return { created: false, email: personal?.usr_email ?? configuredEmail, userId: other }
    }
    log?.warn("the first administrator was deleted and no app admin is left: a new administrator is created")
  }

  const system = { userId: 0, orgId: null, correlationId: randomUUID(), causationId: null }
  let email = configuredEmail
  let userId: number | undefined
  let created = false
  for (let n = 1; userId === undefined; ) {
    const existing = await directory.userIdByEmail(email)
    if (existing !== undefined) {
      // Ours (a concurrent start, or a start that stopped before recording it): take it. Anyone else's: never.
      if ((await registrationSourceFrom(store)(existing)) === "bootstrap") {
        userId = existing
        break
      }
      if (n > MAX_ALTERNATIVES) throw new Error("no free address for the administrator: set BIMP_ADMIN_EMAIL")
      const alternative = alternativeAdminEmail(configuredEmail, n++)
      log?.warn("the administrator's address belongs to an account the bootstrap did not create; that account is left alone", {
        administrator: alternative,
      })
      email = alternative
      continue
    }
    try {
      userId = await identity.registerUser({ email, name: "Administrator", firstName: "BIM Profil", source: "bootstrap", active: true }, system)
      created = true
    } catch (error) {
      // Taken a moment ago: looked at again (a concurrent start's, or someone else's).
      if (!isEmailTaken(error)) throw error
    }
  }
  const ctx = { ...system, userId }
  await identity.activate(userId, ctx)
  await identity.setAppAdmin(userId, true, ctx)
  await identity.setLicence(userId, true, "admin", ctx)
  // A bootstrap account only; the password is set where none is yet, and reported only to the start that set it.
  const password = configured.password ?? randomBytes(12).toString("base64url")
  const setNow = (await credentials.passwordHash(userId)) === undefined && (await credentials.setPasswordIfNone(userId, await hashPassword(password)))
  await sql.query("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value", [SETTING, String(userId)])
  return setNow && !configured.password ? { created, email, password, userId } : { created, email, userId }
}
