/** vitest setup of the client project: German texts, as a user in de-CH sees them (the default locale). */
import { afterAll } from "vitest"
import { allNamespaces, initI18n, loadNamespaces } from "./lib/i18n"
import { clearToasts } from "./lib/toaster"

localStorage.setItem("bimprofile.locale", "de-CH")
await initI18n()
await loadNamespaces(allNamespaces())

// React's scheduler runs work still pending when a file's last test ends (a toaster's own root, a deferred
// render) on timers: let it run while the file's window still exists, not after its environment is gone.
// The toasts go first: their own timers (2–3 s) would otherwise fire after the window is gone.
afterAll(async () => {
  await clearToasts()
  for (let round = 0; round < 3; round++) await new Promise((resolve) => setTimeout(resolve, 0))
})
