import { Button, Callout, Card } from "@blueprintjs/core"
import { type FormEvent, useState } from "react"
import { Link, useParams } from "react-router-dom"
import { TextField } from "../../../components/text-field"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import { formErrorsOf } from "../../../lib/form-errors"
import { checkNewPassword, newPasswordHint } from "../../../lib/password-rules"
import { requestPasswordReset, resetPassword } from "../api/account-requests"
import { FormError } from "./form-error"

const FIELDS = ["usr_email", "usr_pw", "usr_pw_repeat"]

/** /password-reset/request asks for a mail; /password-reset/{token} sets a new password (two equal fields). */
export function PasswordResetPage() {
  const { t } = useT()
  const { tokenId = "" } = useParams()
  const requesting = tokenId === "request"
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [repeat, setRepeat] = useState("")
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const own = requesting ? {} : checkNewPassword(password, repeat)
    setFieldErrors(own)
    if (Object.keys(own).length > 0) return
    setBusy(true)
    try {
      if (requesting) await requestPasswordReset(email)
      else await resetPassword(tokenId, password)
      setDone(true)
    } catch (failure) {
      const { fields, general } = formErrorsOf(failure, FIELDS)
      setFieldErrors(fields)
      setError(general)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="bimp-auth-page">
      <Card elevation={2} className="bimp-auth-card">
        <h2>{t("auth:resetTitle")}</h2>
        {done ? (
          <Callout intent="success" role="status">
            {requesting ? t("auth:resetRequested") : t("auth:resetDone")}
          </Callout>
        ) : (
          <form onSubmit={submit} aria-label={t("auth:resetTitle")} noValidate>
            {requesting ? (
              <TextField id="reset-email" required label={t("fields.usr_email")} type="email" autoComplete="email" value={email} onChange={setEmail} error={fieldErrors.usr_email} autoFocus />
            ) : (
              <>
                <TextField
                  id="reset-password"
                  required
                  label={t("auth:newPassword")}
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={setPassword}
                  error={fieldErrors.usr_pw}
                  hint={newPasswordHint()}
                  autoFocus
                />
                <TextField id="reset-repeat" required label={t("auth:repeatPassword")} type="password" autoComplete="new-password" value={repeat} onChange={setRepeat} error={fieldErrors.usr_pw_repeat} />
              </>
            )}
            <FormError error={error} />
            <Button type="submit" intent="primary" text={requesting ? t("auth:sendResetMail") : t("auth:setPassword")} loading={busy} fill />
          </form>
        )}
        <p className="bimp-auth-links">
          <Link to={paths.login}>{t("auth:backToLogin")}</Link>
          {!requesting && !done && error !== null && (
            <>
              {" · "}
              <Link to={paths.passwordReset("request")}>{t("auth:requestNewLink")}</Link>
            </>
          )}
        </p>
      </Card>
    </div>
  )
}
