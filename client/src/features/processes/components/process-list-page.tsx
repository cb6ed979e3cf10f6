import { Button, InputGroup, NonIdealState, Spinner } from "@blueprintjs/core"
import { FlowLinearIcon, ImportIcon, PlusIcon, SearchIcon } from "@blueprintjs/icons"
import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import { useCallback, useMemo, useState } from "react"
import { Navigate, useParams } from "react-router-dom"
import { useProjectActivities } from "../../../api/activities/get-project-activities"
import { useProcesses } from "../../../api/processes/get-processes"
import { CopyProcessDialog } from "../../../components/copy-process-dialog"
import { ErrorCallout } from "../../../components/error-callout"
import { PageLayout } from "../../../components/page-layout"
import { ProcessFormDialog } from "../../../components/process-form-dialog"
import { paths } from "../../../config/paths"
import { useCloseWhenGone } from "../../../hooks/use-close-when-gone"
import { useT } from "../../../lib/i18n"
import { useProjectWritable } from "../../../lib/project-access"
import { useMilestones } from "../api/get-milestones"
import { usePhases } from "../api/get-phases"
import { milestoneOptions } from "../milestone-options"
import { usePhaseLabel } from "../../../lib/phase-label"
import { editedProcess } from "../edited-process"
import { countProcesses, groupProcesses } from "../process-grouping"
import { parseId } from "../route-ids"
import { DeleteProcessDialog } from "./delete-process-dialog"
import { ImportProcessDialog } from "./import-process-dialog"
import { ProcessGroups } from "./process-groups"

type Dialog =
  | { readonly kind: "create"; readonly milestoneId?: number }
  | { readonly kind: "edit" | "copy" | "delete"; readonly process: ProcessDto }
  | { readonly kind: "import" }
  | null

/** /projects/:projectId/processes — every process of the project, grouped by phase and milestone. */
export function ProcessListPage() {
  const projectId = parseId(useParams().projectId)
  if (projectId === null) return <Navigate to={paths.notFound} replace />
  return <ProcessList projectId={projectId} />
}

function ProcessList({ projectId }: { projectId: number }) {
  const { t } = useT()
  const phaseLabel = usePhaseLabel()
  const [query, setQuery] = useState("")
  const [dialog, setDialog] = useState<Dialog>(null)
  const phases = usePhases(projectId)
  const milestones = useMilestones(projectId)
  const processes = useProcesses(projectId)
  const activities = useProjectActivities(projectId)

  const groups = useMemo(
    () =>
      groupProcesses({
        phases: phases.data ?? [],
        milestones: milestones.data ?? [],
        processes: processes.data ?? [],
        activities: activities.data,
        query,
      }),
    [phases.data, milestones.data, processes.data, activities.data, query],
  )
  const targets = useMemo(() => milestoneOptions(phases.data, milestones.data, phaseLabel), [phases.data, milestones.data, phaseLabel])
  const close = useCallback(() => setDialog(null), [])
  // Not the delete dialog: after the user's own delete the process leaves the list before the dialog closes.
  const openOn = dialog?.kind === "edit" || dialog?.kind === "copy" ? { id: dialog.process.prc_id, name: dialog.process.prc_name } : undefined
  useCloseWhenGone("process", openOn, useMemo(() => processes.data?.map((process) => process.prc_id), [processes.data]), close)
  const loading = phases.isLoading || milestones.isLoading || processes.isLoading
  const failed = phases.error ?? milestones.error ?? processes.error
  const hasMilestones = (milestones.data?.length ?? 0) > 0
  const shown = countProcesses(groups)
  const total = processes.data?.length ?? 0
  const writable = useProjectWritable()
  const activityCountOf = (process: ProcessDto) => activities.data?.filter((a) => a.act_prc_id === process.prc_id).length ?? process.prc_act_count ?? 0

  const actions = writable && (
    <>
      <Button icon={<PlusIcon />} intent="primary" text={t("processes:list.create")} disabled={!hasMilestones} onClick={() => setDialog({ kind: "create" })} />
      <Button icon={<ImportIcon />} text={t("processes:list.import")} disabled={!hasMilestones} onClick={() => setDialog({ kind: "import" })} />
    </>
  )

  return (
    <PageLayout title={t("processes:list.title")} actions={actions || undefined}>
      {loading ? (
        <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
      ) : failed ? (
        <ErrorCallout
          error={failed}
          onRetry={() => {
            void phases.refetch()
            void milestones.refetch()
            void processes.refetch()
          }}
        />
      ) : !hasMilestones ? (
        <NonIdealState icon={<FlowLinearIcon size={48} />} title={t("processes:list.noMilestonesTitle")} description={t("processes:list.noMilestones")} />
      ) : (
        <>
          <div className="bimp-pr-toolbar" role="search">
            <InputGroup
              type="search"
              leftIcon={<SearchIcon />}
              placeholder={t("processes:list.searchPlaceholder")}
              aria-label={t("processes:list.search")}
              value={query}
              onValueChange={setQuery}
              className="bimp-pr-search"
            />
            <span className="bimp-pr-muted" aria-live="polite">
              {query.trim() ? t("processes:list.matches", { shown, total }) : t("processes:list.processCount", { count: total })}
            </span>
          </div>
          {total === 0 && <p className="bimp-lead">{t("processes:list.noProcesses")}</p>}
          {query.trim() && shown === 0 ? (
            <NonIdealState
              icon={<SearchIcon size={48} />}
              title={t("processes:list.noMatchesTitle")}
              description={t("processes:list.noMatches", { query: query.trim() })}
              action={<Button text={t("processes:list.clearSearch")} onClick={() => setQuery("")} />}
            />
          ) : (
            <ProcessGroups
              projectId={projectId}
              groups={groups}
              onAdd={(milestoneId) => setDialog({ kind: "create", milestoneId })}
              actions={{
                onEdit: (process) => setDialog({ kind: "edit", process }),
                onCopy: (process) => setDialog({ kind: "copy", process }),
                onDelete: (process) => setDialog({ kind: "delete", process }),
              }}
            />
          )}
        </>
      )}
      <ProcessFormDialog
        projectId={projectId}
        isOpen={dialog?.kind === "create" || dialog?.kind === "edit"}
        process={dialog?.kind === "edit" ? editedProcess(dialog.process) : undefined}
        editMilestone
        milestoneId={dialog?.kind === "create" ? dialog.milestoneId : undefined}
        milestones={targets}
        onClose={close}
      />
      <CopyProcessDialog
        projectId={projectId}
        source={dialog?.kind === "copy" ? editedProcess(dialog.process) : null}
        imported={false}
        milestones={targets}
        onClose={close}
      />
      <ImportProcessDialog projectId={projectId} isOpen={dialog?.kind === "import"} milestones={targets} onClose={close} />
      <DeleteProcessDialog
        projectId={projectId}
        process={dialog?.kind === "delete" ? dialog.process : null}
        activityCount={dialog?.kind === "delete" ? activityCountOf(dialog.process) : 0}
        onClose={close}
      />
    </PageLayout>
  )
}
