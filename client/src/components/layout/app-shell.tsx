/**
 * @module The shell around every page: navigation (only logged in and not in maintenance), guest banner,
 * footer, developer panel, and the wiring of app events (toasts, navigation, maintenance), token refresh,
 * version checks and live updates. Where an expired session goes is the sign-in flow's (features/auth).
 */
import { Spinner } from "@blueprintjs/core"
import { Suspense, useEffect, useLayoutEffect } from "react"
import { Outlet, useNavigate } from "react-router-dom"
import { useBehavior } from "../../hooks/use-observable"
import { useSession } from "../../hooks/use-session"
import { appEvents$ } from "../../lib/app-events"
import { t } from "../../lib/i18n"
import { queryClient } from "../../lib/query-client"
import { hasLicence, isLoggedIn } from "../../lib/session"
import { enterMaintenance, status$ } from "../../lib/status-check"
import { SIGN_IN_NOTICE_KEYS } from "../../lib/sign-in-notices"
import { dismissToast, showToast } from "../../lib/toaster"
import { startTokenRefresh } from "../../lib/token-refresh"
import { startVersionChecks } from "../../lib/version-check"
import { AppFooter } from "./app-footer"
import { DeveloperPanel } from "./developer-panel"
import { GuestBanner } from "./guest-banner"
import { MainNav } from "./main-nav"

export function AppShell() {
  const session = useSession()
  const status = useBehavior(status$)
  const navigate = useNavigate()
  const loggedIn = isLoggedIn(session)

  // A layout effect: subscribed before any page's (passive) effects run, so a toast a page asks for on its
  // first render (the guard's licence or login notice on a direct visit) is not lost.
  useLayoutEffect(() => {
    const subscription = appEvents$.subscribe((event) => {
      if (event.type === "toast") void showToast(event)
      else if (event.type === "navigate") navigate(event.to, { replace: event.replace ?? false })
      else if (event.type === "maintenance") enterMaintenance()
    })
    return () => subscription.unsubscribe()
  }, [navigate])

  // "Please sign in" notices are answered by signing in: they must not outlive the login.
  useEffect(() => {
    if (loggedIn) for (const key of Object.values(SIGN_IN_NOTICE_KEYS)) void dismissToast(key)
  }, [loggedIn])
  useEffect(() => startTokenRefresh(), [])
  useEffect(() => startVersionChecks(), [])
  useEffect(() => (loggedIn ? startLiveUpdatesLazily() : undefined), [loggedIn])

  return (
    <div className="bimp-app">
      {loggedIn && !status.maintenance && session.user && <MainNav user={session.user} />}
      {loggedIn && !status.maintenance && !hasLicence(session) && <GuestBanner />}
      <main className="bimp-main">
        {/*
          The one boundary for every page and the project frame around its pages, never one per level: a route
          change runs in a transition (React Router), so this boundary keeps the old page until the new one
          (frame, page, texts) is loaded; nested boundaries would each show a spinner that React then holds for
          300 ms. Only the first load of the app shows the spinner.
        */}
        <Suspense fallback={<Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter backendVersion={status.apiVersion} />
      <DeveloperPanel backendVersion={status.apiVersion} />
    </div>
  )
}

/** Live updates (their own chunk: only logged-in pages need them, and not for the first paint); returns the stop. */
const startLiveUpdatesLazily = () => {
  let stop: (() => void) | undefined
  let stopped = false
  void import("../../lib/live-updates").then(({ startLiveUpdates }) => {
    if (!stopped) stop = startLiveUpdates(queryClient)
  })
  return () => {
    stopped = true
    stop?.()
  }
}
