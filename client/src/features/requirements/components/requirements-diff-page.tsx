import { Button, ButtonGroup, Card, NonIdealState, Spinner } from "@blueprintjs/core"
import { LayersIcon } from "@blueprintjs/icons"
import { useMemo } from "react"
import { Navigate, useParams, useSearchParams } from "react-router-dom"
import { useProjectActivities } from "../../../api/activities/get-project-activities"
import { useElementClasses } from "../../../api/element-classes/get-element-classes"
import { useProjectStructure } from "../../../api/projects/get-project-structure"
import { useProperties } from "../../../api/properties/get-properties"
import { ErrorCallout } from "../../../components/error-callout"
import { PageLayout } from "../../../components/page-layout"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import { type DiffSideKind, useRequirementsDiff } from "../api/get-requirements-diff"
import "../requirements.css"
import { DiffSidePicker, useSideGroups } from "./diff-side-picker"
import { DiffView } from "./diff-view"

const idParam = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null)

/**
 * /projects/:projectId/requirements/compare?kind=&from=&to= — the requirements of two activities or two
 * milestones side by side: "what is new at Realisierung compared with Planung". The sides live in the
 * address, so a comparison can be bookmarked and sent.
 */
export function RequirementsDiffPage() {
  const projectId = idParam(useParams().projectId ?? null)
  if (projectId === null) return <Navigate to={paths.notFound} replace />
  return <RequirementsDiff projectId={projectId} />
}

function RequirementsDiff({ projectId }: { projectId: number }) {
  const { t } = useT()
  const [search, setSearch] = useSearchParams()
  const kind: DiffSideKind = search.get("kind") === "milestone" ? "milestone" : "activity"
  const from = idParam(search.get("from"))
  const to = idParam(search.get("to"))
  const structure = useProjectStructure(projectId)
  const activities = useProjectActivities(projectId, { enabled: kind === "activity" })
  const classes = useElementClasses(projectId, "name_asc", "all")
  const properties = useProperties(projectId, "name_asc")
  const groups = useSideGroups(kind, structure.data, activities.data)
  const diff = useRequirementsDiff(projectId, from === null ? null : { kind, id: from }, to === null ? null : { kind, id: to })
  const names = useMemo(
    () => ({
      classes: new Map((classes.data ?? []).map((c) => [c.elc_id, c])),
      propertyName: (id: number) => properties.data?.find((p) => p.pty_id === id)?.pty_name,
    }),
    [classes.data, properties.data],
  )

  const choose = (next: { kind?: DiffSideKind; from?: number | null; to?: number | null }) => {
    const sides = { kind: next.kind ?? kind, from: next.from === undefined ? from : next.from, to: next.to === undefined ? to : next.to }
    setSearch(Object.fromEntries(Object.entries(sides).flatMap(([key, value]) => (value === null ? [] : [[key, String(value)]]))), { replace: true })
  }
  const pickersLoading = structure.isLoading || (kind === "activity" && activities.isLoading)
  const pickersError = structure.error ?? (kind === "activity" ? activities.error : null)

  return (
    <PageLayout title={t("catalogue:requirements.diff.title")}>
      <Card className="bimp-req-diff-toolbar">
        <ButtonGroup aria-label={t("catalogue:requirements.diff.compareWhat")}>
          {(["activity", "milestone"] as const).map((value) => (
            <Button
              key={value}
              active={kind === value}
              aria-pressed={kind === value}
              text={t(`catalogue:requirements.diff.${value === "activity" ? "activities" : "milestones"}`)}
              onClick={() => kind !== value && choose({ kind: value, from: null, to: null })}
            />
          ))}
        </ButtonGroup>
        {pickersLoading ? (
          <Spinner size={20} aria-label={t("state.loading")} />
        ) : pickersError ? (
          <ErrorCallout error={pickersError} onRetry={() => void (structure.error ? structure.refetch() : activities.refetch())} />
        ) : (
          <div className="bimp-req-sides">
            <DiffSidePicker id="req-diff-from" label={t("catalogue:requirements.diff.from")} groups={groups} value={from} onChange={(id) => choose({ from: id })} />
            <Button
              variant="minimal"
              className="bimp-req-swap"
              text="⇄"
              aria-label={t("catalogue:requirements.diff.swap")}
              title={t("catalogue:requirements.diff.swap")}
              disabled={from === null && to === null}
              onClick={() => choose({ from: to, to: from })}
            />
            <DiffSidePicker id="req-diff-to" label={t("catalogue:requirements.diff.to")} groups={groups} value={to} onChange={(id) => choose({ to: id })} />
          </div>
        )}
      </Card>
      {from === null || to === null ? (
        <NonIdealState icon={<LayersIcon size={48} />} title={t("catalogue:requirements.diff.pickTitle")} description={t(`catalogue:requirements.diff.pick.${kind}`)} />
      ) : diff.isLoading ? (
        <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
      ) : diff.error && !diff.data ? (
        <ErrorCallout error={diff.error} onRetry={() => void diff.refetch()} />
      ) : diff.data ? (
        <>
          {from === to && <p className="bimp-pr-muted">{t("catalogue:requirements.diff.sameSide")}</p>}
          <div className={diff.isPlaceholderData ? "bimp-req-diff-stale" : undefined} aria-busy={diff.isPlaceholderData}>
            <DiffView diff={diff.data} names={names} />
          </div>
        </>
      ) : null}
    </PageLayout>
  )
}
