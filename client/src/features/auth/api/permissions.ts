import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { apiReads } from "../../../config/api-reads"
import { get } from "../../../lib/api-client"
import { getSession, updateSession } from "../../../lib/session"

const NAVIGATION_REFRESH_MS = 30_000
let lastRefresh = 0

/**
 * Re-reads the user's permissions on app start (spec §4 App start); a failure keeps the stored ones. The
 * read counts as the navigation's too: the first route after the start does not send it again.
 */
export const refreshPermissions = async (now = Date.now()) => {
  const user = getSession().user
  if (!user) return
  lastRefresh = now
  try {
    const permissions = await get<Partial<UserDto>>(apiReads.permissions(user.usr_id), { quiet: true })
    const current = getSession().user
    if (current) updateSession({ user: { ...current, ...permissions } })
  } catch {
    /* not available yet, or offline: the stored permissions stay */
  }
}

/**
 * On navigation while logged in with a valid token (spec §4): re-read the permissions, at most every 30 s,
 * so rights granted or revoked meanwhile apply without a new login.
 */
export const refreshPermissionsOnNavigation = (now = Date.now()) => {
  const session = getSession()
  if (!session.user || !session.accessToken || (session.expiresAt ?? 0) <= now || now - lastRefresh < NAVIGATION_REFRESH_MS) return false
  void refreshPermissions(now)
  return true
}
