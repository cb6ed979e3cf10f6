import { useReadableProjects } from "../../../api/projects/get-readable-projects"
import { FormDialog } from "../../../components/form-dialog"
import { PickSourceDialog, sourceProjectStep } from "../../../components/pick-source-dialog"
import { pickedId, useSourcePicks } from "../../../components/use-source-picks"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useCopyRole } from "../api/copy-role"
import { useSourceRoles } from "../api/get-source-roles"
import { useRoleTypeLabel } from "../role-type-label"
import { requireName } from "../../../lib/name-rule"

/**
 * Import a role of another project: pick the project and the role, then confirm or change the name. A name
 * the project already has is refused beside the name field, and another can be entered at once.
 */
export function ImportRoleDialog({ projectId, isOpen, onClose }: { projectId: number; isOpen: boolean; onClose: () => void }) {
  const { t } = useT()
  const typeLabel = useRoleTypeLabel()
  const { naming, toNaming, picks, choose } = useSourcePicks(isOpen, 2)
  const [sourceProject = "", sourceRole = ""] = picks

  const projects = useReadableProjects(isOpen)
  const roles = useSourceRoles(pickedId(sourceProject))
  const copy = useCopyRole(projectId)
  const source = roles.data?.find((role) => String(role.rop_id) === sourceRole)

  return (
    <>
      <PickSourceDialog
        isOpen={isOpen && !naming}
        title={t("roles:dialog.importTitle")}
        intro={t("roles:dialog.importIntro")}
        nextLabel={t("roles:dialog.next")}
        onNext={toNaming}
        onClose={onClose}
        steps={[
          sourceProjectStep({
            projects,
            currentProjectId: projectId,
            value: sourceProject,
            label: t("roles:fields.sourceProject"),
            placeholder: t("roles:dialog.pickProject"),
            emptyText: t("roles:dialog.noProjects"),
            onChange: choose(0),
          }),
          {
            name: "source-role",
            label: t("roles:fields.sourceRole"),
            placeholder: t("roles:dialog.pickRole"),
            emptyText: t("roles:dialog.noSourceRoles"),
            value: sourceRole,
            options: (roles.data ?? []).map((role) => ({ value: String(role.rop_id), label: `${role.rop_name} (${typeLabel(role.rop_role_code_code, role.rop_role_code_name)})` })),
            loading: roles.isLoading,
            error: roles.error,
            hidden: !sourceProject,
            onChange: choose(1),
          },
        ]}
      />
      <FormDialog
        isOpen={isOpen && naming && source !== undefined}
        title={t("roles:dialog.importTitle")}
        fields={[{ name: "rop_name", label: t("roles:fields.name"), autoFocus: true, validate: requireName("role") }]}
        initial={{ rop_name: source?.rop_name ?? "" }}
        submitLabel={t("actions.import")}
        onSubmit={async (values) => {
          if (!source) return
          const name = values.rop_name ?? ""
          await copy.mutateAsync({ roleId: source.rop_id, body: { rop_name: name, rop_pro_id: projectId } })
          toast("success", t("roles:toast.imported", { name }))
        }}
        onClose={onClose}
      />
    </>
  )
}
