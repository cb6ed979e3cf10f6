/**
 * @module i18next with one namespace per feature and the four locales (de-CH default, fr-CH, it-CH, en).
 * Only the active locale's texts are loaded (each JSON file is its own chunk); `useT` re-renders on a switch.
 */
import i18next from "i18next"
import { useEffect, useState } from "react"
import { DEFAULT_LOCALE, type Locale, LOCALE_KEY, safeStorage, startLocale } from "./locale-choice"

export { DEFAULT_LOCALE, type Locale, locales, pickLocale } from "./locale-choice"

const files = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json")

/** Namespaces in use: `common` from the start, a feature's own once its route loads (see lazyPage). */
const inUse = new Set<string>(["common"])

const loadBundles = async (locale: Locale, namespaces: Iterable<string>) => {
  const wanted = new Set(namespaces)
  await Promise.all(
    Object.entries(files)
      .filter(([path]) => path.includes(`/locales/${locale}/`))
      .map(async ([path, load]) => {
        const namespace = path.split("/").pop()!.replace(".json", "")
        if (!wanted.has(namespace) || (i18next.isInitialized && i18next.hasResourceBundle(locale, namespace))) return
        const texts = (await load()).default
        await started // i18next.init would drop texts added before it
        i18next.addResourceBundle(locale, namespace, texts)
        plainTexts.clear() // a key looked up before its texts came is now found
      }),
  )
}

/**
 * Set by initI18n at once: the texts start loading in parallel with i18next's start, also a page's texts
 * preloaded at app start (main.tsx) before i18next is ready.
 */
let started: Promise<unknown> = Promise.resolve()
let chosenLocale: Locale | undefined

/** Loads the texts of some namespaces in the current locale (and German, the fallback) before they are used. */
export const loadNamespaces = async (namespaces: readonly string[]) => {
  for (const namespace of namespaces) inUse.add(namespace)
  const locale = currentLocale()
  await Promise.all([loadBundles(locale, namespaces), locale === DEFAULT_LOCALE ? undefined : loadBundles(DEFAULT_LOCALE, namespaces)])
}

/** Every namespace there is (tests render features without their routes). */
export const allNamespaces = () => [...new Set(Object.keys(files).map((path) => path.split("/").pop()!.replace(".json", "")))]

export const initI18n = async (): Promise<Locale> => {
  const locale = startLocale()
  chosenLocale = locale
  started = i18next.init({ lng: locale, fallbackLng: DEFAULT_LOCALE, defaultNS: "common", resources: {}, interpolation: { escapeValue: false } })
  await loadNamespaces([...inUse])
  setHtmlLang(locale)
  return locale
}

export const changeLocale = async (locale: Locale) => {
  await loadBundles(locale, inUse)
  safeStorage()?.setItem(LOCALE_KEY, locale)
  await i18next.changeLanguage(locale)
  setHtmlLang(locale)
}

export const currentLocale = (): Locale => (i18next.language as Locale | undefined) ?? chosenLocale ?? DEFAULT_LOCALE

const setHtmlLang = (locale: Locale) => {
  if (globalThis.document) document.documentElement.lang = locale
}

/**
 * Texts looked up without options, by key, for the current locale and loaded texts. i18next resolves a key
 * anew on every call (namespaces, fallbacks, nesting, interpolation): a page of 40 project cards asks some
 * 500 times, a quarter of its first render on a slow device. Emptied on a locale switch and when texts come.
 */
const plainTexts = new Map<string, string>()
i18next.on("languageChanged", () => plainTexts.clear())

/** Translates outside components (API client, toasts). */
export const t = (key: string, options?: Record<string, unknown>): string => {
  if (options) return i18next.t(key, options) as string
  let text = plainTexts.get(key)
  if (text === undefined) plainTexts.set(key, (text = i18next.t(key) as string))
  return text
}

/** The translate function for components; re-renders when the locale changes. */
export const useT = () => {
  const [, setLanguage] = useState(i18next.language)
  useEffect(() => {
    const onChange = (language: string) => setLanguage(language)
    i18next.on("languageChanged", onChange)
    return () => i18next.off("languageChanged", onChange)
  }, [])
  return { t, locale: currentLocale() }
}
