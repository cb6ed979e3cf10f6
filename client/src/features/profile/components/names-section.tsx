import { Button, Callout } from "@blueprintjs/core"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { type FormEvent, useEffect, useState } from "react"
import { TextField } from "../../../components/text-field"
import { toast } from "../../../lib/app-events"
import { type FormErrors, formErrorsOf, noFormErrors } from "../../../lib/form-errors"
import { useT } from "../../../lib/i18n"
import { useUserChanges } from "../api/update-user"
import { ProfileSection } from "./profile-section"

const FIELDS = ["usr_name_first", "usr_name"]

/** First and last name (PATCH users/{id}); the e-mail is shown, not changed here. */
export function NamesSection({ user, editable }: { user: UserDto; editable: boolean }) {
  const { t } = useT()
  const [names, setNames] = useState({ usr_name_first: user.usr_name_first, usr_name: user.usr_name })
  const [errors, setErrors] = useState<FormErrors>(noFormErrors)
  const [busy, setBusy] = useState(false)
  const changes = useUserChanges()
  useEffect(() => setNames({ usr_name_first: user.usr_name_first, usr_name: user.usr_name }), [user.usr_name_first, user.usr_name])
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setErrors(noFormErrors)
    try {
      await changes.rename(user.usr_id, { usr_name_first: names.usr_name_first.trim(), usr_name: names.usr_name.trim() })
      toast("success", t("profile:names.saved"))
    } catch (failure) {
      setErrors(formErrorsOf(failure, FIELDS))
    } finally {
      setBusy(false)
    }
  }
  const unchanged = names.usr_name_first === user.usr_name_first && names.usr_name === user.usr_name
  return (
    <ProfileSection title={t("profile:names.title")}>
      <form onSubmit={submit} aria-label={t("profile:names.title")}>
        <TextField
          id="profile-first-name"
          label={t("fields.usr_name_first")}
          value={names.usr_name_first}
          onChange={(value) => setNames((current) => ({ ...current, usr_name_first: value }))}
          autoComplete="given-name"
          error={errors.fields.usr_name_first}
          disabled={!editable}
        />
        <TextField
          id="profile-last-name"
          label={t("fields.usr_name")}
          value={names.usr_name}
          onChange={(value) => setNames((current) => ({ ...current, usr_name: value }))}
          autoComplete="family-name"
          error={errors.fields.usr_name}
          disabled={!editable}
        />
        <p>
          {t("fields.usr_email")}: <strong>{user.usr_email}</strong>
        </p>
        {errors.general && (
          <Callout intent="danger" role="alert" compact>
            {errors.general}
          </Callout>
        )}
        {editable && <Button type="submit" intent="primary" text={t("profile:names.save")} loading={busy} disabled={unchanged} />}
      </form>
    </ProfileSection>
  )
}
