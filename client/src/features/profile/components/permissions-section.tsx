import { Spinner } from "@blueprintjs/core"
import { useOrganisations } from "../../../api/organisations/get-organisations"
import { useReadableProjects } from "../../../api/projects/get-readable-projects"
import { ErrorCallout } from "../../../components/error-callout"
import { useT } from "../../../lib/i18n"
import { useUserPermissions } from "../api/get-profile-data"
import { organisationRoleRows, projectRoleRows, type RoleRow } from "../profile-rows"
import { ProfileSection } from "./profile-section"
import { Tag } from "../../../components/tag"

/** "Meine Berechtigungen": the permission lists (GET users/{id}?partial=true), with organisation and project names. */
export function PermissionsSection({ userId, self }: { userId: number; self: boolean }) {
  const { t } = useT()
  const permissions = useUserPermissions(userId)
  const organisations = useOrganisations()
  const projects = useReadableProjects()
  const title = self ? t("profile:permissions.title") : t("profile:permissions.titleOther")
  if (permissions.isLoading) return <ProfileSection title={title}><Spinner size={20} aria-label={t("state.loading")} /></ProfileSection>
  if (!permissions.data) return <ProfileSection title={title}><ErrorCallout error={permissions.error} onRetry={() => void permissions.refetch()} /></ProfileSection>
  const organisationRows = organisationRoleRows(permissions.data, organisations.data ?? [])
  const projectRows = projectRoleRows(permissions.data, projects.data ?? [])
  const organisationName = (row: RoleRow<string>) =>
    row.personal ? t("user.personalOrganisation") : row.name ?? t("profile:permissions.unknownOrganisation", { id: row.id })
  return (
    <ProfileSection title={title}>
      {permissions.data.usr_app_admin && (
        <p>
          <Tag intent="primary">{t("profile:roles.appAdmin")}</Tag>
        </p>
      )}
      <RoleList
        label={t("profile:permissions.organisations")}
        rows={organisationRows}
        name={organisationName}
        role={(role) => t(`profile:roles.organisationRole.${role}`)}
        empty={t("profile:permissions.noOrganisations")}
      />
      <RoleList
        label={t("profile:permissions.projects")}
        rows={projectRows}
        name={(row) => row.name ?? t("profile:permissions.unknownProject", { id: row.id })}
        role={(role) => t(`profile:roles.project.${role}`)}
        empty={t("profile:permissions.noProjects")}
      />
    </ProfileSection>
  )
}

function RoleList<R extends string>({ label, rows, name, role, empty }: { label: string; rows: RoleRow<R>[]; name: (row: RoleRow<R>) => string; role: (role: R) => string; empty: string }) {
  return (
    <>
      <h4>{label}</h4>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="bimp-profile-list" aria-label={label}>
          {rows.map((row) => (
            <li key={row.id}>
              {name(row)}{" "}
              {row.roles.map((r) => (
                <Tag key={r} minimal className="bimp-role-tag">
                  {role(r)}
                </Tag>
              ))}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
