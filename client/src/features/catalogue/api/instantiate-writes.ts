/**
 * @module `POST …/{id}/instantiate`: a reference project's class or property becomes a local, editable copy in
 * the project (a class with its type, properties and their value lists). Not quiet: a refusal is told in a
 * toast with the server's text, as other calls without a dialog; success is toasted by the caller.
 */
import type { InstantiateElementClassBody, InstantiatePropertyBody } from "@bimprofile/contracts/bodies/instantiate-bodies"
import type { ElementClassAnswer, PropertyAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useProjectMutation } from "../../../api/project-mutation"
import { post } from "../../../lib/api-client"

const instantiateElementClass = (projectId: number) => (id: number) =>
  post<typeof ElementClassAnswer.Type>(`/1.2/profile/element_classes/${id}/instantiate`, { elc_pro_id: projectId } satisfies InstantiateElementClassBody)
const instantiateProperty = (projectId: number) => (id: number) =>
  post<typeof PropertyAnswer.Type>(`/1.2/profile/properties/${id}/instantiate`, { pty_pro_id: projectId } satisfies InstantiatePropertyBody)

export const useInstantiateElementClass = (projectId: number) =>
  useProjectMutation(projectId, ["element_classes", "element_types", "properties", "value_lists"], instantiateElementClass(projectId))
export const useInstantiateProperty = (projectId: number) => useProjectMutation(projectId, ["properties", "value_lists"], instantiateProperty(projectId))
