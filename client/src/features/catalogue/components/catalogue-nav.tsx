import { NavLink } from "react-router-dom"
import { type CatalogSection, catalogSections, paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"

/** The data catalogue's sections (spec §2 data-catalog routes): element classes first, as users start there. */
const ORDER: readonly CatalogSection[] = ["main", ...catalogSections.filter((section) => section !== "main")]

/** Links between the data catalogue's sections, the current one marked. */
export function CatalogueNav({ projectId, current }: { projectId: number; current: CatalogSection }) {
  const { t } = useT()
  return (
    <nav className="bimp-catalogue-nav" aria-label={t("catalogue:nav.label")}>
      {ORDER.map((section) => (
        <NavLink key={section} to={paths.dataCatalog(projectId, section)} className="bimp-catalogue-nav-link" aria-current={section === current ? "page" : undefined}>
          {t(`catalogue:nav.${section}`)}
        </NavLink>
      ))}
    </nav>
  )
}
