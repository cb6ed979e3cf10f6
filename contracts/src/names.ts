/**
 * @module The name rules' words, without any schema library: the client imports this (small) module for
 * its own checks, the body schemas and the deciders use the same functions.
 */

/**
 * The characters `String.prototype.trim()` removes (and `\s` matches), spelt out so that the same class
 * means the same in JavaScript and in any JSON Schema regex engine (Python's `\s` differs).
 */
export const TRIMMED_CLASS = "\\t-\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff"
/** Invisible characters `trim()` keeps: zero-width space, joiners (U+200B–U+200D), word joiner (U+2060). */
const INVISIBLE_CLASS = "\\u200b-\\u200d\\u2060"

/** A character that is neither blank nor invisible: a name needs at least one. */
export const VISIBLE_CHARACTER = new RegExp(`[^${TRIMMED_CLASS}${INVISIBLE_CLASS}]`, "u")
/** A character `trim()` keeps: a person's or organisation's name needs at least one. */
export const NOT_BLANK_CHARACTER = new RegExp(`[^${TRIMMED_CLASS}]`, "u")

/** A name is blank when nothing visible is left: a name of spaces or zero-width characters is empty. */
export const isBlankName = (name: string) => !VISIBLE_CHARACTER.test(name)

export const entityLabels = {
  project: "Projekt",
  milestone: "Meilenstein",
  process: "Prozess",
  activity: "Aktivitäten",
  role: "Rollen",
  element_class: "Fachklassen",
  element_type: "Fachklassentypen",
  property: "Merkmals",
  value_list: "Wertelisten",
  value_list_item: "Werte",
} as const
export type EntityKind = keyof typeof entityLabels

/** The message for an empty name, as the spec words it ('Der Rollen Name darf nicht leer sein.'). */
export const emptyNameMessage = (kind: EntityKind) => `Der ${entityLabels[kind]} Name darf nicht leer sein.`
