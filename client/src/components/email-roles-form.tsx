/** @module A person named by e-mail with at least one role (organisation member, project permission); refusals beside their fields. */
import { Button, Callout } from "@blueprintjs/core"
import { AddIcon } from "@blueprintjs/icons"
import { type FormEvent, useState } from "react"
import { type FormErrors, formErrorsOf, noFormErrors } from "../lib/form-errors"
import { type RoleOption, RoleCheckboxes } from "./role-checkboxes"
import { TextField } from "./text-field"

export type EmailRolesTexts = {
  /** The form's accessible name, e.g. "Mitglied hinzufügen". */
  readonly title: string
  readonly email: string
  readonly emailPlaceholder?: string
  readonly emailRequired: string
  readonly rolesLegend: string
  /** 'Wählen Sie mindestens 1 Rolle aus.' */
  readonly rolesRequired: string
  readonly submit: string
}

export type EmailRoles<R extends string> = { usr_email: string; roles: R[] }

/**
 * E-mail and role checkboxes; `onSubmit` sends them and throws a refusal, which is shown beside its field.
 * On success the form starts again with `initialRoles`. `idPrefix` names the inputs (`<idPrefix>-email`).
 */
export function EmailRolesForm<R extends string>({
  idPrefix,
  texts,
  options,
  initialRoles,
  busy,
  onSubmit,
}: {
  idPrefix: string
  texts: EmailRolesTexts
  options: readonly RoleOption<R>[]
  initialRoles: readonly R[]
  busy: boolean
  onSubmit: (body: EmailRoles<R>) => Promise<unknown>
}) {
  const [email, setEmail] = useState("")
  const [roles, setRoles] = useState<R[]>([...initialRoles])
  const [errors, setErrors] = useState<FormErrors>(noFormErrors)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const local: Record<string, string> = {}
    if (!email.trim()) local.usr_email = texts.emailRequired
    if (roles.length === 0) local.roles = texts.rolesRequired
    setErrors({ fields: local, general: null })
    if (Object.keys(local).length > 0) return
    try {
      await onSubmit({ usr_email: email.trim(), roles })
      setEmail("")
      setRoles([...initialRoles])
    } catch (failure) {
      // An unknown e-mail may come as a 404 without field details: it is still about the e-mail.
      setErrors(formErrorsOf(failure, ["usr_email", "roles"], (e) => (e.status === 404 ? "usr_email" : undefined)))
    }
  }

  return (
    <form className="bimp-inline-form" aria-label={texts.title} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        id={`${idPrefix}-email`}
        type="email"
        label={texts.email}
        value={email}
        onChange={setEmail}
        placeholder={texts.emailPlaceholder}
        error={errors.fields.usr_email}
      />
      <RoleCheckboxes id={`${idPrefix}-roles`} legend={texts.rolesLegend} options={options} selected={roles} onChange={setRoles} error={errors.fields.roles} />
      {errors.general && (
        <Callout intent="danger" role="alert" compact>
          {errors.general}
        </Callout>
      )}
      <Button type="submit" intent="primary" icon={<AddIcon />} text={texts.submit} loading={busy} />
    </form>
  )
}
