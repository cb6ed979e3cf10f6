/**
 * @module `GET /1.2/profile/{group_lists, classifications, material_lists, property_sets}?<prefix>_pro_id=&sort=`
 * (a project's lists of one kind, without their items) and `…/{id}` (one list with its items).
 * The answers' fields are the kind's (contracts/src/catalogue/list-fields.ts), read by name.
 */
import { type ListKind, listKinds } from "@bimprofile/contracts/catalogue/list-kinds"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { get } from "../../lib/api-client"
import { ApiError } from "../../lib/api-error"
import { type ProjectKind, queryKeys } from "../../lib/query-keys"
import type { ElementClassSort } from "../element-classes/get-element-classes"

/** A list or an item as the API answers it: `<prefix>_<field>`. */
export type ListRecord = Readonly<Record<string, unknown>>

const liveKind = (kind: ListKind) => listKinds[kind].path as ProjectKind

export const useCatalogueLists = (projectId: number, kind: ListKind, sort: ElementClassSort) =>
  useQuery({
    queryKey: [...queryKeys.project(projectId, liveKind(kind)), "list", sort] as const,
    queryFn: () => get<ListRecord[]>(`/1.2/profile/${listKinds[kind].path}?${listKinds[kind].prefix}_pro_id=${projectId}&sort=${sort}`),
    placeholderData: keepPreviousData,
  })

/** One list; a list deleted meanwhile (by someone else) is a 404 the page expects: it shows another one. */
export const useCatalogueList = (projectId: number, kind: ListKind, listId: number | null) =>
  useQuery({
    queryKey: [...queryKeys.project(projectId, liveKind(kind)), "one", listId] as const,
    queryFn: () => get<ListRecord>(`/1.2/profile/${listKinds[kind].path}/${listId}`, { allowNotFound: true }),
    enabled: listId !== null,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 3,
  })
