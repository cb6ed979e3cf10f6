import { emptyNameMessage, isBlankName } from "@bimprofile/contracts/names"
import { useEffect, useState } from "react"
import { useCopyProcess } from "../../../api/processes/copy-process"
import { useReadableProjects } from "../../../api/projects/get-readable-projects"
import { FormDialog, type FormValues } from "../../../components/form-dialog"
import { PickSourceDialog, sourceProjectStep } from "../../../components/pick-source-dialog"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useSourceProcesses } from "../api/get-source-processes"
import { processOptions, type Option } from "../milestone-options"

/**
 * Import a process of another project: pick the project and the process, then name it and choose the
 * milestone of this project it goes into. Its activities come along; roles are matched by name.
 */
export function ImportProcessDialog({
  projectId,
  isOpen,
  milestones,
  onClose,
}: {
  projectId: number
  isOpen: boolean
  milestones: readonly Option[]
  onClose: () => void
}) {
  const { t } = useT()
  const [step, setStep] = useState<"pick" | "name">("pick")
  const [sourceProject, setSourceProject] = useState("")
  const [sourceProcess, setSourceProcess] = useState("")
  useEffect(() => {
    if (isOpen) {
      setStep("pick")
      setSourceProject("")
      setSourceProcess("")
    }
  }, [isOpen])

  const projects = useReadableProjects(isOpen)
  const processes = useSourceProcesses(sourceProject ? Number(sourceProject) : null)
  const copy = useCopyProcess(projectId)
  const source = processes.data?.find((process) => String(process.prc_id) === sourceProcess)

  const submit = async (values: FormValues) => {
    if (!source) return
    const name = values.prc_name ?? ""
    await copy.mutateAsync({ processId: source.prc_id, body: { prc_name: name, prc_mst_id: Number(values.prc_mst_id) } })
    toast("success", t("processes:toast.imported", { name }))
  }

  return (
    <>
      <PickSourceDialog
        isOpen={isOpen && step === "pick"}
        title={t("processes:dialog.importTitle")}
        intro={t("processes:dialog.importIntro")}
        nextLabel={t("processes:dialog.next")}
        onNext={() => setStep("name")}
        onClose={onClose}
        steps={[
          sourceProjectStep({
            projects,
            currentProjectId: projectId,
            value: sourceProject,
            label: t("processes:fields.sourceProject"),
            placeholder: t("processes:dialog.pickProject"),
            emptyText: t("processes:dialog.noProjects"),
            onChange: (value) => {
              setSourceProject(value)
              setSourceProcess("")
            },
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
            onChange: setSourceProcess,
          },
        ]}
      />
      <FormDialog
        isOpen={isOpen && step === "name" && source !== undefined}
        title={t("processes:dialog.importTitle")}
        fields={[
          { name: "prc_name", label: t("processes:fields.name"), autoFocus: true, validate: (v) => (isBlankName(v) ? emptyNameMessage("process") : undefined) },
          { name: "prc_mst_id", label: t("processes:fields.targetMilestone"), kind: "select", options: milestones },
        ]}
        initial={{ prc_name: source?.prc_name ?? "", prc_mst_id: milestones[0]?.value ?? "" }}
        submitLabel={t("actions.import")}
        onSubmit={submit}
        onClose={onClose}
      />
    </>
  )
}
