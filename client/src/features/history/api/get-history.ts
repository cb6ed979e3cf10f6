/**
 * @module `GET /1.2/profile/projects/{id}/history`: the project's timeline, newest first, a page at a time
 * (`next_cursor` asks for the next older page). Quiet: the page says itself why it cannot show the timeline
 * (a reader of the project is refused it: only auditors, writers and admins read the history). Never sent with
 * as_of (lib/time-travel.ts): the timeline is the whole history, also while the project is shown as of a point.
 */
import type { HistoryPage } from "@bimprofile/contracts/history/history-item"
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query"
import { get } from "../../../lib/api-client"
import { queryKeys } from "../../../lib/query-keys"
import { apiQueryOf, type HistoryFilters } from "../history-filters"

/** Entries per page: a screenful or two. */
export const HISTORY_PAGE_SIZE = 50

export const historyPath = (projectId: number, filters: HistoryFilters, cursor: string | null) => {
  const query = apiQueryOf(filters)
  if (cursor) query.set("cursor", cursor)
  query.set("limit", String(HISTORY_PAGE_SIZE))
  return `/1.2/profile/projects/${projectId}/history?${query}`
}

export const getHistory = (projectId: number, filters: HistoryFilters, cursor: string | null) =>
  get<HistoryPage>(historyPath(projectId, filters, cursor), { quiet: true })

/** Every timeline answer of a project (any filter), under the project's key: its removal drops them too. */
export const historyKey = (projectId: number) => [...queryKeys.projectAll(projectId), "history"] as const

/**
 * Read anew whenever the page opens, by «Aktualisieren», and when the project changes (hooks/use-live-history.ts:
 * no read model's live kind names the history).
 */
export const useHistory = (projectId: number, filters: HistoryFilters) =>
  useInfiniteQuery({
    queryKey: [...historyKey(projectId), filters] as const,
    queryFn: ({ pageParam }) => getHistory(projectId, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    staleTime: 0,
    refetchOnMount: "always",
    // Another filter keeps the entries shown until its own come: the list does not flash empty.
    placeholderData: keepPreviousData,
  })
