/**
 * @module The frame of one project (spec §2 /projects/:projectId/*): its name, description and kind, the
 * edit and delete actions, the project navigation, and the child page. A non-numeric id is not found. With
 * `?as_of=` the same frame and pages show the project as of that point, read-only (lib/time-travel.ts).
 */
import { NonIdealState, Spinner } from "@blueprintjs/core"
import { HistoryIcon } from "@blueprintjs/icons"
import { useState } from "react"
import { Navigate, Outlet, useParams } from "react-router-dom"
import { useProject } from "../../../api/projects/get-project"
import { ErrorCallout } from "../../../components/error-callout"
import { TimeTravelBanner } from "../../../components/time-travel/time-travel-banner"
import { TimeTravelScope } from "../../../components/time-travel/time-travel-scope"
import { useStickyAsOf } from "../../../components/time-travel/use-as-of"
import { paths } from "../../../config/paths"
import { ApiError } from "../../../lib/api-error"
import { useT } from "../../../lib/i18n"
import { canReadHistory, ProjectPermissionContext } from "../../../lib/project-access"
import { parseProjectId } from "../project-id"
import { ProjectHeader } from "./project-header"
import { ProjectNav } from "./project-nav"

export function ProjectLayout() {
  const param = useParams().projectId
  const projectId = parseProjectId(param)
  const asOf = useStickyAsOf()
  if (projectId === undefined) return <Navigate to={paths.notFound} replace />
  // Keyed by the point in time: the pages' queries start anew in the scope's own client.
  return (
    <TimeTravelScope projectId={projectId} asOf={asOf}>
      <ProjectFrame key={asOf ?? "now"} projectId={projectId} asOf={asOf} />
    </TimeTravelScope>
  )
}

function ProjectFrame({ projectId, asOf }: { projectId: number; asOf: string | null }) {
  const { t } = useT()
  // While the project is deleted, nothing of it is shown or fetched: a live notice would refetch it → 404.
  const [deleting, setDeleting] = useState(false)
  const project = useProject(projectId, { paused: deleting })
  if (project.isPending) return <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
  if (project.isError && asOf !== null && project.error instanceof ApiError && project.error.status === 404) {
    // A point before the project existed.
    return (
      <div className="bimp-project">
        <TimeTravelBanner />
        <NonIdealState icon={<HistoryIcon size={48} />} title={t("history:timeTravel.notYetTitle")} description={t("history:timeTravel.notYet")} />
      </div>
    )
  }
  if (project.isError) return <ErrorCallout error={project.error} onRetry={() => void project.refetch()} />
  // As of an earlier point nothing can be changed: the header and the pages see the role "read".
  const shown = asOf === null ? project.data : { ...project.data, pro_permission: "read" as const }
  return (
    <div className="bimp-project">
      <ProjectHeader project={shown} asOf={asOf} onDeleting={setDeleting} />
      <TimeTravelBanner />
      <ProjectNav projectId={projectId} permission={shown.pro_permission} readsHistory={canReadHistory(project.data)} asOf={asOf} />
      {/* The pages inside offer to change only what the caller's role on the project allows. */}
      <ProjectPermissionContext value={shown.pro_permission}>
        <div className="bimp-project-content">{deleting ? <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} /> : <Outlet />}</div>
      </ProjectPermissionContext>
    </div>
  )
}
