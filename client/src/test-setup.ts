/** vitest setup of the client project: German texts, as a user in de-CH sees them (the default locale). */
import { initI18n } from "./lib/i18n"

localStorage.setItem("bimprofile.locale", "de-CH")
await initI18n()
