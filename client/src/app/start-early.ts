/**
 * @module What the app reads before its modules run (lib/early-reads.ts): the status check always; signed
 * in, the user's permissions, for the project list (the page after login) the projects, on a project's page
 * the project (its frame) and on its dashboard the plan. Other pages start their reads with their route
 * (router.tsx `preloadRoutes`), once the router is there. The files of the project list and the dashboard,
 * and the start's texts, are fetched at once too (lib/early-files.ts).
 */
import { apiReads } from "../config/api-reads"
import type { EarlyPage } from "../config/early-pages"
import { projectTabs } from "../config/paths"
import { preloadEarly } from "../lib/early-files"
import { prepareListFormats } from "../lib/intl-cache"
import { sendEarly } from "../lib/early-reads"
import { startLocale } from "../lib/locale-choice"
import { minPosition } from "../lib/positions"
import { getSession, isLoggedIn } from "../lib/session"

/** An address without trailing slashes ("/" stays). */
const normalised = (pathname: string) => pathname.replace(/\/+$/, "") || "/"

/** The addresses that show the project list: its tabs, and / and /projects, which lead there. */
const showsProjectList = (path: string) => path === "/" || path === "/projects" || projectTabs.some((tab) => path === `/projects/${tab}`)

/** A dashboard, or a project's own address, which leads there. */
const DASHBOARD = /^\/projects\/\d+(?:\/dashboard)?$/
/** A project's page (the frame reads the project); the id in group 1. */
const PROJECT_PAGE = /^\/projects\/(\d+)(?:\/|$)/

/** The early pages an address shows (the router decides; this only picks files to fetch sooner). */
export const earlyPagesOf = (pathname: string): EarlyPage[] => {
  const path = normalised(pathname)
  if (showsProjectList(path)) return ["project-list"]
  return DASHBOARD.test(path) ? ["project-layout", "dashboard"] : []
}

export const startEarlyReads = (location: Pick<Location, "pathname"> & { readonly search?: string }) => {
  const path = normalised(location.pathname)
  // A project shown as of an earlier point (`?as_of=`, lib/time-travel.ts) is read with as_of: these reads would go unused.
  const asOf = /[?&]as_of=/u.test(location.search ?? "")
  sendEarly(apiReads.statusInfo, "plain")
  const session = getSession()
  const signedIn = isLoggedIn(session) && session.user
  if (signedIn) {
    const read = { accessToken: session.accessToken, minPosition: minPosition() }
    sendEarly(apiReads.permissions(signedIn.usr_id), read)
    if (showsProjectList(path)) sendEarly(apiReads.projects, read)
    const projectId = Number(PROJECT_PAGE.exec(path)?.[1])
    if (projectId > 0 && !asOf) {
      sendEarly(apiReads.project(projectId), read)
      if (DASHBOARD.test(path)) sendEarly(apiReads.milestonePlan(projectId), read)
    }
  }
  // Signed out, every page leads to the login: only the start's texts.
  const pages = signedIn ? earlyPagesOf(path) : []
  const locale = startLocale()
  preloadEarly(pages, locale)
  // The requests are out; the main thread waits for the libraries anyway.
  if (pages.includes("project-list")) prepareListFormats(locale)
}
