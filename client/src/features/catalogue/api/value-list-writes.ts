/** @module Writes of value lists and their values; each invalidates the answers that show them. */
import type { CreateValueListBody, CreateValueListItemBody, PatchValueListBody } from "@bimprofile/contracts/bodies/value-list-bodies"
import type { ValueListAnswer } from "@bimprofile/contracts/dto/value-list-dto"
import { useProjectMutation } from "../../../api/project-mutation"
import { del, patch, post } from "../../../lib/api-client"

type Answer = typeof ValueListAnswer.Type

/** Quiet: the dialogs and the list's value form show a refusal (a taken name, a list in use) themselves. */
const createValueList = (body: CreateValueListBody) => post<Answer>("/1.2/profile/value_lists", body, { quiet: true })
const updateValueList = ({ id, body }: { id: number; body: PatchValueListBody }) => patch<Answer>(`/1.2/profile/value_lists/${id}`, body, { quiet: true })
const deleteValueList = (id: number) => del<{ vls_id: number; deleted: true }>(`/1.2/profile/value_lists/${id}`, { quiet: true })
const addValue = ({ listId, body }: { listId: number; body: CreateValueListItemBody }) => post<Answer>(`/1.2/profile/value_lists/${listId}/items`, body, { quiet: true })
const removeValue = ({ listId, itemId }: { listId: number; itemId: number }) => del<Answer>(`/1.2/profile/value_lists/${listId}/items/${itemId}`, { quiet: true })

export const useCreateValueList = (projectId: number) => useProjectMutation(projectId, ["value_lists"], createValueList)
export const useUpdateValueList = (projectId: number) => useProjectMutation(projectId, ["value_lists"], updateValueList)
export const useDeleteValueList = (projectId: number) => useProjectMutation(projectId, ["value_lists"], deleteValueList)
export const useAddValue = (projectId: number) => useProjectMutation(projectId, ["value_lists"], addValue)
export const useRemoveValue = (projectId: number) => useProjectMutation(projectId, ["value_lists"], removeValue)
