import { Button, Card, Classes } from "@blueprintjs/core"
import { CalendarIcon, EyeOpenIcon, ChangesIcon, ComparisonIcon, PersonIcon } from "@blueprintjs/icons"
import type { VersionDto } from "@bimprofile/contracts/dto/version-dto"
import { LinkButton } from "../../../components/link-button"
import { Tag } from "../../../components/tag"
import { formatDayTime } from "../../../lib/document-format"
import { useT } from "../../../lib/i18n"
import { BUMP_INTENT } from "../version-words"
import { diffPagePath } from "../diff/diff-page-path"
import { HashLabel } from "./hash-label"
import { VersionDownloads } from "./version-downloads"

type Props = {
  readonly projectId: number
  readonly projectName: string | undefined
  readonly version: VersionDto
  /** The version before it (the list's next one), to compare with. */
  readonly previous: VersionDto | undefined
  readonly onView: (version: VersionDto) => void
}

/**
 * One published version: its semantic version (coloured by how it moved), number, title and note, who published
 * it when, what changed since the one before, its hash; to view it, compare it, and download its files.
 */
export function VersionCard({ projectId, projectName, version, previous, onView }: Props) {
  const { t, locale } = useT()
  const title = version.ver_title ?? t("versions:card.untitled", { number: version.ver_number })
  const changes =
    version.ver_bump === "initial"
      ? t("versions:card.initial")
      : version.ver_bump === "patch"
        ? t("versions:card.noChanges")
        : t("versions:card.changes", { major: version.ver_major_changes, minor: version.ver_minor_changes, previous: previous?.ver_semver ?? "" })
  return (
    <Card className={`bimp-ver-card bimp-ver-card-${version.ver_bump}`} aria-label={t("versions:card.label", { semver: version.ver_semver })} role="article">
      <div className="bimp-ver-badge">
        <Tag intent={BUMP_INTENT[version.ver_bump]} className={`${Classes.LARGE} bimp-ver-semver`}>
          {version.ver_semver}
        </Tag>
        <span className="bimp-ver-bump">{t(`versions:bump.${version.ver_bump}`)}</span>
        <span className="bimp-ver-number">{t("versions:card.number", { number: version.ver_number })}</span>
      </div>
      <div className="bimp-ver-body">
        <h3 className="bimp-ver-title">{title}</h3>
        {version.ver_note && <p className="bimp-ver-note">{version.ver_note}</p>}
        <div className="bimp-ver-meta">
          {version.ver_create_user && (
            <span>
              <PersonIcon size={12} /> {version.ver_create_user}
            </span>
          )}
          {version.ver_create_date && (
            <span>
              <CalendarIcon size={12} /> <time dateTime={version.ver_create_date}>{formatDayTime(version.ver_create_date, locale)}</time>
            </span>
          )}
          <span className={version.ver_major_changes > 0 ? "bimp-ver-changes bimp-ver-changes-major" : "bimp-ver-changes"}>{changes}</span>
          <HashLabel hash={version.ver_hash} />
        </div>
      </div>
      <div className="bimp-ver-actions">
        <Button icon={<EyeOpenIcon />} text={t("versions:card.view")} title={t("versions:card.viewTitle", { semver: version.ver_semver })} onClick={() => onView(version)} />
        <LinkButton icon={<ComparisonIcon />} text={t("versions:card.compareNow")} to={diffPagePath(projectId, `v${version.ver_number}`, "now")} />
        {previous && (
          <LinkButton
            icon={<ChangesIcon />}
            variant="minimal"
            text={t("versions:card.comparePrevious", { previous: previous.ver_semver })}
            to={diffPagePath(projectId, `v${previous.ver_number}`, `v${version.ver_number}`)}
          />
        )}
        <VersionDownloads projectId={projectId} projectName={projectName} version={version} />
      </div>
    </Card>
  )
}
