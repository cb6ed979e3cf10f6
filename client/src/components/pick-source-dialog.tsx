/**
 * @module The first step of an import: choose what to take, one select after the other (a project, then a
 * process or role of it …). The caller owns the values and loads each list; the second step (name and
 * target) is a FormDialog, so refusals appear beside their fields there.
 */
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, Spinner } from "@blueprintjs/core"
import type { FormEvent } from "react"
import { useT } from "../lib/i18n"
import { ErrorCallout } from "./error-callout"

export type PickStep = {
  readonly name: string
  readonly label: string
  readonly value: string
  readonly options: readonly { value: string; label: string }[]
  /** Shown as the first, empty choice ("Projekt wählen …"). */
  readonly placeholder: string
  /** Shown instead of the select when the list is loaded and has no choices. */
  readonly emptyText: string
  readonly loading?: boolean
  readonly error?: unknown
  /** Hidden until the step before it has a value. */
  readonly hidden?: boolean
  readonly onChange: (value: string) => void
}

export type PickSourceDialogProps = {
  readonly isOpen: boolean
  readonly title: string
  readonly intro?: string
  readonly steps: readonly PickStep[]
  readonly nextLabel: string
  readonly onNext: () => void
  readonly onClose: () => void
}

export function PickSourceDialog({ isOpen, title, intro, steps, nextLabel, onNext, onClose }: PickSourceDialogProps) {
  const { t } = useT()
  const visible = steps.filter((step) => !step.hidden)
  const complete = visible.length === steps.length && steps.every((step) => step.value !== "")
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (complete) onNext()
  }
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title}>
      <form onSubmit={submit} aria-label={title}>
        <DialogBody>
          {intro && <p>{intro}</p>}
          {visible.map((step) => {
            const id = `pick-${step.name}`
            return (
              <FormGroup key={step.name} label={step.label} labelFor={id}>
                {step.loading ? (
                  <Spinner size={20} aria-label={t("state.loading")} />
                ) : step.error ? (
                  <ErrorCallout error={step.error} />
                ) : step.options.length === 0 ? (
                  <p className="bimp-pick-empty">{step.emptyText}</p>
                ) : (
                  <HTMLSelect
                    id={id}
                    fill
                    value={step.value}
                    onChange={(event) => step.onChange(event.target.value)}
                    options={[{ value: "", label: step.placeholder }, ...step.options]}
                  />
                )}
              </FormGroup>
            )
          })}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} text={t("actions.cancel")} />
              <Button type="submit" intent="primary" text={nextLabel} disabled={!complete} />
            </>
          }
        />
      </form>
    </Dialog>
  )
}

/** The first step of every import: one of the user's other projects. */
export const sourceProjectStep = ({
  projects,
  currentProjectId,
  value,
  onChange,
  label,
  placeholder,
  emptyText,
}: {
  projects: { data?: readonly { pro_id: number; pro_name: string }[] | undefined; isLoading: boolean; error: unknown }
  currentProjectId: number
  value: string
  onChange: (value: string) => void
  label: string
  placeholder: string
  emptyText: string
}): PickStep => ({
  name: "source-project",
  label,
  placeholder,
  emptyText,
  value,
  options: (projects.data ?? []).filter((p) => p.pro_id !== currentProjectId).map((p) => ({ value: String(p.pro_id), label: p.pro_name })),
  loading: projects.isLoading,
  error: projects.error,
  onChange,
})
