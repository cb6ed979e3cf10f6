/**
 * @module Finding a user by e-mail on the read side without any e-mail in clear: the keyed digest names the
 * user stream that reserved it (event store `stream_keys`, released on erasure or change of address), and
 * the user must be in the read models, not erased.
 */
import { emailKey } from "@bimprofile/contracts/events/identity/identity-event"
import type { PersonalDataVault } from "../crypto/personal-data-vault"
import type { SqlQuery } from "../sql/sql-client"

export const readUserIdByEmail = async (sql: SqlQuery, vault: Pick<PersonalDataVault, "emailDigest">, email: string): Promise<number | undefined> => {
  const rows = await sql.query<{ usr_id: number }>(
    `SELECT u.usr_id FROM stream_keys k JOIN rm_users u ON k.stream_id = 'user-' || u.usr_id::text
      WHERE k.key = $1 AND (u.data->>'erased')::boolean IS NOT TRUE`,
    [emailKey(vault.emailDigest(email))],
  )
  return rows[0] ? Number(rows[0].usr_id) : undefined
}

