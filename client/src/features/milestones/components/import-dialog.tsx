/**
 * @module Import a milestone (with its processes and activities) or a process (with its activities) from
 * another project: first pick the project and the item, then name it and choose where it goes — the copy
 * dialog, since an import is a copy whose target lies in another project.
 */
import { useState } from "react"
import { useReadableProjects } from "../../../api/projects/get-readable-projects"
import { CopyProcessDialog } from "../../../components/copy-process-dialog"
import { PickSourceDialog } from "../../../components/pick-source-dialog"
import { useT } from "../../../lib/i18n"
import { useImportSourcePlan } from "../api/get-milestone-plan"
import { findMilestone, findProcess, milestonesInOrder, type Plan } from "../plan-model"
import { milestoneOptions, processOptions } from "../plan-options"
import { CopyMilestoneDialog } from "./copy-milestone-dialog"

type Props = { kind: "milestone" | "process"; plan: Plan; projectId: number; onClose: () => void }

export function ImportDialog({ kind, plan, projectId, onClose }: Props) {
  const { t } = useT()
  const [sourceProjectId, setSourceProjectId] = useState("")
  const [sourceId, setSourceId] = useState("")
  const [source, setSource] = useState<{ id: number; name: string; phaseId?: number; milestoneId?: number } | null>(null)
  const projects = useReadableProjects()
  const sourcePlan = useImportSourcePlan(sourceProjectId ? Number(sourceProjectId) : null)

  if (source && kind === "milestone") return <CopyMilestoneDialog plan={plan} projectId={projectId} source={source} imported onClose={onClose} />
  if (source) return <CopyProcessDialog projectId={projectId} milestones={milestoneOptions(plan)} source={source} imported onClose={onClose} />

  const projectOptions = (projects.data ?? [])
    .filter((project) => project.pro_id !== projectId)
    .map((project) => ({ value: String(project.pro_id), label: project.pro_name }))
    .sort((a, b) => a.label.localeCompare(b.label))
  const itemOptions = sourcePlan.data ? (kind === "milestone" ? milestoneOptions(sourcePlan.data) : processOptions(sourcePlan.data)) : []
  /** The target offered first: the phase of the same kind, or a milestone of the same name, as at the source. */
  const next = () => {
    const from = sourcePlan.data
    const id = Number(sourceId)
    if (!from) return
    if (kind === "milestone") {
      const at = findMilestone(from, id)
      const phase = plan.phases.find((p) => p.code === at?.phase.code)
      if (at) setSource({ id, name: at.milestone.name, ...(phase && { phaseId: phase.id }) })
    } else {
      const at = findProcess(from, id)
      const milestone = milestonesInOrder(plan).find((m) => m.name === at?.milestone.name)
      if (at) setSource({ id, name: at.process.name, ...(milestone && { milestoneId: milestone.id }) })
    }
  }
  return (
    <PickSourceDialog
      isOpen
      title={t(kind === "milestone" ? "plan:import.milestoneTitle" : "plan:import.processTitle")}
      intro={t(kind === "milestone" ? "plan:import.milestoneIntro" : "plan:import.processIntro")}
      nextLabel={t("plan:import.next")}
      onNext={next}
      onClose={onClose}
      steps={[
        {
          name: "project",
          label: t("plan:import.project"),
          value: sourceProjectId,
          options: projectOptions,
          placeholder: t("plan:import.pickProject"),
          emptyText: t("plan:import.noProjects"),
          loading: projects.isPending,
          error: projects.error ?? undefined,
          onChange: (value) => {
            setSourceProjectId(value)
            setSourceId("")
          },
        },
        {
          name: kind,
          label: t(kind === "milestone" ? "plan:import.milestone" : "plan:import.process"),
          value: sourceId,
          options: itemOptions,
          placeholder: t(kind === "milestone" ? "plan:import.pickMilestone" : "plan:import.pickProcess"),
          emptyText: t(kind === "milestone" ? "plan:import.noMilestones" : "plan:import.noProcesses"),
          loading: sourcePlan.isFetching && !sourcePlan.data,
          error: sourcePlan.error ?? undefined,
          hidden: sourceProjectId === "",
          onChange: setSourceId,
        },
      ]}
    />
  )
}
