import { Spinner } from "@blueprintjs/core"
import { Link } from "react-router-dom"
import { useReadableProjects } from "../../api/projects/get-readable-projects"
import { paths } from "../../config/paths"
import { useT } from "../../lib/i18n"
import { isLoggedIn } from "../../lib/session"

/** The projects the user can open instead (not-found and not-authorised pages, spec §2). */
export function ProjectAlternatives() {
  const { t } = useT()
  const projects = useReadableProjects(isLoggedIn())
  if (!isLoggedIn()) return null
  if (projects.isLoading) return <Spinner size={20} aria-label={t("state.loading")} />
  if (!projects.data?.length) return null
  return (
    <nav aria-label={t("status.alternatives")}>
      <h3>{t("status.alternatives")}</h3>
      <ul className="bimp-alternatives">
        {projects.data.slice(0, 10).map((project) => (
          <li key={project.pro_id}>
            <Link to={paths.dashboard(project.pro_id)}>{project.pro_name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
