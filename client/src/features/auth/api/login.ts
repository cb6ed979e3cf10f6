/** @module Login both ways (credentials, provider code), and logout (spec §4 Authentication, §7 Auth). */
import type { LoginAnswerDto } from "@bimprofile/contracts/dto/user-dto"
import { get, post } from "../../../lib/api-client"
import { ApiError } from "../../../lib/api-error"
import { clearSession, getSession, storeTokens, updateSession } from "../../../lib/session"
import { signInEnded } from "../../../lib/sign-in-status"
import { clearPendingSso, endSessionUrl, type PendingSso, type SsoReturn } from "../oidc/sso-request"
import { storedOrFreshAuthConfig } from "./auth-config"

export const login = async (email: string, password: string) => {
  const answer = await post<LoginAnswerDto>("/1.2/auth/login", { usr_email: email, usr_pw: password }, { quiet: true })
  storeTokens(answer.token, answer.usr)
  updateSession({ signedInWith: "password" })
  return answer.usr
}

/**
 * Exchanges the provider's code (with the PKCE verifier of the request) for tokens. The code, session state
 * and redirect uri are stored while it runs (spec §4 App start) and cleared once the server has answered,
 * either way. A request that never got an answer (the tab was reloaded, the network failed) leaves them
 * stored, with the verifier: the next app start exchanges them.
 */
export const providerLogin = async (answer: SsoReturn, pending: PendingSso) => {
  updateSession({ code: answer.code, sessionState: answer.sessionState, redirectUri: pending.redirectUri })
  const answered = () => {
    clearPendingSso()
    updateSession({ code: null, sessionState: null, redirectUri: null })
  }
  let result: LoginAnswerDto
  try {
    result = await post<LoginAnswerDto>(
      "/1.2/auth/login",
      { code: answer.code, session_state: answer.sessionState, redirect_uri: pending.redirectUri, code_verifier: pending.codeVerifier },
      { quiet: true },
    )
  } catch (failure) {
    if (failure instanceof ApiError) answered()
    throw failure
  }
  answered()
  storeTokens(result.token, result.usr)
  updateSession({ signedInWith: "sso" })
  return result.usr
}

/**
 * Ends the session: the server revokes its refresh tokens, the local session is cleared. Returns the
 * provider's end-session address when the session came from the provider (the browser goes there and comes
 * back to /logout), else null.
 */
export const logout = async (origin: string): Promise<string | null> => {
  const { idToken, signedInWith } = getSession()
  await get("/1.2/auth/logout", { quiet: true }).catch(() => undefined)
  clearSession()
  signInEnded()
  if (signedInWith !== "sso") return null
  return endSessionUrl(await storedOrFreshAuthConfig(), idToken, origin + "/logout")
}
