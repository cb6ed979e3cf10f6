import { ArrowRightIcon } from "@blueprintjs/icons"
import { useT } from "../../../lib/i18n"
import { isErasedUser } from "../erased-user"
import { isPersonalOrganisationName } from "@bimprofile/contracts/access/roles"
import type { HistoryRef } from "@bimprofile/contracts/history/history-item"
import { type FieldChange, JSON_COLLAPSED_AT, type ShownRef, shownValue } from "../field-changes"

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
                <Value value={change.before} refs={change.refs} />
              </del>
            )}
            {"before" in change && "after" in change && <ArrowRightIcon className="bimp-hist-arrow" aria-label={t("history:entry.becomes")} />}
            {"after" in change && (
              <ins className="bimp-hist-after">
                <Value value={change.after} refs={change.refs} />
              </ins>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** One value as a reader reads it (field-changes.ts `shownValue`); the diff page shows its values alike. */
export function Value({ value, refs }: { value: unknown; refs?: readonly HistoryRef[] | undefined }) {
  const { t } = useT()
  const shown = shownValue(value, refs)
  switch (shown.type) {
    case "none":
      return <span className="bimp-hist-none">{t("history:values.none")}</span>
    case "yes":
    case "no":
      return <>{t(`history:values.${shown.type}`)}</>
    case "text":
      return <span className="bimp-hist-text">{shown.text}</span>
    case "refs":
      return (
        <span className="bimp-hist-text">
          {shown.refs.map((ref, index) => (
            <span key={ref.id}>
              {index > 0 && ", "}
              <RefName shownRef={ref} />
            </span>
          ))}
        </span>
      )
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

/**
 * An id of another entity as its name, the kind and id in its tooltip; without a known name its number, marked
 * as no longer known (a deleted entity the timeline never saw named).
 */
function RefName({ shownRef }: { shownRef: ShownRef }) {
  const { t } = useT()
  const kind = shownRef.kind === "organisation" || shownRef.kind === "ifc_schema" ? t(`history:refs.${shownRef.kind}`) : t(`history:entities.${shownRef.kind}`)
  const title = t("history:refs.title", { kind, id: shownRef.id })
  if (shownRef.name === null)
    return (
      <span className="bimp-hist-ref bimp-hist-ref-unknown" title={title}>
        {t("history:refs.unknown", { id: shownRef.id })}
      </span>
    )
  // A personal organisation's name is technical (persoenlich@<user>): it reads as what it is.
  const personal = shownRef.kind === "organisation" && isPersonalOrganisationName(shownRef.name)
  return (
    <span className="bimp-hist-ref" title={title}>
      {personal ? t("history:refs.personalOrganisation") : isErasedUser(shownRef.name) ? t("history:erasedUser") : shownRef.name}
    </span>
  )
}
