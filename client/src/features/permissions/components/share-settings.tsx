/** @module The share tab: share with all users (a switch), the organisations it is shared with, share and unshare. */
import { Button, H4, NonIdealState, Spinner, Switch } from "@blueprintjs/core"
import { OfficeIcon, TrashIcon } from "@blueprintjs/icons"
import { useState } from "react"
import { ConfirmDialog } from "../../../components/confirm-dialog"
import { ErrorCallout } from "../../../components/error-callout"
import { toast } from "../../../lib/app-events"
import { useOrganisationName } from "../../../hooks/use-organisation-name"
import { useT } from "../../../lib/i18n"
import { useShares } from "../api/get-shares"
import { useSetAccessAll } from "../api/set-access-all"
import { useUnshareProject } from "../api/share-project"
import { ShareForm } from "./share-form"

export function ShareSettings({ projectId }: { projectId: number }) {
  const { t } = useT()
  const shares = useShares(projectId)
  const accessAll = useSetAccessAll(projectId)
  const unshare = useUnshareProject(projectId)
  const [removing, setRemoving] = useState<{ org_id: number; org_name: string } | null>(null)
  const nameOf = useOrganisationName(shares.data?.organisations.map((o) => o.org_name))

  if (shares.isPending) return <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
  if (shares.isError) return <ErrorCallout error={shares.error} onRetry={() => void shares.refetch()} />
  const data = shares.data
  const checked = accessAll.isPending && accessAll.variables !== undefined ? accessAll.variables : data.pro_access_all

  return (
    <div className="bimp-permissions-share">
      <Switch
        large
        role="switch"
        label={t("permissions:share.accessAll")}
        checked={checked}
        disabled={accessAll.isPending}
        onChange={(e) => {
          const next = e.currentTarget.checked
          accessAll.mutate(next, { onSuccess: () => toast("success", t(next ? "permissions:share.accessAllOn" : "permissions:share.accessAllOff")) })
        }}
      />
      <p className="bimp-muted">{t("permissions:share.accessAllHelp")}</p>
      <H4 id="shared-organisations">{t("permissions:share.organisationsTitle")}</H4>
      {data.organisations.length === 0 ? (
        <NonIdealState icon={<OfficeIcon size={32} />} title={t("permissions:share.noneTitle")} description={t("permissions:share.noneText")} />
      ) : (
        <ul className="bimp-plain-list" aria-labelledby="shared-organisations">
          {data.organisations.map((organisation) => {
            const name = nameOf(organisation.org_name)
            return (
              <li key={organisation.org_id} className="bimp-plain-list-item">
                <span>{name}</span>
                <Button
                  variant="minimal"
                  intent="danger"
                  icon={<TrashIcon />}
                  aria-label={t("permissions:share.unshareNamed", { name })}
                  title={t("permissions:share.unshareNamed", { name })}
                  onClick={() => setRemoving(organisation)}
                />
              </li>
            )
          })}
        </ul>
      )}
      <ShareForm projectId={projectId} sharedWith={data.organisations.map((o) => o.org_id)} />
      <ConfirmDialog
        isOpen={removing !== null}
        text={t("permissions:share.unshareConfirm", { name: removing ? nameOf(removing.org_name) : "" })}
        confirmLabel={t("permissions:share.unshare")}
        onConfirm={async () => {
          if (!removing) return
          await unshare.mutateAsync(removing.org_id)
          toast("success", t("permissions:share.unshared", { name: nameOf(removing.org_name) }))
        }}
        onClose={() => setRemoving(null)}
      />
    </div>
  )
}
