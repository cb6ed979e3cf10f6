/** @module Writes of element class types; each invalidates the answers that show them (`useProjectMutation`). */
import type { CreateElementTypeBody, PatchElementTypeBody } from "@bimprofile/contracts/bodies/element-type-bodies"
import type { ElementTypeAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useProjectMutation } from "../../../api/project-mutation"
import { del, patch, post } from "../../../lib/api-client"

type Answer = typeof ElementTypeAnswer.Type

/** Quiet: the form dialog shows a refusal (a taken name) beside its field; the confirm dialog a type in use. */
const createElementType = (body: CreateElementTypeBody) => post<Answer>("/1.2/profile/element_types", body, { quiet: true })
const updateElementType = ({ id, body }: { id: number; body: PatchElementTypeBody }) => patch<Answer>(`/1.2/profile/element_types/${id}`, body, { quiet: true })
const deleteElementType = (id: number) => del<{ elt_id: number; deleted: true }>(`/1.2/profile/element_types/${id}`, { quiet: true })

export const useCreateElementType = (projectId: number) => useProjectMutation(projectId, ["element_types"], createElementType)
export const useUpdateElementType = (projectId: number) => useProjectMutation(projectId, ["element_types"], updateElementType)
export const useDeleteElementType = (projectId: number) => useProjectMutation(projectId, ["element_types"], deleteElementType)
