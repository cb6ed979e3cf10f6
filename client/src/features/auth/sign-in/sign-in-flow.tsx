/**
 * @module The sign-in steps that belong to no page, mounted once beside the shell: the report of the
 * provider answer exchanged at app start, and where an expired session goes — to the identity provider
 * when the session came from it and its authorization endpoint is stored, else to the login page (spec §4).
 */
import { useEffect, useLayoutEffect } from "react"
import { useNavigate } from "react-router-dom"
import { paths } from "../../../config/paths"
import { appEvents$, toast } from "../../../lib/app-events"
import { t } from "../../../lib/i18n"
import { getSession } from "../../../lib/session"
import { SIGN_IN_NOTICE_KEYS } from "../../../lib/sign-in-notices"
import { browserLocation } from "../oidc/browser-location"
import { startSsoRequest } from "../oidc/sso-request"
import { providerSignInAtStart } from "./provider-sign-in"
import { useSignInOutcome } from "./sign-in-outcome"

export function SignInFlow() {
  const navigate = useNavigate()
  const { succeed, fail } = useSignInOutcome()

  useEffect(() => {
    let mounted = true
    providerSignInAtStart()?.then(
      (user) => mounted && succeed(user),
      (failure: unknown) => mounted && fail(failure, "sso"),
    )
    return () => void (mounted = false)
    // Once per app start: the outcome of the one exchange begun before the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // A layout effect, like the shell's: subscribed before any page's effects can end the session.
  useLayoutEffect(() => {
    const subscription = appEvents$.subscribe((event) => {
      if (event.type !== "session-expired") return
      toast("warning", t("session.expired"), { key: SIGN_IN_NOTICE_KEYS.expired })
      const config = getSession().authConfig
      if (event.toProvider && config) {
        void startSsoRequest(config, browserLocation.origin()).then(browserLocation.assign, () => navigate(paths.login, { replace: true }))
      } else navigate(paths.login, { replace: true })
    })
    return () => subscription.unsubscribe()
  }, [navigate])

  return null
}
