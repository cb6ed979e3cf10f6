import { FormGroup, InputGroup } from "@blueprintjs/core"

/** A labelled input of a profile form with its error (ours or the server's) or a hint. */
export function ProfileField({
  id,
  label,
  value,
  onChange,
  type = "text",
  autoComplete,
  error,
  hint,
  disabled = false,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  type?: "text" | "password"
  autoComplete?: string | undefined
  error?: string | undefined
  hint?: string | undefined
  disabled?: boolean
}) {
  const intent = error ? "danger" : "none"
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error ?? hint}>
      <InputGroup id={id} type={type} value={value} onValueChange={onChange} intent={intent} disabled={disabled} {...(autoComplete && { autoComplete })} {...(error && { "aria-invalid": true })} />
    </FormGroup>
  )
}
