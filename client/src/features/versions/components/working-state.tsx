import { Callout } from "@blueprintjs/core"
import { EditIcon, TickCircleIcon } from "@blueprintjs/icons"
import type { VersionDto } from "@bimprofile/contracts/dto/version-dto"
import { LinkButton } from "../../../components/link-button"
import { useT } from "../../../lib/i18n"
import { useProjectDiff } from "../api/get-project-diff"
import { diffPagePath } from "../diff/diff-page-path"

/**
 * Above the list: what changed since the latest version and is not published yet (the diff from it to the working
 * state, its summary), so the writer sees before publishing whether there is anything to publish and how weighty
 * it is — and opens the comparison.
 */
export function WorkingState({ projectId, latest }: { projectId: number; latest: VersionDto }) {
  const { t } = useT()
  const diff = useProjectDiff(projectId, `v${latest.ver_number}`, "now")
  const summary = diff.data?.summary
  if (!summary) return null
  const changes = diff.data!.changes.length
  if (changes === 0)
    return (
      <Callout className="bimp-ver-working" intent="success" icon={<TickCircleIcon />} compact>
        {t("versions:working.unchanged", { semver: latest.ver_semver })}
      </Callout>
    )
  return (
    <Callout className="bimp-ver-working" intent={summary.major > 0 ? "warning" : "primary"} icon={<EditIcon />} compact>
      <span>{t("versions:working.changed", { semver: latest.ver_semver, count: changes, major: summary.major, minor: summary.minor })}</span>
      <LinkButton size="small" variant="minimal" text={t("versions:working.show")} to={diffPagePath(projectId, `v${latest.ver_number}`, "now")} />
    </Callout>
  )
}
