/**
 * @module Delete a milestone, asking first. A milestone is deleted only when empty (spec §4); one with
 * processes is explained and offered for deleting with its processes and their activities (`cascade`).
 * If processes arrived meanwhile, the server's refusal (409 MST_NOT_EMPTY) switches to that offer.
 */
import { Alert } from "@blueprintjs/core"
import { useState } from "react"
import { ApiError } from "../../../lib/api-error"
import { useT } from "../../../lib/i18n"
import { MILESTONE_NOT_EMPTY, useDeleteMilestone } from "../api/delete-milestone"
import type { PlanMilestone } from "../plan-model"

export function DeleteMilestoneDialog({ projectId, milestone, onClose }: { projectId: number; milestone: PlanMilestone; onClose: () => void }) {
  const { t } = useT()
  const remove = useDeleteMilestone(projectId)
  const count = milestone.processes.length
  const [cascade, setCascade] = useState(count > 0)
  const [refused, setRefused] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const confirm = async () => {
    setError(null)
    try {
      await remove.mutateAsync({ milestoneId: milestone.id, name: milestone.name, cascade })
      onClose()
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === MILESTONE_NOT_EMPTY && !cascade) {
        setCascade(true)
        setRefused(true)
        return
      }
      setError(failure instanceof ApiError ? failure.message : t("plan:state.failed"))
    }
  }

  const text = !cascade
    ? t("plan:delete.milestone", { name: milestone.name })
    : refused
      ? t("plan:delete.milestoneNoLongerEmpty", { name: milestone.name })
      : t("plan:delete.milestoneWithProcesses", { name: milestone.name, count })
  return (
    <Alert
      isOpen
      intent="danger"
      confirmButtonText={cascade ? t("plan:delete.withProcesses") : t("plan:delete.confirm")}
      cancelButtonText={t("plan:dialogs.cancel")}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      loading={remove.isPending}
      canEscapeKeyCancel
    >
      <p>{text}</p>
      {cascade && <p>{t("plan:delete.permanent")}</p>}
      {error && (
        <p role="alert" className="bp6-text-danger">
          {error}
        </p>
      )}
    </Alert>
  )
}
