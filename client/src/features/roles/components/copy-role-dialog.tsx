import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"
import { FormDialog } from "../../../components/form-dialog"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useCopyRole } from "../api/copy-role"
import { requireName } from "../../../lib/name-rule"

/** Copy a role within the project; the copy needs a name no role of the project has. */
export function CopyRoleDialog({ projectId, role, onClose }: { projectId: number; role: RoleDto | null; onClose: () => void }) {
  const { t } = useT()
  const copy = useCopyRole(projectId)
  return (
    <FormDialog
      isOpen={role !== null}
      title={t("roles:dialog.copyTitle")}
      fields={[{ name: "rop_name", label: t("roles:fields.name"), autoFocus: true, validate: requireName("role") }]}
      initial={{ rop_name: role ? t("roles:dialog.copyName", { name: role.rop_name }) : "" }}
      submitLabel={t("actions.copy")}
      onSubmit={async (values) => {
        if (!role) return
        const name = values.rop_name ?? ""
        await copy.mutateAsync({ roleId: role.rop_id, body: { rop_name: name, rop_pro_id: projectId } })
        toast("success", t("roles:toast.copied", { name }))
      }}
      onClose={onClose}
    />
  )
}
