/**
 * @module What the app reads before its modules run (lib/early-reads.ts): the status check always; signed
 * in, the user's permissions and, for the project list (the page after login), the projects. Other pages
 * start their reads with their route (router.tsx `preloadRoutes`), once the router is there.
 */
import { apiReads } from "../config/api-reads"
import { projectTabs } from "../config/paths"
import { sendEarly } from "../lib/early-reads"
import { minPosition } from "../lib/positions"
import { getSession, isLoggedIn } from "../lib/session"

/** The addresses that show the project list: its tabs, and / and /projects, which lead there. */
const showsProjectList = (pathname: string) => {
  const path = pathname.replace(/\/+$/, "") || "/"
  return path === "/" || path === "/projects" || projectTabs.some((tab) => path === `/projects/${tab}`)
}

export const startEarlyReads = (location: Pick<Location, "pathname">) => {
  sendEarly(apiReads.statusInfo, "plain")
  const session = getSession()
  if (!isLoggedIn(session) || !session.user) return
  const read = { accessToken: session.accessToken, minPosition: minPosition() }
  sendEarly(apiReads.permissions(session.user.usr_id), read)
  if (showsProjectList(location.pathname)) sendEarly(apiReads.projects, read)
}
