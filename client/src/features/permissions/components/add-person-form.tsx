/** @module "Add a person" on the users tab: e-mail and project roles (at least one), refusals beside their fields. */
import type { ProjectRole } from "@bimprofile/contracts/access/roles"
import { Button, Callout, FormGroup, InputGroup } from "@blueprintjs/core"
import { AddIcon } from "@blueprintjs/icons"
import { type FormEvent, useState } from "react"
import { RoleCheckboxes } from "../../../components/role-checkboxes"
import { toast } from "../../../lib/app-events"
import { type FormErrors, formErrorsOf, noFormErrors } from "../../../lib/form-errors"
import { useT } from "../../../lib/i18n"
import { useGrantPermission } from "../api/grant-permission"
import { projectRoleOptions } from "../project-role-options"

export function AddPersonForm({ projectId }: { projectId: number }) {
  const { t } = useT()
  const grant = useGrantPermission(projectId)
  const [email, setEmail] = useState("")
  const [roles, setRoles] = useState<ProjectRole[]>(["read"])
  const [errors, setErrors] = useState<FormErrors>(noFormErrors)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const local: Record<string, string> = {}
    if (!email.trim()) local.usr_email = t("permissions:add.emailRequired")
    if (roles.length === 0) local.roles = t("permissions:roles.required")
    setErrors({ fields: local, general: null })
    if (Object.keys(local).length > 0) return
    try {
      await grant.mutateAsync({ usr_email: email.trim(), roles })
      toast("success", t("permissions:add.done", { email: email.trim() }))
      setEmail("")
      setRoles(["read"])
    } catch (failure) {
      // An unknown e-mail may come as a 404 without field details: it is still about the e-mail.
      setErrors(formErrorsOf(failure, ["usr_email", "roles"], (e) => (e.status === 404 ? "usr_email" : undefined)))
    }
  }

  const emailError = errors.fields.usr_email
  return (
    <form className="bimp-inline-form" aria-label={t("permissions:add.title")} onSubmit={(e) => void submit(e)} noValidate>
      <FormGroup label={t("permissions:add.email")} labelFor="permission-email" intent={emailError ? "danger" : "none"} helperText={emailError}>
        <InputGroup
          id="permission-email"
          type="email"
          value={email}
          onValueChange={setEmail}
          intent={emailError ? "danger" : "none"}
          placeholder={t("permissions:add.emailPlaceholder")}
        />
      </FormGroup>
      <RoleCheckboxes id="permission-roles" legend={t("permissions:roles.legend")} options={projectRoleOptions(t)} selected={roles} onChange={setRoles} error={errors.fields.roles} />
      {errors.general && (
        <Callout intent="danger" role="alert" compact>
          {errors.general}
        </Callout>
      )}
      <Button type="submit" intent="primary" icon={<AddIcon />} text={t("permissions:add.submit")} loading={grant.isPending} />
    </form>
  )
}
