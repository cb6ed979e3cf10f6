/**
 * @module One organisation's permissions (spec §2 /users/organisation/:orgId): name, description, members
 * and their roles. Its admins (usr_org_admin of the current user) rename, describe, add, change, remove and
 * delete; the server says why a delete is refused (e.g. the organisation still has projects).
 */
import { Button, Callout, Spinner } from "@blueprintjs/core"
import { EditIcon, TrashIcon } from "@blueprintjs/icons"
import { Navigate, useNavigate, useParams } from "react-router-dom"
import { useState } from "react"
import { ConfirmDialog } from "../../../components/confirm-dialog"
import { ErrorCallout } from "../../../components/error-callout"
import { FormDialog, type FormValues } from "../../../components/form-dialog"
import { PageLayout } from "../../../components/page-layout"
import { paths } from "../../../config/paths"
import { useSession } from "../../../hooks/use-session"
import { toast } from "../../../lib/app-events"
import { useOrganisationName } from "../../../hooks/use-organisation-name"
import { useT } from "../../../lib/i18n"
import { useDeleteOrganisation, useUpdateOrganisation } from "../api/change-organisation"
import { useOrganisation } from "../api/get-organisations"
import { AddMemberForm } from "./add-member-form"
import { MemberTable } from "./member-table"

export function OrganisationPage() {
  const orgId = Number(useParams().orgId)
  if (!Number.isInteger(orgId) || orgId <= 0) return <Navigate to={paths.notFound} replace />
  return <Organisation key={orgId} orgId={orgId} />
}

function Organisation({ orgId }: { orgId: number }) {
  const { t } = useT()
  const organisationName = useOrganisationName()
  const navigate = useNavigate()
  const user = useSession().user
  const organisation = useOrganisation(orgId)
  const update = useUpdateOrganisation(orgId)
  const remove = useDeleteOrganisation(orgId)
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null)

  if (organisation.isPending) return <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
  if (organisation.isError) return <ErrorCallout error={organisation.error} onRetry={() => void organisation.refetch()} />
  const data = organisation.data
  // A personal organisation has exactly its owner as member.
  const name = organisationName(data.org_name, data.org_pers ? data.org_members?.[0] : undefined)
  // The session's list may lag behind a just-created organisation; the member list is current.
  const ownRoles = data.org_members?.find((m) => m.usr_id === user?.usr_id)?.roles ?? []
  const admin = Boolean(user?.usr_org_admin.includes(orgId)) || ownRoles.includes("admin")

  const save = async (values: FormValues) => {
    await update.mutateAsync({ org_name: values.org_name?.trim() ?? "", org_desc: values.org_desc?.trim() || null })
    toast("success", t("users:organisation.saved", { name: values.org_name }))
  }
  const confirmDelete = async () => {
    await remove.mutateAsync(undefined)
    toast("success", t("users:organisation.deleted", { name }))
    await navigate("/users/organisations", { replace: true })
  }

  const actions = admin && (
    <>
      {!data.org_pers && <Button icon={<EditIcon />} text={t("users:organisation.edit")} onClick={() => setDialog("edit")} />}
      {!data.org_pers && <Button icon={<TrashIcon />} intent="danger" variant="outlined" text={t("users:organisation.delete")} onClick={() => setDialog("delete")} />}
    </>
  )
  return (
    <PageLayout title={name} actions={actions || undefined}>
      {data.org_desc && <p className="bimp-lead">{data.org_desc}</p>}
      {!admin && <Callout intent="primary">{t("users:organisation.readOnly")}</Callout>}
      {admin && <AddMemberForm orgId={orgId} />}
      <MemberTable orgId={orgId} members={data.org_members ?? []} admin={admin} />
      <FormDialog
        isOpen={dialog === "edit"}
        title={t("users:organisation.editTitle")}
        fields={[
          { name: "org_name", label: t("users:organisation.name"), autoFocus: true, validate: (v) => (v.trim() ? undefined : t("users:organisation.nameRequired")) },
          { name: "org_desc", label: t("users:organisation.description"), kind: "textarea" },
        ]}
        initial={{ org_name: data.org_name, org_desc: data.org_desc ?? "" }}
        submitLabel={t("actions.save")}
        onSubmit={save}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        isOpen={dialog === "delete"}
        text={t("users:organisation.deleteConfirm", { name })}
        confirmLabel={t("users:organisation.delete")}
        onConfirm={confirmDelete}
        onClose={() => setDialog(null)}
      />
    </PageLayout>
  )
}
