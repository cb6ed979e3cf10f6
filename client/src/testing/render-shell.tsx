/**
 * The shell as the router mounts it (the sign-in flow beside the real AppShell), with the route guard, the
 * real login and status pages, and stand-ins for feature screens: for tests about the foundation.
 */
import { render } from "@testing-library/react"
import { createMemoryRouter, Navigate, RouterProvider } from "react-router-dom"
import type { RouteMeta } from "../app/guard"
import { Guarded } from "../app/guarded"
import { Providers } from "../app/providers"
import LoginPage from "../app/routes/auth/login"
import LicenceRequiredPage from "../app/routes/status/licence-required"
import MaintenancePage from "../app/routes/status/maintenance"
import NotFoundPage from "../app/routes/status/not-found"
import { AppShell } from "../components/layout/app-shell"
import { SignInFlow } from "../features/auth/sign-in/sign-in-flow"

const screenOf = (name: string) => () => <h2>{name}</h2>
const guarded = (meta: RouteMeta, Page: () => React.ReactNode) => ({ handle: { name: meta.name }, element: <Guarded meta={meta}><Page /></Guarded> })

/** Renders the shell at `path`; the returned router tells where the app went. */
export const renderShellAt = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <SignInFlow />
            <AppShell />
          </>
        ),
        children: [
          { path: "login", ...guarded({ name: "login", open: true }, LoginPage) },
          { path: "maintenance", ...guarded({ name: "maintenance", open: true }, MaintenancePage) },
          { path: "not-found", ...guarded({ name: "not-found", open: true }, NotFoundPage) },
          { path: "licence-required", ...guarded({ name: "licence-required", open: true }, LicenceRequiredPage) },
          { path: "projects/list", ...guarded({ name: "projects" }, screenOf("Projektliste")) },
          { path: "projects/:projectId/dashboard", ...guarded({ name: "dashboard" }, screenOf("Meilensteinplan")) },
          { path: "projects/:projectId/permissions/users", ...guarded({ name: "permissions", licence: true }, screenOf("Berechtigungen")) },
          { path: "projects", element: <Navigate to="/projects/list" replace /> },
          { path: "*", element: <Navigate to="/not-found" replace /> },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  )
  return router
}

/** An EventSource that never connects: the shell's live updates stay quiet. */
export class SilentEventSource {
  onopen = null
  onmessage = null
  onerror = null
  close() {}
}

/** Toasts live in one toaster for a whole test file (the app has one too): texts are checked per test. */
export const toastTexts = () => [...document.querySelectorAll(".bimp-toast")].map((t) => t.textContent ?? "")
