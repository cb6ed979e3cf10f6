import type { DiffSummary } from "@bimprofile/contracts/history/diff-change"
import { useT } from "../../../lib/i18n"

/** The whole comparison at a glance: items added, removed and changed, and how many changes are major and minor. */
export function DiffSummaryBar({ summary }: { summary: DiffSummary }) {
  const { t } = useT()
  const cells = [
    ["added", summary.added],
    ["removed", summary.removed],
    ["changed", summary.changed],
    ["major", summary.major],
    ["minor", summary.minor],
  ] as const
  return (
    <dl className="bimp-diff-summary" aria-label={t("versions:diff.summary")}>
      {cells.map(([key, count], index) => (
        <div key={key} className={`bimp-diff-summary-cell bimp-diff-summary-${key}${index === 3 ? " bimp-diff-summary-split" : ""}${count === 0 ? " bimp-diff-summary-zero" : ""}`}>
          <dt>{t(`versions:summary.${key}`)}</dt>
          <dd>{count}</dd>
        </div>
      ))}
    </dl>
  )
}
