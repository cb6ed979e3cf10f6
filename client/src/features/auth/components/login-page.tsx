import { Button, Callout, Card, FormGroup, InputGroup } from "@blueprintjs/core"
import { type FormEvent, useState } from "react"
import { Link, useNavigate, useSearchParams } from "react-router-dom"
import { displayName } from "../../../components/layout/user-format"
import { paths } from "../../../config/paths"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { getSession, updateSession } from "../../../lib/session"
import { login } from "../api/login"
import { FormError } from "./form-error"

/** Where to go after login: the remembered page, unless it was the login or logout page (spec §4). */
export const afterLoginTarget = (remembered: string | null) =>
  !remembered || remembered.startsWith(paths.login) || remembered.startsWith(paths.logout) ? paths.projects : remembered

export function LoginPage() {
  const { t } = useT()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const remembered = getSession().redirectTo

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const user = await login(email, password)
      toast("success", `${t("auth.loggedInAs")} ${displayName(user)}`)
      const target = afterLoginTarget(getSession().redirectTo)
      updateSession({ redirectTo: null })
      navigate(target, { replace: true })
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="bimp-auth-page">
      <Card elevation={2} className="bimp-auth-card">
        <h1 className="bimp-auth-title">BIM Profile</h1>
        {remembered && <Callout intent="warning" compact>{t("session.authRequired")}</Callout>}
        {params.get("error") && <Callout intent="danger" compact>{t("auth.loginErrorCode", { code: params.get("error") })}</Callout>}
        <form onSubmit={submit} aria-label={t("auth.loginTitle")}>
          <h2>{t("auth.loginTitle")}</h2>
          <FormGroup label={t("fields.usr_email")} labelFor="login-email">
            <InputGroup id="login-email" type="email" autoComplete="username" required value={email} onValueChange={setEmail} autoFocus />
          </FormGroup>
          <FormGroup label={t("fields.usr_pw")} labelFor="login-password">
            <InputGroup id="login-password" type="password" autoComplete="current-password" required value={password} onValueChange={setPassword} />
          </FormGroup>
          <FormError error={error} />
          <Button type="submit" intent="primary" loading={busy} text={t("auth.login")} fill className="bimp-auth-submit" />
        </form>
        <p className="bimp-auth-links">
          <Link to={paths.register}>{t("auth.registerLink")}</Link> · <Link to={paths.passwordReset("request")}>{t("auth.forgotPassword")}</Link>
        </p>
      </Card>
    </div>
  )
}
