/**
 * @module The plan shows phases, milestones, processes, activity and role counts in one read, but a live
 * notice invalidates only `["project", id, kind]` of each kind it names, and the plan sits under
 * "milestones". This reads the same tab-wide stream and refreshes the plan for the other kinds too.
 */
import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { live$ } from "../../../lib/live-updates"
import { isLoggedIn } from "../../../lib/session"
import { milestonePlanQuery } from "../api/get-milestone-plan"

const OTHER_KINDS = new Set(["phases", "processes", "activities", "roles"])

export const usePlanLiveRefresh = (projectId: number) => {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!isLoggedIn()) return undefined
    const subscription = live$.subscribe({
      next: (notice) => {
        if (notice === "reconnected" || notice.project_id !== projectId) return
        if (notice.kinds?.some((kind) => OTHER_KINDS.has(kind))) {
          void queryClient.invalidateQueries({ queryKey: milestonePlanQuery(projectId).queryKey })
        }
      },
      error: () => undefined,
    })
    return () => subscription.unsubscribe()
  }, [projectId, queryClient])
}
