/** @module How an account came to be (`UserRegistered.source`), read from its stream's first event. */
import { userStreamId } from "@bimprofile/contracts/events/identity/identity-event"
import type { SqlQuery } from "@bimprofile/infra/sql/sql-client"

export type RegistrationSource = "self" | "invitation" | "sso" | "bootstrap"

export const registrationSource = async (sql: SqlQuery, userId: number): Promise<RegistrationSource | undefined> => {
  const rows = await sql.query<{ source: string | null }>(
    "SELECT data->>'source' AS source FROM events WHERE stream_id = $1 AND type = 'UserRegistered' LIMIT 1",
    [userStreamId(userId)],
  )
  const source = rows[0]?.source
  return source === "self" || source === "invitation" || source === "sso" || source === "bootstrap" ? source : undefined
}
