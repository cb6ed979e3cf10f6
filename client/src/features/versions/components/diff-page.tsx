import { Button, Card, NonIdealState, Spinner } from "@blueprintjs/core"
import { ArrowRightIcon, FilterRemoveIcon, ComparisonIcon, LayersIcon, SwapHorizontalIcon, TickCircleIcon } from "@blueprintjs/icons"
import { useEffect, useMemo } from "react"
import { Navigate, useParams, useSearchParams } from "react-router-dom"
import { ErrorCallout } from "../../../components/error-callout"
import { LinkButton } from "../../../components/link-button"
import { PageLayout } from "../../../components/page-layout"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import { parseProjectId } from "../../history/project-id"
import { useProjectDiff } from "../api/get-project-diff"
import { useVersions } from "../api/get-versions"
import { entitiesOf, filtersFromSearch, groupChanges, hasFilters, searchWithFilters, type DiffFilters } from "../diff/diff-filters"
import { parsePoint, type Point, pointParam } from "../diff/diff-points"
import { pointLabel } from "../diff/point-label"
import { DiffChangeRow } from "./diff-change-row"
import { DiffFilterBar } from "./diff-filter-bar"
import { DiffSummaryBar } from "./diff-summary-bar"
import { DiffEntityIcon, useEntityWord } from "./entity-word"
import { PointPicker } from "./point-picker"
import "../versions.css"

/**
 * /projects/:projectId/diff?from=&to= — what differs between two points of the project (two published versions,
 * a version and the working state, two moments or positions): the items added, removed and changed, side by side,
 * each major (a model that passed could fail) or minor. Points and filters live in the address.
 */
export function DiffPage() {
  const projectId = parseProjectId(useParams().projectId)
  if (projectId === null) return <Navigate to={paths.notFound} replace />
  return <Diff projectId={projectId} />
}

function Diff({ projectId }: { projectId: number }) {
  const { t, locale } = useT()
  const [search, setSearch] = useSearchParams()
  const versions = useVersions(projectId)
  const list = versions.data ?? []
  const from = parsePoint(search.get("from"))
  const to = parsePoint(search.get("to")) ?? ({ kind: "now" } as const)
  const filters = useMemo(() => filtersFromSearch(search), [search])
  const diff = useProjectDiff(projectId, from && pointParam(from), pointParam(to))
  const entityWord = useEntityWord()

  // Without a starting point, the latest version against the working state: what changed since it was published.
  const latest = list[0]?.ver_number
  useEffect(() => {
    if (from === null && latest !== undefined) {
      const params = new URLSearchParams(search)
      params.set("from", `v${latest}`)
      if (!params.has("to")) params.set("to", "now")
      setSearch(params, { replace: true })
    }
  }, [from, latest, search, setSearch])

  const choose = (side: "from" | "to", point: Point) => {
    const params = new URLSearchParams(search)
    params.set(side, pointParam(point))
    if (side === "from" && !params.has("to")) params.set("to", "now")
    setSearch(params, { replace: true })
  }
  const swap = () => {
    if (!from) return
    const params = new URLSearchParams(search)
    params.set("from", pointParam(to))
    params.set("to", pointParam(from))
    setSearch(params, { replace: true })
  }
  const changeFilters = (next: DiffFilters) => setSearch(searchWithFilters(search, next), { replace: true })

  const answer = diff.data
  const groups = useMemo(() => (answer ? groupChanges(answer.changes, filters) : []), [answer, filters])
  const entities = useMemo(() => (answer ? entitiesOf(answer.changes) : []), [answer])
  const fromLabel = from ? pointLabel(from, list, t, locale) : ""
  const toLabel = pointLabel(to, list, t, locale)

  const actions = (
    <LinkButton icon={<LayersIcon />} variant="minimal" text={t("versions:diff.requirementsLink")} to={`${paths.project(projectId)}/requirements/compare?kind=milestone`} />
  )
  return (
    <PageLayout title={t("versions:diff.title")} actions={actions}>
      <p className="bimp-pr-muted bimp-ver-intro">{t("versions:diff.intro")}</p>
      <Card className="bimp-diff-points" role="group" aria-label={t("versions:diff.points")}>
        <PointPicker side="from" label={t("versions:diff.from")} point={from} versions={list} onChange={(point) => choose("from", point)} />
        <Button className="bimp-diff-swap" variant="minimal" icon={<SwapHorizontalIcon />} aria-label={t("versions:diff.swap")} title={t("versions:diff.swap")} disabled={!from} onClick={swap} />
        <PointPicker side="to" label={t("versions:diff.to")} point={to} versions={list} onChange={(point) => choose("to", point)} />
      </Card>
      {from === null ? (
        versions.isPending ? (
          <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
        ) : (
          <div className="bimp-ver-empty">
            <NonIdealState icon={<ComparisonIcon size={48} />} title={t("versions:diff.chooseTitle")} description={t("versions:diff.choose")} />
          </div>
        )
      ) : diff.isPending ? (
        <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
      ) : diff.isError ? (
        <ErrorCallout error={diff.error} onRetry={() => void diff.refetch()} />
      ) : answer && answer.changes.length === 0 ? (
        <div className="bimp-ver-empty">
          <NonIdealState icon={<TickCircleIcon size={48} className="bimp-diff-none" />} title={t("versions:diff.emptyTitle")} description={t("versions:diff.empty", { from: fromLabel, to: toLabel })} />
        </div>
      ) : answer ? (
        <div className={diff.isFetching ? "bimp-diff-result bimp-diff-stale" : "bimp-diff-result"} aria-busy={diff.isFetching}>
          <DiffSummaryBar summary={answer.summary} />
          <DiffFilterBar filters={filters} entities={entities} onChange={changeFilters} />
          {groups.length === 0 ? (
            <div className="bimp-ver-empty">
              <NonIdealState
                icon={<FilterRemoveIcon size={48} />}
                title={t("versions:diff.emptyFilteredTitle")}
                description={t("versions:diff.emptyFiltered")}
                {...(hasFilters(filters) && { action: <Button text={t("versions:filters.reset")} onClick={() => changeFilters({})} /> })}
              />
            </div>
          ) : (
            <div className="bimp-diff-table">
              <div className="bimp-diff-columns" aria-hidden="true">
                <span>
                  <span className="bimp-diff-column-word">{t("versions:diff.from")}</span> {fromLabel}
                </span>
                <ArrowRightIcon className="bimp-diff-columns-arrow" />
                <span>
                  <span className="bimp-diff-column-word">{t("versions:diff.to")}</span> {toLabel}
                </span>
              </div>
              {groups.map((group) => (
                <section key={group.entity} className="bimp-diff-group" aria-label={entityWord(group.entity)}>
                  <h3 className="bimp-diff-group-title">
                    <DiffEntityIcon entity={group.entity} />
                    {entityWord(group.entity)}
                    <span className="bimp-diff-group-count">{group.changes.length}</span>
                  </h3>
                  <ol className="bimp-diff-changes">
                    {group.changes.map((change) => (
                      <li key={`${change.parent_id ?? ""}-${change.entity_id}`}>
                        <DiffChangeRow change={change} />
                      </li>
                    ))}
                  </ol>
                </section>
              ))}
            </div>
          )}
        </div>
      ) : null}
    </PageLayout>
  )
}
