/**
 * @module What an IFC version's IDS file left out of a requirement (contracts/src/ids/specifications-of.ts), in
 * the user's language: the server's German for de-CH, else worded anew from the names and ids its sentence
 * carries. A sentence not known here keeps the server's words.
 */
import { currentLocale, DEFAULT_LOCALE, t } from "../../lib/i18n"

/** The server's sentences and the key that words each, its captures as `name` or `id`, and `version`. */
const SENTENCES: readonly (readonly [RegExp, string, "name" | "id"])[] = [
  [/^Die Fachklasse «(.+)» ist in (\S+) nicht abgebildet\.$/u, "classNotMapped", "name"],
  [/^Die Fachklasse (\d+) existiert nicht mehr\.$/u, "classGone", "id"],
  [/^Das Merkmal «(.+)» ist in (\S+) nicht abgebildet\.$/u, "propertyNotMapped", "name"],
  [/^Das Merkmal (\d+) existiert nicht mehr\.$/u, "propertyGone", "id"],
]

export const idsOmissionText = (message: string): string => {
  if (currentLocale() === DEFAULT_LOCALE) return message
  for (const [pattern, key, capture] of SENTENCES) {
    const match = pattern.exec(message)
    if (match) return t(`catalogue:requirements.ids.omission.${key}`, { [capture]: match[1], version: match[2] })
  }
  return message
}
