import { Button, Callout, Checkbox, NonIdealState, Spinner } from "@blueprintjs/core"
import type { useClassProperties } from "../../../api/properties/get-properties"
import { ApiError } from "../../../lib/api-error"
import { useT } from "../../../lib/i18n"

/** The chosen class's properties to tick: each ticked one becomes a property facet naming it. */
export function ClassPropertyChecklist({
  query,
  className,
  checked,
  onToggle,
  onTakeAll,
}: {
  query: ReturnType<typeof useClassProperties>
  className: string
  checked: (ptyId: number) => boolean
  onToggle: (ptyId: number, on: boolean) => void
  onTakeAll: () => void
}) {
  const { t } = useT()
  if (query.isLoading) return <Spinner size={20} aria-label={t("state.loading")} />
  if (query.error) return <Callout intent="danger" compact>{query.error instanceof ApiError ? query.error.message : t("state.loadFailed")}</Callout>
  const entries = query.data ?? []
  if (entries.length === 0) return <NonIdealState className="bimp-req-no-properties" title={t("catalogue:requirements.editor.noPropertiesTitle")} description={t("catalogue:requirements.editor.noProperties", { name: className })} />
  return (
    <fieldset className="bimp-req-property-check">
      <legend>{t("catalogue:requirements.editor.classProperties", { name: className })}</legend>
      <div className="bimp-req-property-grid">
        {entries.map((entry) => (
          <Checkbox
            key={entry.property.pty_id}
            checked={checked(entry.property.pty_id)}
            onChange={(event) => onToggle(entry.property.pty_id, event.currentTarget.checked)}
            labelElement={
              <>
                {entry.property.pty_name} <span className="bimp-pr-muted">{t(`catalogue:requirements.datatypes.${entry.property.pty_datatype}`, { defaultValue: entry.property.pty_datatype })}</span>
                {entry.inherited && <span className="bimp-pr-muted"> · {t("catalogue:requirements.editor.inherited")}</span>}
              </>
            }
          />
        ))}
      </div>
      <Button size="small" variant="minimal" text={t("catalogue:requirements.editor.takeAll")} onClick={onTakeAll} disabled={entries.every((entry) => checked(entry.property.pty_id))} />
    </fieldset>
  )
}
