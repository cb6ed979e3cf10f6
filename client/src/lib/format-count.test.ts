import { describe, expect, it } from "vitest"
import { locales } from "./i18n"
import { formatCount } from "./format-count"

describe("formatCount", () => {
  it("given any count of the app's locales, then it reads as Intl.NumberFormat writes it", () => {
    const counts = [...Array.from({ length: 1000 }, (_, n) => n), 1000, 1234, 9999, 12_345, 1_234_567, -3, 2.5]
    for (const locale of locales) {
      const intl = new Intl.NumberFormat(locale)
      expect(counts.map((count) => formatCount(count, locale))).toEqual(counts.map((count) => intl.format(count)))
    }
  })
})
