/**
 * @module Answers of the catalogue lists' endpoints, generated per kind from list-fields.ts: a list with its
 * fields, how many items it has and the audit fields (`…/{id}` adds its items); an item with its fields and
 * its list. Commands answer the list, or the item, as they left it.
 */
import { Schema } from "effect"
import { listFields, type ListFields, type StoredSchema } from "../catalogue/list-fields"
import { apiFieldName, LIST_KINDS, type ListKind, listKinds } from "../catalogue/list-kinds"
import { auditFields } from "./fields"

type Dto = Schema.Struct<Record<string, StoredSchema>>

const answerFields = (prefix: string, fields: ListFields) =>
  Object.fromEntries(Object.entries(fields).map(([field, spec]) => [`${prefix}_${apiFieldName(field)}`, spec.stored.annotate({ description: spec.doc })])) as Record<string, StoredSchema>

export type ListDtos = {
  /** One list as the list GET answers it (no items). */
  readonly list: Dto
  /** One list with its items (`GET …/{id}`). */
  readonly one: Dto
  readonly item: Dto
  /** What a list command answers. */
  readonly listAnswer: Dto
  /** What an item command answers. */
  readonly itemAnswer: Dto
}

const dtosOf = (kind: ListKind): ListDtos => {
  const { prefix, itemPrefix } = listKinds[kind]
  const own = { [`${prefix}_id`]: Schema.Int, [`${prefix}_pro_id`]: Schema.Int, ...answerFields(prefix, listFields[kind].list) }
  const item = Schema.Struct({ [`${itemPrefix}_id`]: Schema.Int, [`${itemPrefix}_${prefix}_id`]: Schema.Int, ...answerFields(itemPrefix, listFields[kind].item) })
  const read = {
    ...own,
    [`${prefix}_item_count`]: Schema.Int.annotate({ description: "How many items it has." }),
    [`${prefix}_origin`]: Schema.Literals(["local", "inherited", "reference"]),
    [`${prefix}_locked`]: Schema.Boolean,
    ...auditFields(prefix),
  }
  return {
    list: Schema.Struct(read),
    one: Schema.Struct({ ...read, [`${prefix}_items`]: Schema.Array(item).annotate({ description: "Its items in the order they were added." }) }),
    item,
    listAnswer: Schema.Struct({ ...own, [`${prefix}_item_count`]: Schema.Int }),
    itemAnswer: item,
  }
}

export const listDtos = Object.fromEntries(LIST_KINDS.map((kind) => [kind, dtosOf(kind)])) as Record<ListKind, ListDtos>
