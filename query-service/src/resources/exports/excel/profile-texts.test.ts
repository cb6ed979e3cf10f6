import { describe, expect, it } from "vitest"
import { localeOf, PROFILE_LOCALES, profileTexts } from "./profile-texts"

describe("the language of the Excel profile", () => {
  it("is the first of German, French, Italian and English the request asks for, by weight", () => {
    expect(localeOf("fr-CH, fr;q=0.9, de;q=0.8")).toBe("fr")
    expect(localeOf("es, it-CH;q=0.5, en;q=0.7")).toBe("en")
    expect(localeOf("it")).toBe("it")
    expect(localeOf("EN-gb")).toBe("en")
  })

  it("is German when the request names none of them, or refuses them", () => {
    expect(localeOf(undefined)).toBe("de")
    expect(localeOf("")).toBe("de")
    expect(localeOf("es, ja;q=0.5")).toBe("de")
    expect(localeOf("fr;q=0, *")).toBe("de")
  })

  it("has sheet names Excel accepts, different from each other, in every language", () => {
    for (const locale of PROFILE_LOCALES) {
      const names = Object.values(profileTexts[locale].sheets)
      expect(new Set(names).size, locale).toBe(names.length)
      for (const name of names) expect(name, locale).toMatch(/^[^[\]:*?/\\]{1,31}$/u)
    }
  })
})
