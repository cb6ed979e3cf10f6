/** @module Writes of a catalogue list kind (list-kinds.ts) and of its items; each invalidates the answers that show them. */
import { type ListKind, listKinds } from "@bimprofile/contracts/catalogue/list-kinds"
import type { LiveKind } from "@bimprofile/contracts/live/live-kinds"
import type { ListRecord } from "../../../api/catalogue-lists/get-catalogue-lists"
import { useProjectMutation } from "../../../api/project-mutation"
import { del, patch, post } from "../../../lib/api-client"

type Body = Record<string, unknown>

/** Quiet: the dialogs show a refusal (a taken name, an item with items under it) themselves. */
export const useListWrites = (projectId: number, kind: ListKind) => {
  const base = `/1.2/profile/${listKinds[kind].path}`
  const kinds = [listKinds[kind].path as LiveKind]
  return {
    create: useProjectMutation(projectId, kinds, (body: Body) => post<ListRecord>(base, body, { quiet: true })),
    update: useProjectMutation(projectId, kinds, ({ id, body }: { id: number; body: Body }) => patch<ListRecord>(`${base}/${id}`, body, { quiet: true })),
    remove: useProjectMutation(projectId, kinds, (id: number) => del<ListRecord>(`${base}/${id}`, { quiet: true })),
    addItem: useProjectMutation(projectId, kinds, ({ listId, body }: { listId: number; body: Body }) => post<ListRecord>(`${base}/${listId}/items`, body, { quiet: true })),
    updateItem: useProjectMutation(projectId, kinds, ({ listId, id, body }: { listId: number; id: number; body: Body }) =>
      patch<ListRecord>(`${base}/${listId}/items/${id}`, body, { quiet: true }),
    ),
    removeItem: useProjectMutation(projectId, kinds, ({ listId, id }: { listId: number; id: number }) => del<ListRecord>(`${base}/${listId}/items/${id}`, { quiet: true })),
  }
}
