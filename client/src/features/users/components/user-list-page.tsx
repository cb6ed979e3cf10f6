/**
 * @module The user list (spec §2 /users/list): every user the caller may see, searchable, with e-mail,
 * organisation, licence (pro/demo) and app-admin tags; a name opens the user's profile.
 */
import { HTMLTable, InputGroup, NonIdealState, Spinner } from "@blueprintjs/core"
import { OfficeIcon, PeopleIcon, PlusIcon, SearchIcon } from "@blueprintjs/icons"
import { useMemo } from "react"
import { Link, useSearchParams } from "react-router-dom"
import { ErrorCallout } from "../../../components/error-callout"
import { displayName } from "../../../components/layout/user-format"
import { LinkButton } from "../../../components/link-button"
import { ProLinkButton } from "../../../components/pro-link-button"
import { PageLayout } from "../../../components/page-layout"
import { paths } from "../../../config/paths"
import { useOrganisationName } from "../../../hooks/use-organisation-name"
import { useT } from "../../../lib/i18n"
import { useUsers } from "../api/get-users"
import { searchUsers } from "../user-search"
import { Tag } from "../../../components/tag"

export function UserListPage() {
  const { t, locale } = useT()
  const organisationName = useOrganisationName()
  const [params, setParams] = useSearchParams()
  const query = params.get("q") ?? ""
  const users = useUsers()
  const shown = useMemo(() => searchUsers(users.data ?? [], query, locale), [users.data, query, locale])
  const actions = (
    <>
      <LinkButton to="/users/organisations" icon={<OfficeIcon />} text={t("users:list.organisations")} />
      <ProLinkButton to="/users/new" intent="primary" icon={<PlusIcon />} text={t("users:list.invite")} />
    </>
  )

  return (
    <PageLayout title={t("users:list.title")} actions={actions}>
      <InputGroup
        className="bimp-search"
        type="search"
        aria-label={t("users:list.searchLabel")}
        placeholder={t("users:list.searchPlaceholder")}
        leftIcon={<SearchIcon />}
        value={query}
        onValueChange={(value) => setParams(value ? { q: value } : {}, { replace: true })}
      />
      {users.isPending ? (
        <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
      ) : users.isError ? (
        <ErrorCallout error={users.error} onRetry={() => void users.refetch()} />
      ) : shown.length === 0 ? (
        <NonIdealState
          icon={query ? <SearchIcon size={48} /> : <PeopleIcon size={48} />}
          title={t(query ? "users:list.noMatchTitle" : "users:list.emptyTitle")}
          description={query ? t("users:list.noMatchText", { query }) : undefined}
        />
      ) : (
        <HTMLTable className="bimp-table" striped aria-label={t("users:list.tableLabel")}>
          <thead>
            <tr>
              <th scope="col">{t("users:list.name")}</th>
              <th scope="col">{t("users:list.email")}</th>
              <th scope="col">{t("users:list.organisation")}</th>
              <th scope="col">{t("users:list.licence")}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((user) => (
              <tr key={user.usr_id}>
                <td>
                  <Link to={paths.userProfile(user.usr_id)}>{displayName(user) || user.usr_email}</Link>
                </td>
                <td>{user.usr_email}</td>
                <td>{organisationName(user.usr_org_name, user)}</td>
                <td>
                  <Tag minimal intent={user.usr_has_license ? "success" : "none"} className="bimp-tag-gap">
                    {t(user.usr_has_license ? "users:list.pro" : "users:list.demo")}
                  </Tag>
                  {user.usr_app_admin && (
                    <Tag minimal intent="warning" className="bimp-tag-gap">
                      {t("users:list.appAdmin")}
                    </Tag>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </PageLayout>
  )
}
