import { Link } from "react-router-dom"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"

/** The custom properties' two views (spec §2 custom-properties): the properties, and the user-defined property sets (?view=sets). */
export function PropertyViewsTabs({ projectId, current }: { projectId: number; current: "properties" | "sets" }) {
  const { t } = useT()
  const base = paths.dataCatalog(projectId, "custom-properties")
  return (
    <nav className="bimp-catalogue-tabs" aria-label={t("catalogue:lists.tabs.label")}>
      <Link to={base} className="bimp-catalogue-tab" aria-current={current === "properties" ? "page" : undefined}>
        {t("catalogue:lists.tabs.properties")}
      </Link>
      <Link to={`${base}?view=sets`} className="bimp-catalogue-tab" aria-current={current === "sets" ? "page" : undefined}>
        {t("catalogue:lists.tabs.sets")}
      </Link>
    </nav>
  )
}
