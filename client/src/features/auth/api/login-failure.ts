/**
 * @module What a failed login leads to (spec §8): an unverified e-mail → its toast; no customer role →
 * local tokens cleared and the provider's logout, back to the no-customer-role page; a deactivated account
 * or too many attempts → the server's message; another failure of the provider login → the login page with
 * the code as parameter. A wrong password is answered on the form itself.
 */
import { paths } from "../../../config/paths"
import { SUPPORT_EMAIL } from "../../../config/app-config"
import { ApiError, NO_CUSTOMER_ROLE_CODE, UNVERIFIED_EMAIL_CODE } from "../../../lib/api-error"
import { t } from "../../../lib/i18n"
import { clearSession, getSession } from "../../../lib/session"
import { endSessionUrl } from "../oidc/sso-request"

export type LoginFailureOutcome =
  | { readonly kind: "toast"; readonly level: "error"; readonly message: string }
  | { readonly kind: "leave"; readonly url: string; readonly message: string }
  | { readonly kind: "navigate"; readonly to: string; readonly message?: string }
  | { readonly kind: "show"; readonly error: unknown }

/** The id token the server may hand back with a refusal, for the provider's logout (else the stored one). */
const refusedIdToken = (error: ApiError) => {
  const details = error.body?.details
  return (details && typeof details === "object" && typeof details.id_token === "string" ? details.id_token : null) ?? getSession().idToken
}

export const loginFailure = (error: unknown, via: "password" | "sso", origin: string): LoginFailureOutcome => {
  if (!(error instanceof ApiError)) return { kind: "show", error }
  if (error.code === UNVERIFIED_EMAIL_CODE) return { kind: "toast", level: "error", message: t("errors.unverifiedEmail") }
  if (error.code === NO_CUSTOMER_ROLE_CODE) {
    const idToken = refusedIdToken(error)
    const config = getSession().authConfig
    clearSession()
    const message = t("errors.noCustomerRole", { email: SUPPORT_EMAIL })
    const url = endSessionUrl(config, idToken, origin + paths.logoutNoCustomerRole)
    return url ? { kind: "leave", url, message } : { kind: "navigate", to: paths.logoutNoCustomerRole, message }
  }
  if (via === "password" || error.status === 429 || error.code === "THROTTLED" || error.code === "AUTH_INACTIVE") return { kind: "show", error }
  clearSession()
  return { kind: "navigate", to: `${paths.login}?error=${encodeURIComponent(error.code ?? String(error.status))}` }
}
