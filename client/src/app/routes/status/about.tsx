import { Card, H4, HTMLTable } from "@blueprintjs/core"
import { COPYRIGHT, FRONTEND_VERSION, SUPPORT_EMAIL } from "../../../config/app-config"
import { PageLayout } from "../../../components/page-layout"
import { useBehavior } from "../../../hooks/use-observable"
import { useT } from "../../../lib/i18n"
import { status$ } from "../../../lib/status-check"

const releases = [
  { version: "1.2.19", date: "26.06.2024", key: "about.release1219" },
  { version: "1.2.17", date: "15.01.2024", key: "about.release1217" },
]

/** Imprint and legal notes, release notes, support contact and hours, versions (spec §2 /about). */
export default function AboutPage() {
  const { t } = useT()
  const status = useBehavior(status$)
  return (
    <PageLayout title={t("about.title")}>
      <Card>
        <H4>{t("about.imprint")}</H4>
        <p>{t("about.imprintText")}</p>
        <p>{t("about.legal")}</p>
        <p>© {COPYRIGHT} BIM Profile</p>
      </Card>
      <Card>
        <H4>{t("about.support")}</H4>
        <p>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
        <p>{t("footer.hours")}</p>
        <p>
          {t("footer.backend")} {status.apiVersion ?? "–"} · {t("footer.frontend")} {FRONTEND_VERSION}
        </p>
      </Card>
      <Card>
        <H4>{t("about.releaseNotes")}</H4>
        <HTMLTable compact>
          <tbody>
            {releases.map((release) => (
              <tr key={release.version}>
                <td>{release.version}</td>
                <td>{release.date}</td>
                <td>{t(release.key)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>
    </PageLayout>
  )
}
