/**
 * @module The timeline follows the project live: a notice of a change in the project (another user's, or one's own
 * in another tab) reads the loaded pages again, so the newest change appears on top without a reload. No read
 * model's kind names the history (live-kinds.ts), so the page listens to the tab's one live stream itself; the
 * stream's module is the one the shell has loaded already (no second connection: it is shared).
 */
import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { historyKey } from "../api/get-history"

export const useLiveHistory = (projectId: number) => {
  const queryClient = useQueryClient()
  useEffect(() => {
    let stop: (() => void) | undefined
    let left = false
    void import("../../../lib/live-updates").then(({ live$ }) => {
      if (left) return
      const subscription = live$.subscribe({
        next: (notice) => {
          if (notice === "reconnected" || notice.project_id === projectId) void queryClient.invalidateQueries({ queryKey: historyKey(projectId) })
        },
        // The shell's own subscription retries; this one has nothing to add.
        error: () => undefined,
      })
      stop = () => subscription.unsubscribe()
    })
    return () => {
      left = true
      stop?.()
    }
  }, [projectId, queryClient])
}
