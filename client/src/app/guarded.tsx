import { Spinner } from "@blueprintjs/core"
import { type ReactNode, useEffect } from "react"
import { Navigate, useLocation } from "react-router-dom"
import { refreshPermissionsOnNavigation } from "../features/auth/api/permissions"
import { useBehavior } from "../hooks/use-observable"
import { useSession } from "../hooks/use-session"
import { SIGN_IN_NOTICE_KEYS } from "../lib/sign-in-notices"
import { toast } from "../lib/app-events"
import { t } from "../lib/i18n"
import { clearSession, hasLicence, isLoggedIn, updateSession } from "../lib/session"
import { signIn$, signInStatus } from "../lib/sign-in-status"
import { status$ } from "../lib/status-check"
import { decideRoute, type RouteMeta } from "./guard"
import LicenceRequiredPage from "./routes/status/licence-required"

/**
 * Applies the route guard to one route, then renders its (lazy) page. A loading page suspends up to the one
 * boundary around all pages (AppShell), never one of its own.
 */
export function Guarded({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const session = useSession()
  const status = useBehavior(status$)
  const location = useLocation()
  const signIn = useBehavior(signIn$)
  // A provider answer exchanged at app start is awaited, not answered with the login page.
  const awaitingSignIn = signIn.status === "loading" && !meta.open
  const decision = decideRoute({
    meta,
    path: location.pathname + location.search,
    loggedIn: isLoggedIn(session),
    licensed: hasLicence(session),
    maintenance: status.maintenance,
  })
  const blockedByLicence = decision.action === "licence-required"
  // Every change to a different named route scrolls to the top (spec §2); the same route with other
  // parameters or another tab keeps the place.
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [meta.name])
  useEffect(() => {
    if (decision.action === "allow" && isLoggedIn()) refreshPermissionsOnNavigation()
  }, [location.pathname, decision.action])
  useEffect(() => {
    if (awaitingSignIn) return
    if (decision.action === "redirect" && decision.message === "authRequired") {
      clearSession()
      updateSession({ redirectTo: decision.remember ?? null })
      // After a logout for an authentication error the session-expired notice already says it.
      if (signInStatus() !== "unauthorized") toast("warning", t("session.authRequired"), { key: SIGN_IN_NOTICE_KEYS.authRequired })
    }
    if (blockedByLicence) toast("warning", t("licence.required"))
  }, [awaitingSignIn, decision.action, blockedByLicence, decision.action === "redirect" ? decision.message : undefined])
  if (awaitingSignIn) return <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
  if (decision.action === "redirect") return <Navigate to={(decision.message === "authRequired" && signIn.loginAddress) || decision.to} replace />
  if (blockedByLicence) return <LicenceRequiredPage />
  return children
}
