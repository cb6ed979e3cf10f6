import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { get } from "../../../lib/api-client"
import { getSession, updateSession } from "../../../lib/session"

/** Re-reads the user's permissions on app start (spec §4 App start); a failure keeps the stored ones. */
export const refreshPermissions = async () => {
  const user = getSession().user
  if (!user) return
  try {
    const permissions = await get<Partial<UserDto>>(`/1.2/user/users/${user.usr_id}?partial=true`, { quiet: true })
    const current = getSession().user
    if (current) updateSession({ user: { ...current, ...permissions } })
  } catch {
    /* not available yet, or offline: the stored permissions stay */
  }
}
