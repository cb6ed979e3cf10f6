import { useReadableProjects } from "../../../api/projects/get-readable-projects"
import { CopyProcessDialog } from "../../../components/copy-process-dialog"
import { PickSourceDialog, sourceProjectStep } from "../../../components/pick-source-dialog"
import { pickedId, useSourcePicks } from "../../../components/use-source-picks"
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
  const { naming, toNaming, picks, choose } = useSourcePicks(isOpen, 2)
  const [sourceProject = "", sourceProcess = ""] = picks

  const projects = useReadableProjects(isOpen)
  const processes = useSourceProcesses(pickedId(sourceProject))
  const source = processes.data?.find((process) => String(process.prc_id) === sourceProcess)

  return (
    <>
      <PickSourceDialog
        isOpen={isOpen && !naming}
        title={t("processes:dialog.importTitle")}
        intro={t("processes:dialog.importIntro")}
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
        ]}
      />
      <CopyProcessDialog
        projectId={projectId}
        source={isOpen && naming && source ? { id: source.prc_id, name: source.prc_name } : null}
        imported
        milestones={milestones}
        onClose={onClose}
      />
    </>
  )
}
