/**
 * @module The browser side of the provider login (spec §4, §7): the authorization request with PKCE, the
 * check of the answer's state, and the end-session address. The verifier and state wait in sessionStorage
 * (this tab only) while the user is at the provider.
 */
import type { AuthConfigDto } from "@bimprofile/contracts/dto/auth-config-dto"
import { paths } from "../../../config/paths"
import { codeChallengeS256, createCodeVerifier, createState } from "./pkce"

const PENDING_KEY = "bimprofile.sso"

export type PendingSso = { readonly state: string; readonly codeVerifier: string; readonly redirectUri: string }

/** The provider sends the user back to the login page. */
export const loginRedirectUri = (origin: string) => origin + paths.login

export const authorizationUrl = (config: AuthConfigDto, pending: PendingSso, challenge: string): string => {
  const url = new URL(config.authorization_endpoint ?? "")
  const params = {
    response_type: "code",
    client_id: config.client_id ?? "",
    redirect_uri: pending.redirectUri,
    scope: config.scope ?? "openid",
    state: pending.state,
    code_challenge: challenge,
    code_challenge_method: "S256",
  }
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  return url.toString()
}

/** Prepares the request (new verifier and state, kept for the way back) and returns where to send the browser. */
export const startSsoRequest = async (config: AuthConfigDto, origin: string): Promise<string> => {
  const pending: PendingSso = { state: createState(), codeVerifier: createCodeVerifier(), redirectUri: loginRedirectUri(origin) }
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending))
  return authorizationUrl(config, pending, await codeChallengeS256(pending.codeVerifier))
}

export const readPendingSso = (): PendingSso | null => {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY)
    return raw ? (JSON.parse(raw) as PendingSso) : null
  } catch {
    return null
  }
}

export const clearPendingSso = () => sessionStorage.removeItem(PENDING_KEY)

export type SsoReturn = { readonly code: string; readonly sessionState: string | null; readonly state: string | null }

/** The provider's answer in the login page's query string, if there is one. */
export const readSsoReturn = (search: URLSearchParams): SsoReturn | null => {
  const code = search.get("code")
  return code ? { code, sessionState: search.get("session_state"), state: search.get("state") } : null
}

/** An answer counts only with the state this tab sent (no login CSRF, no replayed code). */
export const matchesPending = (answer: SsoReturn, pending: PendingSso | null): pending is PendingSso =>
  pending !== null && answer.state !== null && answer.state === pending.state

/** The provider's logout: its end-session endpoint with the id token and where to come back to. */
export const endSessionUrl = (config: AuthConfigDto | null, idToken: string | null, postLogoutRedirectUri: string): string | null => {
  if (!config?.end_session_endpoint) return null
  const url = new URL(config.end_session_endpoint)
  if (idToken) url.searchParams.set("id_token_hint", idToken)
  else if (config.client_id) url.searchParams.set("client_id", config.client_id)
  url.searchParams.set("post_logout_redirect_uri", postLogoutRedirectUri)
  return url.toString()
}
