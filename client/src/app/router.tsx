/** @module Every route of spec §2 with its redirects; pages are lazy chunks behind the route guard. */
import { type ComponentType, useEffect } from "react"
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from "react-router-dom"
import { AppShell } from "../components/layout/app-shell"
import { SignInFlow } from "../features/auth/sign-in/sign-in-flow"
import { projectTabs, templateTabs } from "../config/paths"
import { queryClient } from "../lib/query-client"
import { isLoggedIn } from "../lib/session"
import { AS_OF_PARAM } from "../lib/time-travel"
import { Guarded } from "./guarded"
import type { RouteMeta } from "./guard"
import { lazyPage } from "./lazy-page"
import { PageBoundary, PageErrorBoundary } from "./page-error-boundary"
import { prefetchRouteData } from "./route-data"
import { RouteError } from "./routes/status/route-error"

type Load = () => Promise<{ default: ComponentType }>

/** A guarded lazy page in its own error boundary; `namespaces` are the feature texts it needs besides `common`. */
export const page = (meta: RouteMeta, load: Load, namespaces: readonly string[] = []): Pick<RouteObject, "element" | "handle"> => {
  const Page = lazyPage(load, namespaces)
  const handle: RouteHandle = { name: meta.name, preload: Page.preload }
  return {
    handle,
    element: (
      <PageBoundary>
        <Guarded meta={meta}>
          <Page />
        </Guarded>
      </PageBoundary>
    ),
  }
}
const open = (name: string, load: Load, namespaces?: readonly string[]) => page({ name, open: true }, load, namespaces)
const auth = (name: string, load: Load, namespaces?: readonly string[]) => page({ name }, load, namespaces)
const licensed = (name: string, load: Load, namespaces?: readonly string[]) => page({ name, licence: true }, load, namespaces)
/** An activity's requirements and their comparison: one chunk, one import. */
const requirementsPage: Load = () => import("./routes/project/requirements")
type RouteHandle = { readonly name: string; readonly preload: () => unknown }
let lastPreloaded: string | undefined

/**
 * Every route matching a location (the project frame and the page inside) starts its chunk and its data at
 * once, instead of each waiting for the one around it to load and render. Called at start (main.tsx, before
 * the texts and the status check are in) and on every location change. Returns the pages' loads (none when
 * the location was preloaded already).
 */
export const preloadRoutes = (location: Pick<Location, "pathname"> & { readonly search?: string }): Promise<unknown>[] => {
  // A page shown as of an earlier point reads through its own client (components/time-travel): none of its data is
  // prefetched into the app's, which holds the project as it is now.
  const asOf = new URLSearchParams(location.search ?? "").has(AS_OF_PARAM)
  // The router's first render would repeat the start's call (matching every route costs ~30 ms on a slow device).
  const key = `${isLoggedIn()} ${asOf} ${location.pathname}`
  if (key === lastPreloaded) return []
  lastPreloaded = key
  const pages: Promise<unknown>[] = []
  for (const match of matchRoutes(routes, location) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined
    if (!handle) continue
    pages.push(Promise.resolve(handle.preload()))
    if (isLoggedIn() && !asOf) prefetchRouteData(queryClient, handle.name, match.params)
  }
  return pages
}

function RoutePreloader() {
  const location = useLocation()
  useEffect(() => {
    preloadRoutes(location)
  }, [location])
  return null
}

const redirect = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> })

export const routes: RouteObject[] = [
  {
    element: (
      <PageErrorBoundary fallback={<RouteError />}>
        <RoutePreloader />
        <SignInFlow />
        <AppShell />
      </PageErrorBoundary>
    ),
    children: [
      redirect("/projects"),
      { path: "login", ...open("login", () => import("./routes/auth/login"), ["auth"]) },
      { path: "logout", ...open("logout", () => import("./routes/auth/logout"), ["auth"]) },
      { path: "logout/no-customer-role", ...open("logout-no-customer-role", () => import("./routes/auth/logout-no-customer-role"), ["auth"]) },
      { path: "register", ...open("register", () => import("./routes/auth/register"), ["auth"]) },
      { path: "activate/:tokenId", ...open("activate", () => import("./routes/auth/activate"), ["auth"]) },
      { path: "password-reset/:tokenId", ...open("password-reset", () => import("./routes/auth/password-reset"), ["auth"]) },
      { path: "maintenance", ...open("maintenance", () => import("./routes/status/maintenance")) },
      { path: "not-authorized", ...open("not-authorized", () => import("./routes/status/not-authorized")) },
      { path: "not-found", ...open("not-found", () => import("./routes/status/not-found")) },
      { path: "licence-required", ...open("licence-required", () => import("./routes/status/licence-required")) },
      { path: "about", ...open("impressum", () => import("./routes/status/about")) },
      {
        path: "projects",
        children: [
          redirect("list"),
          { path: "new", ...auth("project-new", () => import("./routes/projects/new-project"), ["projects"]) },
          // Fixed tab paths, so /projects/list never reads as a project id.
          ...projectTabs.map((tab) => ({ path: tab, ...auth("projects", () => import("./routes/projects/project-list"), ["projects"]) })),
        ],
      },
      { path: "projects/:projectId/new", ...auth("project-new-from", () => import("./routes/projects/new-project"), ["projects"]) },
      {
        path: "projects/:projectId",
        ...auth("project", () => import("./routes/project/project-layout"), ["projects", "history"]),
        children: [
          redirect("dashboard"),
          { path: "dashboard", ...auth("dashboard", () => import("./routes/project/dashboard"), ["plan"]) },
          { path: "processes", ...auth("processes", () => import("./routes/project/processes"), ["processes"]) },
          { path: "processes/:processId", ...auth("process", () => import("./routes/project/process-details"), ["processes"]) },
          { path: "processes/:processId/activities/:activityId", ...auth("activity", requirementsPage, ["catalogue", "ifc"]) },
          { path: "requirements/compare", ...auth("requirements-diff", requirementsPage, ["catalogue"]) },
          { path: "roles", ...auth("roles", () => import("./routes/project/roles"), ["roles"]) },
          { path: "roles/:roleId", ...auth("role", () => import("./routes/project/role-details"), ["roles"]) },
          { path: "documents", ...auth("documents", () => import("./routes/project/documents"), ["documents"]) },
          {
            path: "data-catalog",
            children: [redirect("main"), { path: ":section", ...auth("data-catalog", () => import("./routes/project/data-catalog"), ["catalogue", "ifc"]) }],
          },
          { path: "export", ...auth("export", () => import("./routes/project/export"), ["documents", "exports"]) },
          { path: "history", ...auth("history", () => import("./routes/project/history"), ["history"]) },
          { path: "versions", ...auth("versions", () => import("./routes/project/versions"), ["versions"]) },
          // The diff names facets in the catalogue's words.
          { path: "diff", ...auth("diff", () => import("./routes/project/diff"), ["versions", "catalogue"]) },
          {
            path: "permissions",
            children: [redirect("users"), { path: ":section", ...licensed("permissions", () => import("./routes/project/permissions"), ["permissions"]) }],
          },
        ],
      },
      {
        path: "templates",
        children: [
          redirect("list"),
          ...templateTabs.map((tab) => ({ path: tab, ...auth("templates", () => import("./routes/templates/template-list"), ["projects"]) })),
        ],
      },
      { path: "templates/:projectId", ...auth("template", () => import("./routes/templates/template-details"), ["templates"]) },
      {
        path: "references",
        children: [
          redirect("list"),
          { path: "list", ...auth("references", () => import("./routes/references/reference-list"), ["references"]) },
          { path: ":projectId", ...auth("reference", () => import("./routes/references/reference-preview"), ["references"]) },
        ],
      },
      {
        path: "users",
        children: [
          redirect("profile"),
          { path: "list", ...auth("users", () => import("./routes/users/user-list"), ["users"]) },
          { path: "new", ...licensed("user-new", () => import("./routes/users/user-new"), ["users"]) },
          { path: "organisation/:orgId", ...auth("organisation", () => import("./routes/users/organisation"), ["users"]) },
          { path: "organisations", ...auth("organisations", () => import("./routes/users/organisations"), ["users"]) },
          { path: "new-organisation", ...licensed("organisation-new", () => import("./routes/users/organisation-new"), ["users"]) },
          { path: "profile", ...auth("user-profile", () => import("./routes/users/user-profile"), ["profile"]) },
          { path: "profile/:userId", ...auth("user-profile", () => import("./routes/users/user-profile"), ["profile"]) },
        ],
      },
      { path: "*", element: <Navigate to="/not-found" replace /> },
    ],
  },
]

/** The app's routes, rendered inside a <BrowserRouter> (declarative routing: no data-router code is loaded). */
export function AppRoutes() {
  return useRoutes(routes)
}
