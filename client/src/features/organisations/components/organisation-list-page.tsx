/** @module The organisation list (spec §2 /users/organisations): name, description, member count, a link to each. */
import { HTMLTable, NonIdealState, Spinner } from "@blueprintjs/core"
import { OfficeIcon, PlusIcon } from "@blueprintjs/icons"
import { Link } from "react-router-dom"
import { useOrganisations } from "../../../api/organisations/get-organisations"
import { ErrorCallout } from "../../../components/error-callout"
import { ProLinkButton } from "../../../components/pro-link-button"
import { PageLayout } from "../../../components/page-layout"
import { useOrganisationName } from "../../../hooks/use-organisation-name"
import { useT } from "../../../lib/i18n"

export function OrganisationListPage() {
  const { t, locale } = useT()
  const organisations = useOrganisations()
  // App admins see every organisation: the personal ones say whose they are.
  const organisationName = useOrganisationName(organisations.data?.map((o) => o.org_name))
  const newOrganisation = <ProLinkButton to="/users/new-organisation" intent="primary" icon={<PlusIcon />} text={t("users:organisations.new")} />
  const shown = [...(organisations.data ?? [])].sort(
    (a, b) => Number(b.org_pers) - Number(a.org_pers) || a.org_name.localeCompare(b.org_name, locale, { sensitivity: "base" }),
  )
  return (
    <PageLayout title={t("users:organisations.title")} actions={newOrganisation}>
      {organisations.isPending ? (
        <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
      ) : organisations.isError ? (
        <ErrorCallout error={organisations.error} onRetry={() => void organisations.refetch()} />
      ) : shown.length === 0 ? (
        <NonIdealState icon={<OfficeIcon size={48} />} title={t("users:organisations.emptyTitle")} action={newOrganisation} />
      ) : (
        <HTMLTable className="bimp-table" striped aria-label={t("users:organisations.tableLabel")}>
          <thead>
            <tr>
              <th scope="col">{t("users:organisations.name")}</th>
              <th scope="col">{t("users:organisations.description")}</th>
              <th scope="col">{t("users:organisations.members")}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((organisation) => (
              <tr key={organisation.org_id}>
                <td>
                  <Link to={`/users/organisation/${organisation.org_id}`}>{organisationName(organisation.org_name)}</Link>
                </td>
                <td className={organisation.org_desc ? undefined : "bimp-muted"}>{organisation.org_desc || "–"}</td>
                <td>{organisation.org_member_count}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </PageLayout>
  )
}
