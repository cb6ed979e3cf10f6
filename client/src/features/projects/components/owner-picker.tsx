/**
 * @module Who owns the new project — the user's personal organisation (saying whose) or an organisation
 * where they may create projects — and whether it is shared with all users, which needs a licence (a demo
 * user is not offered it: it would only lead to the licence wall).
 */
import { FormGroup, HTMLSelect, Switch } from "@blueprintjs/core"
import { useOrganisations } from "../../../api/organisations/get-organisations"
import { useOrganisationName } from "../../../hooks/use-organisation-name"
import { useSession } from "../../../hooks/use-session"
import { useT } from "../../../lib/i18n"
import { hasLicence } from "../../../lib/session"
import { ownerChoices } from "../owner-choices"

type Props = {
  readonly orgId: number | null
  readonly onOrgChange: (orgId: number | null) => void
  readonly accessAll: boolean
  readonly onAccessAllChange: (accessAll: boolean) => void
  readonly error: string | undefined
}

const PERSONAL = "personal"

export function OwnerPicker({ orgId, onOrgChange, accessAll, onAccessAllChange, error }: Props) {
  const { t, locale } = useT()
  const session = useSession()
  const organisations = useOrganisations()
  const user = session.user
  const nameOf = useOrganisationName()
  if (!user) return null
  const choices = ownerChoices(user, organisations.data ?? [], locale)
  // A chosen organisation the list no longer offers (a right withdrawn meanwhile) stays shown: the server says why.
  const shown = orgId !== null && !choices.some((c) => c.orgId === orgId) ? [...choices, { orgId, orgName: `#${orgId}` }] : choices

  return (
    <div className="bimp-owner">
      <FormGroup
        label={t("projects:new.owner.label")}
        labelFor="new-project-owner"
        intent={error ? "danger" : "none"}
        helperText={error ?? t(orgId === null ? "projects:new.owner.personalHelp" : "projects:new.owner.organisationHelp")}
      >
        <HTMLSelect
          id="new-project-owner"
          fill
          value={orgId === null ? PERSONAL : String(orgId)}
          onChange={(event) => onOrgChange(event.currentTarget.value === PERSONAL ? null : Number(event.currentTarget.value))}
          options={shown.map((choice) =>
            choice.orgId === null
              ? { value: PERSONAL, label: nameOf(choice.orgName, user) }
              : { value: String(choice.orgId), label: choice.orgName ?? "" },
          )}
        />
      </FormGroup>
      {hasLicence(session) && (
        <FormGroup helperText={t("projects:new.owner.accessAllHelp")}>
          <Switch role="switch" checked={accessAll} onChange={(event) => onAccessAllChange(event.currentTarget.checked)} label={t("projects:new.owner.accessAll")} />
        </FormGroup>
      )}
    </div>
  )
}
