import { Button, NonIdealState, Spinner } from "@blueprintjs/core"
import { FilterRemoveIcon, HistoryIcon, LockIcon, RefreshIcon } from "@blueprintjs/icons"
import type { HistoryItem } from "@bimprofile/contracts/history/history-item"
import { useQueryClient } from "@tanstack/react-query"
import { useMemo, useRef } from "react"
import { Navigate, useParams, useSearchParams } from "react-router-dom"
import { projectQuery } from "../../../api/projects/get-project"
import { ErrorCallout } from "../../../components/error-callout"
import { PageLayout } from "../../../components/page-layout"
import { useTravelTo } from "../../../components/time-travel/use-as-of"
import { paths } from "../../../config/paths"
import { ApiError, NO_PERMISSION_CODE } from "../../../lib/api-error"
import { useT } from "../../../lib/i18n"
import { rememberPositionTime } from "../../../lib/time-travel"
import { parseProjectId } from "../project-id"
import { useHistory } from "../api/get-history"
import { entityPageOf } from "../entity-pages"
import { isErasedUser } from "../erased-user"
import { useLiveHistory } from "../hooks/use-live-history"
import { filtersFromSearch, hasFilters, type HistoryFilters, searchWithFilters } from "../history-filters"
import { HistoryExportMenu } from "./history-export-menu"
import { HistoryFilterBar, type SeenUser } from "./history-filter-bar"
import { HistoryTimeline } from "./history-timeline"
import "../history.css"

/** /projects/:projectId/history — every change of the project: who, when, what, before → after (issue 11). */
export function HistoryPage() {
  const projectId = parseProjectId(useParams().projectId)
  if (projectId === null) return <Navigate to={paths.notFound} replace />
  return <History projectId={projectId} />
}

/** The history is refused to readers of the project (the API answers 403, or 401 AUTH_PRO). */
const refused = (error: unknown) => error instanceof ApiError && (error.status === 403 || (error.status === 401 && error.code === NO_PERMISSION_CODE))

function History({ projectId }: { projectId: number }) {
  const { t } = useT()
  const [search, setSearch] = useSearchParams()
  const filters = useMemo(() => filtersFromSearch(search), [search])
  const history = useHistory(projectId, filters)
  useLiveHistory(projectId)
  // The frame has read the project: its name for the export's file, from the cache (no read of its own).
  const projectName = useQueryClient().getQueryData(projectQuery(projectId).queryKey)?.pro_name
  const travelTo = useTravelTo()
  const items = useMemo(() => history.data?.pages.flatMap((page) => page.items) ?? [], [history.data])
  const users = useSeenUsers(items, filters.userId, t("history:erasedUser"))

  const changeFilters = (next: HistoryFilters) => setSearch(searchWithFilters(search, next), { replace: true })
  const viewAsOf = (item: HistoryItem) => {
    rememberPositionTime(item.position, item.time)
    travelTo(String(item.position), (item.kind === "deleted" ? undefined : entityPageOf(projectId, item)) ?? paths.dashboard(projectId))
  }

  const actions = refused(history.error) ? undefined : (
    <>
      <Button icon={<RefreshIcon />} text={t("history:refresh")} loading={history.isRefetching && !history.isFetchingNextPage} onClick={() => void history.refetch()} />
      <HistoryExportMenu projectId={projectId} projectName={projectName} filters={filters} />
    </>
  )

  return (
    <PageLayout title={t("history:title")} actions={actions}>
      {refused(history.error) ? (
        <div className="bimp-hist-empty">
          <NonIdealState icon={<LockIcon size={48} />} title={t("history:refusedTitle")} description={t("history:refused")} />
        </div>
      ) : (
        <>
          <p className="bimp-pr-muted bimp-hist-intro">{t("history:intro")}</p>
          <HistoryFilterBar filters={filters} users={users} onChange={changeFilters} />
          {history.isPending ? (
            <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
          ) : history.isError ? (
            <ErrorCallout error={history.error} onRetry={() => void history.refetch()} />
          ) : items.length === 0 ? (
            <div className="bimp-hist-empty">
              {hasFilters(filters) ? (
                <NonIdealState
                  icon={<FilterRemoveIcon size={48} />}
                  title={t("history:emptyFilteredTitle")}
                  description={t("history:emptyFiltered")}
                  action={<Button text={t("history:filters.reset")} onClick={() => changeFilters({})} />}
                />
              ) : (
                <NonIdealState icon={<HistoryIcon size={48} />} title={t("history:emptyTitle")} description={t("history:empty")} />
              )}
            </div>
          ) : (
            <>
              <p className="bimp-pr-muted bimp-hist-count" aria-live="polite">
                {history.hasNextPage ? t("history:countMore", { count: items.length }) : t("history:count", { count: items.length })}
              </p>
              <HistoryTimeline projectId={projectId} items={items} onViewAsOf={viewAsOf} />
              {history.hasNextPage ? (
                <div className="bimp-hist-more">
                  <Button text={t("history:more")} loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()} />
                </div>
              ) : (
                <p className="bimp-pr-muted bimp-hist-end">{t("history:end")}</p>
              )}
            </>
          )}
        </>
      )}
    </PageLayout>
  )
}

/**
 * The users of every entry loaded while the page is open, by name (a narrower filter keeps offering the others),
 * and the one filtered by, whose entries may not be loaded yet.
 */
const useSeenUsers = (items: readonly HistoryItem[], selected: number | undefined, erasedName: string): SeenUser[] => {
  const seen = useRef(new Map<number, string>())
  return useMemo(() => {
    for (const item of items) seen.current.set(item.usr_id, isErasedUser(item.usr_name) ? erasedName : item.usr_name)
    const byId = new Map(seen.current)
    if (selected !== undefined && !byId.has(selected)) byId.set(selected, `#${selected}`)
    return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))
  }, [items, selected, erasedName])
}
