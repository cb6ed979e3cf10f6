/**
 * @module Which locale the app shows: no library in it, so the early start (app/start-early.ts) can pick
 * the locale's texts to fetch before i18next and the app evaluate.
 */
export const locales = ["de-CH", "fr-CH", "it-CH", "en"] as const
export type Locale = (typeof locales)[number]
export const DEFAULT_LOCALE: Locale = "de-CH"
export const LOCALE_KEY = "bimprofile.locale"

/** A stored choice wins, then the browser language (prefixes de, fr, it, en), then German (spec §5). */
export const pickLocale = (stored: string | null, browser: readonly string[]): Locale => {
  if (stored && (locales as readonly string[]).includes(stored)) return stored as Locale
  const byPrefix: Record<string, Locale> = { de: "de-CH", fr: "fr-CH", it: "it-CH", en: "en" }
  for (const language of browser) {
    const locale = byPrefix[language.slice(0, 2).toLowerCase()]
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}

export const safeStorage = () => {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/** The locale the app starts in: the stored choice or the browser's languages. */
export const startLocale = (): Locale => pickLocale(safeStorage()?.getItem(LOCALE_KEY) ?? null, globalThis.navigator?.languages ?? [])
