/**
 * @module The frame of one project (spec §2 /projects/:projectId/*): its name, description and kind, the
 * edit and delete actions, the project navigation, and the child page. A non-numeric id is not found.
 */
import { Spinner } from "@blueprintjs/core"
import { useState } from "react"
import { Navigate, Outlet, useParams } from "react-router-dom"
import { useProject } from "../../../api/projects/get-project"
import { ErrorCallout } from "../../../components/error-callout"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import { ProjectPermissionContext } from "../../../lib/project-access"
import { parseProjectId } from "../project-id"
import { ProjectHeader } from "./project-header"
import { ProjectNav } from "./project-nav"

export function ProjectLayout() {
  const param = useParams().projectId
  const projectId = parseProjectId(param)
  if (projectId !== undefined) return <ProjectFrame projectId={projectId} />
  return <Navigate to={paths.notFound} replace />
}

function ProjectFrame({ projectId }: { projectId: number }) {
  const { t } = useT()
  // While the project is deleted, nothing of it is shown or fetched: a live notice would refetch it → 404.
  const [deleting, setDeleting] = useState(false)
  const project = useProject(projectId, { paused: deleting })
  if (project.isPending) return <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
  if (project.isError) return <ErrorCallout error={project.error} onRetry={() => void project.refetch()} />
  return (
    <div className="bimp-project">
      <ProjectHeader project={project.data} onDeleting={setDeleting} />
      <ProjectNav projectId={projectId} permission={project.data.pro_permission} />
      {/* The pages inside offer to change only what the caller's role on the project allows. */}
      <ProjectPermissionContext value={project.data.pro_permission}>
        <div className="bimp-project-content">{deleting ? <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} /> : <Outlet />}</div>
      </ProjectPermissionContext>
    </div>
  )
}
