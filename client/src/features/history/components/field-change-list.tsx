import { ArrowRightIcon } from "@blueprintjs/icons"
import { useT } from "../../../lib/i18n"
import { type FieldChange, JSON_COLLAPSED_AT, shownValue } from "../field-changes"

/**
 * An entry's fields, before → after: the old value struck and muted, the new one emphasised. A field known to the
 * app is named in the user's language, any other by the event's name for it.
 */
export function FieldChangeList({ changes }: { changes: readonly FieldChange[] }) {
  const { t } = useT()
  if (changes.length === 0) return null
  return (
    <dl className="bimp-hist-changes">
      {changes.map((change) => (
        <div key={change.field} className="bimp-hist-change">
          <dt>{t(`history:fields.${change.field}`, { defaultValue: change.field })}</dt>
          <dd>
            {"before" in change && (
              <del className="bimp-hist-before">
                <Value value={change.before} />
              </del>
            )}
            {"before" in change && "after" in change && <ArrowRightIcon className="bimp-hist-arrow" aria-label={t("history:entry.becomes")} />}
            {"after" in change && (
              <ins className="bimp-hist-after">
                <Value value={change.after} />
              </ins>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** One value as a reader reads it (field-changes.ts `shownValue`); the diff page shows its values alike. */
export function Value({ value }: { value: unknown }) {
  const { t } = useT()
  const shown = shownValue(value)
  switch (shown.type) {
    case "none":
      return <span className="bimp-hist-none">{t("history:values.none")}</span>
    case "yes":
    case "no":
      return <>{t(`history:values.${shown.type}`)}</>
    case "text":
      return <span className="bimp-hist-text">{shown.text}</span>
    case "json":
      return shown.text.length <= JSON_COLLAPSED_AT ? (
        <code className="bimp-hist-json">{shown.text}</code>
      ) : (
        <details className="bimp-hist-json-more">
          <summary>
            <code className="bimp-hist-json">{shown.text.slice(0, JSON_COLLAPSED_AT)}…</code>
          </summary>
          <pre className="bimp-hist-json">{JSON.stringify(value, null, 2)}</pre>
        </details>
      )
  }
}
