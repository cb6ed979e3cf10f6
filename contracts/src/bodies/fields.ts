/** @module Field schemas shared by request bodies: ids, names with the spec's German messages. */
import { Schema } from "effect"

/** A positive integer id. */
export const Id = Schema.Int.check(Schema.isGreaterThan(0, { message: "muss eine positive ganze Zahl sein" }))

/** A sequence position, starting at 1. */
export const Seq = Schema.Int.check(Schema.isGreaterThan(0, { message: "muss 1 oder grösser sein" }))

/** A name that must not be blank; `label` is the German entity word of the spec's message. */
/** Invisible characters `trim()` keeps (zero-width space, joiners, word joiner, byte-order mark). */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g

/** A name is blank when nothing visible is left: a name of spaces or zero-width characters is empty. */
export const isBlankName = (name: string) => name.replace(INVISIBLE, "").trim().length === 0

export const NameOf = (label: string) =>
  Schema.String.check(
    Schema.makeFilter((s: string) => !isBlankName(s), { message: `Der ${label} Name darf nicht leer sein.` }),
  )

export const OptionalText = Schema.optionalKey(Schema.NullOr(Schema.String))

export const entityLabels = {
  project: "Projekt",
  milestone: "Meilenstein",
  process: "Prozess",
  activity: "Aktivitäten",
  role: "Rollen",
} as const
export type EntityKind = keyof typeof entityLabels

/** The message for an empty name, as the spec words it ('Der Rollen Name darf nicht leer sein.'). */
export const emptyNameMessage = (kind: EntityKind) => `Der ${entityLabels[kind]} Name darf nicht leer sein.`

/** A resequencing list names each entity at most once: two sequences for one id say nothing clear. */
export const eachIdOnce = <K extends string>(key: K) =>
  Schema.makeFilter((items: ReadonlyArray<{ readonly [P in K]: number }>) => new Set(items.map((item) => item[key])).size === items.length, {
    message: `Jede ${key} darf in der Liste nur einmal vorkommen.`,
  })
