/**
 * @module The stored session (spec §3 "Session data", §4 Authentication): tokens, both expiry times in ms,
 * last activity, user, locale, default project, refresh marker. Kept in localStorage so it survives a reload.
 */
import { hasLicenceRights } from "@bimprofile/contracts/access/roles"
import type { AuthConfigDto } from "@bimprofile/contracts/dto/auth-config-dto"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"

export type Session = {
  accessToken: string | null
  refreshToken: string | null
  idToken: string | null
  /** When the access token expires, in ms since the epoch. */
  expiresAt: number | null
  /** When the refresh token expires, in ms since the epoch. */
  refreshExpiresAt: number | null
  lastActivity: number | null
  user: UserDto | null
  defaultProjectId: number | null
  /** When the last refresh after an authentication failure was tried (spec §4). */
  refreshAttemptAt: number | null
  refreshInProgress: boolean
  /** Where to go after login. */
  redirectTo: string | null
  /** The login configuration of `GET /1.2/auth/config` (provider addresses), kept across logins (spec §7). */
  authConfig: AuthConfigDto | null
  /** How this session signed in: a provider session ends at the provider's end-session endpoint too. */
  signedInWith: "password" | "sso" | null
  /** The provider's answer while it is exchanged for tokens (spec §3 Session data, §4 App start). */
  code: string | null
  sessionState: string | null
  redirectUri: string | null
}

const KEY = "bimprofile.session"

export const emptySession = (): Session => ({
  accessToken: null,
  refreshToken: null,
  idToken: null,
  expiresAt: null,
  refreshExpiresAt: null,
  lastActivity: null,
  user: null,
  defaultProjectId: null,
  refreshAttemptAt: null,
  refreshInProgress: false,
  redirectTo: null,
  authConfig: null,
  signedInWith: null,
  code: null,
  sessionState: null,
  redirectUri: null,
})

let current: Session = load()
const listeners = new Set<(session: Session) => void>()

function load(): Session {
  try {
    const raw = globalThis.localStorage?.getItem(KEY)
    return raw ? { ...emptySession(), ...JSON.parse(raw), refreshInProgress: false } : emptySession()
  } catch {
    return emptySession()
  }
}

export const getSession = (): Session => current

export const updateSession = (change: Partial<Session>): Session => {
  current = { ...current, ...change }
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(current))
  } catch {
    /* storage full or disabled: the session lives in memory for this tab */
  }
  for (const listener of listeners) listener(current)
  return current
}

export const subscribeSession = (listener: (session: Session) => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Logged in only with an access token, a refresh token and a user id other than -1 (spec §4). */
export const isLoggedIn = (session: Session = current) =>
  Boolean(session.accessToken && session.refreshToken && session.user && session.user.usr_id !== -1)

/** The licence rule of both sides (contracts/access/roles `hasLicenceRights`): an app admin, or licensed. */
export const hasLicence = (session: Session = current) =>
  session.user ? hasLicenceRights({ appAdmin: session.user.usr_app_admin === true, licensed: session.user.usr_has_license === true }) : false

export type TokenAnswer = {
  access_token: string
  refresh_token?: string
  id_token?: string
  expires_in: number
  refresh_expires_in?: number
}

/** Stores a sign-in or refresh answer: tokens, user, and both expiry times as now + seconds, in ms. */
export const storeTokens = (token: TokenAnswer, user: UserDto, now = Date.now()) =>
  updateSession({
    accessToken: token.access_token,
    refreshToken: token.refresh_token ?? current.refreshToken,
    idToken: token.id_token ?? current.idToken,
    expiresAt: now + token.expires_in * 1000,
    refreshExpiresAt: token.refresh_expires_in === undefined ? current.refreshExpiresAt : now + token.refresh_expires_in * 1000,
    user,
    refreshAttemptAt: null,
    lastActivity: now,
  })

/** Clears the login; the remembered target and the login configuration survive for the next login. */
export const clearSession = () => updateSession({ ...emptySession(), redirectTo: current.redirectTo, authConfig: current.authConfig })
