import { Checkbox, FormGroup } from "@blueprintjs/core"

export type RoleOption<R extends string> = {
  readonly value: R
  readonly label: string
  /** One line on what the role allows, shown beside its checkbox and read out with it. */
  readonly hint?: string
}

/** Adds or removes one role, keeping the order of `options`. */
export const toggleRole = <R extends string>(options: readonly RoleOption<R>[], selected: readonly R[], role: R, on: boolean): R[] =>
  options.map((o) => o.value).filter((value) => (value === role ? on : selected.includes(value)))

/**
 * A labelled group of role checkboxes (project or organisation roles); `error` is shown below it, e.g.
 * 'Wählen Sie mindestens 1 Rolle aus.'. Each checkbox is named by its role's label. When the options carry
 * hints, the roles stand one under the other, each with its hint as the checkbox's description.
 */
export function RoleCheckboxes<R extends string>({
  id,
  legend,
  options,
  selected,
  onChange,
  error,
  disabled = false,
  hideLegend = false,
}: {
  id: string
  legend: string
  options: readonly RoleOption<R>[]
  selected: readonly R[]
  onChange: (roles: R[]) => void
  error?: string | undefined
  disabled?: boolean
  /** In a table row the column says what the boxes are: the legend only names the group for screen readers. */
  hideLegend?: boolean
}) {
  const errorId = `${id}-error`
  const hinted = options.some((option) => option.hint !== undefined)
  const checkbox = (option: RoleOption<R>, hintId?: string) => (
    <Checkbox
      key={option.value}
      inline={!hinted}
      label={option.label}
      checked={selected.includes(option.value)}
      disabled={disabled}
      {...(hintId && { "aria-describedby": hintId })}
      onChange={(event) => onChange(toggleRole(options, selected, option.value, event.currentTarget.checked))}
    />
  )
  return (
    <FormGroup {...(!hideLegend && { label: legend })} intent={error ? "danger" : "none"} {...(error && { helperText: <span id={errorId}>{error}</span> })}>
      <div
        role="group"
        aria-label={legend}
        id={id}
        className={hinted ? "bimp-role-checkboxes bimp-role-checkboxes-hinted" : "bimp-role-checkboxes"}
        {...(error && { "aria-describedby": errorId, "aria-invalid": true })}
      >
        {options.map((option) => {
          if (option.hint === undefined) return checkbox(option)
          const hintId = `${id}-${option.value}-hint`
          return (
            <div key={option.value} className="bimp-role-option">
              {checkbox(option, hintId)}
              <span id={hintId} className="bimp-role-hint">
                {option.hint}
              </span>
            </div>
          )
        })}
      </div>
    </FormGroup>
  )
}
