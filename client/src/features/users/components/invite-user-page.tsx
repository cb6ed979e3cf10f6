/**
 * @module New-person invitation (spec §2 /users/new): e-mail, name, organisation and roles there. The server
 * mails the person a link to set a password; an existing e-mail is refused at the e-mail field.
 */
import type { OrganisationRole } from "@bimprofile/contracts/access/roles"
import { Button, Callout, FormGroup, HTMLSelect, Spinner } from "@blueprintjs/core"
import { EnvelopeIcon } from "@blueprintjs/icons"
import { type FormEvent, useState } from "react"
import { useNavigate } from "react-router-dom"
import { useOrganisations } from "../../../api/organisations/get-organisations"
import { ErrorCallout } from "../../../components/error-callout"
import { organisationRoleOptions } from "../../../components/organisation-role-options"
import { PageLayout } from "../../../components/page-layout"
import { RoleCheckboxes } from "../../../components/role-checkboxes"
import { TextField } from "../../../components/text-field"
import { useSession } from "../../../hooks/use-session"
import { toast } from "../../../lib/app-events"
import { type FormErrors, formErrorsOf, noFormErrors } from "../../../lib/form-errors"
import { useT } from "../../../lib/i18n"
import { useInviteUser } from "../api/invite-user"
import { checkInvitation, invitableOrganisations, invitationBody } from "../invitation"

const fieldNames = ["usr_email", "usr_name", "usr_name_first", "org_id", "org_roles"]

export function InviteUserPage() {
  const { t } = useT()
  const user = useSession().user
  const organisations = useOrganisations()
  const appAdmin = Boolean(user?.usr_app_admin)
  const choices = invitableOrganisations(organisations.data ?? [], user)
  return (
    <PageLayout title={t("users:invite.title")}>
      <p className="bimp-lead">{t("users:invite.lead")}</p>
      {organisations.isPending ? (
        <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
      ) : organisations.isError ? (
        <ErrorCallout error={organisations.error} onRetry={() => void organisations.refetch()} />
      ) : !appAdmin && choices.length === 0 ? (
        <Callout intent="primary" title={t("users:invite.notAllowedTitle")}>
          {t("users:invite.notAllowed")}
        </Callout>
      ) : (
        <InviteForm appAdmin={appAdmin} choices={choices.map((o) => ({ value: String(o.org_id), label: o.org_name }))} />
      )}
    </PageLayout>
  )
}

function InviteForm({ appAdmin, choices }: { appAdmin: boolean; choices: { value: string; label: string }[] }) {
  const { t } = useT()
  const navigate = useNavigate()
  const invite = useInviteUser()
  const [email, setEmail] = useState("")
  const [lastName, setLastName] = useState("")
  const [firstName, setFirstName] = useState("")
  const [orgId, setOrgId] = useState(appAdmin ? "" : (choices[0]?.value ?? ""))
  const [roles, setRoles] = useState<OrganisationRole[]>(["emp"])
  const [errors, setErrors] = useState<FormErrors>(noFormErrors)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const values = { email, lastName, firstName, orgId, roles }
    const local = checkInvitation(values, appAdmin, {
      emailRequired: t("users:invite.emailRequired"),
      lastNameRequired: t("users:invite.lastNameRequired"),
      firstNameRequired: t("users:invite.firstNameRequired"),
      organisationRequired: t("users:invite.organisationRequired"),
      roleRequired: t("users:orgRoles.required"),
    })
    setErrors({ fields: local, general: null })
    if (Object.keys(local).length > 0) return
    try {
      await invite.mutateAsync(invitationBody(values))
      toast("success", t("users:invite.sent", { email: email.trim() }))
      await navigate("/users/list")
    } catch (failure) {
      // 409: a user with this e-mail exists — the answer is about the e-mail even when it names no field.
      setErrors(formErrorsOf(failure, fieldNames, (e) => (e.status === 409 ? "usr_email" : undefined)))
    }
  }

  const orgError = errors.fields.org_id
  return (
    <form className="bimp-page-form" aria-label={t("users:invite.title")} onSubmit={(e) => void submit(e)} noValidate>
      <TextField id="invite-email" type="email" label={t("users:invite.email")} value={email} onChange={setEmail} error={errors.fields.usr_email} />
      <TextField id="invite-last-name" label={t("users:invite.lastName")} value={lastName} onChange={setLastName} error={errors.fields.usr_name} />
      <TextField id="invite-first-name" label={t("users:invite.firstName")} value={firstName} onChange={setFirstName} error={errors.fields.usr_name_first} />
      <FormGroup label={t("users:invite.organisation")} labelFor="invite-organisation" intent={orgError ? "danger" : "none"} helperText={orgError}>
        <HTMLSelect
          id="invite-organisation"
          value={orgId}
          onChange={(e) => setOrgId(e.currentTarget.value)}
          options={[...(appAdmin ? [{ value: "", label: t("users:invite.noOrganisation") }] : []), ...choices]}
        />
      </FormGroup>
      {orgId && (
        <RoleCheckboxes id="invite-roles" legend={t("users:orgRoles.legend")} options={organisationRoleOptions(t)} selected={roles} onChange={setRoles} error={errors.fields.org_roles} />
      )}
      {errors.general && (
        <Callout intent="danger" role="alert" compact>
          {errors.general}
        </Callout>
      )}
      <Button type="submit" intent="primary" icon={<EnvelopeIcon />} text={t("users:invite.submit")} loading={invite.isPending} />
    </form>
  )
}
