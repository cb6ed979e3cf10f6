/**
 * @module The users tab of a project's permissions: each person with their roles, change and remove, and
 * "add a person". Removing oneself warns that one cannot add oneself back, then leaves for the project list.
 */
import type { ProjectPermissionDto } from "@bimprofile/contracts/dto/permission-dto"
import { Button, HTMLTable, NonIdealState, Spinner } from "@blueprintjs/core"
import { EditIcon, PeopleIcon, TrashIcon } from "@blueprintjs/icons"
import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { useNavigate } from "react-router-dom"
import { ConfirmDialog } from "../../../components/confirm-dialog"
import { ErrorCallout } from "../../../components/error-callout"
import { displayName } from "../../../components/layout/user-format"
import { paths } from "../../../config/paths"
import { useSession } from "../../../hooks/use-session"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { queryKeys } from "../../../lib/query-keys"
import { usePermissions } from "../api/get-permissions"
import { useRevokePermission } from "../api/revoke-permission"
import { AddPersonForm } from "./add-person-form"
import { EditRolesDialog } from "./edit-roles-dialog"
import { Tag } from "../../../components/tag"

type Open = { kind: "edit" | "remove"; person: ProjectPermissionDto } | null

export function UserPermissions({ projectId }: { projectId: number }) {
  const { t } = useT()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const me = useSession().user?.usr_id
  const permissions = usePermissions(projectId)
  const revoke = useRevokePermission(projectId)
  const [open, setOpen] = useState<Open>(null)

  const remove = async (person: ProjectPermissionDto) => {
    await revoke.mutateAsync(person.usr_id)
    if (person.usr_id !== me) {
      toast("success", t("permissions:remove.done", { name: displayName(person) }))
      return
    }
    // Without the permission the project may be out of reach: leave it. Its answers are only marked stale,
    // not refetched or dropped — the pages still showing them would ask again (401 → not-authorized).
    await navigate(paths.projectsTab("list"), { replace: true })
    void queryClient.invalidateQueries({ queryKey: ["project", projectId], refetchType: "none" })
    void queryClient.invalidateQueries({ queryKey: queryKeys.projectLists })
    toast("success", t("permissions:remove.selfDone"))
  }

  return (
    <div className="bimp-permissions-users">
      <AddPersonForm projectId={projectId} />
      {permissions.isPending ? (
        <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
      ) : permissions.isError ? (
        <ErrorCallout error={permissions.error} onRetry={() => void permissions.refetch()} />
      ) : permissions.data.length === 0 ? (
        <NonIdealState icon={<PeopleIcon size={48} />} title={t("permissions:users.emptyTitle")} description={t("permissions:users.emptyText")} />
      ) : (
        <HTMLTable className="bimp-table" striped aria-label={t("permissions:users.tableLabel")}>
          <thead>
            <tr>
              <th>{t("permissions:users.name")}</th>
              <th>{t("permissions:users.email")}</th>
              <th>{t("permissions:users.roles")}</th>
              <th>
                <span className="bimp-plan-sr-only">{t("permissions:users.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {permissions.data.map((person) => {
              const name = displayName(person)
              const self = person.usr_id === me
              return (
                <tr key={person.usr_id}>
                  <td>
                    {name}
                    {self && (
                      <Tag minimal className="bimp-tag-gap">
                        {t("permissions:users.you")}
                      </Tag>
                    )}
                  </td>
                  <td>{person.usr_email}</td>
                  <td>
                    {person.roles.map((role) => (
                      <Tag key={role} minimal intent={role === "admin" ? "primary" : "none"} className="bimp-tag-gap" title={t(`permissions:roleHints.${role}`)}>
                        {t(`permissions:roles.${role}`)}
                      </Tag>
                    ))}
                  </td>
                  <td className="bimp-table-actions">
                    {/* Nobody grants themselves a role, so one's own roles are not offered for change. */}
                    {!self && (
                      <Button variant="minimal" icon={<EditIcon />} aria-label={t("permissions:edit.named", { name })} title={t("permissions:edit.named", { name })} onClick={() => setOpen({ kind: "edit", person })} />
                    )}
                    <Button
                      variant="minimal"
                      intent="danger"
                      icon={<TrashIcon />}
                      aria-label={t("permissions:remove.named", { name })}
                      title={t("permissions:remove.named", { name })}
                      onClick={() => setOpen({ kind: "remove", person })}
                    />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </HTMLTable>
      )}
      {open?.kind === "edit" && <EditRolesDialog projectId={projectId} person={open.person} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        isOpen={open?.kind === "remove"}
        text={
          open?.person.usr_id === me
            ? t("permissions:remove.selfConfirm")
            : t("permissions:remove.confirm", { name: open ? displayName(open.person) : "" })
        }
        confirmLabel={t("permissions:remove.submit")}
        onConfirm={() => (open ? remove(open.person) : Promise.resolve())}
        onClose={() => setOpen(null)}
      />
    </div>
  )
}
