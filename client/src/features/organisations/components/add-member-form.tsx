/** @module Add a registered person to the organisation by e-mail, with at least one organisation role. */
import type { OrganisationRole } from "@bimprofile/contracts/access/roles"
import { Button, Callout } from "@blueprintjs/core"
import { AddIcon } from "@blueprintjs/icons"
import { type FormEvent, useState } from "react"
import { organisationRoleOptions } from "../../../components/organisation-role-options"
import { RoleCheckboxes } from "../../../components/role-checkboxes"
import { TextField } from "../../../components/text-field"
import { toast } from "../../../lib/app-events"
import { type FormErrors, formErrorsOf, noFormErrors } from "../../../lib/form-errors"
import { useT } from "../../../lib/i18n"
import { useSetMember } from "../api/change-organisation"

export function AddMemberForm({ orgId }: { orgId: number }) {
  const { t } = useT()
  const setMember = useSetMember(orgId)
  const [email, setEmail] = useState("")
  const [roles, setRoles] = useState<OrganisationRole[]>(["emp"])
  const [errors, setErrors] = useState<FormErrors>(noFormErrors)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const local: Record<string, string> = {}
    if (!email.trim()) local.usr_email = t("users:members.emailRequired")
    if (roles.length === 0) local.roles = t("users:orgRoles.required")
    setErrors({ fields: local, general: null })
    if (Object.keys(local).length > 0) return
    try {
      await setMember.mutateAsync({ usr_email: email.trim(), roles })
      toast("success", t("users:members.added", { email: email.trim() }))
      setEmail("")
      setRoles(["emp"])
    } catch (failure) {
      setErrors(formErrorsOf(failure, ["usr_email", "roles"], (e) => (e.status === 404 ? "usr_email" : undefined)))
    }
  }

  return (
    <form className="bimp-inline-form" aria-label={t("users:members.addTitle")} onSubmit={(e) => void submit(e)} noValidate>
      <TextField id="member-email" type="email" label={t("users:members.email")} value={email} onChange={setEmail} error={errors.fields.usr_email} />
      <RoleCheckboxes id="member-roles" legend={t("users:orgRoles.legend")} options={organisationRoleOptions(t)} selected={roles} onChange={setRoles} error={errors.fields.roles} />
      {errors.general && (
        <Callout intent="danger" role="alert" compact>
          {errors.general}
        </Callout>
      )}
      <Button type="submit" intent="primary" icon={<AddIcon />} text={t("users:members.add")} loading={setMember.isPending} />
    </form>
  )
}
