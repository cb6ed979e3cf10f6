import { AnchorButton, Button, Callout } from "@blueprintjs/core"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { type FormEvent, useState } from "react"
import { TextField } from "../../../components/text-field"
import { useSession } from "../../../hooks/use-session"
import { toast } from "../../../lib/app-events"
import { type FormErrors, formErrorsOf, noFormErrors } from "../../../lib/form-errors"
import { useT } from "../../../lib/i18n"
import { checkNewPassword, newPasswordHint } from "../../../lib/password-rules"
import { changePassword } from "../api/change-password"
import { ProfileSection } from "./profile-section"

const FIELDS = ["usr_pw_old", "usr_pw", "usr_pw_repeat"]
const empty = { usr_pw_old: "", usr_pw: "", usr_pw_repeat: "" }

/** One's own password (PATCH /1.2/auth/password); an account of the identity provider changes it there. */
export function PasswordSection({ user }: { user: UserDto }) {
  const { t } = useT()
  const session = useSession()
  const [form, setForm] = useState(empty)
  const [errors, setErrors] = useState<FormErrors>(noFormErrors)
  const [busy, setBusy] = useState(false)
  const set = (key: keyof typeof empty) => (value: string) => setForm((current) => ({ ...current, [key]: value }))

  if (user.usr_app_conn === "sso" || session.signedInWith === "sso") {
    const providerPage = session.authConfig?.password_url
    return (
      <ProfileSection title={t("profile:password.title")}>
        <p>{t("profile:password.atProvider")}</p>
        {providerPage && <AnchorButton href={providerPage} target="_blank" rel="noopener" text={t("profile:password.providerLink")} />}
      </ProfileSection>
    )
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const own = checkNewPassword(form.usr_pw, form.usr_pw_repeat)
    if (!form.usr_pw_old) own.usr_pw_old = t("profile:password.oldMissing")
    setErrors({ fields: own, general: null })
    if (Object.keys(own).length > 0) return
    setBusy(true)
    try {
      await changePassword(form.usr_pw_old, form.usr_pw)
      setForm(empty)
      toast("success", t("profile:password.saved"))
    } catch (failure) {
      setErrors(formErrorsOf(failure, FIELDS))
    } finally {
      setBusy(false)
    }
  }
  return (
    <ProfileSection title={t("profile:password.title")}>
      <form onSubmit={submit} aria-label={t("profile:password.title")}>
        {/* Lets the browser's password manager tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={user.usr_email} readOnly hidden />
        <TextField id="profile-password-old" type="password" label={t("profile:password.old")} value={form.usr_pw_old} onChange={set("usr_pw_old")} autoComplete="current-password" error={errors.fields.usr_pw_old} />
        <TextField id="profile-password-new" type="password" label={t("profile:password.new")} value={form.usr_pw} onChange={set("usr_pw")} autoComplete="new-password" error={errors.fields.usr_pw} hint={newPasswordHint()} />
        <TextField id="profile-password-repeat" type="password" label={t("profile:password.repeat")} value={form.usr_pw_repeat} onChange={set("usr_pw_repeat")} autoComplete="new-password" error={errors.fields.usr_pw_repeat} />
        {errors.general && (
          <Callout intent="danger" role="alert" compact>
            {errors.general}
          </Callout>
        )}
        <Button type="submit" intent="primary" text={t("profile:password.save")} loading={busy} />
      </form>
    </ProfileSection>
  )
}
