import { useEffect, useState } from "react"
import { useReadableProjects } from "../../../api/projects/get-readable-projects"
import { CopyProcessDialog } from "../../../components/copy-process-dialog"
import { PickSourceDialog, sourceProjectStep } from "../../../components/pick-source-dialog"
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
  const source = processes.data?.find((process) => String(process.prc_id) === sourceProcess)


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
      <CopyProcessDialog
        projectId={projectId}
        source={isOpen && step === "name" && source ? { id: source.prc_id, name: source.prc_name } : null}
        imported
        milestones={milestones}
        onClose={onClose}
      />
    </>
  )
}
