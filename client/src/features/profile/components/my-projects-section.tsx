import { Spinner } from "@blueprintjs/core"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { Link } from "react-router-dom"
import { useReadableProjects } from "../../../api/projects/get-readable-projects"
import { ErrorCallout } from "../../../components/error-callout"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import { myProjects } from "../profile-rows"
import { ProfileSection } from "./profile-section"
import { Tag } from "../../../components/tag"

/** "Meine Projekte": the projects the user works on (admin, write, or of their organisations). */
export function MyProjectsSection({ user, self }: { user: UserDto; self: boolean }) {
  const { t } = useT()
  const projects = useReadableProjects()
  const rows = projects.data ? myProjects(projects.data, user, self) : []
  return (
    <ProfileSection title={self ? t("profile:projects.title") : t("profile:projects.titleOther")}>
      {projects.isLoading && <Spinner size={20} aria-label={t("state.loading")} />}
      {projects.error && <ErrorCallout error={projects.error} onRetry={() => void projects.refetch()} />}
      {projects.data && rows.length === 0 && <p>{t("profile:projects.empty")}</p>}
      {rows.length > 0 && (
        <ul className="bimp-profile-list" aria-label={self ? t("profile:projects.title") : t("profile:projects.titleOther")}>
          {rows.map(({ project, via }) => (
            <li key={project.pro_id}>
              <Link to={paths.dashboard(project.pro_id)}>{project.pro_name}</Link>{" "}
              <Tag minimal>{via === "organisation" ? project.pro_org_name ?? t("profile:roles.organisation") : t(`profile:roles.project.${via}`)}</Tag>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  )
}
