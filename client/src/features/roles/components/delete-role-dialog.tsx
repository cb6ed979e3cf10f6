import { Alert, Callout } from "@blueprintjs/core"
import { TrashIcon } from "@blueprintjs/icons"
import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"
import { useEffect, useState } from "react"
import { toast } from "../../../lib/app-events"
import { ApiError } from "../../../lib/api-error"
import { useT } from "../../../lib/i18n"
import { useDeleteRole } from "../api/delete-role"

/**
 * Asks before deleting a role. A role linked to activities cannot be deleted: the dialog warns up front,
 * and when it is tried anyway shows the server's refusal ('Die Rolle kann nicht gelöscht werden …') as
 * an error callout, not a toast that may go unseen behind the dialog.
 */
export function DeleteRoleDialog({
  projectId,
  role,
  linkedCount,
  onClose,
  onDeleted,
}: {
  projectId: number
  role: RoleDto | null
  linkedCount: number
  onClose: () => void
  onDeleted?: () => void
}) {
  const { t } = useT()
  const remove = useDeleteRole(projectId)
  const [refusal, setRefusal] = useState<string | null>(null)
  useEffect(() => setRefusal(null), [role])

  const confirm = async () => {
    if (!role) return
    setRefusal(null)
    try {
      await remove.mutateAsync(role.rop_id)
      toast("success", t("roles:toast.deleted", { name: role.rop_name }))
      onClose()
      onDeleted?.()
    } catch (failure) {
      setRefusal(failure instanceof ApiError ? failure.message : t("state.loadFailed"))
    }
  }

  return (
    <Alert
      isOpen={role !== null}
      intent="danger"
      icon={<TrashIcon />}
      confirmButtonText={t("actions.delete")}
      cancelButtonText={t("actions.cancel")}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      loading={remove.isPending}
      canEscapeKeyCancel
      className="bimp-role-delete"
    >
      <p>{role ? t("roles:dialog.deleteText", { name: role.rop_name }) : ""}</p>
      {linkedCount > 0 && !refusal && (
        <Callout intent="warning" compact>
          {t("roles:dialog.deleteLinked", { count: linkedCount })}
        </Callout>
      )}
      {refusal && (
        <Callout intent="danger" compact title={t("roles:dialog.refusedTitle")} role="alert">
          {refusal}
        </Callout>
      )}
    </Alert>
  )
}
