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

const NAVIGATION_REFRESH_MS = 30_000
let lastRefresh = 0

/**
 * On navigation while logged in with a valid token (spec §4): re-read the permissions, at most every 30 s,
 * so rights granted or revoked meanwhile apply without a new login.
 */
export const refreshPermissionsOnNavigation = (now = Date.now()) => {
  const session = getSession()
  if (!session.user || !session.accessToken || (session.expiresAt ?? 0) <= now || now - lastRefresh < NAVIGATION_REFRESH_MS) return false
  lastRefresh = now
  void refreshPermissions()
  return true
}
