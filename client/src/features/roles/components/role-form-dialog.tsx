import type { PatchRoleBody } from "@bimprofile/contracts/bodies/role-bodies"
import type { RoleTypeCode } from "@bimprofile/contracts/codes"
import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"
import { FormDialog, type FormValues } from "../../../components/form-dialog"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useCreateRole } from "../api/create-role"
import { useRoleTypes } from "../api/get-role-types"
import { useUpdateRole } from "../api/update-role"
import { roleTypeOptions, useRoleTypeLabel } from "../role-type-label"
import { requireName } from "../../../lib/name-rule"

const orNull = (value: string | undefined) => (value && value.trim() ? value : null)

/** Create a role, or edit (rename) one: name, role type, description. A taken name shows beside the name. */
export function RoleFormDialog({ projectId, isOpen, role, onClose }: { projectId: number; isOpen: boolean; role?: RoleDto | undefined; onClose: () => void }) {
  const { t } = useT()
  const typeLabel = useRoleTypeLabel()
  const types = useRoleTypes()
  const create = useCreateRole(projectId)
  const update = useUpdateRole(projectId)
  const options = roleTypeOptions(types.data ?? [], typeLabel)
  const initial: FormValues = role
    ? { rop_name: role.rop_name, rop_role_code_code: role.rop_role_code_code, rop_desc: role.rop_desc ?? "" }
    : { rop_name: "", rop_role_code_code: options[0]?.value ?? "company", rop_desc: "" }

  const submit = async (values: FormValues) => {
    const name = values.rop_name ?? ""
    const type = (values.rop_role_code_code ?? "") as RoleTypeCode
    if (!role) {
      await create.mutateAsync({ rop_pro_id: projectId, rop_name: name, rop_role_code_code: type, rop_desc: orNull(values.rop_desc) })
      toast("success", t("roles:toast.created", { name }))
      return
    }
    const body: { -readonly [K in keyof PatchRoleBody]: PatchRoleBody[K] } = {}
    if (name !== role.rop_name) body.rop_name = name
    if (type !== role.rop_role_code_code) body.rop_role_code_code = type
    if (orNull(values.rop_desc) !== role.rop_desc) body.rop_desc = orNull(values.rop_desc)
    if (Object.keys(body).length === 0) return
    await update.mutateAsync({ roleId: role.rop_id, body })
    toast("success", t("roles:toast.updated", { name }))
  }

  return (
    <FormDialog
      isOpen={isOpen}
      title={role ? t("roles:dialog.editTitle") : t("roles:dialog.createTitle")}
      fields={[
        { name: "rop_name", label: t("roles:fields.name"), autoFocus: true, validate: requireName("role") },
        { name: "rop_role_code_code", label: t("roles:fields.type"), kind: "select", options },
        { name: "rop_desc", label: t("roles:fields.description"), kind: "textarea" },
      ]}
      initial={initial}
      submitLabel={role ? t("actions.save") : t("actions.create")}
      onSubmit={submit}
      onClose={onClose}
    />
  )
}
