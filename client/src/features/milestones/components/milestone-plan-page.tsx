/**
 * @module The project dashboard (spec §2 "milestone plan and overview"): the figures of the project, then
 * its four phases with their milestones and processes, ordered by drag and drop, menus or keyboard, with
 * the create, edit, copy, import and delete dialogs of milestones and processes.
 */
import { Button } from "@blueprintjs/core"
import { AddIcon, ImportIcon } from "@blueprintjs/icons"
import { Suspense, useMemo, useState } from "react"
import { Navigate, useParams } from "react-router-dom"
import { ErrorCallout } from "../../../components/error-callout"
import { lazyComponent } from "../../../components/lazy-dialogs"
import { PageLayout } from "../../../components/page-layout"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import { usePhaseLabel } from "../../../lib/phase-label"
import { useProjectWritable } from "../../../lib/project-access"
import { useMilestonePlan } from "../api/get-milestone-plan"
import { milestonesInOrder } from "../plan-model"
import { PlanBoard } from "./plan-board"
import type { PlanDialog } from "./plan-dialog"
import type { PlanDialogsProps } from "./plan-dialogs"
import { PlanFigures } from "./plan-figures"
import { PlanSkeleton } from "./plan-skeleton"

/** The dialogs load when one is first opened (their own chunk, chunks.ts): the plan shows without them. */
const PlanDialogs = lazyComponent<PlanDialogsProps>(() => import("./plan-dialogs").then((module) => module.PlanDialogs))

export function MilestonePlanPage() {
  const { projectId: param } = useParams()
  const projectId = Number(param)
  if (!Number.isInteger(projectId) || projectId <= 0) return <Navigate to={paths.notFound} replace />
  return <MilestonePlan key={projectId} projectId={projectId} />
}

function MilestonePlan({ projectId }: { projectId: number }) {
  const { t } = useT()
  const plan = useMilestonePlan(projectId)
  const [dialog, setDialog] = useState<PlanDialog | null>(null)
  const writable = useProjectWritable()
  const phaseLabel = usePhaseLabel()
  // The server names phases in German: every column, announcement and dialog shows them in the user's language.
  const data = useMemo(
    () => plan.data && { ...plan.data, phases: plan.data.phases.map((phase) => ({ ...phase, name: phaseLabel({ pha_phase_code_code: phase.code, pha_name: phase.name }) })) },
    [plan.data, phaseLabel],
  )
  const firstPhase = data?.phases[0]
  const hasMilestones = data ? milestonesInOrder(data).length > 0 : false
  const actions = data && writable && (
    <>
      <Button icon={<ImportIcon />} text={t("plan:actions.importMilestone")} onClick={() => setDialog({ type: "import-milestone" })} />
      <Button
        icon={<ImportIcon />}
        text={t("plan:actions.importProcess")}
        disabled={!hasMilestones}
        title={hasMilestones ? undefined : t("plan:actions.needsMilestone")}
        onClick={() => setDialog({ type: "import-process" })}
      />
      {firstPhase && (
        <Button
          intent="primary"
          icon={<AddIcon />}
          text={t("plan:actions.addMilestone")}
          onClick={() => setDialog({ type: "create-milestone", phaseId: firstPhase.id })}
        />
      )}
    </>
  )

  return (
    <PageLayout title={t("plan:title")} actions={actions}>
      {plan.isPending && <PlanSkeleton />}
      {plan.isError && !data && <ErrorCallout error={plan.error} onRetry={() => void plan.refetch()} />}
      {data && (
        <>
          <PlanFigures figures={data.figures} />
          {data.phases.length === 0 ? (
            <p className="bimp-plan-empty-text">{t("plan:board.noPhases")}</p>
          ) : (
            <PlanBoard plan={data} projectId={projectId} onDialog={setDialog} readOnly={!writable} />
          )}
          {dialog && (
            <Suspense fallback={null}>
              <PlanDialogs dialog={dialog} plan={data} projectId={projectId} onClose={() => setDialog(null)} />
            </Suspense>
          )}
        </>
      )}
    </PageLayout>
  )
}
