import { Link } from "react-router-dom"
import { COPYRIGHT, FRONTEND_VERSION, SUPPORT_EMAIL } from "../../config/app-config"
import { paths } from "../../config/paths"
import { useT } from "../../lib/i18n"

/** Support info and hours, legal notes, copyright and both versions, on every page (spec §2). */
export function AppFooter({ backendVersion }: { backendVersion: string | null }) {
  const { t } = useT()
  return (
    <footer className="bimp-footer">
      <div>
        {t("footer.support")}: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> · {t("footer.hours")}
      </div>
      <div>
        <Link to={paths.about}>{t("footer.legal")}</Link> · © {COPYRIGHT} BIM Profile · {t("footer.backend")} {backendVersion ?? "–"} ·{" "}
        {t("footer.frontend")} {FRONTEND_VERSION}
      </div>
    </footer>
  )
}
