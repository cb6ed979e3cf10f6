import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { Applications, Database, Document, Export, Flows, GitCommit, History, People, Shield } from "@blueprintjs/icons"
import type { ReactNode } from "react"
import { NavLink } from "react-router-dom"
import { paths } from "../../../config/paths"
import { useSession } from "../../../hooks/use-session"
import { useT } from "../../../lib/i18n"
import { canAdmin } from "../../../lib/project-access"
import { hasLicence } from "../../../lib/session"
import { withAsOf } from "../../../lib/time-travel"

type Item = { key: string; to: string; icon: ReactNode }

/**
 * The project's sections (spec §2). Permissions only for those who may manage them: admins of the project
 * (`permission`, the caller's role on it) with a licence; the history for those who may read it (`readsHistory`); the
 * published versions for everyone.
 * Shown as of an earlier point (`asOf`), every section keeps that point.
 */
export function ProjectNav({
  projectId,
  permission,
  readsHistory = false,
  asOf = null,
}: {
  projectId: number
  permission: ProjectDto["pro_permission"]
  readsHistory?: boolean
  asOf?: string | null
}) {
  const { t } = useT()
  const managesPermissions = hasLicence(useSession()) && canAdmin({ pro_permission: permission })
  const base = paths.project(projectId)
  const items: Item[] = [
    { key: "dashboard", to: paths.dashboard(projectId), icon: <Applications /> },
    { key: "processes", to: paths.processes(projectId), icon: <Flows /> },
    { key: "roles", to: paths.roles(projectId), icon: <People /> },
    { key: "documents", to: paths.documents(projectId), icon: <Document /> },
    { key: "dataCatalog", to: `${base}/data-catalog`, icon: <Database /> },
    { key: "export", to: paths.export(projectId), icon: <Export /> },
    ...(readsHistory ? [{ key: "history", to: paths.history(projectId), icon: <History /> }] : []),
    // Every reader: a version is what was handed to partners.
    { key: "versions", to: paths.versions(projectId), icon: <GitCommit /> },
    ...(managesPermissions ? [{ key: "permissions", to: `${base}/permissions`, icon: <Shield /> }] : []),
  ]
  return (
    <nav className="bimp-project-nav" aria-label={t("projects:project.navLabel")}>
      {items.map((item) => (
        <NavLink key={item.key} to={`${item.to}${withAsOf("", asOf)}`} className="bimp-project-nav-link">
          {item.icon}
          <span>{t(`projects:project.nav.${item.key}`)}</span>
        </NavLink>
      ))}
    </nav>
  )
}
