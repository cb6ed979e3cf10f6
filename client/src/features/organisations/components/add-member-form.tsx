/** @module Add a registered person to the organisation by e-mail, with at least one organisation role. */
import { EmailRolesForm } from "../../../components/email-roles-form"
import { organisationRoleOptions } from "../../../components/organisation-role-options"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useSetMember } from "../api/change-organisation"

export function AddMemberForm({ orgId }: { orgId: number }) {
  const { t } = useT()
  const setMember = useSetMember(orgId)
  return (
    <EmailRolesForm
      idPrefix="member"
      texts={{
        title: t("users:members.addTitle"),
        email: t("users:members.email"),
        emailRequired: t("users:members.emailRequired"),
        rolesLegend: t("users:orgRoles.legend"),
        rolesRequired: t("users:orgRoles.required"),
        submit: t("users:members.add"),
      }}
      options={organisationRoleOptions(t)}
      initialRoles={["emp"]}
      busy={setMember.isPending}
      onSubmit={async (body) => {
        await setMember.mutateAsync(body)
        toast("success", t("users:members.added", { email: body.usr_email }))
      }}
    />
  )
}
