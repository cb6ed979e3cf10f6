import { Spinner } from "@blueprintjs/core"
import { displayName } from "../../../components/layout/user-format"
import { ErrorCallout } from "../../../components/error-callout"
import { PageLayout } from "../../../components/page-layout"
import { useSession } from "../../../hooks/use-session"
import { useT } from "../../../lib/i18n"
import { useUser } from "../api/get-profile-data"
import { DeleteAccountSection } from "./delete-account-section"
import { LicenceSection } from "./licence-section"
import { MyProjectsSection } from "./my-projects-section"
import { NamesSection } from "./names-section"
import { PasswordSection } from "./password-section"
import { PermissionsSection } from "./permissions-section"
import { PictureSection } from "./picture-section"

/**
 * The profile (spec §2): one's own, or — for an app admin — anyone's. Picture, names, password (own only),
 * licence, projects and permissions; an app admin also switches another user's licence and admin role.
 */
export function ProfilePage({ userId }: { userId: number }) {
  const { t } = useT()
  const viewer = useSession().user
  const user = useUser(userId)
  const self = viewer?.usr_id === userId
  const mayEdit = self || Boolean(viewer?.usr_app_admin)
  if (user.isLoading) return <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
  if (!user.data) return <PageLayout title={t("profile:title")}><ErrorCallout error={user.error} onRetry={() => void user.refetch()} /></PageLayout>
  const shown = user.data
  return (
    <PageLayout title={self ? t("profile:title") : t("profile:titleOf", { name: displayName(shown) })}>
      <div className="bimp-profile-grid">
        <PictureSection user={shown} editable={mayEdit} />
        <NamesSection user={shown} editable={mayEdit} />
        {self && <PasswordSection user={shown} />}
        <LicenceSection user={shown} canChange={!self && Boolean(viewer?.usr_app_admin)} />
        <MyProjectsSection user={shown} self={self} />
        <PermissionsSection userId={userId} self={self} />
        {mayEdit && <DeleteAccountSection user={shown} self={self} />}
      </div>
    </PageLayout>
  )
}
