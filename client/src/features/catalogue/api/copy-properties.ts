/**
 * @module `POST /1.2/profile/properties/copy`: the property copy wizard's one call — properties of the project,
 * its reference project or another readable project given to classes of the project. Quiet: the wizard shows a
 * refusal itself. The project's properties (and a class's, under the same kind) and value lists change.
 */
import type { CopyPropertiesBody } from "@bimprofile/contracts/bodies/instantiate-bodies"
import type { CopyPropertiesAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useProjectMutation } from "../../../api/project-mutation"
import { post } from "../../../lib/api-client"

const copyProperties = (body: CopyPropertiesBody) => post<CopyPropertiesAnswer>("/1.2/profile/properties/copy", body, { quiet: true })

export const useCopyProperties = (projectId: number) => useProjectMutation(projectId, ["properties", "value_lists"], copyProperties)
