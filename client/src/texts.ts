/** Texts of the placeholder page in the four locales; the full client (next issue) uses i18next. */
export const texts = {
  "de-CH": {
    tagline: "Informationsanforderungen für BIM-Projekte definieren und als IDS 1.0 exportieren.",
    api: "API-Version",
    reference: "Referenzprojekt",
    docs: "API-Dokumentation (OpenAPI)",
    unreachable: "Der Server ist nicht erreichbar. Bitte versuchen Sie es später erneut.",
    soon: "Die Benutzeroberfläche folgt in Kürze.",
  },
  "fr-CH": {
    tagline: "Définir les exigences d'information des projets BIM et les exporter en IDS 1.0.",
    api: "Version de l'API",
    reference: "Projet de référence",
    docs: "Documentation de l'API (OpenAPI)",
    unreachable: "Le serveur est injoignable. Veuillez réessayer plus tard.",
    soon: "L'interface utilisateur suivra prochainement.",
  },
  "it-CH": {
    tagline: "Definire i requisiti informativi dei progetti BIM ed esportarli in IDS 1.0.",
    api: "Versione dell'API",
    reference: "Progetto di riferimento",
    docs: "Documentazione dell'API (OpenAPI)",
    unreachable: "Il server non è raggiungibile. Riprovare più tardi.",
    soon: "L'interfaccia utente seguirà a breve.",
  },
  en: {
    tagline: "Define information requirements for BIM projects and export them as IDS 1.0.",
    api: "API version",
    reference: "Reference project",
    docs: "API documentation (OpenAPI)",
    unreachable: "The server cannot be reached. Please try again later.",
    soon: "The user interface follows shortly.",
  },
} as const

export type Locale = keyof typeof texts

/** Stored choice, then the browser language (de, fr, it, en), then German (spec §5). */
export const pickLocale = (stored: string | null, browser: readonly string[]): Locale => {
  const byPrefix: Record<string, Locale> = { de: "de-CH", fr: "fr-CH", it: "it-CH", en: "en" }
  if (stored && stored in texts) return stored as Locale
  for (const language of browser) {
    const locale = byPrefix[language.slice(0, 2).toLowerCase()]
    if (locale) return locale
  }
  return "de-CH"
}
