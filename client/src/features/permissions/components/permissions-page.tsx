/**
 * @module A project's permissions (spec §2 /projects/:projectId/permissions/:section, licence required):
 * the users tab (people and their roles) and the share tab (all users, organisations). Project admins only.
 */
import { Callout, Tab, Tabs } from "@blueprintjs/core"
import { Navigate, useNavigate, useParams } from "react-router-dom"
import { PageLayout } from "../../../components/page-layout"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import { useProjectAdmin } from "../../../lib/project-access"
import { ShareSettings } from "./share-settings"
import { UserPermissions } from "./user-permissions"

const sections = ["users", "share"] as const
type Section = (typeof sections)[number]

export function PermissionsPage() {
  const { projectId: param, section } = useParams()
  const projectId = Number(param)
  if (!Number.isInteger(projectId) || projectId <= 0) return <Navigate to={paths.notFound} replace />
  if (!(sections as readonly string[]).includes(section ?? "")) return <Navigate to={paths.permissions(projectId)} replace />
  return <Permissions projectId={projectId} section={section as Section} />
}

function Permissions({ projectId, section }: { projectId: number; section: Section }) {
  const { t } = useT()
  const navigate = useNavigate()
  const admin = useProjectAdmin()
  return (
    <PageLayout title={t("permissions:title")}>
      {!admin ? (
        <Callout intent="primary" title={t("permissions:adminOnlyTitle")}>
          {t("permissions:adminOnly")}
        </Callout>
      ) : (
        <Tabs
          id="permission-tabs"
          animate={false}
          selectedTabId={section}
          onChange={(next) => void navigate(paths.permissions(projectId, next as Section))}
          renderActiveTabPanelOnly
        >
          <Tab id="users" title={t("permissions:tabs.users")} panel={<UserPermissions projectId={projectId} />} />
          <Tab id="share" title={t("permissions:tabs.share")} panel={<ShareSettings projectId={projectId} />} />
        </Tabs>
      )}
    </PageLayout>
  )
}
