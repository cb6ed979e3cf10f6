import type { PatchProjectBody } from "@bimprofile/contracts/bodies/project-bodies"
import type { ProjectAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { projectQuery } from "../../../api/projects/get-project"
import { patch } from "../../../lib/api-client"
import { projectListsKey } from "./get-projects"

/** PATCH /1.2/profile/projects/{id} with the changed fields; quiet, the edit dialog shows the errors. */
export const updateProject = (projectId: number, body: PatchProjectBody) =>
  patch<typeof ProjectAnswer.Type>(`/1.2/profile/projects/${projectId}`, body, { quiet: true })

export const useUpdateProject = (projectId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PatchProjectBody) => updateProject(projectId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectQuery(projectId).queryKey }),
        queryClient.invalidateQueries({ queryKey: projectListsKey }),
      ]),
  })
}
