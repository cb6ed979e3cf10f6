/** @module "Add a person" on the users tab: e-mail and project roles (at least one), refusals beside their fields. */
import { EmailRolesForm } from "../../../components/email-roles-form"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useGrantPermission } from "../api/grant-permission"
import { projectRoleOptions } from "../project-role-options"

export function AddPersonForm({ projectId }: { projectId: number }) {
  const { t } = useT()
  const grant = useGrantPermission(projectId)
  return (
    <EmailRolesForm
      idPrefix="permission"
      texts={{
        title: t("permissions:add.title"),
        email: t("permissions:add.email"),
        emailPlaceholder: t("permissions:add.emailPlaceholder"),
        emailRequired: t("permissions:add.emailRequired"),
        rolesLegend: t("permissions:roles.legend"),
        rolesRequired: t("permissions:roles.required"),
        submit: t("permissions:add.submit"),
      }}
      options={projectRoleOptions(t)}
      initialRoles={["read"]}
      busy={grant.isPending}
      onSubmit={async (body) => {
        await grant.mutateAsync(body)
        toast("success", t("permissions:add.done", { email: body.usr_email }))
      }}
    />
  )
}
