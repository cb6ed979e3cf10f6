/**
 * @module The name rules' words, without any schema library: the client imports this (small) module for
 * its own checks, the body schemas and the deciders use the same functions.
 */

/** Invisible characters `trim()` keeps (zero-width space, joiners, word joiner, byte-order mark). */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g

/** A name is blank when nothing visible is left: a name of spaces or zero-width characters is empty. */
export const isBlankName = (name: string) => name.replace(INVISIBLE, "").trim().length === 0

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
