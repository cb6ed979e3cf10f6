import { Spinner } from "@blueprintjs/core"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { useQuery } from "@tanstack/react-query"
import { Link } from "react-router-dom"
import { paths } from "../../config/paths"
import { get } from "../../lib/api-client"
import { useT } from "../../lib/i18n"
import { isLoggedIn } from "../../lib/session"

/** The projects the user can open instead (not-found and not-authorised pages, spec §2). */
export function ProjectAlternatives() {
  const { t } = useT()
  const projects = useQuery({
    queryKey: ["projects", "alternatives"],
    queryFn: () => get<ProjectDto[]>("/1.2/profile/projects", { quiet: true }),
    enabled: isLoggedIn(),
  })
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
