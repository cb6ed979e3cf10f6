/** @module Field schemas shared by request bodies: ids, names with the spec's German messages. */
import { Schema } from "effect"
import { NOT_BLANK_CHARACTER, VISIBLE_CHARACTER } from "../names"

export { emptyNameMessage, entityLabels, type EntityKind, isBlankName } from "../names"

/** A positive integer id (a safe integer: `Schema.Int` bounds it by Number.MAX_SAFE_INTEGER). */
export const Id = Schema.Int.check(Schema.isGreaterThan(0, { message: "muss eine positive ganze Zahl sein" }))

/** A sequence position, starting at 1. */
export const Seq = Schema.Int.check(Schema.isGreaterThan(0, { message: "muss 1 oder grösser sein" }))

/** The longest name (of a user, an organisation, a project and its entities) and description we accept. */
export const MAX_NAME_LENGTH = 200
export const MAX_DESCRIPTION_LENGTH = 4000
export const descriptionTooLongMessage = `Die Beschreibung darf höchstens ${MAX_DESCRIPTION_LENGTH} Zeichen lang sein.`

/*
 * Lengths count characters (Unicode code points), as JSON Schema's minLength and maxLength do, so the
 * OpenAPI document states exactly what is accepted (UTF-16 units would make an emoji count twice).
 * Rules are patterns rather than opaque functions for the same reason: the document carries them.
 */

/** A name that must not be blank; `label` is the German entity word of the spec's message. */
export const NameOf = (label: string) =>
  Schema.String.check(
    Schema.isPattern(VISIBLE_CHARACTER, { message: `Der ${label} Name darf nicht leer sein.` }),
    Schema.isMaxCodePoints(MAX_NAME_LENGTH, { message: `Der ${label} Name darf höchstens ${MAX_NAME_LENGTH} Zeichen lang sein.` }),
  )

/** A description: free text of at most MAX_DESCRIPTION_LENGTH characters. */
export const Description = Schema.String.check(Schema.isMaxCodePoints(MAX_DESCRIPTION_LENGTH, { message: descriptionTooLongMessage }))

/** A name of a person or an organisation: not empty, not only blanks, at most MAX_NAME_LENGTH characters. */
export const notBlankName = (label: string) =>
  Schema.String.check(
    Schema.isPattern(NOT_BLANK_CHARACTER, { message: `${label} darf nicht leer sein.` }),
    Schema.isMaxCodePoints(MAX_NAME_LENGTH, { message: `${label} darf höchstens ${MAX_NAME_LENGTH} Zeichen lang sein.` }),
  )

/**
 * Adds to the JSON Schema (the OpenAPI document) a rule the server checks later than decoding, e.g. after
 * authorisation, so that the document still says exactly what is accepted. It checks nothing itself.
 */
export const documentedAs = <T>(fragment: Record<string, unknown>) => Schema.makeFilter((_: T) => true, { toJsonSchema: () => fragment })

export const OptionalText = Schema.optionalKey(Schema.NullOr(Description))

/**
 * A resequencing list names each entity at most once: two sequences for one id say nothing clear. JSON
 * Schema cannot say "unique by one key", so the document says `uniqueItems` (which refuses exact repeats)
 * and names the rule in the description.
 */
export const eachIdOnce = <K extends string>(key: K) =>
  Schema.makeFilter((items: ReadonlyArray<{ readonly [P in K]: number }>) => new Set(items.map((item) => item[key])).size === items.length, {
    message: `Jede ${key} darf in der Liste nur einmal vorkommen.`,
    toJsonSchema: () => ({ uniqueItems: true, description: `Each ${key} at most once in the list.` }),
  })
