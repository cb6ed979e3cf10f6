/**
 * @module The logout after an authentication error (spec §4 Authentication, §8 token errors): the error as
 * a toast, the session cleared, the current path stored once as the target after the next login, status
 * unauthorized, and the session-expired notice for the shell.
 *
 * "Once": the other requests of the page fail the same way a moment later, when the app may already be on
 * the login page; they must neither overwrite the remembered page (with /login) nor repeat the notice.
 */
import { appEvents$, toast } from "./app-events"
import { clearSession, getSession, updateSession } from "./session"
import { signInStatus, signInUnauthorized } from "./sign-in-status"

export const logoutAfterAuthError = (message: string) => {
  if (signInStatus() === "unauthorized") {
    clearSession()
    return
  }
  const session = getSession()
  // Back to the provider only for a provider session and when its authorization endpoint is stored (spec §4).
  const toProvider = session.signedInWith === "sso" && Boolean(session.authConfig?.authorization_endpoint)
  toast("error", message)
  clearSession()
  updateSession({ redirectTo: globalThis.location ? location.pathname + location.search : null })
  signInUnauthorized()
  appEvents$.next({ type: "session-expired", toProvider })
}
