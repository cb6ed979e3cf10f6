import { Button, Card, Drawer, DrawerSize, NonIdealState, Section, SectionCard, Spinner } from "@blueprintjs/core"
import { ArrowLeftIcon, ArrowRightIcon, ExportIcon, PropertiesIcon, LayersIcon, PlusIcon } from "@blueprintjs/icons"
import type { ActivityDto } from "@bimprofile/contracts/dto/activity-dto"
import type { RequirementDto } from "@bimprofile/contracts/dto/requirement-dto"
import { type IfcVersion, isIfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { Suspense, useMemo, useState } from "react"
import { Link, Navigate, useParams } from "react-router-dom"
import { useActivity } from "../api/get-activity"
import { useElementClasses } from "../../../api/element-classes/get-element-classes"
import { useProcess } from "../../../api/processes/get-process"
import { useProject } from "../../../api/projects/get-project"
import { useProperties } from "../../../api/properties/get-properties"
import { ConfirmDialog } from "../../../components/confirm-dialog"
import { ErrorCallout } from "../../../components/error-callout"
import { lazyComponent } from "../../../components/lazy-dialogs"
import { LinkButton } from "../../../components/link-button"
import { PageLayout } from "../../../components/page-layout"
import { paths } from "../../../config/paths"
import { ApiError } from "../../../lib/api-error"
import { toast } from "../../../lib/app-events"
import { loadNamespaces, useT } from "../../../lib/i18n"
import { useProjectWritable } from "../../../lib/project-access"
import { useRequirements } from "../api/get-requirements"
import { useDeleteRequirement } from "../api/requirement-writes"
import "../requirements.css"
import type { IdsExportDialogProps } from "./ids-export-dialog"
import { RequirementEditor } from "./requirement-editor"
import { RequirementSummary } from "./requirement-summary"
import { RequirementTable } from "./requirement-table"

const parseId = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null)

/** The IDS export loads when first opened (its own chunk, chunks.ts), with the exports' texts: the page shows without them. */
const IdsExportDialog = lazyComponent<IdsExportDialogProps>(() =>
  Promise.all([import("./ids-export-dialog"), loadNamespaces(["exports"])]).then(([module]) => module.IdsExportDialog),
)

type Open = { readonly kind: "create" } | { readonly kind: "edit" | "show" | "delete"; readonly requirement: RequirementDto } | null

/** /projects/:projectId/processes/:processId/activities/:activityId — what the provider delivers to the receiver. */
export function ActivityRequirementsPage() {
  const params = useParams()
  const projectId = parseId(params.projectId)
  const processId = parseId(params.processId)
  const activityId = parseId(params.activityId)
  if (projectId === null || processId === null || activityId === null) return <Navigate to={paths.notFound} replace />
  return <ActivityRequirements key={activityId} projectId={projectId} processId={processId} activityId={activityId} />
}

function ActivityRequirements({ projectId, processId, activityId }: { projectId: number; processId: number; activityId: number }) {
  const { t } = useT()
  const activity = useActivity(projectId, activityId)
  const belongs = activity.data?.act_pro_id === projectId && activity.data.act_prc_id === processId
  const back = (
    <Link to={paths.process(projectId, processId)} className="bimp-pr-back">
      <ArrowLeftIcon aria-hidden /> {t("catalogue:requirements.page.back")}
    </Link>
  )
  if (activity.isLoading) return <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
  const gone = (activity.error instanceof ApiError && activity.error.status === 404) || (activity.data && !belongs)
  if (gone || !activity.data)
    return (
      <>
        {back}
        <PageLayout title={t("catalogue:requirements.page.fallbackTitle")}>
          {gone ? (
            <NonIdealState icon={<PropertiesIcon size={48} />} title={t("catalogue:requirements.page.goneTitle")} description={t("catalogue:requirements.page.gone")} />
          ) : (
            <ErrorCallout error={activity.error} onRetry={() => void activity.refetch()} />
          )}
        </PageLayout>
      </>
    )
  return (
    <>
      {back}
      <RequirementsView projectId={projectId} activity={activity.data} />
    </>
  )
}

function RequirementsView({ projectId, activity }: { projectId: number; activity: ActivityDto }) {
  const { t } = useT()
  const writable = useProjectWritable()
  const [open, setOpen] = useState<Open>(null)
  // Each opening a fresh dialog (the default version, a new check); closed, it stays mounted to close animated.
  const [ids, setIds] = useState({ open: false, openings: 0 })
  const requirements = useRequirements(projectId, activity.act_id)
  const process = useProcess(projectId, activity.act_prc_id)
  const project = useProject(projectId)
  const classes = useElementClasses(projectId, "name_asc", "all")
  const properties = useProperties(projectId, "name_asc")
  const remove = useDeleteRequirement(projectId)
  const version: IfcVersion = project.data && isIfcVersion(project.data.pro_isc_name) ? project.data.pro_isc_name : "IFC4X3_ADD2"
  const classById = useMemo(() => new Map((classes.data ?? []).map((c) => [c.elc_id, c])), [classes.data])
  const propertyById = useMemo(() => new Map((properties.data ?? []).map((p) => [p.pty_id, p])), [properties.data])
  const list = requirements.data ?? []
  const taken = useMemo(() => new Set(list.flatMap((r) => (r.req_elc_id === null ? [] : [r.req_elc_id]))), [list])
  const close = () => setOpen(null)
  const create = () => setOpen({ kind: "create" })
  const editing = open?.kind === "edit" ? open.requirement : undefined
  const shown = open?.kind === "show" ? open.requirement : undefined
  // Deleted by someone else while open: the live notice refetched the list without it.
  const editingDeleted = editing !== undefined && requirements.data !== undefined && !requirements.data.some((r) => r.req_id === editing.req_id)

  const actions = (
    <>
      <Button icon={<ExportIcon />} text={t("catalogue:requirements.ids.open")} onClick={() => setIds((last) => ({ open: true, openings: last.openings + 1 }))} />
      <LinkButton icon={<LayersIcon />} text={t("catalogue:requirements.page.compare")} to={`${paths.project(projectId)}/requirements/compare?kind=activity&to=${activity.act_id}`} />
      {writable && <Button icon={<PlusIcon />} intent="primary" text={t("catalogue:requirements.page.create")} onClick={create} />}
    </>
  )

  return (
    <PageLayout title={activity.act_name} actions={actions}>
      <Card className="bimp-pr-facts">
        <dl>
          <dt>{t("catalogue:requirements.page.process")}</dt>
          <dd>{process.data?.prc_name ?? "…"}</dd>
          <dt>{t("catalogue:requirements.page.flow")}</dt>
          <dd>
            <span className="bimp-role-flow">
              {activity.act_rop_provider_name ?? <span className="bimp-pr-muted">{t("catalogue:requirements.page.unassigned")}</span>}
              <ArrowRightIcon className="bimp-role-arrow" aria-label={t("catalogue:requirements.page.deliversTo")} />
              {activity.act_rop_receiver_name ?? <span className="bimp-pr-muted">{t("catalogue:requirements.page.unassigned")}</span>}
            </span>
          </dd>
          {activity.act_desc && (
            <>
              <dt>{t("catalogue:requirements.fields.description")}</dt>
              <dd className="bimp-pr-facts-text">{activity.act_desc}</dd>
            </>
          )}
        </dl>
      </Card>
      <Section className="bimp-req-section" title={t("catalogue:requirements.page.title")} {...(requirements.data && { subtitle: t("catalogue:requirements.page.count", { count: list.length }) })}>
        <SectionCard padded={list.length === 0}>
          {requirements.isLoading ? (
            <Spinner size={24} aria-label={t("state.loading")} />
          ) : requirements.error ? (
            <ErrorCallout error={requirements.error} onRetry={() => void requirements.refetch()} />
          ) : list.length === 0 ? (
            <NonIdealState
              icon={<PropertiesIcon size={48} />}
              title={t("catalogue:requirements.page.emptyTitle")}
              description={writable ? t("catalogue:requirements.page.empty") : t("catalogue:requirements.page.emptyReadOnly")}
              {...(writable && { action: <Button icon={<PlusIcon />} intent="primary" text={t("catalogue:requirements.page.create")} onClick={create} /> })}
            />
          ) : (
            <RequirementTable
              requirements={list}
              classes={classById}
              version={version}
              writable={writable}
              onOpen={(requirement) => setOpen({ kind: writable ? "edit" : "show", requirement })}
              onDelete={(requirement) => setOpen({ kind: "delete", requirement })}
            />
          )}
        </SectionCard>
      </Section>

      <RequirementEditor
        isOpen={writable && (open?.kind === "create" || open?.kind === "edit")}
        projectId={projectId}
        activityId={activity.act_id}
        requirement={editing}
        classes={classes.data}
        takenClassIds={taken}
        version={version}
        properties={propertyById}
        deleted={editingDeleted}
        onClose={close}
      />
      <Drawer isOpen={shown !== undefined} onClose={close} title={shown?.req_name} icon={<PropertiesIcon />} size={DrawerSize.STANDARD}>
        {shown && (
          <div className="bimp-drawer-body">
            <RequirementSummary
              requirement={shown}
              className={shown.req_elc_id === null ? undefined : (classById.get(shown.req_elc_id)?.elc_name ?? `#${shown.req_elc_id}`)}
              propertyName={(id) => propertyById.get(id)?.pty_name}
            />
          </div>
        )}
      </Drawer>
      {ids.openings > 0 && (
        <Suspense fallback={null}>
          <IdsExportDialog
            key={ids.openings}
            isOpen={ids.open}
            projectId={projectId}
            activityId={activity.act_id}
            activityName={activity.act_name}
            projectVersion={project.data && isIfcVersion(project.data.pro_isc_name) ? project.data.pro_isc_name : undefined}
            onClose={() => setIds((last) => ({ ...last, open: false }))}
          />
        </Suspense>
      )}
      <ConfirmDialog
        isOpen={open?.kind === "delete"}
        text={open?.kind === "delete" ? t("catalogue:requirements.delete.confirm", { name: open.requirement.req_name }) : ""}
        confirmLabel={t("actions.delete")}
        onConfirm={async () => {
          if (open?.kind !== "delete") return
          await remove.mutateAsync(open.requirement.req_id)
          toast("success", t("catalogue:requirements.toast.deleted", { name: open.requirement.req_name }))
        }}
        onClose={close}
      />
    </PageLayout>
  )
}
