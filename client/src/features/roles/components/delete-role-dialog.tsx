import { Alert, Callout } from "@blueprintjs/core"
import { TrashIcon } from "@blueprintjs/icons"
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"
import { useEffect, useMemo, useRef, useState } from "react"
import { Link } from "react-router-dom"
import { paths } from "../../../config/paths"
import { useFocusOnFailure } from "../../../hooks/use-focus-on-failure"
import { toast } from "../../../lib/app-events"
import { ApiError } from "../../../lib/api-error"
import { useT } from "../../../lib/i18n"
import { useDeleteRole } from "../api/delete-role"

/**
 * Asks before deleting a role. A role linked to activities cannot be deleted, so for one the dialog offers
 * no "Löschen": it says why and lists the linked activities (each a link to its process) to unlink first.
 * A refusal of the server (a link made meanwhile) shows as an error callout, not a toast behind the dialog.
 */
export function DeleteRoleDialog({
  projectId,
  role,
  activities,
  onClose,
  onDeleting,
  onDeleted,
}: {
  projectId: number
  role: RoleDto | null
  /** The project's activities; undefined while they load (the role's own count decides then). */
  activities: readonly ActivityDto[] | undefined
  onClose: () => void
  /** Told when the delete starts (true) and when it failed (false), so the page stops reading the role. */
  onDeleting?: (deleting: boolean) => void
  onDeleted?: () => void
}) {
  const { t } = useT()
  const remove = useDeleteRole(projectId)
  const [refusal, setRefusal] = useState<string | null>(null)
  useEffect(() => setRefusal(null), [role])
  const body = useRef<HTMLDivElement>(null)
  const [failures, setFailures] = useState(0)
  useFocusOnFailure(body, failures)
  const linked = useMemo(
    () => (role && activities ? activities.filter((a) => a.act_rop_provider_id === role.rop_id || a.act_rop_receiver_id === role.rop_id) : []),
    [role, activities],
  )
  const linkedCount = activities ? linked.length : (role?.rop_act_count ?? 0)

  const confirm = async () => {
    if (!role) return
    setRefusal(null)
    onDeleting?.(true)
    try {
      await remove.mutateAsync(role.rop_id)
      toast("success", t("roles:toast.deleted", { name: role.rop_name }))
      onClose()
      onDeleted?.()
    } catch (failure) {
      onDeleting?.(false)
      setRefusal(failure instanceof ApiError ? failure.message : t("state.loadFailed"))
      setFailures((count) => count + 1)
    }
  }

  if (role && linkedCount > 0) {
    return (
      <Alert isOpen intent="none" icon={<TrashIcon />} confirmButtonText={t("actions.close")} onClose={onClose} canEscapeKeyCancel className="bimp-role-delete">
        <Callout intent="warning" compact title={t("roles:dialog.refusedTitle")}>
          {t("roles:dialog.deleteLinked", { count: linkedCount, name: role.rop_name })}
        </Callout>
        {linked.length > 0 && (
          <ul className="bimp-role-delete-linked" aria-label={t("roles:dialog.linkedActivities")}>
            {linked.map((activity) => (
              <li key={activity.act_id}>
                <Link to={paths.process(projectId, activity.act_prc_id)} onClick={onClose}>
                  {activity.act_name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Alert>
    )
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
      <div ref={body}>
        <p>{role ? t("roles:dialog.deleteText", { name: role.rop_name }) : ""}</p>
        {refusal && (
          <Callout intent="danger" compact title={t("roles:dialog.refusedTitle")} role="alert">
            {refusal}
          </Callout>
        )}
      </div>
    </Alert>
  )
}
