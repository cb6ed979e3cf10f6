/**
 * @module Create a process in a milestone, or edit one: the same dialog on the dashboard (the plan) and on the
 * process pages. Editing may also move the process to another milestone where the page offers it.
 */
import type { PatchProcessBody } from "@bimprofile/contracts/bodies/process-bodies"
import { useCreateProcess } from "../api/processes/create-process"
import { useUpdateProcess } from "../api/processes/update-process"
import { toast } from "../lib/app-events"
import { useT } from "../lib/i18n"
import { FormDialog, type FieldSpec, type FormValues } from "./form-dialog"
import { requireName } from "../lib/name-rule"

export type SelectOption = { readonly value: string; readonly label: string }

/** What the dialog edits of a process, whichever answer (plan or process list) it came from. */
export type EditedProcess = {
  readonly id: number
  readonly name: string
  readonly shortName: string | null
  readonly desc: string | null
  readonly milestoneId: number
}

type Props = {
  readonly projectId: number
  readonly isOpen: boolean
  /** The milestones a process may go into ("Phase › Milestone"). */
  readonly milestones: readonly SelectOption[]
  /** The process to edit; absent: create. */
  readonly process?: EditedProcess | undefined
  /** The milestone a new process goes into by default. */
  readonly milestoneId?: number | undefined
  /** Editing offers the milestone too (the process pages); the dashboard moves processes by dragging. */
  readonly editMilestone?: boolean
  readonly onClose: () => void
}

/** An optional text: trimmed, and null when nothing is left. */
const textOrNull = (value: string | undefined): string | null => (value?.trim() ? value.trim() : null)

export const requireProcessName = requireName("process")

export function ProcessFormDialog({ projectId, isOpen, milestones, process, milestoneId, editMilestone = false, onClose }: Props) {
  const { t } = useT()
  const create = useCreateProcess(projectId)
  const update = useUpdateProcess(projectId)
  const withMilestone = !process || editMilestone
  const initialMilestone = process ? String(process.milestoneId) : milestoneId ? String(milestoneId) : milestones.length === 1 ? milestones[0]!.value : ""
  const fields: FieldSpec[] = [
    { name: "prc_name", label: t("processDialog.name"), validate: requireProcessName, autoFocus: true },
    { name: "prc_short_name", label: t("processDialog.shortName") },
    ...(withMilestone
      ? [
          {
            name: "prc_mst_id",
            label: t("processDialog.milestone"),
            kind: "select",
            options: initialMilestone ? milestones : [{ value: "", label: t("processDialog.pickMilestone") }, ...milestones],
            validate: (value: string) => (value ? undefined : t("processDialog.milestoneRequired")),
          } as const,
        ]
      : []),
    { name: "prc_desc", label: t("processDialog.description"), kind: "textarea" },
  ]
  const initial: FormValues = { prc_name: process?.name ?? "", prc_short_name: process?.shortName ?? "", prc_desc: process?.desc ?? "", prc_mst_id: initialMilestone }

  const submit = async (values: FormValues) => {
    const name = values.prc_name!.trim()
    if (!process) {
      await create.mutateAsync({
        prc_pro_id: projectId,
        prc_mst_id: Number(values.prc_mst_id),
        prc_name: name,
        prc_short_name: textOrNull(values.prc_short_name),
        prc_desc: textOrNull(values.prc_desc),
      })
      toast("success", t("processDialog.created", { name }))
      return
    }
    // PATCH sends only what changed.
    const body: { -readonly [K in keyof PatchProcessBody]: PatchProcessBody[K] } = {}
    if (name !== process.name) body.prc_name = name
    if (textOrNull(values.prc_short_name) !== process.shortName) body.prc_short_name = textOrNull(values.prc_short_name)
    if (textOrNull(values.prc_desc) !== process.desc) body.prc_desc = textOrNull(values.prc_desc)
    if (withMilestone && Number(values.prc_mst_id) !== process.milestoneId) body.prc_mst_id = Number(values.prc_mst_id)
    if (Object.keys(body).length === 0) return
    await update.mutateAsync({ processId: process.id, body })
    toast("success", t("processDialog.saved", { name }))
  }

  return (
    <FormDialog
      isOpen={isOpen}
      title={t(process ? "processDialog.editTitle" : "processDialog.createTitle")}
      submitLabel={t(process ? "actions.save" : "actions.create")}
      fields={fields}
      initial={initial}
      onSubmit={submit}
      onClose={onClose}
    />
  )
}
