import { FormGroup, InputGroup } from "@blueprintjs/core"

/** A labelled input with its error (ours or the server's for this field) or a hint below it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  type = "text",
  autoComplete,
  error,
  hint,
  autoFocus = false,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  type?: "text" | "email" | "password"
  autoComplete?: string | undefined
  error?: string | undefined
  hint?: string | undefined
  autoFocus?: boolean
}) {
  const intent = error ? "danger" : "none"
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error ?? hint}>
      <InputGroup
        id={id}
        type={type}
        required
        value={value}
        onValueChange={onChange}
        intent={intent}
        autoFocus={autoFocus}
        {...(autoComplete && { autoComplete })}
        {...(error && { "aria-invalid": true })}
      />
    </FormGroup>
  )
}
