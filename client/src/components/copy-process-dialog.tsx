/**
 * @module Copy a process with its activities into a milestone: the same dialog on the dashboard and on the
 * process pages. It also finishes an import, whose source is another project's process (its own title and
 * toast). A name already used in the target milestone is refused beside the name field.
 */
import { useCopyProcess } from "../api/processes/copy-process"
import { toast } from "../lib/app-events"
import { useT } from "../lib/i18n"
import { FormDialog } from "./form-dialog"
import { requireProcessName, type SelectOption } from "./process-form-dialog"

export type CopiedProcess = { readonly id: number; readonly name: string; readonly milestoneId?: number | undefined }

type Props = {
  readonly projectId: number
  /** The process to copy; null: the dialog is closed. */
  readonly source: CopiedProcess | null
  /** Another project's process: an import. */
  readonly imported: boolean
  readonly milestones: readonly SelectOption[]
  readonly onClose: () => void
}

export function CopyProcessDialog({ projectId, source, imported, milestones, onClose }: Props) {
  const { t } = useT()
  const copy = useCopyProcess(projectId)
  const name = source?.name ?? ""
  const submit = async (values: Record<string, string>) => {
    if (!source) return
    const copyName = values.prc_name!.trim()
    await copy.mutateAsync({ processId: source.id, body: { prc_name: copyName, prc_mst_id: Number(values.prc_mst_id) } })
    toast("success", t(imported ? "processDialog.imported" : "processDialog.copied", { name: copyName }))
  }
  return (
    <FormDialog
      isOpen={source !== null}
      title={t(imported ? "processDialog.importTitle" : "processDialog.copyTitle", { name })}
      submitLabel={t(imported ? "actions.import" : "actions.copy")}
      fields={[
        { name: "prc_name", label: t("processDialog.newName"), validate: requireProcessName, autoFocus: true },
        { name: "prc_mst_id", label: t("processDialog.targetMilestone"), kind: "select", options: milestones },
      ]}
      initial={{
        prc_name: imported ? name : t("processDialog.copyName", { name }),
        prc_mst_id: source?.milestoneId ? String(source.milestoneId) : (milestones[0]?.value ?? ""),
      }}
      onSubmit={submit}
      onClose={onClose}
    />
  )
}
