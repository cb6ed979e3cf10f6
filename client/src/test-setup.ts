/** vitest setup of the client project: German texts, as a user in de-CH sees them (the default locale). */
import { allNamespaces, initI18n, loadNamespaces } from "./lib/i18n"

localStorage.setItem("bimprofile.locale", "de-CH")
await initI18n()
await loadNamespaces(allNamespaces())
