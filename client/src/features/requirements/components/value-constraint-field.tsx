import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core"
import { useState } from "react"
import { Tag } from "../../../components/tag"
import { useValueLists } from "../../../api/value-lists/get-value-lists"
import { useT } from "../../../lib/i18n"
import { CONSTRAINT_MODES, type ConstraintDraft } from "../value-constraint"
import { valueText } from "../facet-text"

/**
 * A facet's value: the form (none, a single value, allowed values, a pattern, bounds, a length) and its
 * inputs. Allowed values can be taken from one of the project's value lists. `label` names the facet, so
 * every input's name says which facet it belongs to.
 */
type ConstraintProps = {
  projectId: number
  id: string
  label: string
  value: ConstraintDraft
  onChange: (value: ConstraintDraft) => void
  /** The catalogue property's value list, offered first. */
  valueListId?: number | null
}

export function ValueConstraintField({ projectId, id, label, value, onChange, valueListId }: ConstraintProps) {
  const { t } = useT()
  const set = (change: Partial<ConstraintDraft>) => onChange({ ...value, ...change })
  const modes = value.mode === "kept" ? [...CONSTRAINT_MODES, "kept" as const] : CONSTRAINT_MODES
  return (
    <div className="bimp-req-value">
      <FormGroup label={t("catalogue:requirements.value.form")} labelFor={`${id}-mode`} inline className="bimp-req-value-mode">
        <HTMLSelect
          id={`${id}-mode`}
          aria-label={t("catalogue:requirements.value.formOf", { name: label })}
          value={value.mode}
          onChange={(event) => set({ mode: event.currentTarget.value as ConstraintDraft["mode"] })}
          options={modes.map((mode) => ({ value: mode, label: t(`catalogue:requirements.value.modes.${mode}`) }))}
        />
      </FormGroup>
      {value.mode === "simple" && (
        <InputGroup id={`${id}-simple`} aria-label={t("catalogue:requirements.value.simpleOf", { name: label })} value={value.simple} onValueChange={(simple) => set({ simple })} />
      )}
      {value.mode === "enumeration" && <AllowedValues projectId={projectId} id={id} label={label} value={value} onChange={onChange} valueListId={valueListId ?? null} />}
      {value.mode === "pattern" && (
        <InputGroup
          id={`${id}-pattern`}
          className="bimp-req-mono"
          aria-label={t("catalogue:requirements.value.patternOf", { name: label })}
          placeholder={t("catalogue:requirements.value.patternHint")}
          value={value.pattern}
          onValueChange={(pattern) => set({ pattern })}
        />
      )}
      {value.mode === "bounds" && (
        <div className="bimp-req-bounds">
          <InputGroup aria-label={t("catalogue:requirements.value.minOf", { name: label })} placeholder={t("catalogue:requirements.value.min")} value={value.min} onValueChange={(min) => set({ min })} />
          <Checkbox label={t("catalogue:requirements.value.exclusive")} aria-label={t("catalogue:requirements.value.minExclusiveOf", { name: label })} checked={value.minExclusive} onChange={(event) => set({ minExclusive: event.currentTarget.checked })} />
          <InputGroup aria-label={t("catalogue:requirements.value.maxOf", { name: label })} placeholder={t("catalogue:requirements.value.max")} value={value.max} onValueChange={(max) => set({ max })} />
          <Checkbox label={t("catalogue:requirements.value.exclusive")} aria-label={t("catalogue:requirements.value.maxExclusiveOf", { name: label })} checked={value.maxExclusive} onChange={(event) => set({ maxExclusive: event.currentTarget.checked })} />
        </div>
      )}
      {value.mode === "length" && (
        <div className="bimp-req-bounds">
          <InputGroup aria-label={t("catalogue:requirements.value.lengthOf", { name: label })} placeholder={t("catalogue:requirements.value.exactLength")} value={value.length} onValueChange={(length) => set({ length })} />
          <InputGroup aria-label={t("catalogue:requirements.value.minLengthOf", { name: label })} placeholder={t("catalogue:requirements.value.minLengthHint")} value={value.minLength} onValueChange={(minLength) => set({ minLength })} />
          <InputGroup aria-label={t("catalogue:requirements.value.maxLengthOf", { name: label })} placeholder={t("catalogue:requirements.value.maxLengthHint")} value={value.maxLength} onValueChange={(maxLength) => set({ maxLength })} />
        </div>
      )}
      {value.mode === "kept" && (
        <p className="bimp-pr-muted">
          {t("catalogue:requirements.value.keptNote", { value: valueText(value.kept, t) })}
        </p>
      )}
    </div>
  )
}

function AllowedValues({ projectId, id, label, value, onChange, valueListId = null }: ConstraintProps) {
  const { t } = useT()
  const lists = useValueLists(projectId, "name_asc")
  const ordered = [...(lists.data ?? [])].sort((a, b) => Number(b.vls_id === valueListId) - Number(a.vls_id === valueListId))
  return (
    <>
      <ValueChips id={`${id}-values`} label={t("catalogue:requirements.value.valuesOf", { name: label })} values={value.values} onChange={(values) => onChange({ ...value, values })} />
      {ordered.length > 0 && (
        <HTMLSelect
          className="bimp-req-from-list"
          aria-label={t("catalogue:requirements.value.fromListOf", { name: label })}
          value=""
          onChange={(event) => {
            const list = ordered.find((candidate) => String(candidate.vls_id) === event.currentTarget.value)
            if (list) onChange({ ...value, values: list.vls_items.map((item) => item.vli_name) })
          }}
        >
          <option value="">{t("catalogue:requirements.value.fromList")}</option>
          {ordered.map((list) => (
            <option key={list.vls_id} value={list.vls_id}>
              {list.vls_name}
            </option>
          ))}
        </HTMLSelect>
      )}
    </>
  )
}

/** Allowed values as chips: Enter (or a semicolon, or leaving the field) adds what is typed, × removes one. */
function ValueChips({ id, label, values, onChange }: { id: string; label: string; values: readonly string[]; onChange: (values: readonly string[]) => void }) {
  const { t } = useT()
  const [typed, setTyped] = useState("")
  const add = () => {
    const fresh = typed.split(";").map((v) => v.trim()).filter((v) => v !== "" && !values.includes(v))
    if (fresh.length > 0) onChange([...values, ...fresh])
    setTyped("")
  }
  return (
    <div className="bimp-req-chips">
      {values.length > 0 && (
        <ul className="bimp-req-chip-list" aria-label={label}>
          {values.map((v) => (
            <li key={v}>
              <Tag minimal round>
                {v}
                <Button variant="minimal" size="small" text="×" aria-label={t("catalogue:requirements.value.removeValue", { value: v })} onClick={() => onChange(values.filter((other) => other !== v))} />
              </Tag>
            </li>
          ))}
        </ul>
      )}
      <InputGroup
        id={id}
        aria-label={label}
        placeholder={t("catalogue:requirements.value.valuesHint")}
        value={typed}
        onValueChange={setTyped}
        onBlur={add}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault()
            add()
          }
        }}
      />
    </div>
  )
}
