import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { IdsValue, RestrictionFacet } from "../requirements/ids-values"
import { PROFILE_LOCALES, profileTexts } from "./profile-texts"
import { readValueWords, valueWords } from "./value-words"

/** Texts made of the pieces that make words ambiguous: separators, quotes, the restrictions' words in every language. */
const tricky = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 4 }).filter((s) => !s.includes("\r")),
      fc.constantFrom('"', '""', ", ", ",", " ", "\n", "EI 60", "x", ...PROFILE_LOCALES.flatMap((l) => Object.values(profileTexts[l].values).flatMap((t) => t.split("{}"))), "≥ ", "< ", "≤", "Zeichen"),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(""))
const number = fc.oneof(fc.integer({ min: -1000, max: 1000 }).map(String), fc.double({ noNaN: true, noDefaultInfinity: true }).map(String), fc.constantFrom("0.1", "+5", ".5", "1e3"))
const count = fc.nat({ max: 1000 }).map(String)
const others = fc.array(
  fc.oneof(
    tricky.filter((s) => s !== "").map((value): RestrictionFacet => ({ kind: "pattern", value })),
    fc.tuple(fc.constantFrom("minInclusive", "maxInclusive", "minExclusive", "maxExclusive" as const), number).map(([kind, value]): RestrictionFacet => ({ kind, value })),
    fc.tuple(fc.constantFrom("length", "minLength", "maxLength" as const), count).map(([kind, value]): RestrictionFacet => ({ kind, value })),
  ),
  { maxLength: 4 },
)
/** A value as the exporter writes it: a simple one, or a restriction — its enumeration first, no base, no documentation. */
const idsValue: fc.Arbitrary<IdsValue> = fc.oneof(
  tricky.map((simple) => ({ simple })),
  fc
    .tuple(fc.array(tricky, { maxLength: 4 }), others)
    .filter(([values, rest]) => values.length + rest.length > 0)
    .map(([values, rest]) => ({ restriction: { base: null, facets: [...values.map((value): RestrictionFacet => ({ kind: "enumeration", value })), ...rest] } })),
)

describe("a facet's value in words, read back", () => {
  for (const locale of PROFILE_LOCALES) {
    const words = profileTexts[locale].values
    it(`reads back every value it writes, in ${locale}`, () => {
      fc.assert(
        fc.property(idsValue, (value) => {
          const text = valueWords(value, words)
          // The workbook's reader trims a cell and keeps no empty one.
          expect(text).toBe(text.trim())
          expect(readValueWords(text === "" ? null : text, words)).toEqual({ ok: true, value })
        }),
        { numRuns: 2000 },
      )
    })
  }

  it("writes the usual values as before, quoting only what would read otherwise", () => {
    const de = profileTexts.de.values
    const restriction = (...facets: RestrictionFacet[]): IdsValue => ({ restriction: { base: null, facets } })
    expect(valueWords({ simple: "EI 60" }, de)).toBe("EI 60")
    expect(valueWords(restriction({ kind: "enumeration", value: "EI 30" }, { kind: "enumeration", value: "EI 60" }), de)).toBe("einer von EI 30, EI 60")
    expect(valueWords(restriction({ kind: "minInclusive", value: "0.1" }, { kind: "maxExclusive", value: "0.5" }), de)).toBe("≥ 0.1 und < 0.5")
    expect(valueWords(restriction({ kind: "enumeration", value: "Holz, Stahl" }, { kind: "enumeration", value: "Beton" }), de)).toBe('einer von "Holz, Stahl", Beton')
    expect(valueWords(restriction({ kind: "pattern", value: "[A-Z] und [0-9]" }), de)).toBe('Muster "[A-Z] und [0-9]"')
    expect(valueWords({ simple: "einer von beiden" }, de)).toBe('"einer von beiden"')
    expect(valueWords({ simple: 'Zoll "' }, de)).toBe('Zoll "')
    expect(valueWords({ simple: "" }, de)).toBe('""')
    expect(valueWords(restriction({ kind: "minLength", value: "3" }), profileTexts.fr.values)).toBe("au moins 3 caractères")
  })

  it("reads what a user types in each language and refuses what it cannot read", () => {
    expect(readValueWords("l'une des valeurs EI 30, EI 60", profileTexts.fr.values)).toEqual({ ok: true, value: { restriction: { base: null, facets: [{ kind: "enumeration", value: "EI 30" }, { kind: "enumeration", value: "EI 60" }] } } })
    expect(readValueWords("almeno 2 caratteri e al massimo 5 caratteri", profileTexts.it.values)).toEqual({ ok: true, value: { restriction: { base: null, facets: [{ kind: "minLength", value: "2" }, { kind: "maxLength", value: "5" }] } } })
    expect(readValueWords("> 0 and pattern [0-9]+", profileTexts.en.values)).toEqual({ ok: true, value: { restriction: { base: null, facets: [{ kind: "minExclusive", value: "0" }, { kind: "pattern", value: "[0-9]+" }] } } })
    expect(readValueWords("Einer von A", profileTexts.de.values)).toMatchObject({ ok: true, value: { restriction: { facets: [{ kind: "enumeration", value: "A" }] } } })
    expect(readValueWords("EI 60", profileTexts.de.values)).toEqual({ ok: true, value: { simple: "EI 60" } })
    expect(readValueWords(null, profileTexts.de.values)).toEqual({ ok: true, value: null })
    expect(readValueWords('"EI 60', profileTexts.de.values)).toMatchObject({ ok: false })
    expect(readValueWords("≥ 5 oder < 3", profileTexts.de.values)).toEqual({ ok: true, value: { restriction: { base: null, facets: [{ kind: "minInclusive", value: "5 oder < 3" }] } } })
    expect(readValueWords("mindestens 5", profileTexts.de.values)).toMatchObject({ ok: false })
    expect(readValueWords('einer von "A", ', profileTexts.de.values)).toMatchObject({ ok: false })
  })
})
