import type { DiffChange, DiffField } from "@bimprofile/contracts/history/diff-change"
import { Tag } from "../../../components/tag"
import { useT } from "../../../lib/i18n"
import { Value } from "../../history/components/field-change-list"
import { diffValueText, fieldLabel } from "../diff/diff-fields"
import { SeverityTag } from "./severity-tag"

const CHANGE_INTENT = { added: "success", removed: "danger", changed: "primary" } as const

/**
 * One item added, removed or changed, side by side: the left column is the state compared from, the right one
 * the state compared to. An item added stands on the right only (green), one removed on the left only (red); a
 * changed item shows each field that differs as a row, its value then on the left and now on the right.
 */
export function DiffChangeRow({ change }: { change: DiffChange }) {
  const { t } = useT()
  const head = (
    <div className="bimp-diff-item">
      <span className="bimp-diff-item-name">{change.entity_name}</span>
      {change.parent_name && <span className="bimp-diff-item-parent">{t("versions:diff.in", { parent: change.parent_name })}</span>}
    </div>
  )
  const absent = <div className="bimp-diff-cell bimp-diff-absent">{t("versions:diff.absent")}</div>
  return (
    <article className={`bimp-diff-change bimp-diff-change-${change.change}`} aria-label={t("versions:diff.changeLabel", { name: change.entity_name, change: t(`versions:changes.${change.change}`) })}>
      <header className="bimp-diff-change-head">
        {head}
        <Tag minimal round intent={CHANGE_INTENT[change.change]}>
          {t(`versions:changes.${change.change}`)}
        </Tag>
        <SeverityTag severity={change.severity} />
      </header>
      <div className="bimp-diff-sides">
        {change.change === "added" && (
          <>
            {absent}
            <div className="bimp-diff-cell bimp-diff-cell-added" data-side="to">
              {t("versions:diff.addedText", { name: change.entity_name })}
            </div>
          </>
        )}
        {change.change === "removed" && (
          <>
            <div className="bimp-diff-cell bimp-diff-cell-removed" data-side="from">
              {t("versions:diff.removedText", { name: change.entity_name })}
            </div>
            {absent}
          </>
        )}
        {change.change === "changed" && change.fields.map((field) => <FieldRow key={field.field} field={field} />)}
      </div>
    </article>
  )
}

function FieldRow({ field }: { field: DiffField }) {
  const { t } = useT()
  return (
    <>
      <div className="bimp-diff-field-label">
        <span>{fieldLabel(field.field, field.before, field.after, t)}</span>
        {field.severity === "major" && <SeverityTag severity="major" small />}
      </div>
      <div className={`bimp-diff-cell bimp-diff-cell-before${field.before === null ? " bimp-diff-cell-empty" : ""}`} data-side="from">
        <DiffValue field={field.field} value={field.before} />
      </div>
      <div className={`bimp-diff-cell bimp-diff-cell-after${field.after === null ? " bimp-diff-cell-empty" : ""}`} data-side="to">
        <DiffValue field={field.field} value={field.after} />
      </div>
    </>
  )
}

function DiffValue({ field, value }: { field: string; value: unknown }) {
  const { t } = useT()
  const shown = diffValueText(field, value, t)
  switch (shown.type) {
    case "words":
      return <span className="bimp-diff-words">{shown.text}</span>
    case "lines":
      return (
        <ul className="bimp-diff-lines">
          {shown.lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )
    case "plain":
      return <Value value={value} />
  }
}
