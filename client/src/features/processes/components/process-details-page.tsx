import { Button, Card, NonIdealState, Section, SectionCard, Spinner } from "@blueprintjs/core"
import { ArrowLeftIcon, DuplicateIcon, EditIcon, ImportIcon, PlusIcon, TrashIcon } from "@blueprintjs/icons"
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import { useMemo, useState } from "react"
import { Link, Navigate, useNavigate, useParams } from "react-router-dom"
import { useProcess } from "../../../api/processes/get-process"
import { useProcesses } from "../../../api/processes/get-processes"
import { useRoles } from "../../../api/roles/get-roles"
import { ErrorCallout } from "../../../components/error-callout"
import { GoneItem } from "../../../components/gone-item"
import { PageLayout } from "../../../components/page-layout"
import { paths } from "../../../config/paths"
import { ApiError } from "../../../lib/api-error"
import { useT } from "../../../lib/i18n"
import { useProjectWritable } from "../../../lib/project-access"
import { moveActivity, sortActivities } from "../activity-order"
import { useMilestones } from "../api/get-milestones"
import { usePhases } from "../api/get-phases"
import { useProcessActivities } from "../api/get-process-activities"
import { useResequenceActivities } from "../api/resequence-activities"
import { milestoneOptions, processOptions } from "../milestone-options"
import { usePhaseLabel } from "../../../lib/phase-label"
import { roleNames } from "../role-links"
import { parseId } from "../route-ids"
import { CopyProcessDialog } from "../../../components/copy-process-dialog"
import { ProcessFormDialog } from "../../../components/process-form-dialog"
import { editedProcess } from "../edited-process"
import { ActivityFormDialog } from "./activity-form-dialog"
import { ActivityTable } from "./activity-table"
import { CopyActivityDialog } from "./copy-activity-dialog"
import { DeleteActivityDialog } from "./delete-activity-dialog"
import { DeleteProcessDialog } from "./delete-process-dialog"
import { ImportActivityDialog } from "./import-activity-dialog"

type Dialog =
  | { readonly kind: "edit-process" | "copy-process" | "delete-process" | "create-activity" | "import-activity" }
  | { readonly kind: "edit-activity" | "copy-activity" | "delete-activity"; readonly activity: ActivityDto }
  | null

/** /projects/:projectId/processes/:processId — the process and its activities in sequence. */
export function ProcessDetailsPage() {
  const params = useParams()
  const projectId = parseId(params.projectId)
  const processId = parseId(params.processId)
  if (projectId === null || processId === null) return <Navigate to={paths.notFoundOf("process")} replace />
  return <ProcessDetails key={processId} projectId={projectId} processId={processId} />
}

function ProcessDetails({ projectId, processId }: { projectId: number; processId: number }) {
  const { t } = useT()
  // While the user deletes this process, neither it nor its activities are fetched again; the delete then leaves for the list.
  const [deleting, setDeleting] = useState(false)
  const process = useProcess(projectId, processId, { paused: deleting })
  const belongs = process.data?.prc_pro_id === projectId
  const activities = useProcessActivities(projectId, processId, { enabled: belongs && !deleting })

  if (process.isLoading) return <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
  const gone = process.error instanceof ApiError && process.error.status === 404
  if (gone && !deleting) return <GoneItem kind="process" name={process.data?.prc_name} listPath={paths.processes(projectId)} />
  if (!process.data || (process.error && !deleting)) {
    return (
      <>
        <BackLink projectId={projectId} />
        <PageLayout title={t("processes:details.fallbackTitle")}>
          <ErrorCallout error={process.error} onRetry={() => void process.refetch()} />
        </PageLayout>
      </>
    )
  }
  // A process of another project is not found under this one.
  if (!belongs) return <Navigate to={paths.notFoundOf("process")} replace />
  return <ProcessView projectId={projectId} process={process.data} activities={activities} onDeleting={setDeleting} />
}

function BackLink({ projectId }: { projectId: number }) {
  const { t } = useT()
  return (
    <Link to={paths.processes(projectId)} className="bimp-pr-back">
      <ArrowLeftIcon aria-hidden /> {t("processes:details.back")}
    </Link>
  )
}

function ProcessView({
  projectId,
  process,
  activities,
  onDeleting,
}: {
  projectId: number
  process: ProcessDto
  activities: ReturnType<typeof useProcessActivities>
  onDeleting: (deleting: boolean) => void
}) {
  const { t } = useT()
  const navigate = useNavigate()
  const phaseLabel = usePhaseLabel()
  const [dialog, setDialog] = useState<Dialog>(null)
  const phases = usePhases(projectId)
  const milestones = useMilestones(projectId)
  const processes = useProcesses(projectId)
  const roles = useRoles(projectId)
  const resequence = useResequenceActivities(projectId, process.prc_id)

  const ordered = useMemo(() => sortActivities(activities.data ?? []), [activities.data])
  const names = useMemo(() => roleNames(roles.data), [roles.data])
  const targets = useMemo(() => milestoneOptions(phases.data, milestones.data, phaseLabel), [phases.data, milestones.data, phaseLabel])
  const milestone = milestones.data?.find((m) => m.mst_id === process.prc_mst_id)
  const phase = phases.data?.find((p) => p.pha_id === milestone?.mst_pha_id)
  const close = () => setDialog(null)
  const writable = useProjectWritable()
  const move = (index: number, offset: number) => {
    const pairs = moveActivity(ordered, index, offset)
    if (pairs.length > 0) resequence.mutate(pairs)
  }

  const actions = writable && (
    <>
      <Button icon={<EditIcon />} text={t("actions.edit")} onClick={() => setDialog({ kind: "edit-process" })} />
      <Button icon={<DuplicateIcon />} text={t("actions.copy")} onClick={() => setDialog({ kind: "copy-process" })} />
      <Button icon={<TrashIcon />} intent="danger" variant="outlined" text={t("actions.delete")} onClick={() => setDialog({ kind: "delete-process" })} />
    </>
  )

  return (
    <>
      <BackLink projectId={projectId} />
      <PageLayout title={process.prc_name} actions={actions || undefined}>
        <Card className="bimp-pr-facts">
          <dl>
            <dt>{t("processes:fields.shortName")}</dt>
            <dd>{process.prc_short_name || <span className="bimp-pr-muted">–</span>}</dd>
            <dt>{t("processes:fields.phase")}</dt>
            <dd>{phase ? phaseLabel(phase) : <span className="bimp-pr-muted">–</span>}</dd>
            <dt>{t("processes:fields.milestone")}</dt>
            <dd>{milestone?.mst_name ?? process.prc_mst_name}</dd>
            <dt>{t("processes:fields.description")}</dt>
            <dd className="bimp-pr-facts-text">{process.prc_desc || <span className="bimp-pr-muted">{t("processes:details.noDescription")}</span>}</dd>
          </dl>
        </Card>
        <Section
          className="bimp-activities"
          title={t("processes:activities.title")}
          subtitle={t("processes:activities.count", { count: ordered.length })}
          {...(writable && {
            rightElement: (
              <div className="bimp-pr-section-actions">
                <Button icon={<PlusIcon />} intent="primary" text={t("processes:activities.create")} onClick={() => setDialog({ kind: "create-activity" })} />
                <Button icon={<ImportIcon />} text={t("processes:activities.import")} onClick={() => setDialog({ kind: "import-activity" })} />
              </div>
            ),
          })}
        >
          <SectionCard padded={ordered.length === 0}>
            {activities.isLoading ? (
              <Spinner size={24} aria-label={t("state.loading")} />
            ) : activities.error ? (
              <ErrorCallout error={activities.error} onRetry={() => void activities.refetch()} />
            ) : ordered.length === 0 ? (
              <NonIdealState title={t("processes:activities.emptyTitle")} description={t("processes:activities.empty")} />
            ) : (
              <ActivityTable
                projectId={projectId}
                activities={ordered}
                roleNames={names}
                moving={resequence.isPending}
                actions={{
                  onEdit: (activity) => setDialog({ kind: "edit-activity", activity }),
                  onCopy: (activity) => setDialog({ kind: "copy-activity", activity }),
                  onDelete: (activity) => setDialog({ kind: "delete-activity", activity }),
                  onMove: move,
                }}
              />
            )}
          </SectionCard>
        </Section>

        <ProcessFormDialog projectId={projectId} isOpen={dialog?.kind === "edit-process"} process={editedProcess(process)} editMilestone milestones={targets} onClose={close} />
        <CopyProcessDialog
          projectId={projectId}
          source={dialog?.kind === "copy-process" ? editedProcess(process) : null}
          imported={false}
          milestones={targets}
          onClose={close}
        />
        <DeleteProcessDialog
          projectId={projectId}
          process={dialog?.kind === "delete-process" ? process : null}
          activityCount={ordered.length}
          onClose={close}
          onDeleting={onDeleting}
          onDeleted={() => navigate(paths.processes(projectId), { replace: true })}
        />
        <ActivityFormDialog
          projectId={projectId}
          processId={process.prc_id}
          isOpen={dialog?.kind === "create-activity" || dialog?.kind === "edit-activity"}
          activity={dialog?.kind === "edit-activity" ? dialog.activity : undefined}
          roles={roles.data}
          onClose={close}
        />
        <CopyActivityDialog
          projectId={projectId}
          activity={dialog?.kind === "copy-activity" ? dialog.activity : null}
          processes={processOptions(processes.data)}
          onClose={close}
        />
        <ImportActivityDialog projectId={projectId} processId={process.prc_id} isOpen={dialog?.kind === "import-activity"} onClose={close} />
        <DeleteActivityDialog projectId={projectId} activity={dialog?.kind === "delete-activity" ? dialog.activity : null} onClose={close} />
      </PageLayout>
    </>
  )
}
