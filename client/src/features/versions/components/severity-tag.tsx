import { Tooltip } from "@blueprintjs/core"
import { WarningSignIcon } from "@blueprintjs/icons"
import type { DiffSeverity } from "@bimprofile/contracts/history/diff-change"
import { Tag } from "../../../components/tag"
import { useT } from "../../../lib/i18n"

/** Major or minor, with what it means in the tooltip: a major change can make a model that passed the checks fail. */
export function SeverityTag({ severity, small = false }: { severity: DiffSeverity; small?: boolean }) {
  const { t } = useT()
  const tag = (
    <Tag
      minimal={severity === "minor"}
      round={small}
      intent={severity === "major" ? "warning" : "none"}
      icon={severity === "major" && !small ? <WarningSignIcon /> : undefined}
      className={`bimp-diff-severity bimp-diff-severity-${severity}`}
      tabIndex={0}
    >
      {t(`versions:severity.${severity}`)}
    </Tag>
  )
  return (
    <Tooltip content={t(`versions:severity.${severity}Help`)} placement="top">
      {tag}
    </Tooltip>
  )
}
