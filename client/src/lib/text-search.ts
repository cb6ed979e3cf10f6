/** @module Search the way a user types: case, accents and extra spaces do not matter; every word must appear. */

export const normalizeText = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase("de-CH")
    .replace(/\s+/g, " ")
    .trim()

/** Every word of the query appears somewhere in the texts (an empty query matches everything). */
export const matchesSearch = (texts: readonly (string | null | undefined)[], query: string): boolean => {
  const words = normalizeText(query).split(" ").filter(Boolean)
  if (words.length === 0) return true
  const haystack = normalizeText(texts.filter((text): text is string => Boolean(text)).join(" "))
  return words.every((word) => haystack.includes(word))
}
