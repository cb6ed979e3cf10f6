/**
 * @module `POST …/{id}/instantiate`: a reference project's class or property becomes a local, editable copy in
 * the project (a class with its type, properties and their value lists). A refusal is told in a toast with the
 * server's text, as other calls without a dialog — except a 404: the item is gone from the reference project
 * (deleted while the screen still showed it), which the caller tells in words (`instantiateRefused`). After any
 * refusal the lists are read again. Success is toasted by the caller.
 */
import type { InstantiateElementClassBody, InstantiatePropertyBody } from "@bimprofile/contracts/bodies/instantiate-bodies"
import type { ElementClassAnswer, PropertyAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useProjectMutation } from "../../../api/project-mutation"
import { post } from "../../../lib/api-client"
import { ApiError } from "../../../lib/api-error"
import { toast } from "../../../lib/app-events"
import { t } from "../../../lib/i18n"

const instantiateElementClass = (projectId: number) => (id: number) =>
  post<typeof ElementClassAnswer.Type>(`/1.2/profile/element_classes/${id}/instantiate`, { elc_pro_id: projectId } satisfies InstantiateElementClassBody, { allowNotFound: true })
const instantiateProperty = (projectId: number) => (id: number) =>
  post<typeof PropertyAnswer.Type>(`/1.2/profile/properties/${id}/instantiate`, { pty_pro_id: projectId } satisfies InstantiatePropertyBody, { allowNotFound: true })

export const useInstantiateElementClass = (projectId: number) =>
  useProjectMutation(projectId, ["element_classes", "element_types", "properties", "value_lists"], instantiateElementClass(projectId), { refreshOnFailure: true })
export const useInstantiateProperty = (projectId: number) => useProjectMutation(projectId, ["properties", "value_lists"], instantiateProperty(projectId), { refreshOnFailure: true })

/** `name` could not be taken over because it is gone from the reference project: a toast says so (the API client told any other refusal). */
export const instantiateRefused = (failure: Error, name: string) => {
  if (failure instanceof ApiError && failure.status === 404) toast("warning", t("catalogue:origin.instantiateGone", { name }))
}
