import { FormGroup, InputGroup } from "@blueprintjs/core"

/** A labelled text input with its error text below (a client check or the server's text for the field). */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = "text",
  disabled = false,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  type?: string
  disabled?: boolean
}) {
  const intent = error ? "danger" : "none"
  return (
    <FormGroup label={label} labelFor={id} intent={intent} {...(error && { helperText: error })}>
      <InputGroup id={id} type={type} value={value} onValueChange={onChange} intent={intent} disabled={disabled} />
    </FormGroup>
  )
}
