/**
 * @module What follows a login attempt, one way for both the password form and the provider code
 * exchange: success → status success, the toast naming the user, and from the login or logout page on to
 * the remembered page (spec §4 App start); failure → status error and what spec §8 says for it.
 */
import { useCallback } from "react"
import { useLocation, useNavigate } from "react-router-dom"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { displayName } from "../../../components/layout/user-format"
import { paths } from "../../../config/paths"
import { toast } from "../../../lib/app-events"
import { t } from "../../../lib/i18n"
import { getSession, updateSession } from "../../../lib/session"
import { signInFailed, signInSucceeded } from "../../../lib/sign-in-status"
import { loginFailure } from "../api/login-failure"
import { browserLocation } from "../oidc/browser-location"

const isLoginOrLogout = (path: string) => path.startsWith(paths.login) || path.startsWith(paths.logout)

/** Where to go after login: the remembered page, unless it was the login or logout page (spec §4). */
export const afterLoginTarget = (remembered: string | null) => (!remembered || isLoginOrLogout(remembered) ? paths.projects : remembered)

export const useSignInOutcome = () => {
  const navigate = useNavigate()
  const { pathname } = useLocation()

  const succeed = useCallback(
    (user: UserDto) => {
      signInSucceeded()
      toast("success", `${t("auth:loggedInAs")} ${displayName(user)}`)
      const target = afterLoginTarget(getSession().redirectTo)
      updateSession({ redirectTo: null })
      // A provider answer exchanged on another page (spec §4 App start) stays on that page.
      if (isLoginOrLogout(pathname)) navigate(target, { replace: true })
    },
    [navigate, pathname],
  )

  const fail = useCallback(
    (failure: unknown, via: "password" | "sso") => {
      const outcome = loginFailure(failure, via, browserLocation.origin())
      // The login address goes with the status: a guarded page (an exchange at app start) that sees the
      // error before the navigation lands redirects there too, not to a login page without the code.
      signInFailed(outcome.kind === "show" ? outcome.error : undefined, outcome.kind === "navigate" ? outcome.to : undefined)
      if (outcome.kind === "toast") toast(outcome.level, outcome.message)
      else if (outcome.kind === "navigate") {
        if (outcome.message) toast("error", outcome.message)
        navigate(outcome.to, { replace: true })
      } else if (outcome.kind === "leave") {
        toast("error", outcome.message)
        browserLocation.assign(outcome.url)
      }
    },
    [navigate],
  )

  return { succeed, fail }
}
