import { Button, FormGroup, HTMLSelect } from "@blueprintjs/core"
import { FilterRemoveIcon } from "@blueprintjs/icons"
import { DIFF_CHANGES, DIFF_SEVERITIES, type DiffEntity } from "@bimprofile/contracts/history/diff-change"
import { useT } from "../../../lib/i18n"
import { type DiffFilters, hasFilters } from "../diff/diff-filters"
import { useEntityWord } from "./entity-word"

/** The comparison's filters: severity, kind of change, kind of item (those it has). Each applies at once. */
export function DiffFilterBar({ filters, entities, onChange }: { filters: DiffFilters; entities: readonly DiffEntity[]; onChange: (filters: DiffFilters) => void }) {
  const { t } = useT()
  const entityWord = useEntityWord()
  const set = (name: keyof DiffFilters, value: string) => {
    const next: Record<string, string> = { ...filters }
    if (value) next[name] = value
    else delete next[name]
    onChange(next as DiffFilters)
  }
  return (
    <div className="bimp-hist-filters bimp-diff-filters" role="search" aria-label={t("versions:filters.label")}>
      <FormGroup label={t("versions:filters.severity")} labelFor="bimp-diff-severity">
        <HTMLSelect id="bimp-diff-severity" value={filters.severity ?? ""} onChange={(event) => set("severity", event.currentTarget.value)}>
          <option value="">{t("versions:filters.all")}</option>
          {DIFF_SEVERITIES.map((severity) => (
            <option key={severity} value={severity}>
              {t(`versions:severity.${severity}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t("versions:filters.change")} labelFor="bimp-diff-change">
        <HTMLSelect id="bimp-diff-change" value={filters.change ?? ""} onChange={(event) => set("change", event.currentTarget.value)}>
          <option value="">{t("versions:filters.all")}</option>
          {DIFF_CHANGES.map((change) => (
            <option key={change} value={change}>
              {t(`versions:changes.${change}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t("versions:filters.entity")} labelFor="bimp-diff-entity">
        <HTMLSelect id="bimp-diff-entity" value={filters.entity ?? ""} onChange={(event) => set("entity", event.currentTarget.value)}>
          <option value="">{t("versions:filters.allEntities")}</option>
          {entities.map((entity) => (
            <option key={entity} value={entity}>
              {entityWord(entity)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {hasFilters(filters) && (
        <Button className="bimp-hist-reset" variant="minimal" icon={<FilterRemoveIcon />} text={t("versions:filters.reset")} onClick={() => onChange({})} />
      )}
    </div>
  )
}
