import { Applications, Database, Document, Export, Flows, Lock, People, Shield } from "@blueprintjs/icons"
import type { ReactNode } from "react"
import { NavLink } from "react-router-dom"
import { paths } from "../../../config/paths"
import { useSession } from "../../../hooks/use-session"
import { useT } from "../../../lib/i18n"
import { hasLicence } from "../../../lib/session"

type Item = { key: string; to: string; icon: ReactNode }

/** The project's sections (spec §2); permissions needs a licence, so it carries a lock for guests. */
export function ProjectNav({ projectId }: { projectId: number }) {
  const { t } = useT()
  const licensed = hasLicence(useSession())
  const base = paths.project(projectId)
  const items: Item[] = [
    { key: "dashboard", to: paths.dashboard(projectId), icon: <Applications /> },
    { key: "processes", to: paths.processes(projectId), icon: <Flows /> },
    { key: "roles", to: paths.roles(projectId), icon: <People /> },
    { key: "documents", to: paths.documents(projectId), icon: <Document /> },
    { key: "dataCatalog", to: `${base}/data-catalog`, icon: <Database /> },
    { key: "export", to: paths.export(projectId), icon: <Export /> },
    { key: "permissions", to: `${base}/permissions`, icon: licensed ? <Shield /> : <Lock /> },
  ]
  return (
    <nav className="bimp-project-nav" aria-label={t("projects:project.navLabel")}>
      {items.map((item) => (
        <NavLink key={item.key} to={item.to} className="bimp-project-nav-link">
          {item.icon}
          <span>{t(`projects:project.nav.${item.key}`)}</span>
        </NavLink>
      ))}
    </nav>
  )
}
