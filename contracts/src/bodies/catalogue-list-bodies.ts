/**
 * @module Bodies of the catalogue lists' endpoints (/1.2/profile/group_lists, classifications, material_lists,
 * property_sets, and their items under …/{id}/items), generated per kind from list-fields.ts: a create needs
 * the fields without an empty value (the name, a classification item's code), an edit any of them.
 */
import { Schema } from "effect"
import { listFields, type ListFields, type StoredSchema } from "../catalogue/list-fields"
import { apiFieldName, LIST_KINDS, type ListKind, listKinds } from "../catalogue/list-kinds"
import { Id } from "./fields"

type Body = Schema.Struct<Record<string, StoredSchema>>

/** The fields as the API names them (`cls_long_name`), each optional unless `create` needs it. */
const bodyFields = (prefix: string, fields: ListFields, create: boolean) =>
  Object.fromEntries(
    Object.entries(fields).map(([field, spec]) => [
      `${prefix}_${apiFieldName(field)}`,
      create && !("empty" in spec) ? spec.body.annotate({ description: spec.doc }) : Schema.optionalKey(spec.body.annotate({ description: spec.doc })),
    ]),
  ) as Record<string, StoredSchema>

export type ListBodies = { readonly createList: Body; readonly patchList: Body; readonly createItem: Body; readonly patchItem: Body }

const bodiesOf = (kind: ListKind): ListBodies => {
  const { prefix, itemPrefix } = listKinds[kind]
  const { list, item } = listFields[kind]
  return {
    createList: Schema.Struct({ [`${prefix}_pro_id`]: Id, ...bodyFields(prefix, list, true) }),
    patchList: Schema.Struct(bodyFields(prefix, list, false)),
    createItem: Schema.Struct(bodyFields(itemPrefix, item, true)),
    patchItem: Schema.Struct(bodyFields(itemPrefix, item, false)),
  }
}

export const listBodies = Object.fromEntries(LIST_KINDS.map((kind) => [kind, bodiesOf(kind)])) as Record<ListKind, ListBodies>
