import { useReadableProjects } from "../../../api/projects/get-readable-projects"
import { FormDialog, type FormValues } from "../../../components/form-dialog"
import { PickSourceDialog, sourceProjectStep } from "../../../components/pick-source-dialog"
import { pickedId, useSourcePicks } from "../../../components/use-source-picks"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useCopyActivity } from "../api/copy-activity"
import { useSourceActivities } from "../api/get-source-activities"
import { useSourceProcesses } from "../api/get-source-processes"
import { processOptions } from "../milestone-options"
import { requireName } from "../../../lib/name-rule"

/**
 * Import an activity of another project into this process: pick project, process and activity, then name
 * it. Its roles are matched by name in this project, or created.
 */
export function ImportActivityDialog({
  projectId,
  processId,
  isOpen,
  onClose,
}: {
  projectId: number
  processId: number
  isOpen: boolean
  onClose: () => void
}) {
  const { t } = useT()
  const { naming, toNaming, picks, choose } = useSourcePicks(isOpen, 3)
  const [sourceProject = "", sourceProcess = "", sourceActivity = ""] = picks

  const projects = useReadableProjects(isOpen)
  const sourceProjectId = pickedId(sourceProject)
  const processes = useSourceProcesses(sourceProjectId)
  const activities = useSourceActivities(sourceProjectId, pickedId(sourceProcess))
  const copy = useCopyActivity(projectId)
  const source = activities.data?.find((activity) => String(activity.act_id) === sourceActivity)

  const submit = async (values: FormValues) => {
    if (!source) return
    const name = values.act_name ?? ""
    await copy.mutateAsync({ activityId: source.act_id, body: { act_name: name, act_prc_id: processId } })
    toast("success", t("processes:toast.activityImported", { name }))
  }

  return (
    <>
      <PickSourceDialog
        isOpen={isOpen && !naming}
        title={t("processes:activityDialog.importTitle")}
        intro={t("processes:activityDialog.importIntro")}
        nextLabel={t("processes:dialog.next")}
        onNext={toNaming}
        onClose={onClose}
        steps={[
          sourceProjectStep({
            projects,
            currentProjectId: projectId,
            value: sourceProject,
            label: t("processes:fields.sourceProject"),
            placeholder: t("processes:dialog.pickProject"),
            emptyText: t("processes:dialog.noProjects"),
            onChange: choose(0),
          }),
          {
            name: "source-process",
            label: t("processes:fields.sourceProcess"),
            placeholder: t("processes:dialog.pickProcess"),
            emptyText: t("processes:dialog.noSourceProcesses"),
            value: sourceProcess,
            options: processOptions(processes.data),
            loading: processes.isLoading,
            error: processes.error,
            hidden: !sourceProject,
            onChange: choose(1),
          },
          {
            name: "source-activity",
            label: t("processes:activityFields.sourceActivity"),
            placeholder: t("processes:activityDialog.pickActivity"),
            emptyText: t("processes:activityDialog.noSourceActivities"),
            value: sourceActivity,
            options: (activities.data ?? []).map((a) => ({ value: String(a.act_id), label: a.act_name })),
            loading: activities.isLoading,
            error: activities.error,
            hidden: !sourceProcess,
            onChange: choose(2),
          },
        ]}
      />
      <FormDialog
        isOpen={isOpen && naming && source !== undefined}
        title={t("processes:activityDialog.importTitle")}
        fields={[{ name: "act_name", label: t("processes:activityFields.name"), autoFocus: true, validate: requireName("activity") }]}
        initial={{ act_name: source?.act_name ?? "" }}
        submitLabel={t("actions.import")}
        onSubmit={submit}
        onClose={onClose}
      />
    </>
  )
}
