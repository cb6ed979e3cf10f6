import { describe, expect, it } from "vitest"
import { compareNames, formatDay } from "./intl-cache"

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
