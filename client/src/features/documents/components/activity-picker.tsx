import { Button, Checkbox, InputGroup } from "@blueprintjs/core"
import { SearchIcon } from "@blueprintjs/icons"
import { useId, useMemo, useState } from "react"
import { useT } from "../../../lib/i18n"
import { matchesSearch } from "../../../lib/text-search"
import type { ProcessGroup } from "../export-choice"

export type ActivityPickerProps = {
  /** The project's activities by process, in plan order. */
  readonly groups: readonly ProcessGroup[]
  readonly selected: readonly number[]
  /** The chosen activities, in plan order. */
  readonly onChange: (activityIds: number[]) => void
  readonly error: string | undefined
}

/**
 * Several activities of the project, grouped by process: a search over activity and process names, a box per
 * activity, and per process one that takes or leaves all of its activities shown.
 */
export function ActivityPicker({ groups, selected, onChange, error }: ActivityPickerProps) {
  const { t } = useT()
  const [query, setQuery] = useState("")
  const errorId = useId()
  const chosen = useMemo(() => new Set(selected), [selected])
  const planOrder = useMemo(() => groups.flatMap((group) => group.activities.map((activity) => activity.act_id)), [groups])
  const shown = useMemo(
    () =>
      groups
        .map((group) =>
          matchesSearch([group.process.prc_name, group.process.prc_short_name], query)
            ? group
            : { ...group, activities: group.activities.filter((activity) => matchesSearch([activity.act_name], query)) },
        )
        .filter((group) => group.activities.length > 0),
    [groups, query],
  )
  const change = (ids: readonly number[], on: boolean) => {
    const next = new Set(chosen)
    for (const id of ids) {
      if (on) next.add(id)
      else next.delete(id)
    }
    onChange(planOrder.filter((id) => next.has(id)))
  }

  return (
    <div className={`bimp-exp-picker${error ? " bimp-exp-picker-invalid" : ""}`}>
      <div className="bimp-exp-picker-head">
        <InputGroup
          type="search"
          leftIcon={<SearchIcon />}
          placeholder={t("exports:activities.searchPlaceholder")}
          aria-label={t("exports:activities.search")}
          value={query}
          onValueChange={setQuery}
          className="bimp-exp-picker-search"
        />
        <span className="bimp-pr-muted" aria-live="polite">
          {selected.length === 0 ? t("exports:activities.none") : t("exports:activities.selected", { count: selected.length })}
        </span>
        {selected.length > 0 && <Button variant="minimal" size="small" text={t("exports:activities.clear")} onClick={() => onChange([])} />}
      </div>
      <div
        role="group"
        aria-label={t("exports:activities.label")}
        className="bimp-exp-picker-list"
        {...(error && { "aria-describedby": errorId, "aria-invalid": true })}
      >
        {groups.length === 0 ? (
          <p className="bimp-pr-muted bimp-exp-picker-note">{t("exports:activities.empty")}</p>
        ) : shown.length === 0 ? (
          <p className="bimp-pr-muted bimp-exp-picker-note">{t("exports:activities.noMatches", { query: query.trim() })}</p>
        ) : (
          shown.map((group) => {
            const ids = group.activities.map((activity) => activity.act_id)
            const taken = ids.filter((id) => chosen.has(id)).length
            return (
              <fieldset key={group.process.prc_id} className="bimp-exp-picker-group">
                <legend className="bimp-pr-sr-only">{group.process.prc_name}</legend>
                <Checkbox
                  className="bimp-exp-picker-process"
                  checked={taken === ids.length}
                  indeterminate={taken > 0 && taken < ids.length}
                  onChange={() => change(ids, taken < ids.length)}
                  aria-label={t("exports:activities.all", { name: group.process.prc_name })}
                  labelElement={
                    <>
                      <strong>{group.process.prc_name}</strong> <span className="bimp-pr-muted">{t("exports:activities.count", { taken, total: ids.length })}</span>
                    </>
                  }
                />
                {group.activities.map((activity) => (
                  <Checkbox
                    key={activity.act_id}
                    className="bimp-exp-picker-activity"
                    checked={chosen.has(activity.act_id)}
                    onChange={(event) => change([activity.act_id], event.currentTarget.checked)}
                    label={activity.act_name}
                  />
                ))}
              </fieldset>
            )
          })
        )}
      </div>
      {error && (
        <div id={errorId} className="bimp-exp-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  )
}
