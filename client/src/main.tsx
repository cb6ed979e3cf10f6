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
import { FIRST_PAGE_WAIT_MS } from "./config/app-config"
import { AppRoutes, preloadRoutes } from "./app/router"
import { refreshPermissions } from "./features/auth/api/permissions"
import { startProviderSignIn } from "./features/auth/sign-in/provider-sign-in"
import { installClientLog } from "./lib/client-log/install"
import { initI18n } from "./lib/i18n"
import { isLoggedIn } from "./lib/session"
import { checkStatus } from "./lib/status-check"
import { settledWithin } from "./lib/settled-within"

// The app's warnings and errors also go to the server's log (spec §7), these below among them.
installClientLog()
// Global errors and unhandled rejections are swallowed (spec §8): logged, never a blank page.
window.addEventListener("unhandledrejection", (event) => {
  console.error("unhandled rejection", event.reason)
  event.preventDefault()
})
window.addEventListener("error", (event) => console.error("uncaught error", event.error ?? event.message))

// Everything the first page needs starts now, in parallel: texts, status, permissions, and the page's
// chunks and data (they would otherwise wait for this, then for the first render).
const starting = Promise.all([initI18n(), checkStatus()])
if (isLoggedIn()) void refreshPermissions()
const pages = preloadRoutes(window.location)
// Signed in, the page's own files too, for a while: rendered before they are in, the first render shows the
// page spinner, and React keeps a shown fallback for at least 300 ms once the page is there. Not a top-level
// await: the pages' files import this entry's file, which would not finish evaluating while it waited for them.
void Promise.all([starting, isLoggedIn() ? settledWithin(FIRST_PAGE_WAIT_MS, pages) : undefined]).then(() => {
  // Before the first render, so the route guard waits for the exchange (its texts need i18n started).
  startProviderSignIn()
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  )
})
