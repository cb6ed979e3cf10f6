/**
 * @module The background refresh (spec §4): every 10 s, refresh when a refresh token exists, no refresh
 * is running, the user was active in the last 30 minutes and the access token expires within 20 s.
 */
import { ACTIVITY_WINDOW_MS, REFRESH_BEFORE_EXPIRY_MS, TOKEN_CHECK_INTERVAL_MS } from "../config/app-config"
import { refreshTokens } from "./api-client"
import { getSession, type Session } from "./session"

export const shouldRefresh = (session: Session, now: number): boolean =>
  Boolean(session.refreshToken) &&
  !session.refreshInProgress &&
  session.lastActivity !== null &&
  now - session.lastActivity <= ACTIVITY_WINDOW_MS &&
  session.expiresAt !== null &&
  session.expiresAt - now <= REFRESH_BEFORE_EXPIRY_MS

export const startTokenRefresh = (): (() => void) => {
  const timer = setInterval(() => {
    if (shouldRefresh(getSession(), Date.now())) void refreshTokens()
  }, TOKEN_CHECK_INTERVAL_MS)
  return () => clearInterval(timer)
}
