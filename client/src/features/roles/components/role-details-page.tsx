import { Button, Card, Section, SectionCard, Spinner } from "@blueprintjs/core"
import { ArrowLeftIcon, EditIcon, TrashIcon } from "@blueprintjs/icons"
import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"
import { useMemo, useState } from "react"
import { Link, Navigate, useNavigate, useParams } from "react-router-dom"
import { useProjectActivities } from "../../../api/activities/get-project-activities"
import { useProcesses } from "../../../api/processes/get-processes"
import { useRoles } from "../../../api/roles/get-roles"
import { ErrorCallout } from "../../../components/error-callout"
import { GoneItem } from "../../../components/gone-item"
import { PageLayout } from "../../../components/page-layout"
import { paths } from "../../../config/paths"
import { ApiError } from "../../../lib/api-error"
import { useT } from "../../../lib/i18n"
import { useProjectWritable } from "../../../lib/project-access"
import { useRole } from "../api/get-role"
import { roleParticipation } from "../role-activities"
import { useRoleTypeLabel } from "../role-type-label"
import { parseId } from "../route-ids"
import { DeleteRoleDialog } from "./delete-role-dialog"
import { RoleActivityTable } from "./role-activity-table"
import { RoleFormDialog } from "./role-form-dialog"
import { Tag } from "../../../components/tag"

/** /projects/:projectId/roles/:roleId (numeric; anything else is not found) — the role and where it takes part. */
export function RoleDetailsPage() {
  const params = useParams()
  const projectId = parseId(params.projectId)
  const roleId = parseId(params.roleId)
  if (projectId === null || roleId === null) return <Navigate to={paths.notFoundOf("role")} replace />
  return <RoleDetails key={roleId} projectId={projectId} roleId={roleId} />
}

function BackLink({ projectId }: { projectId: number }) {
  const { t } = useT()
  return (
    <Link to={paths.roles(projectId)} className="bimp-pr-back">
      <ArrowLeftIcon aria-hidden /> {t("roles:details.back")}
    </Link>
  )
}

function RoleDetails({ projectId, roleId }: { projectId: number; roleId: number }) {
  const { t } = useT()
  // While the user deletes this role, it is not fetched again; the delete then leaves for the list.
  const [deleting, setDeleting] = useState(false)
  const role = useRole(projectId, roleId, { paused: deleting })
  if (role.isLoading) return <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
  const gone = role.error instanceof ApiError && role.error.status === 404
  if (gone && !deleting) return <GoneItem kind="role" name={role.data?.rop_name} listPath={paths.roles(projectId)} />
  if (!role.data || (role.error && !deleting)) {
    return (
      <>
        <BackLink projectId={projectId} />
        <PageLayout title={t("roles:details.fallbackTitle")}>
          <ErrorCallout error={role.error} onRetry={() => void role.refetch()} />
        </PageLayout>
      </>
    )
  }
  // A role of another project is not found under this one.
  if (role.data.rop_pro_id !== projectId) return <Navigate to={paths.notFoundOf("role")} replace />
  return <RoleView projectId={projectId} role={role.data} onDeleting={setDeleting} />
}

function RoleView({ projectId, role, onDeleting }: { projectId: number; role: RoleDto; onDeleting: (deleting: boolean) => void }) {
  const { t } = useT()
  const navigate = useNavigate()
  const typeLabel = useRoleTypeLabel()
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null)
  const activities = useProjectActivities(projectId)
  const processes = useProcesses(projectId)
  const roles = useRoles(projectId)
  const names = useMemo(() => new Map((roles.data ?? []).map((r) => [r.rop_id, r.rop_name])), [roles.data])
  const participation = useMemo(
    () => roleParticipation(role.rop_id, activities.data ?? [], processes.data ?? [], names),
    [role.rop_id, activities.data, processes.data, names],
  )
  const linked = activities.data ? new Set([...participation.provides, ...participation.receives].map((row) => row.activity.act_id)).size : (role.rop_act_count ?? 0)

  const writable = useProjectWritable()
  const actions = writable && (
    <>
      <Button icon={<EditIcon />} text={t("roles:details.edit")} onClick={() => setDialog("edit")} />
      <Button icon={<TrashIcon />} intent="danger" variant="outlined" text={t("actions.delete")} onClick={() => setDialog("delete")} />
    </>
  )

  return (
    <>
      <BackLink projectId={projectId} />
      <PageLayout title={role.rop_name} actions={actions || undefined}>
        <Card className="bimp-pr-facts">
          <dl>
            <dt>{t("roles:fields.type")}</dt>
            <dd>
              <Tag minimal className={`bimp-role-type bimp-role-type-${role.rop_role_code_code}`}>
                {typeLabel(role.rop_role_code_code, role.rop_role_code_name)}
              </Tag>
            </dd>
            <dt>{t("roles:fields.description")}</dt>
            <dd className="bimp-pr-facts-text">{role.rop_desc || <span className="bimp-pr-muted">{t("roles:details.noDescription")}</span>}</dd>
            <dt>{t("roles:details.linked")}</dt>
            <dd>{t("roles:details.linkedCount", { count: linked })}</dd>
          </dl>
        </Card>
        {activities.isLoading ? (
          <Spinner size={24} aria-label={t("state.loading")} />
        ) : activities.error ? (
          <ErrorCallout error={activities.error} onRetry={() => void activities.refetch()} />
        ) : (
          <div className="bimp-role-sides">
            <Section compact title={t("roles:details.provides")} subtitle={t("roles:details.activityCount", { count: participation.provides.length })}>
              <SectionCard padded={false}>
                <RoleActivityTable
                  projectId={projectId}
                  rows={participation.provides}
                  counterpartLabel={t("roles:activityColumns.receiver")}
                  emptyText={t("roles:details.noProvides")}
                  caption={t("roles:details.provides")}
                />
              </SectionCard>
            </Section>
            <Section compact title={t("roles:details.receives")} subtitle={t("roles:details.activityCount", { count: participation.receives.length })}>
              <SectionCard padded={false}>
                <RoleActivityTable
                  projectId={projectId}
                  rows={participation.receives}
                  counterpartLabel={t("roles:activityColumns.provider")}
                  emptyText={t("roles:details.noReceives")}
                  caption={t("roles:details.receives")}
                />
              </SectionCard>
            </Section>
          </div>
        )}
        <RoleFormDialog projectId={projectId} isOpen={dialog === "edit"} role={role} onClose={() => setDialog(null)} />
        <DeleteRoleDialog
          projectId={projectId}
          role={dialog === "delete" ? role : null}
          activities={activities.data}
          onClose={() => setDialog(null)}
          onDeleting={onDeleting}
          onDeleted={() => navigate(paths.roles(projectId), { replace: true })}
        />
      </PageLayout>
    </>
  )
}
