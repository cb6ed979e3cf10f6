import { Button, Callout, Card, FormGroup, InputGroup } from "@blueprintjs/core"
import { type FormEvent, useState } from "react"
import { Link, useParams } from "react-router-dom"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import { requestPasswordReset, resetPassword } from "../api/account-requests"
import { FormError } from "./form-error"

/** /password-reset/request asks for a mail; /password-reset/{token} sets a new password (two equal fields). */
export function PasswordResetPage() {
  const { t } = useT()
  const { tokenId = "" } = useParams()
  const requesting = tokenId === "request"
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [repeat, setRepeat] = useState("")
  const [error, setError] = useState<unknown>(null)
  const [done, setDone] = useState(false)
  const mismatch = !requesting && repeat !== "" && password !== repeat
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!requesting && password !== repeat) return
    setError(null)
    try {
      if (requesting) await requestPasswordReset(email)
      else await resetPassword(tokenId, password)
      setDone(true)
    } catch (failure) {
      setError(failure)
    }
  }
  return (
    <div className="bimp-auth-page">
      <Card elevation={2} className="bimp-auth-card">
        <h2>{t("auth.resetTitle")}</h2>
        {done ? (
          <Callout intent="success">{requesting ? t("auth.resetRequested") : t("auth.resetDone")}</Callout>
        ) : (
          <form onSubmit={submit} aria-label={t("auth.resetTitle")}>
            {requesting ? (
              <FormGroup label={t("fields.usr_email")} labelFor="reset-email">
                <InputGroup id="reset-email" type="email" required value={email} onValueChange={setEmail} />
              </FormGroup>
            ) : (
              <>
                <FormGroup label={t("auth.newPassword")} labelFor="reset-password">
                  <InputGroup id="reset-password" type="password" required value={password} onValueChange={setPassword} />
                </FormGroup>
                <FormGroup
                  label={t("auth.repeatPassword")}
                  labelFor="reset-repeat"
                  intent={mismatch ? "danger" : "none"}
                  helperText={mismatch ? t("auth.passwordsDiffer") : undefined}
                >
                  <InputGroup id="reset-repeat" type="password" required value={repeat} onValueChange={setRepeat} intent={mismatch ? "danger" : "none"} />
                </FormGroup>
              </>
            )}
            <FormError error={error} />
            <Button type="submit" intent="primary" text={requesting ? t("auth.sendResetMail") : t("auth.setPassword")} disabled={mismatch} fill />
          </form>
        )}
        <p className="bimp-auth-links">
          <Link to={paths.login}>{t("auth.backToLogin")}</Link>
        </p>
      </Card>
    </div>
  )
}
