import { useMutation, useQueryClient } from "@tanstack/react-query"
import { del } from "../../../lib/api-client"
import { projectListsKey } from "./get-projects"

/** DELETE /1.2/profile/projects/{id}; quiet: the caller toasts 'Projekt konnte nicht gelöscht werden: …' (spec §8). */
export const deleteProject = (projectId: number) => del<{ pro_id: number; deleted: true }>(`/1.2/profile/projects/${projectId}`, { quiet: true })

/** Deleting leaves the project's own queries alone: the caller leaves the project first, then drops them. */
export const useDeleteProject = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectListsKey }),
  })
}
