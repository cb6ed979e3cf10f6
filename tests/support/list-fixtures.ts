/**
 * @module Catalogue lists (contracts' list-kinds.ts) for system tests: a list of any kind in a project, and
 * an item of it, each with the least a create needs (a name; a classification item's code too).
 */
import { LIST_KINDS, type ListKind, listKinds } from "@bimprofile/contracts/catalogue/list-kinds"
import { created, unique } from "./profile-fixtures"
import type { ApiClient } from "./stack"

export { LIST_KINDS, type ListKind, listKinds }

/** The body of a new item of a list of this kind. */
export const itemBody = (kind: ListKind, name = unique("Eintrag")): Record<string, unknown> => {
  const { itemPrefix } = listKinds[kind]
  return { [`${itemPrefix}_name`]: name, ...(kind === "classification" && { [`${itemPrefix}_code`]: name }) }
}

export const newList = async (api: ApiClient, kind: ListKind, projectId: number, name = unique(listKinds[kind].word)) => {
  const { prefix, path } = listKinds[kind]
  return created(await api.post(`/1.2/profile/${path}`, { [`${prefix}_pro_id`]: projectId, [`${prefix}_name`]: name }), `create ${kind}`)[`${prefix}_id`] as number
}

export const newListItem = async (api: ApiClient, kind: ListKind, listId: number, body = itemBody(kind)) => {
  const { itemPrefix, path } = listKinds[kind]
  return created(await api.post(`/1.2/profile/${path}/${listId}/items`, body), `add ${kind} item`)[`${itemPrefix}_id`] as number
}
