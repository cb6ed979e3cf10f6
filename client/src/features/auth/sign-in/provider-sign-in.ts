/**
 * @module The identity provider's answer, exchanged at app start whatever page it lands on (spec §4 App
 * start): with no stored user, a stored code (the tab was reloaded during an exchange) is exchanged; otherwise
 * a code and session_state in the address are stored and exchanged. An answer counts only with the state
 * (and PKCE verifier) this tab sent. The code is taken out of the address at once: it is single-use and must
 * not end up in a remembered path.
 */
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { loadNamespaces, t } from "../../../lib/i18n"
import { getSession, updateSession } from "../../../lib/session"
import { signInLoading } from "../../../lib/sign-in-status"
import { providerLogin } from "../api/login"
import { clearPendingSso, matchesPending, readPendingSso, readSsoReturn, type SsoReturn } from "../oidc/sso-request"

const ANSWER_PARAMS = ["code", "state", "session_state", "iss"]

let atStart: Promise<UserDto> | null = null

/** The exchange begun at app start, if there was an answer to exchange (the shell reports its outcome). */
export const providerSignInAtStart = () => atStart

const storedAnswer = (): SsoReturn | null => {
  const { code, sessionState, user } = getSession()
  return code && !user ? { code, sessionState, state: readPendingSso()?.state ?? null } : null
}

const dropAnswerFromAddress = (search: URLSearchParams) => {
  if (!globalThis.history || !ANSWER_PARAMS.some((name) => search.has(name))) return
  const rest = new URLSearchParams(search)
  for (const name of ANSWER_PARAMS) rest.delete(name)
  const query = rest.toString()
  history.replaceState(history.state, "", location.pathname + (query ? `?${query}` : "") + location.hash)
}

/**
 * Begins the exchange before the first render (so the route guard waits for it instead of sending the user
 * to the login page); sets status loading. Returns null when there is nothing to exchange.
 */
export const startProviderSignIn = (search: string = globalThis.location?.search ?? ""): Promise<UserDto> | null => {
  const params = new URLSearchParams(search)
  const answer = getSession().user ? null : (storedAnswer() ?? readSsoReturn(params))
  dropAnswerFromAddress(params)
  atStart = answer ? exchange(answer) : null
  return atStart
}

const exchange = (answer: SsoReturn): Promise<UserDto> => {
  signInLoading("sso")
  const texts = loadNamespaces(["auth"])
  const pending = readPendingSso()
  if (!matchesPending(answer, pending)) {
    clearPendingSso()
    updateSession({ code: null, sessionState: null, redirectUri: null })
    return texts.then(() => Promise.reject(t("auth:ssoStateMismatch")))
  }
  return Promise.all([providerLogin(answer, pending), texts]).then(([user]) => user)
}
