import { FormGroup, InputGroup } from "@blueprintjs/core"

/** A labelled text input with its error (a client check or the server's text for the field) or a hint below it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  type = "text",
  autoComplete,
  placeholder,
  error,
  hint,
  required = false,
  autoFocus = false,
  disabled = false,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  type?: "text" | "email" | "password"
  autoComplete?: string | undefined
  placeholder?: string | undefined
  error?: string | undefined
  hint?: string | undefined
  required?: boolean
  autoFocus?: boolean
  disabled?: boolean
}) {
  const intent = error ? "danger" : "none"
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error ?? hint}>
      <InputGroup
        id={id}
        type={type}
        required={required}
        value={value}
        onValueChange={onChange}
        intent={intent}
        autoFocus={autoFocus}
        disabled={disabled}
        {...(autoComplete && { autoComplete })}
        {...(placeholder && { placeholder })}
        {...(error && { "aria-invalid": true })}
      />
    </FormGroup>
  )
}
