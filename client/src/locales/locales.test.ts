/**
 * Every locale carries every text: for each namespace file of any locale (common, projects, plan, …),
 * fr-CH, it-CH and en have exactly the keys of de-CH, no empty text, and the same {{placeholders}}.
 */
import { describe, expect, it } from "vitest"
import { DEFAULT_LOCALE, locales } from "../lib/i18n"

const files = import.meta.glob<Record<string, unknown>>("./*/*.json", { eager: true, import: "default" })

const byLocale = new Map<string, Map<string, Record<string, unknown>>>()
for (const [path, content] of Object.entries(files)) {
  const [, locale, file] = path.split("/")
  const namespace = file!.replace(/\.json$/, "")
  if (!byLocale.has(locale!)) byLocale.set(locale!, new Map())
  byLocale.get(locale!)!.set(namespace, content)
}
const namespaces = [...new Set([...byLocale.values()].flatMap((files) => [...files.keys()]))].sort()

/** Leaf texts by dotted key. */
const flatten = (value: unknown, prefix = ""): Map<string, unknown> => {
  const out = new Map<string, unknown>()
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v)
  } else out.set(prefix, value)
  return out
}
const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort()

describe("locale files", () => {
  it("given the locale folders, then there is one per supported locale and de-CH has the common namespace", () => {
    expect([...byLocale.keys()].sort()).toEqual([...locales].sort())
    expect(namespaces).toContain("common")
  })

  describe.each(namespaces)("namespace %s", (namespace) => {
    const reference = byLocale.get(DEFAULT_LOCALE)?.get(namespace)

    it("given the namespace in any locale, then de-CH has it too", () => {
      expect(reference, `locales/${DEFAULT_LOCALE}/${namespace}.json is missing`).toBeDefined()
    })

    it.each(locales.filter((l) => l !== DEFAULT_LOCALE))("given %s, then it has exactly the keys of de-CH with the same placeholders", (locale) => {
      const translated = byLocale.get(locale)?.get(namespace)
      expect(translated, `locales/${locale}/${namespace}.json is missing`).toBeDefined()
      const expected = flatten(reference)
      const actual = flatten(translated)
      expect({ missing: [...expected.keys()].filter((k) => !actual.has(k)), extra: [...actual.keys()].filter((k) => !expected.has(k)) }).toEqual({
        missing: [],
        extra: [],
      })
      const differing = [...expected].filter(([key, text]) => actual.has(key) && placeholders(text).join() !== placeholders(actual.get(key)).join())
      expect(differing.map(([key]) => key)).toEqual([])
    })

    it.each([...locales])("given %s, then no text is empty or other than a string", (locale) => {
      const texts = flatten(byLocale.get(locale)?.get(namespace) ?? {})
      const bad = [...texts].filter(([, text]) => typeof text !== "string" || text.trim() === "").map(([key]) => key)
      expect(bad).toEqual([])
    })
  })
})
