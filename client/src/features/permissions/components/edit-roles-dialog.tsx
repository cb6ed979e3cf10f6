/** @module Change a person's project roles: the new set is sent as a whole (POST again), at least one role. */
import type { ProjectRole } from "@bimprofile/contracts/access/roles"
import type { ProjectPermissionDto } from "@bimprofile/contracts/dto/permission-dto"
import { Button, Callout, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core"
import { type FormEvent, useState } from "react"
import { displayName } from "../../../components/layout/user-format"
import { RoleCheckboxes } from "../../../components/role-checkboxes"
import { toast } from "../../../lib/app-events"
import { type FormErrors, formErrorsOf, noFormErrors } from "../../../lib/form-errors"
import { useT } from "../../../lib/i18n"
import { useGrantPermission } from "../api/grant-permission"
import { projectRoleOptions } from "../project-role-options"

export function EditRolesDialog({ projectId, person, onClose }: { projectId: number; person: ProjectPermissionDto; onClose: () => void }) {
  const { t } = useT()
  const grant = useGrantPermission(projectId)
  const [roles, setRoles] = useState<ProjectRole[]>([...person.roles])
  const [errors, setErrors] = useState<FormErrors>(noFormErrors)
  const name = displayName(person)
  const title = t("permissions:edit.title", { name })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (roles.length === 0) {
      setErrors({ fields: { roles: t("permissions:roles.required") }, general: null })
      return
    }
    try {
      await grant.mutateAsync({ usr_email: person.usr_email, roles })
      toast("success", t("permissions:edit.done", { name }))
      onClose()
    } catch (failure) {
      setErrors(formErrorsOf(failure, ["roles"]))
    }
  }

  return (
    <Dialog isOpen onClose={onClose} title={title}>
      <form aria-label={title} onSubmit={(e) => void submit(e)}>
        <DialogBody>
          <RoleCheckboxes id="edit-permission-roles" legend={t("permissions:roles.legend")} options={projectRoleOptions(t)} selected={roles} onChange={setRoles} error={errors.fields.roles} />
          {errors.general && (
            <Callout intent="danger" role="alert" compact>
              {errors.general}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} text={t("actions.cancel")} disabled={grant.isPending} />
              <Button type="submit" intent="primary" text={t("actions.save")} loading={grant.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  )
}
