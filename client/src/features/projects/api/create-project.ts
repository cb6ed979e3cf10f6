import type { ProjectAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { post } from "../../../lib/api-client"
import type { ProjectRequest } from "../new-project-request"
import { projectListsKey } from "./get-projects"

export type CreatedProject = typeof ProjectAnswer.Type

/**
 * POST /1.2/profile/projects (empty) or POST /1.2/profile/projects/{id}/copy (from the reference project,
 * a template or a copy). Quiet: the form shows the server's field errors beside its fields.
 */
export const createProject = ({ path, body }: ProjectRequest) => post<CreatedProject>(path, body, { quiet: true })

export const useCreateProject = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectListsKey }),
  })
}
