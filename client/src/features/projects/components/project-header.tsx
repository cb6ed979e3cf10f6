import { Button } from "@blueprintjs/core"
import { Duplicate, Edit, Lock, Trash } from "@blueprintjs/icons"
import type { ProjectDto } from "@bimprofile/contracts/dto/project-dto"
import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { useNavigate } from "react-router-dom"
import { projectKey } from "../../../api/projects/get-project"
import type { FormValues } from "../../../components/form-dialog"
import { LazyConfirmDialog, LazyFormDialog } from "../../../components/lazy-dialogs"
import { LinkButton } from "../../../components/link-button"
import { AsOfPicker } from "../../../components/time-travel/as-of-picker"
import { paths } from "../../../config/paths"
import { useSession } from "../../../hooks/use-session"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { canAdmin, canWrite } from "../../../lib/project-access"
import { useDeleteProject } from "../api/delete-project"
import { useUpdateProject } from "../api/update-project"
import { ProjectTags } from "./project-tags"
import { Tag } from "../../../components/tag"
import { requireName } from "../../../lib/name-rule"

/**
 * Name, description and kind of the project, with edit, "new project from it" and delete. `onDeleting`
 * tells the layout to let go of the project's pages while the delete runs. «Zeitreise» shows it as of an earlier
 * point (`asOf`, null: as it is now), for every reader.
 */
export function ProjectHeader({ project, asOf = null, onDeleting }: { project: ProjectDto; asOf?: string | null; onDeleting: (deleting: boolean) => void }) {
  const { t } = useT()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const user = useSession().user
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null)
  const update = useUpdateProject(project.pro_id)
  const remove = useDeleteProject()
  // Settings and deletion need the admin role (spec §6); the provider's reference project is read-only
  // for everyone but the platform administrators.
  const editable = canAdmin(project) && (project.type !== "reference" || Boolean(user?.usr_app_admin))

  const save = async (values: FormValues) => {
    await update.mutateAsync({ pro_name: values.pro_name ?? "", pro_desc: values.pro_desc?.trim() ? values.pro_desc : null })
    toast("success", t("projects:project.saved", { name: values.pro_name }))
  }

  const confirmDelete = async () => {
    onDeleting(true)
    try {
      await remove.mutateAsync(project.pro_id)
    } catch (error) {
      onDeleting(false)
      toast("error", t("projects:project.deleteFailed") + (error instanceof Error ? error.message : String(error)))
      return
    }
    // Leave the project before dropping its queries, so nothing asks for it again (a 404 would go to not-found).
    await navigate(paths.projectsTab("list"), { replace: true })
    queryClient.removeQueries({ queryKey: projectKey(project.pro_id) })
    toast("success", t("projects:project.deleted", { name: project.pro_name }))
  }

  return (
    <header className="bimp-project-header">
      <div className="bimp-project-heading">
        <h1 className="bp6-heading bimp-project-name">{project.pro_name}</h1>
        <ProjectTags project={project} />
        {!canWrite(project) && (
          <Tag minimal icon={<Lock />} className="bimp-read-only-tag">
            {t("projects:project.readOnly")}
          </Tag>
        )}
        {project.pro_desc && <p className="bimp-project-header-desc">{project.pro_desc}</p>}
      </div>
      <div className="bimp-page-actions" role="group" aria-label={t("projects:project.actions")}>
        {editable && <Button icon={<Edit />} text={t("projects:project.edit")} onClick={() => setDialog("edit")} />}
        <AsOfPicker asOf={asOf} />
        {asOf === null && <LinkButton to={paths.newProjectFrom(project.pro_id)} icon={<Duplicate />} text={t("projects:project.newFrom")} />}
        {editable && <Button icon={<Trash />} intent="danger" variant="outlined" text={t("projects:project.delete")} onClick={() => setDialog("delete")} />}
      </div>
      <LazyFormDialog
        isOpen={dialog === "edit"}
        title={t("projects:project.editTitle")}
        fields={[
          {
            name: "pro_name",
            label: t("projects:fields.name"),
            autoFocus: true,
            validate: requireName("project"),
          },
          { name: "pro_desc", label: t("projects:fields.description"), kind: "textarea" },
        ]}
        initial={{ pro_name: project.pro_name, pro_desc: project.pro_desc ?? "" }}
        submitLabel={t("actions.save")}
        onSubmit={save}
        onClose={() => setDialog(null)}
      />
      <LazyConfirmDialog
        isOpen={dialog === "delete"}
        text={t("projects:project.deleteConfirm", { name: project.pro_name })}
        confirmLabel={t("projects:project.delete")}
        onConfirm={confirmDelete}
        onClose={() => setDialog(null)}
      />
    </header>
  )
}
