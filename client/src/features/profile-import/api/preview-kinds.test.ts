import { afterEach, describe, expect, it } from "vitest"
import { changeLocale, locales, t } from "../../../lib/i18n"
import { PREVIEW_KINDS } from "./profile-import"

afterEach(async () => {
  await changeLocale("de-CH")
})

describe("the kinds of a profile import's preview", () => {
  it.each(locales)("given %s, then every kind the server previews has its own heading", async (locale) => {
    await changeLocale(locale)
    const headings = PREVIEW_KINDS.map((kind) => t(`imports:kinds.${kind}`))
    for (const [i, heading] of headings.entries()) expect(heading, PREVIEW_KINDS[i]).not.toContain("kinds.")
    expect(new Set(headings).size).toBe(PREVIEW_KINDS.length)
  })
})
