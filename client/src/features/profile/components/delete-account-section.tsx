import { Button } from "@blueprintjs/core"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { useState } from "react"
import { useNavigate } from "react-router-dom"
import { displayName } from "../../../components/layout/user-format"
import { ConfirmDialog } from "../../../components/confirm-dialog"
import { paths } from "../../../config/paths"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useUserChanges } from "../api/update-user"
import { ProfileSection } from "./profile-section"

/**
 * Deleting an account, after a confirmation: personal projects go with it, the personal data becomes
 * unrecoverable. Deleting oneself ends the session (the logout page logs out); an app admin returns to the
 * user list.
 */
export function DeleteAccountSection({ user, self }: { user: UserDto; self: boolean }) {
  const { t } = useT()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const changes = useUserChanges()
  const confirm = async () => {
    await changes.remove(user.usr_id)
    toast("success", t("profile:delete.done"))
    navigate(self ? paths.logout : `${paths.users}/list`, { replace: true })
  }
  return (
    <ProfileSection title={t("profile:delete.title")}>
      <p>{self ? t("profile:delete.textSelf") : t("profile:delete.text", { name: displayName(user) })}</p>
      <Button intent="danger" text={t("profile:delete.button")} onClick={() => setConfirming(true)} />
      <ConfirmDialog
        isOpen={confirming}
        text={self ? t("profile:delete.confirmSelf") : t("profile:delete.confirm", { name: displayName(user) })}
        confirmLabel={t("profile:delete.confirmButton")}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </ProfileSection>
  )
}
