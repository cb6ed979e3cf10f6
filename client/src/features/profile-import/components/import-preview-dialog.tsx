/**
 * The profile import dialog's preview (named as a dialog's part, so it loads with the dialog: client/chunks.ts):
 * the counts; per kind the items added, changed — each field before → after — and removed, the removals
 * marked as deleted only while «Entfernte Einträge auch löschen» is ticked; the problems by sheet, row and
 * column; and the sheets the import does not read. Field labels and problems come in the words of the
 * workbook's language (the server's), the rest in the user's.
 */
import { Callout, Checkbox, H5, HTMLTable, Tag } from "@blueprintjs/core"
import { ArrowRightIcon, WarningSignIcon } from "@blueprintjs/icons"
import { useT } from "../../../lib/i18n"
import { type FieldChange, type PreviewItem, PREVIEW_KINDS, type ProfileImportPreview } from "../api/profile-import"

const K = "imports:preview"

type Op = "added" | "changed" | "removed"
const OPS: readonly Op[] = ["added", "changed", "removed"]
const OP_INTENT = { added: "success", changed: "primary", removed: "danger" } as const

export function ImportPreview({
  preview,
  fileName,
  remove,
  onRemoveChange,
}: {
  preview: ProfileImportPreview
  fileName: string
  remove: boolean
  onRemoveChange: (remove: boolean) => void
}) {
  const { t } = useT()
  const { counts } = preview
  const kinds = PREVIEW_KINDS.filter((kind) => OPS.some((op) => (preview.changes[kind]?.[op].length ?? 0) > 0))
  const nothing = counts.added + counts.changed + counts.removed === 0
  return (
    <div className="bimp-pi-preview">
      <div className="bimp-pi-summary">
        <H5 className="bimp-pi-heading">{t(`${K}.title`)}</H5>
        <p className="bimp-pr-muted">{t(`${K}.file`, { name: fileName, language: t(`imports:languages.${preview.language}`, { defaultValue: preview.language }) })}</p>
        <div className="bimp-pi-counts" aria-label={t(`${K}.countsLabel`)}>
          <Tag intent="success" minimal large>
            {t(`${K}.counts.added`, { count: counts.added })}
          </Tag>
          <Tag intent="primary" minimal large>
            {t(`${K}.counts.changed`, { count: counts.changed })}
          </Tag>
          <Tag intent="danger" minimal large>
            {t(`${K}.counts.removed`, { count: counts.removed })}
          </Tag>
          <Tag intent={counts.problems > 0 ? "warning" : "none"} minimal large>
            {t(`${K}.counts.problems`, { count: counts.problems })}
          </Tag>
        </div>
        {nothing && <p>{t(`${K}.nothing`)}</p>}
      </div>

      {counts.removed > 0 && (
        <Callout intent={remove ? "danger" : "none"} compact className="bimp-pi-remove">
          <Checkbox checked={remove} onChange={(event) => onRemoveChange(event.currentTarget.checked)} label={t(`${K}.remove`)} />
          <p className="bimp-pr-muted">{remove ? t(`${K}.removeOn`, { count: counts.removed }) : t(`${K}.removeOff`, { count: counts.removed })}</p>
        </Callout>
      )}

      {kinds.map((kind) => {
        const changes = preview.changes[kind]!
        return (
          <section key={kind} className="bimp-pi-kind" aria-label={t(`imports:kinds.${kind}`)}>
            <H5 className="bimp-pi-kind-title">
              {t(`imports:kinds.${kind}`)}
              <span className="bimp-pr-muted bimp-pi-kind-counts">
                {OPS.filter((op) => changes[op].length > 0)
                  .map((op) => t(`${K}.counts.${op}`, { count: changes[op].length }))
                  .join(" · ")}
              </span>
            </H5>
            <ul className="bimp-pi-items">
              {OPS.flatMap((op) => changes[op].map((item, index) => <Item key={`${op}-${index}`} op={op} item={item} remove={remove} />))}
            </ul>
          </section>
        )
      })}

      {preview.problems.length > 0 && (
        <section className="bimp-pi-problems" aria-label={t(`${K}.problems.title`)}>
          <H5 className="bimp-pi-kind-title">
            <WarningSignIcon className="bimp-pi-warning" aria-hidden /> {t(`${K}.problems.title`)}
          </H5>
          <p className="bimp-pr-muted">{t(`${K}.problems.lead`)}</p>
          <HTMLTable compact striped className="bimp-pi-problem-table">
            <thead>
              <tr>
                <th>{t(`${K}.problems.sheet`)}</th>
                <th>{t(`${K}.problems.row`)}</th>
                <th>{t(`${K}.problems.column`)}</th>
                <th>{t(`${K}.problems.reason`)}</th>
              </tr>
            </thead>
            <tbody>
              {preview.problems.map((problem, index) => (
                <tr key={index}>
                  <td>{problem.sheet}</td>
                  <td>{problem.row ?? "–"}</td>
                  <td>{problem.column ?? "–"}</td>
                  <td>{problem.reason}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </section>
      )}

      {preview.not_imported.length > 0 && (
        <Callout compact className="bimp-pi-not-imported" title={t(`${K}.notImported.title`)}>
          {t(`${K}.notImported.text`, { sheets: preview.not_imported.map((sheet) => `«${sheet}»`).join(", "), count: preview.not_imported.length })}
        </Callout>
      )}
    </div>
  )
}

function Item({ op, item, remove }: { op: Op; item: PreviewItem; remove: boolean }) {
  const { t } = useT()
  const kept = op === "removed" && !remove
  return (
    <li className={`bimp-pi-item bimp-pi-${op}${kept ? " bimp-pi-kept" : ""}`}>
      <div className="bimp-pi-item-head">
        <Tag intent={kept ? "none" : OP_INTENT[op]} minimal className="bimp-pi-op">
          {t(`${K}.ops.${kept ? "kept" : op}`)}
        </Tag>
        <strong className="bimp-pi-name">{item.name}</strong>
        {item.in && <span className="bimp-pr-muted">{t(`${K}.in`, { name: item.in })}</span>}
        <span className="bimp-pr-muted bimp-pi-where">
          {item.row === null ? t(`${K}.whereGone`, { sheet: item.sheet }) : t(`${K}.where`, { sheet: item.sheet, row: item.row })}
        </span>
      </div>
      {item.changes && item.changes.length > 0 && <Fields changes={item.changes} />}
    </li>
  )
}

/** Each changed field: its label (the workbook's header), the value before → after. */
function Fields({ changes }: { changes: readonly FieldChange[] }) {
  const { t } = useT()
  const cell = (value: string | null, className: string) => (value === null ? <span className={`${className} bimp-pi-empty`}>{t(`${K}.empty`)}</span> : <span className={className}>{value}</span>)
  return (
    <dl className="bimp-pi-fields">
      {changes.map((change) => (
        <div key={change.field} className="bimp-pi-field">
          <dt>{change.label}</dt>
          <dd>
            {cell(change.before, "bimp-pi-before")}
            <ArrowRightIcon size={12} className="bimp-pi-arrow" aria-hidden />
            <span className="bimp-visually-hidden">{t(`${K}.becomes`)}</span>
            {cell(change.after, "bimp-pi-after")}
          </dd>
        </div>
      ))}
    </dl>
  )
}
