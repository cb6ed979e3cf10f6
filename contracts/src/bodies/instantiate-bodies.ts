/**
 * @module Bodies of …/{id}/instantiate: take an item of a reference project into a project that inherits from
 * it as a local copy that remembers its origin (docs/catalogue.md "Inheritance"). The path names the
 * reference project's item; the body the project that gets the copy.
 */
import { Schema } from "effect"
import { Id } from "./fields"

export const InstantiateElementClassBody = Schema.Struct({ elc_pro_id: Id })
export type InstantiateElementClassBody = typeof InstantiateElementClassBody.Type

export const InstantiatePropertyBody = Schema.Struct({ pty_pro_id: Id })
export type InstantiatePropertyBody = typeof InstantiatePropertyBody.Type

const Ids = (what: string) =>
  Schema.Array(Id).check(
    Schema.isMinLength(1, { message: `Wählen Sie mindestens ${what}.` }),
    Schema.isMaxLength(500, { message: "Höchstens 500 auf einmal." }),
  )

/**
 * The property copy wizard: these properties (of the classes' project, its reference project or any project the
 * caller may read) to these element classes (all of one project).
 */
export const CopyPropertiesBody = Schema.Struct({ pty_ids: Ids("ein Merkmal"), elc_ids: Ids("eine Fachklasse") })
export type CopyPropertiesBody = typeof CopyPropertiesBody.Type
