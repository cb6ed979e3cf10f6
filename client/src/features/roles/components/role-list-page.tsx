import { Button, HTMLTable, InputGroup, NonIdealState, Spinner } from "@blueprintjs/core"
import { ImportIcon, PeopleIcon, PlusIcon, SearchIcon } from "@blueprintjs/icons"
import type { RoleDto } from "@bimprofile/contracts/dto/role-dto"
import { useCallback, useMemo, useState } from "react"
import { Link, Navigate, useParams } from "react-router-dom"
import { useProjectActivities } from "../../../api/activities/get-project-activities"
import { useRoles } from "../../../api/roles/get-roles"
import { ErrorCallout } from "../../../components/error-callout"
import { PageLayout } from "../../../components/page-layout"
import { RowActions } from "../../../components/row-actions"
import { paths } from "../../../config/paths"
import { useCloseWhenGone } from "../../../hooks/use-close-when-gone"
import { useT } from "../../../lib/i18n"
import { useProjectWritable } from "../../../lib/project-access"
import { linkedActivityCounts } from "../role-activities"
import { filterRoles } from "../role-search"
import { useRoleTypeLabel } from "../role-type-label"
import { parseId } from "../route-ids"
import { CopyRoleDialog } from "./copy-role-dialog"
import { DeleteRoleDialog } from "./delete-role-dialog"
import { ImportRoleDialog } from "./import-role-dialog"
import { RoleFormDialog } from "./role-form-dialog"
import { Tag } from "../../../components/tag"

type Dialog = { readonly kind: "create" | "import" } | { readonly kind: "edit" | "copy" | "delete"; readonly role: RoleDto } | null

/** /projects/:projectId/roles — the project's roles (Fachrollen) with type, description and links. */
export function RoleListPage() {
  const projectId = parseId(useParams().projectId)
  if (projectId === null) return <Navigate to={paths.notFound} replace />
  return <RoleList projectId={projectId} />
}

function RoleList({ projectId }: { projectId: number }) {
  const { t } = useT()
  const typeLabel = useRoleTypeLabel()
  const [query, setQuery] = useState("")
  const [dialog, setDialog] = useState<Dialog>(null)
  const roles = useRoles(projectId)
  const activities = useProjectActivities(projectId)
  const shown = useMemo(() => filterRoles(roles.data ?? [], query, typeLabel), [roles.data, query, typeLabel])
  const counts = useMemo(() => (activities.data ? linkedActivityCounts(activities.data) : undefined), [activities.data])
  // Counted from the activities (kept live under "activities"); the role answer's count until they load.
  const linked = (role: RoleDto) => (counts ? (counts.get(role.rop_id) ?? 0) : (role.rop_act_count ?? 0))
  const total = roles.data?.length ?? 0
  const close = useCallback(() => setDialog(null), [])
  // Not the delete dialog: after the user's own delete the role leaves the list before the dialog closes.
  const openOn = dialog?.kind === "edit" || dialog?.kind === "copy" ? { id: dialog.role.rop_id, name: dialog.role.rop_name } : undefined
  useCloseWhenGone("role", openOn, useMemo(() => roles.data?.map((role) => role.rop_id), [roles.data]), close)
  const writable = useProjectWritable()

  const actions = writable && (
    <>
      <Button icon={<PlusIcon />} intent="primary" text={t("roles:list.create")} onClick={() => setDialog({ kind: "create" })} />
      <Button icon={<ImportIcon />} text={t("roles:list.import")} onClick={() => setDialog({ kind: "import" })} />
    </>
  )

  return (
    <PageLayout title={t("roles:list.title")} actions={actions || undefined}>
      {roles.isLoading ? (
        <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
      ) : roles.error ? (
        <ErrorCallout error={roles.error} onRetry={() => void roles.refetch()} />
      ) : total === 0 ? (
        <NonIdealState
          icon={<PeopleIcon size={48} />}
          title={t("roles:list.emptyTitle")}
          description={t("roles:list.empty")}
          {...(writable && { action: <Button icon={<PlusIcon />} intent="primary" text={t("roles:list.create")} onClick={() => setDialog({ kind: "create" })} /> })}
        />
      ) : (
        <>
          <div className="bimp-pr-toolbar" role="search">
            <InputGroup
              type="search"
              leftIcon={<SearchIcon />}
              placeholder={t("roles:list.searchPlaceholder")}
              aria-label={t("roles:list.search")}
              value={query}
              onValueChange={setQuery}
              className="bimp-pr-search"
            />
            <span className="bimp-pr-muted" aria-live="polite">
              {query.trim() ? t("roles:list.matches", { shown: shown.length, total }) : t("roles:list.count", { count: total })}
            </span>
          </div>
          {shown.length === 0 ? (
            <NonIdealState
              icon={<SearchIcon size={48} />}
              title={t("roles:list.noMatchesTitle")}
              description={t("roles:list.noMatches", { query: query.trim() })}
              action={<Button text={t("roles:list.clearSearch")} onClick={() => setQuery("")} />}
            />
          ) : (
            <div className="bimp-pr-table-frame">
              <HTMLTable compact striped className="bimp-role-table">
                <thead>
                  <tr>
                    <th scope="col">{t("roles:columns.name")}</th>
                    <th scope="col">{t("roles:columns.type")}</th>
                    <th scope="col" className="bimp-pr-col-desc">{t("roles:columns.description")}</th>
                    <th scope="col" className="bimp-pr-col-count">{t("roles:columns.activities")}</th>
                    <th scope="col" className="bimp-pr-col-actions">
                      <span className="bimp-pr-sr-only">{t("roles:columns.actions")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((role) => (
                    <tr key={role.rop_id}>
                      <td>
                        <Link to={paths.role(projectId, role.rop_id)} className="bimp-role-name">
                          {role.rop_name}
                        </Link>
                      </td>
                      <td>
                        <Tag minimal className={`bimp-role-type bimp-role-type-${role.rop_role_code_code}`}>
                          {typeLabel(role.rop_role_code_code, role.rop_role_code_name)}
                        </Tag>
                      </td>
                      <td className="bimp-pr-col-desc">
                        <div className="bimp-pr-desc">{role.rop_desc}</div>
                      </td>
                      <td className="bimp-pr-col-count">{linked(role)}</td>
                      <td className="bimp-pr-col-actions">
                        {writable && (
                          <RowActions
                            label={t("roles:list.actionsFor", { name: role.rop_name })}
                            onEdit={() => setDialog({ kind: "edit", role })}
                            onCopy={() => setDialog({ kind: "copy", role })}
                            onDelete={() => setDialog({ kind: "delete", role })}
                          />
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
        </>
      )}
      <RoleFormDialog projectId={projectId} isOpen={dialog?.kind === "create" || dialog?.kind === "edit"} role={dialog?.kind === "edit" ? dialog.role : undefined} onClose={close} />
      <CopyRoleDialog projectId={projectId} role={dialog?.kind === "copy" ? dialog.role : null} onClose={close} />
      <ImportRoleDialog projectId={projectId} isOpen={dialog?.kind === "import"} onClose={close} />
      <DeleteRoleDialog projectId={projectId} role={dialog?.kind === "delete" ? dialog.role : null} activities={activities.data} onClose={close} />
    </PageLayout>
  )
}
