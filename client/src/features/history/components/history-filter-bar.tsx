import { Button, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core"
import { FilterRemoveIcon } from "@blueprintjs/icons"
import { HISTORY_ENTITIES, HISTORY_KINDS, type HistoryEntity, type HistoryKind } from "@bimprofile/contracts/history/history-item"
import { useT } from "../../../lib/i18n"
import { hasFilters, type HistoryFilters } from "../history-filters"

export type SeenUser = { readonly id: number; readonly name: string }

/**
 * The timeline's filters: which kind of entity, which kind of change, whose changes (the users seen so far) and
 * from which day to which. Each change applies at once (the page keeps them in its URL).
 */
export function HistoryFilterBar({ filters, users, onChange }: { filters: HistoryFilters; users: readonly SeenUser[]; onChange: (filters: HistoryFilters) => void }) {
  const { t } = useT()
  const set = (change: Partial<Record<keyof HistoryFilters, string | number | undefined>>) => {
    const next: Record<string, unknown> = { ...filters, ...change }
    for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === "") delete next[key]
    // One entity's changes only within its kind.
    if (change.entity !== undefined || next.entity === undefined) delete next.entityId
    onChange(next as HistoryFilters)
  }
  const entities = [...HISTORY_ENTITIES].sort((a, b) => t(`history:entities.${a}`).localeCompare(t(`history:entities.${b}`)))
  return (
    <div className="bimp-hist-filters" role="search" aria-label={t("history:filters.label")}>
      <FormGroup label={t("history:filters.entity")} labelFor="bimp-hist-entity">
        <HTMLSelect id="bimp-hist-entity" value={filters.entity ?? ""} onChange={(event) => set({ entity: event.currentTarget.value as HistoryEntity | "" })}>
          <option value="">{t("history:filters.allEntities")}</option>
          {entities.map((entity) => (
            <option key={entity} value={entity}>
              {t(`history:entities.${entity}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t("history:filters.kind")} labelFor="bimp-hist-kind">
        <HTMLSelect id="bimp-hist-kind" value={filters.kind ?? ""} onChange={(event) => set({ kind: event.currentTarget.value as HistoryKind | "" })}>
          <option value="">{t("history:filters.allKinds")}</option>
          {HISTORY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`history:kinds.${kind}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t("history:filters.user")} labelFor="bimp-hist-user">
        <HTMLSelect
          id="bimp-hist-user"
          value={filters.userId === undefined ? "" : String(filters.userId)}
          onChange={(event) => set({ userId: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })}
        >
          <option value="">{t("history:filters.allUsers")}</option>
          {users.map((user) => (
            <option key={user.id} value={user.id}>
              {user.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t("history:filters.from")} labelFor="bimp-hist-from">
        <InputGroup id="bimp-hist-from" type="date" value={filters.from ?? ""} max={filters.to} onValueChange={(value) => set({ from: value })} />
      </FormGroup>
      <FormGroup label={t("history:filters.to")} labelFor="bimp-hist-to">
        <InputGroup id="bimp-hist-to" type="date" value={filters.to ?? ""} min={filters.from} onValueChange={(value) => set({ to: value })} />
      </FormGroup>
      {hasFilters(filters) && (
        <Button className="bimp-hist-reset" variant="minimal" icon={<FilterRemoveIcon />} text={t("history:filters.reset")} onClick={() => onChange({})} />
      )}
    </div>
  )
}
