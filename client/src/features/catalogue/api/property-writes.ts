/** @module Writes of properties and of a class's properties; each invalidates the answers that show them. */
import type { CreatePropertyBody, PatchPropertyBody } from "@bimprofile/contracts/bodies/property-bodies"
import type { ClassPropertyAnswer, PropertyAnswer, TypePropertyAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useProjectMutation } from "../../../api/project-mutation"
import { del, patch, post } from "../../../lib/api-client"

type Answer = typeof PropertyAnswer.Type
/** What an assignment answers (a class's or a type's: the same fields but the owner's id). */
type Assignment = typeof ClassPropertyAnswer.Type | typeof TypePropertyAnswer.Type

/** Quiet: the dialogs show a refusal (a taken name, a property in use, the typing rule) themselves. */
const createProperty = (body: CreatePropertyBody) => post<Answer>("/1.2/profile/properties", body, { quiet: true })
const updateProperty = ({ id, body }: { id: number; body: PatchPropertyBody }) => patch<Answer>(`/1.2/profile/properties/${id}`, body, { quiet: true })
const deleteProperty = (id: number) => del<{ pty_id: number; deleted: true }>(`/1.2/profile/properties/${id}`, { quiet: true })
const assignProperty = ({ classId, propertyId }: { classId: number; propertyId: number }) =>
  post<Assignment>(`/1.2/profile/element_classes/${classId}/properties`, { pty_id: propertyId }, { quiet: true })
const removeProperty = ({ classId, propertyId }: { classId: number; propertyId: number }) =>
  del<Assignment>(`/1.2/profile/element_classes/${classId}/properties/${propertyId}`, { quiet: true })

const assignTypeProperty = ({ typeId, propertyId }: { typeId: number; propertyId: number }) =>
  post<Assignment>(`/1.2/profile/element_types/${typeId}/properties`, { pty_id: propertyId }, { quiet: true })
const removeTypeProperty = ({ typeId, propertyId }: { typeId: number; propertyId: number }) =>
  del<Assignment>(`/1.2/profile/element_types/${typeId}/properties/${propertyId}`, { quiet: true })

export const useCreateProperty = (projectId: number) => useProjectMutation(projectId, ["properties"], createProperty)
export const useUpdateProperty = (projectId: number) => useProjectMutation(projectId, ["properties"], updateProperty)
export const useDeleteProperty = (projectId: number) => useProjectMutation(projectId, ["properties"], deleteProperty)
export const useAssignProperty = (projectId: number) => useProjectMutation(projectId, ["properties"], assignProperty)
export const useRemoveProperty = (projectId: number) => useProjectMutation(projectId, ["properties"], removeProperty)
export const useAssignTypeProperty = (projectId: number) => useProjectMutation(projectId, ["properties"], assignTypeProperty)
export const useRemoveTypeProperty = (projectId: number) => useProjectMutation(projectId, ["properties"], removeTypeProperty)
