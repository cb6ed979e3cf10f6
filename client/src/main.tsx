/**
 * Start: locale, status check (maintenance), a waiting provider answer exchanged (whatever the page), the
 * user's permissions when logged in, then the router.
 */
import "@blueprintjs/core/lib/css/blueprint.css"
import "./styles/app.css"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { BrowserRouter } from "react-router-dom"
import { Providers } from "./app/providers"
import { AppRoutes } from "./app/router"
import { refreshPermissions } from "./features/auth/api/permissions"
import { startProviderSignIn } from "./features/auth/sign-in/provider-sign-in"
import { initI18n } from "./lib/i18n"
import { isLoggedIn } from "./lib/session"
import { checkStatus } from "./lib/status-check"

// Global errors and unhandled rejections are swallowed (spec §8): logged, never a blank page.
window.addEventListener("unhandledrejection", (event) => {
  console.warn("unhandled rejection", event.reason)
  event.preventDefault()
})
window.addEventListener("error", (event) => console.warn("uncaught error", event.error))

await Promise.all([initI18n(), checkStatus()])
startProviderSignIn()
if (isLoggedIn()) void refreshPermissions()

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
)
