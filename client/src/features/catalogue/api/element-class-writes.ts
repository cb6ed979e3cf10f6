/** @module Writes of element classes; each invalidates the answers that show them (`useProjectMutation`). */
import type { CreateElementClassBody, PatchElementClassBody } from "@bimprofile/contracts/bodies/element-class-bodies"
import type { ElementClassAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useProjectMutation } from "../../../api/project-mutation"
import { del, patch, post } from "../../../lib/api-client"

type Answer = typeof ElementClassAnswer.Type

/** Quiet: the form dialog shows a refusal (a taken name) beside its field. */
export const createElementClass = (body: CreateElementClassBody) => post<Answer>("/1.2/profile/element_classes", body, { quiet: true })
export const updateElementClass = ({ id, body }: { id: number; body: PatchElementClassBody }) =>
  patch<Answer>(`/1.2/profile/element_classes/${id}`, body, { quiet: true })
/** Quiet: the confirm dialog shows a refusal (a class with subclasses) itself. */
export const deleteElementClass = (id: number) => del<{ elc_id: number; deleted: true }>(`/1.2/profile/element_classes/${id}`, { quiet: true })

export const useCreateElementClass = (projectId: number) => useProjectMutation(projectId, ["element_classes"], createElementClass)
export const useUpdateElementClass = (projectId: number) => useProjectMutation(projectId, ["element_classes"], updateElementClass)
export const useDeleteElementClass = (projectId: number) => useProjectMutation(projectId, ["element_classes"], deleteElementClass)
