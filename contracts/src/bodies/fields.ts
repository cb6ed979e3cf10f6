/** @module Field schemas shared by request bodies: ids, names with the spec's German messages. */
import { Schema } from "effect"
import { isBlankName } from "../names"

export { emptyNameMessage, entityLabels, type EntityKind, isBlankName } from "../names"

/** A positive integer id. */
export const Id = Schema.Int.check(Schema.isGreaterThan(0, { message: "muss eine positive ganze Zahl sein" }))

/** A sequence position, starting at 1. */
export const Seq = Schema.Int.check(Schema.isGreaterThan(0, { message: "muss 1 oder grösser sein" }))

/** A name that must not be blank; `label` is the German entity word of the spec's message. */
export const NameOf = (label: string) =>
  Schema.String.check(
    Schema.makeFilter((s: string) => !isBlankName(s), { message: `Der ${label} Name darf nicht leer sein.` }),
  )

export const OptionalText = Schema.optionalKey(Schema.NullOr(Schema.String))

/** A resequencing list names each entity at most once: two sequences for one id say nothing clear. */
export const eachIdOnce = <K extends string>(key: K) =>
  Schema.makeFilter((items: ReadonlyArray<{ readonly [P in K]: number }>) => new Set(items.map((item) => item[key])).size === items.length, {
    message: `Jede ${key} darf in der Liste nur einmal vorkommen.`,
  })
