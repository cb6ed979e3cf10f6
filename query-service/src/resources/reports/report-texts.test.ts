import { describe, expect, it } from "vitest"
import { REPORT_LOCALES, REPORT_TEXTS, reportLocale } from "./report-texts"

describe("reportLocale", () => {
  it("takes the first of de, fr, it, en by weight, German otherwise", () => {
    expect(reportLocale(undefined)).toBe("de")
    expect(reportLocale("")).toBe("de")
    expect(reportLocale("fr-CH, fr;q=0.9, de;q=0.5")).toBe("fr")
    expect(reportLocale("es, it-CH;q=0.8, en;q=0.7")).toBe("it")
    expect(reportLocale("en;q=0.3, de-CH;q=0.6")).toBe("de")
    expect(reportLocale("EN-gb")).toBe("en")
    expect(reportLocale("fr;q=0, ja")).toBe("de")
  })
})

describe("REPORT_TEXTS", () => {
  it("has every text in all four languages", () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, v]) => (typeof v === "object" && v !== null ? keys(v).map((k) => `${key}.${k}`) : [key]))
    for (const locale of REPORT_LOCALES) {
      expect(keys(REPORT_TEXTS[locale])).toEqual(keys(REPORT_TEXTS.de))
      for (const text of Object.values(REPORT_TEXTS[locale])) if (typeof text === "string") expect(text.length).toBeGreaterThan(0)
    }
  })
})
