/**
 * @module The members of an organisation with their roles as checkboxes (Verwaltung, Projektleitung,
 * Mitarbeit). Admins change a role by ticking (the new set is sent at once, never an empty one) and remove
 * members; others see the roles only.
 */
import type { OrganisationRole } from "@bimprofile/contracts/access/roles"
import type { OrganisationMemberDto } from "@bimprofile/contracts/dto/organisation-dto"
import { Button, HTMLTable } from "@blueprintjs/core"
import { TrashIcon } from "@blueprintjs/icons"
import { useState } from "react"
import { ConfirmDialog } from "../../../components/confirm-dialog"
import { displayName } from "../../../components/layout/user-format"
import { organisationRoleOptions } from "../../../components/organisation-role-options"
import { RoleCheckboxes } from "../../../components/role-checkboxes"
import { toast } from "../../../lib/app-events"
import { ApiError } from "../../../lib/api-error"
import { useT } from "../../../lib/i18n"
import { useRemoveMember, useSetMember } from "../api/change-organisation"

export function MemberTable({ orgId, members, admin }: { orgId: number; members: readonly OrganisationMemberDto[]; admin: boolean }) {
  const { t } = useT()
  const setMember = useSetMember(orgId)
  const removeMember = useRemoveMember(orgId)
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({})
  const [removing, setRemoving] = useState<OrganisationMemberDto | null>(null)

  const changeRoles = (member: OrganisationMemberDto, roles: OrganisationRole[]) => {
    if (roles.length === 0) {
      setRowErrors((current) => ({ ...current, [member.usr_id]: t("users:orgRoles.required") }))
      return
    }
    setRowErrors(({ [member.usr_id]: _dropped, ...rest }) => rest)
    setMember.mutate(
      { usr_email: member.usr_email, roles },
      {
        onSuccess: () => toast("success", t("users:members.rolesChanged", { name: displayName(member) })),
        onError: (failure) =>
          setRowErrors((current) => ({ ...current, [member.usr_id]: failure instanceof ApiError ? failure.message : t("state.saveFailed") })),
      },
    )
  }

  return (
    <>
      <HTMLTable className="bimp-table" striped aria-label={t("users:members.tableLabel")}>
        <thead>
          <tr>
            <th scope="col">{t("users:members.name")}</th>
            <th scope="col">{t("users:members.email")}</th>
            <th scope="col">{t("users:orgRoles.legend")}</th>
            {admin && (
              <th scope="col">
                <span className="bimp-plan-sr-only">{t("users:members.actions")}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const name = displayName(member)
            return (
              <tr key={member.usr_id}>
                <td>{name}</td>
                <td>{member.usr_email}</td>
                <td>
                  <RoleCheckboxes
                    id={`member-${member.usr_id}-roles`}
                    legend={t("users:members.rolesOf", { name })}
                    hideLegend
                    options={organisationRoleOptions(t)}
                    selected={member.roles}
                    onChange={(roles) => changeRoles(member, roles)}
                    disabled={!admin || setMember.isPending}
                    error={rowErrors[member.usr_id]}
                  />
                </td>
                {admin && (
                  <td className="bimp-table-actions">
                    <Button
                      variant="minimal"
                      intent="danger"
                      icon={<TrashIcon />}
                      aria-label={t("users:members.removeNamed", { name })}
                      title={t("users:members.removeNamed", { name })}
                      onClick={() => setRemoving(member)}
                    />
                  </td>
                )}
              </tr>
            )
          })}
        </tbody>
      </HTMLTable>
      <ConfirmDialog
        isOpen={removing !== null}
        text={t("users:members.removeConfirm", { name: removing ? displayName(removing) : "" })}
        confirmLabel={t("users:members.remove")}
        onConfirm={async () => {
          if (!removing) return
          await removeMember.mutateAsync(removing.usr_id)
          toast("success", t("users:members.removed", { name: displayName(removing) }))
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  )
}
