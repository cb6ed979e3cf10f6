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
