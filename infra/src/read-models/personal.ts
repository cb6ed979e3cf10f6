/**
 * @module Personal fields of the identity read models, opened at read time. The rows hold seals only
 * (`rm_users.data.personal`, `.image`); the vault opens them with the user's key, and once a user is erased
 * nothing opens any more.
 */
import { displayName } from "@bimprofile/contracts/display-name"
import type { PersonalFields } from "@bimprofile/contracts/events/identity/user-events"
import type { PersonalDataVault } from "../crypto/personal-data-vault"
import type { SqlQuery } from "../sql/sql-client"

/** What reading needs of the vault: opening seals. */
export type SealOpener = Pick<PersonalDataVault, "open">

/** A user's row in `rm_users` as stored (see migration 007). */
export type UserRowData = {
  readonly personal?: string | null
  readonly image?: string | null
  readonly imageVersion?: number | null
  readonly source?: string
  readonly personalOrgId?: number
  readonly active?: boolean
  readonly erased?: boolean
  readonly appAdmin?: boolean
  readonly licensed?: boolean
  readonly sso?: boolean
  readonly createdAt?: string | null
  readonly createdBy?: number | null
  readonly changedAt?: string | null
  readonly changedBy?: number | null
}

const NOBODY: PersonalFields = { usr_email: "", usr_name: "", usr_name_first: "" }

/** The clear personal fields; empty texts when they cannot be opened (erased, or no key). */
export const openPersonal = async (vault: SealOpener, userId: number, row: UserRowData): Promise<PersonalFields> =>
  (row.personal && !row.erased ? await vault.open<PersonalFields>(userId, row.personal) : undefined) ?? NOBODY

/** The display names of the given users (all when undefined); unknown users are left out. */
export const readDisplayNames = async (sql: SqlQuery, vault: SealOpener, userIds?: readonly number[]): Promise<Map<number, string>> => {
  const rows = await sql.query<{ usr_id: number; data: UserRowData }>(
    userIds === undefined ? "SELECT usr_id, data FROM rm_users" : "SELECT usr_id, data FROM rm_users WHERE usr_id = ANY($1::bigint[])",
    userIds === undefined ? [] : [userIds],
  )
  const names = new Map<number, string>()
  for (const row of rows) {
    const id = Number(row.usr_id)
    names.set(id, displayName(await openPersonal(vault, id, row.data), row.data.erased === true))
  }
  return names
}

/** The position of the last change of users or organisations: caches of names reload when it moved. */
export const readIdentityVersion = async (sql: SqlQuery): Promise<number> =>
  Number((await sql.query<{ position: number }>("SELECT position FROM rm_identity_state WHERE id = 1", [], { prepared: true }))[0]?.position ?? 0)
