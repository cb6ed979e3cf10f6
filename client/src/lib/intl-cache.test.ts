import { describe, expect, it } from "vitest"
import { locales } from "./i18n"
import { compareNames, formatCount, formatDay } from "./intl-cache"

describe("formatDay", () => {
  it("given a time, then day, month and year in the locale's order, the same on every call", () => {
    const day = Date.UTC(2026, 10, 5, 12)
    expect(formatDay(day, "de-CH")).toBe("05.11.2026")
    expect(formatDay(day, "de-CH")).toBe("05.11.2026")
    expect(formatDay(day, "en")).toBe("11/05/2026")
  })
})

describe("compareNames", () => {
  it("given names with numbers, case and accents, then numbers by value and case and accents ignored", () => {
    expect(["Projekt 10", "projekt 2", "Projekt 1"].sort(compareNames("de-CH"))).toEqual(["Projekt 1", "projekt 2", "Projekt 10"])
    expect(compareNames("fr-CH")("école", "Ecole")).toBe(0)
  })
})

describe("formatCount", () => {
  it("given any count of the app's locales, then it reads as Intl.NumberFormat writes it", () => {
    const counts = [...Array.from({ length: 1000 }, (_, n) => n), 1000, 1234, 9999, 12_345, 1_234_567, -3, 2.5]
    for (const locale of locales) {
      const intl = new Intl.NumberFormat(locale)
      expect(counts.map((count) => formatCount(count, locale))).toEqual(counts.map((count) => intl.format(count)))
    }
  })
})
