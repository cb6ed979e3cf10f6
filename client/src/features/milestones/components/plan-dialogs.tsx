/** @module The open dialog of the plan, if any: create, edit, copy, import and delete of milestones and processes. */
import { ConfirmDialog } from "../../../components/confirm-dialog"
import { CopyProcessDialog } from "../../../components/copy-process-dialog"
import { ProcessFormDialog } from "../../../components/process-form-dialog"
import { useT } from "../../../lib/i18n"
import { useDeleteProcess } from "../api/delete-process"
import type { Plan } from "../plan-model"
import { milestoneOptions } from "../plan-options"
import { CopyMilestoneDialog } from "./copy-milestone-dialog"
import { DeleteMilestoneDialog } from "./delete-milestone-dialog"
import { ImportDialog } from "./import-dialog"
import { MilestoneFormDialog } from "./milestone-form-dialog"
import type { PlanDialog } from "./plan-dialog"

export type PlanDialogsProps = { dialog: PlanDialog; plan: Plan; projectId: number; onClose: () => void }

export function PlanDialogs({ dialog, plan, projectId, onClose }: PlanDialogsProps) {
  const { t } = useT()
  const deleteProcess = useDeleteProcess(projectId)
  const common = { plan, projectId, onClose }
  switch (dialog.type) {
    case "create-milestone":
      return <MilestoneFormDialog {...common} phaseId={dialog.phaseId} />
    case "edit-milestone":
      return <MilestoneFormDialog {...common} milestone={dialog.milestone} />
    case "copy-milestone":
      return <CopyMilestoneDialog {...common} source={dialog.milestone} imported={false} />
    case "delete-milestone":
      return <DeleteMilestoneDialog projectId={projectId} milestone={dialog.milestone} onClose={onClose} />
    case "import-milestone":
      return <ImportDialog {...common} kind="milestone" />
    case "create-process":
      return <ProcessFormDialog isOpen projectId={projectId} milestones={milestoneOptions(plan)} milestoneId={dialog.milestoneId} onClose={onClose} />
    case "edit-process":
      return <ProcessFormDialog isOpen projectId={projectId} milestones={milestoneOptions(plan)} process={dialog.process} onClose={onClose} />
    case "copy-process":
      return <CopyProcessDialog projectId={projectId} milestones={milestoneOptions(plan)} source={dialog.process} imported={false} onClose={onClose} />
    case "delete-process":
      return (
        <ConfirmDialog
          isOpen
          text={t("plan:delete.process", { name: dialog.process.name, count: dialog.process.activityCount })}
          confirmLabel={t("plan:delete.confirm")}
          onConfirm={() => deleteProcess.mutateAsync({ processId: dialog.process.id, name: dialog.process.name })}
          onClose={onClose}
        />
      )
    case "import-process":
      return <ImportDialog {...common} kind="process" />
    default: {
      const never: never = dialog
      return never
    }
  }
}
