/**
 * @module A facet's value in the words of the Excel profile («EI 60», «einer von EI 30, EI 60», «≥ 0.1 und
 * < 0.5», «Muster EI [0-9]+ und höchstens 10 Zeichen») and how the profile import reads such a cell back, in
 * each of the four languages (profile-texts.ts `values`). Written so that it reads back exactly: a value that
 * would read otherwise — a simple value that begins like a restriction («einer von …», «≥ …») or with a quote
 * mark, an enumeration value holding ", " or the word between the parts (" und "), a value with spaces at its
 * ends, an empty one — is written in double quotes, a quote mark inside doubled ("a ""b"""). A restriction's
 * enumeration comes first, then its other facets in their order; its base type and documentation are not
 * written (an unchanged cell keeps them: the import compares the cell first).
 */
import type { IdsValue, RestrictionFacet, RestrictionFacetKind } from "../requirements/ids-values"
import type { ProfileTexts } from "./profile-texts"

export type ValueWords = ProfileTexts["values"]

const BOUND_SIGNS: Partial<Record<RestrictionFacetKind, string>> = { minInclusive: "≥", minExclusive: ">", maxInclusive: "≤", maxExclusive: "<" }
const TEMPLATED = ["pattern", "length", "minLength", "maxLength"] as const
const ENUMERATION_SEPARATOR = ", "

type Part = { readonly kind: RestrictionFacetKind | "enumeration"; readonly prefix: string; readonly suffix: string }

/** The parts a restriction is written in, each a prefix and a suffix around its value. */
const partsOf = (words: ValueWords): Part[] => {
  const split = (template: string) => {
    const at = template.indexOf("{}")
    return { prefix: template.slice(0, at), suffix: template.slice(at + 2) }
  }
  return [
    { kind: "enumeration", ...split(words.oneOf) },
    ...TEMPLATED.map((kind) => ({ kind, ...split(words[kind]) })),
    ...Object.entries(BOUND_SIGNS).map(([kind, sign]) => ({ kind: kind as RestrictionFacetKind, prefix: `${sign} `, suffix: "" })),
  ]
}

const startsWithIgnoringCase = (text: string, at: number, prefix: string) => text.slice(at, at + prefix.length).toLocaleLowerCase("de-CH") === prefix.toLocaleLowerCase("de-CH")

const partAt = (text: string, at: number, words: ValueWords): Part | undefined =>
  partsOf(words)
    .filter((part) => startsWithIgnoringCase(text, at, part.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0]

const quote = (value: string) => `"${value.replaceAll('"', '""')}"`

/** A value inside a restriction: plain when it reads back up to its end, else quoted. */
const item = (value: string, suffix: string, separators: readonly string[]) => {
  const plain =
    value !== "" &&
    value === value.trim() &&
    !value.startsWith('"') &&
    // Whatever follows it (a separator, or the cell's end), no separator may seem to begin before its end.
    [...separators, ""].every((follower) =>
      separators.every((separator) => {
        const at = (value + suffix + follower).indexOf(suffix + separator)
        return at < 0 || at >= value.length
      }),
    )
  return plain ? value : quote(value)
}

/** A value in words; "" for none. */
export const valueWords = (value: IdsValue | null, words: ValueWords): string => {
  if (value === null) return ""
  if ("simple" in value) {
    const text = value.simple
    const plain = text !== "" && text === text.trim() && !text.startsWith('"') && partAt(text, 0, words) === undefined
    return plain ? text : quote(text)
  }
  const parts = partsOf(words)
  const written: string[] = []
  const facets = value.restriction.facets
  const enumeration = parts[0]!
  const values = facets.filter((facet) => facet.kind === "enumeration").map((facet) => item(facet.value, "", [ENUMERATION_SEPARATOR, words.and]))
  if (values.length > 0) written.push(`${enumeration.prefix}${values.join(ENUMERATION_SEPARATOR)}${enumeration.suffix}`)
  for (const facet of facets) {
    if (facet.kind === "enumeration") continue
    const part = parts.find((p) => p.kind === facet.kind)!
    written.push(`${part.prefix}${item(facet.value, part.suffix, [words.and])}${part.suffix}`)
  }
  return written.join(words.and)
}

export type ValueReading = { readonly ok: true; readonly value: IdsValue | null } | { readonly ok: false; readonly reason: string }

const failed = (reason: string): ValueReading => ({ ok: false, reason })

/** A quoted value at `at` (its opening quote): the value and where it ends, or undefined when it is not closed. */
const quotedAt = (text: string, at: number) => {
  let value = ""
  let i = at + 1
  while (i < text.length) {
    if (text[i] === '"') {
      if (text[i + 1] === '"') {
        value += '"'
        i += 2
        continue
      }
      return { value, end: i + 1 }
    }
    value += text[i]
    i++
  }
  return undefined
}

/**
 * A cell's value as `valueWords` writes it, in one language: null for an empty cell; a restriction when the
 * cell begins with one of its words; a quoted value; else the cell as a simple value. A restriction or quote
 * that does not read to its end is refused with the reason — never guessed.
 */
export const readValueWords = (cell: string | null, words: ValueWords): ValueReading => {
  if (cell === null || cell === "") return { ok: true, value: null }
  if (cell.startsWith('"')) {
    const quoted = quotedAt(cell, 0)
    if (!quoted || quoted.end !== cell.length) return failed(`«${cell}» ist nicht lesbar: ein Wert in Anführungszeichen muss die ganze Zelle sein, ein " darin verdoppelt ("").`)
    return { ok: true, value: { simple: quoted.value } }
  }
  if (partAt(cell, 0, words) === undefined) return { ok: true, value: { simple: cell } }
  const facets: RestrictionFacet[] = []
  const others: RestrictionFacet[] = []
  let at = 0
  for (;;) {
    const part = partAt(cell, at, words)
    if (!part) return failed(`«${cell}» ist nicht lesbar: nach «${cell.slice(0, at)}» erwartet: ${partsOf(words).map((p) => `«${p.prefix.trim()}»`).join(", ")}.`)
    at += part.prefix.length
    const separators = part.kind === "enumeration" ? [ENUMERATION_SEPARATOR, words.and] : [words.and]
    for (;;) {
      let value: string
      const quotedValue = cell[at] === '"'
      if (quotedValue) {
        const quoted = quotedAt(cell, at)
        if (!quoted) return failed(`«${cell}» ist nicht lesbar: ein Anführungszeichen wird nicht geschlossen.`)
        value = quoted.value
        at = quoted.end
        if (!cell.startsWith(part.suffix, at)) return failed(`«${cell}» ist nicht lesbar: nach dem Wert in Anführungszeichen erwartet «${part.suffix}».`)
      } else {
        // The value ends where its suffix and a separator (or the cell's end) follow first.
        let end = -1
        for (let i = at; i <= cell.length; i++) {
          if (cell.slice(i) === part.suffix || separators.some((separator) => cell.startsWith(part.suffix + separator, i))) {
            end = i
            break
          }
        }
        if (end < 0) return failed(`«${cell}» ist nicht lesbar: erwartet «${part.suffix.trim()}» nach dem Wert.`)
        value = cell.slice(at, end)
        at = end
      }
      if (value === "" && !quotedValue) return failed(`«${cell}» ist nicht lesbar: ein Wert fehlt.`)
      ;(part.kind === "enumeration" ? facets : others).push({ kind: part.kind, value })
      if (part.kind === "enumeration" && cell.startsWith(ENUMERATION_SEPARATOR, at)) {
        at += ENUMERATION_SEPARATOR.length
        continue
      }
      at += part.suffix.length
      break
    }
    if (at === cell.length) break
    if (!cell.startsWith(words.and, at)) return failed(`«${cell}» ist nicht lesbar: nach «${cell.slice(0, at)}» erwartet «${words.and.trim()}».`)
    at += words.and.length
  }
  return { ok: true, value: { restriction: { base: null, facets: [...facets, ...others] } } }
}
