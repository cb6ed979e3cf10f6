/**
 * @module Preloads built files before the app's modules run: the page's chunk and its texts would otherwise
 * start only once the libraries and the app have evaluated (0.2 s on a desktop, ~1 s on a slow device).
 * The list comes from index.html (client/early-files.ts writes it at build); without it (dev, tests) nothing.
 */
import { EARLY_FILES_ID, EARLY_PAGES, type EarlyFiles, type EarlyPage } from "../config/early-pages"
import { DEFAULT_LOCALE, type Locale } from "./locale-choice"

const listed = (): EarlyFiles | undefined => {
  const json = document.getElementById(EARLY_FILES_ID)?.textContent
  try {
    return json ? (JSON.parse(json) as EarlyFiles) : undefined
  } catch {
    return undefined
  }
}

/** The files of `pages` and of their texts (in `locale`, and in German, the fallback i18n loads too). */
export const earlyFilesFor = (files: EarlyFiles, pages: readonly EarlyPage[], locale: Locale): string[] => {
  const namespaces = ["common", ...pages.flatMap((page) => EARLY_PAGES[page].namespaces)]
  const localesToLoad = locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]
  const texts = localesToLoad.flatMap((each) => namespaces.flatMap((namespace) => files.texts[`${each}/${namespace}`] ?? []))
  return [...new Set([...pages.flatMap((page) => files.pages[page] ?? []), ...texts])]
}

/**
 * Adds a `<link rel="modulepreload">` per file: Vite's loader finds them there and does not fetch again. The
 * early start is an async script before the list in index.html: should it run before the parser reached the
 * list, it preloads once the document is parsed.
 */
export const preloadEarly = (pages: readonly EarlyPage[], locale: Locale) => {
  if (document.readyState === "loading" && !document.getElementById(EARLY_FILES_ID)) {
    document.addEventListener("DOMContentLoaded", () => preloadEarly(pages, locale), { once: true })
    return
  }
  const files = listed()
  if (!files) return
  for (const file of earlyFilesFor(files, pages, locale)) {
    const link = document.createElement("link")
    link.rel = "modulepreload"
    link.crossOrigin = ""
    link.setAttribute("href", file)
    document.head.append(link)
  }
}
