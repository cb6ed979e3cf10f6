import { Switch } from "@blueprintjs/core"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { useState } from "react"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useUserChanges } from "../api/update-user"
import { ProfileSection } from "./profile-section"
import { Tag } from "../../../components/tag"

/**
 * The licence (pro or demo) and, for an app admin looking at someone else, the switches for the pro licence
 * and the app-admin role (PATCH users/{id}/license and …/admin). Nobody switches their own.
 */
export function LicenceSection({ user, canChange }: { user: UserDto; canChange: boolean }) {
  const { t } = useT()
  const [busy, setBusy] = useState<"licence" | "admin" | null>(null)
  const changes = useUserChanges()
  const change = async (which: "licence" | "admin", value: boolean) => {
    setBusy(which)
    try {
      if (which === "licence") await changes.setLicence(user.usr_id, value)
      else await changes.setAppAdmin(user.usr_id, value)
      toast("success", t("profile:licence.saved"))
    } catch {
      // The API client has shown the refusal; the switch shows the stored state again.
    } finally {
      setBusy(null)
    }
  }
  const licensed = user.usr_has_license
  return (
    <ProfileSection title={t("profile:licence.title")}>
      <p>
        <Tag intent={licensed ? "success" : "warning"} minimal>
          {licensed ? "pro" : "demo"}
        </Tag>{" "}
        {licensed ? t("profile:licence.pro") : t("profile:licence.demo")}
      </p>
      {user.usr_app_admin && <p>{t("profile:licence.isAppAdmin")}</p>}
      {canChange && (
        <>
          <Switch role="switch" label={t("profile:licence.licenceSwitch")} checked={licensed} disabled={busy !== null} onChange={(event) => void change("licence", event.currentTarget.checked)} />
          <Switch role="switch" label={t("profile:licence.adminSwitch")} checked={user.usr_app_admin} disabled={busy !== null} onChange={(event) => void change("admin", event.currentTarget.checked)} />
        </>
      )}
    </ProfileSection>
  )
}
