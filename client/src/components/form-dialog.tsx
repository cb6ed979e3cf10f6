/**
 * @module The create/edit/copy/import dialog of every entity: labelled fields, the spec's validation texts
 * on the client (a blank name), the server's field errors beside their fields, other errors in a callout.
 * Nothing typed is lost on an error: the dialog stays open with the values.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, TextArea } from "@blueprintjs/core"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { useFocusOnFailure } from "../hooks/use-focus-on-failure"
import { ApiError } from "../lib/api-error"
import { SuggestInput, type UseSuggestions } from "./suggest-input"
import { useT } from "../lib/i18n"

export type FieldSpec = {
  readonly name: string
  readonly label: string
  readonly kind?: "text" | "textarea" | "select" | "suggest" | "date"
  /** A hint below the field (the form of a list typed in a text area). */
  readonly helper?: string
  readonly options?: readonly { value: string; label: string }[]
  /** For "suggest": the offers for the typed text (a hook; it may read the other fields) and the text when none match. */
  readonly suggest?: { readonly use: (query: string, values: FormValues, open: boolean) => ReturnType<UseSuggestions>; readonly emptyText: string }
  /** Checked before sending: returns the text to show, or undefined when the value is fine. */
  readonly validate?: (value: string) => string | undefined
  readonly autoFocus?: boolean
  /** Part of the dialog's width, beside the next such fields (an entity and its predefined type; a set, its property and data type). */
  readonly width?: "half" | "third"
}

export type FormValues = Record<string, string>

export type FormDialogProps = {
  readonly isOpen: boolean
  readonly title: string
  readonly fields: readonly FieldSpec[]
  readonly initial: FormValues
  readonly submitLabel: string
  readonly onSubmit: (values: FormValues) => Promise<unknown>
  readonly onClose: () => void
}

export function FormDialog({ isOpen, title, fields, initial, submitLabel, onSubmit, onClose }: FormDialogProps) {
  const { t } = useT()
  const [values, setValues] = useState<FormValues>(initial)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const [failures, setFailures] = useState(0)
  useFocusOnFailure(form, failures)

  useEffect(() => {
    if (isOpen) {
      setValues(initial)
      setFieldErrors({})
      setError(null)
    }
    // Reset only when the dialog opens, not on every render of a caller's literal `initial`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const clientErrors: Record<string, string> = {}
    for (const field of fields) {
      const text = field.validate?.(values[field.name] ?? "")
      if (text) clientErrors[field.name] = text
    }
    setFieldErrors(clientErrors)
    if (Object.keys(clientErrors).length > 0) {
      setFailures((count) => count + 1)
      return
    }
    setBusy(true)
    setError(null)
    try {
      await onSubmit(values)
      onClose()
    } catch (failure) {
      if (failure instanceof ApiError) {
        const known = Object.fromEntries(Object.entries(failure.fieldErrors).filter(([name]) => fields.some((f) => f.name === name)))
        setFieldErrors(known)
        if (Object.keys(known).length === 0) setError(failure.message)
      } else {
        setError(t("state.saveFailed"))
      }
      setFailures((count) => count + 1)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title} canOutsideClickClose={!busy} className={fields.some((field) => field.width === "third") ? "bimp-dialog-wide" : ""}>
      <form ref={form} onSubmit={submit} aria-label={title}>
        <DialogBody className={fields.some((field) => field.width) ? "bimp-form-grid" : ""}>
          {fields.map((field) => {
            const id = `field-${field.name}`
            const fieldError = fieldErrors[field.name]
            const intent = fieldError ? "danger" : "none"
            const set = (value: string) => setValues((current) => ({ ...current, [field.name]: value }))
            return (
              <FormGroup key={field.name} label={field.label} labelFor={id} intent={intent} helperText={fieldError ?? field.helper} className={field.width ? `bimp-field-${field.width}` : ""}>
                {field.kind === "textarea" ? (
                  <TextArea id={id} fill className="bimp-textarea" value={values[field.name] ?? ""} onChange={(e) => set(e.target.value)} intent={intent} />
                ) : field.kind === "suggest" && field.suggest ? (
                  <SuggestInput
                    id={id}
                    value={values[field.name] ?? ""}
                    onValueChange={set}
                    intent={intent}
                    useSuggestions={(query, open) => field.suggest!.use(query, values, open)}
                    emptyText={field.suggest.emptyText}
                  />
                ) : field.kind === "select" ? (
                  <HTMLSelect id={id} fill value={values[field.name] ?? ""} onChange={(e) => set(e.target.value)} options={[...(field.options ?? [])]} />
                ) : (
                  <InputGroup id={id} type={field.kind === "date" ? "date" : "text"} value={values[field.name] ?? ""} onValueChange={set} intent={intent} autoFocus={field.autoFocus ?? false} />
                )}
              </FormGroup>
            )
          })}
          {error && (
            <Callout intent="danger" role="alert" compact>
              {error}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} text={t("actions.cancel")} disabled={busy} />
              <Button type="submit" intent="primary" text={submitLabel} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  )
}
