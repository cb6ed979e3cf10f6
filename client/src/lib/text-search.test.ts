import { describe, expect, it } from "vitest"
import { matchesSearch, normalizeText } from "./text-search"

describe("process search", () => {
  it("given mixed case, accents and spaces, then the normalized text is plain", () => {
    expect(normalizeText("  Übergabe   an die Bewirtschaftung ")).toBe("ubergabe an die bewirtschaftung")
  })

  it("given an empty query, then everything matches", () => {
    expect(matchesSearch(["x"], "   ")).toBe(true)
  })

  it("given several words, then each must appear in some text", () => {
    expect(matchesSearch(["Baueingabe", "Planung"], "plan bau")).toBe(true)
    expect(matchesSearch(["Baueingabe", null, undefined], "plan bau")).toBe(false)
  })
})
