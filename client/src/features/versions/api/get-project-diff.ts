/**
 * @module `GET /1.2/profile/projects/{id}/diff?from=&to=`: what differs between two points of the project (a
 * position, an ISO time, a published version `v<n>` or `now`), each change major or minor. Under the project's
 * key (its removal drops it); a comparison with `now` is read anew when the page opens. Quiet: the page says
 * itself why it cannot compare (a point before the project existed, a version it lacks).
 */
import type { ProjectDiffAnswer } from "@bimprofile/contracts/history/diff-change"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"

export const diffPath = (projectId: number, from: string, to: string) => `/1.2/profile/projects/${projectId}/diff?${new URLSearchParams({ from, to })}`

export const useProjectDiff = (projectId: number, from: string | null, to: string) =>
  useQuery({
    queryKey: [...queryKeys.projectAll(projectId), "diff", from, to] as const,
    queryFn: () => get<ProjectDiffAnswer>(diffPath(projectId, from!, to), { quiet: true }),
    enabled: from !== null,
    // The last comparison stays on screen while another point is read.
    placeholderData: keepPreviousData,
  })
