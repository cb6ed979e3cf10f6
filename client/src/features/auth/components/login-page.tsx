/**
 * The login page: the password form and the provider button. It shows the sign-in status (spec §4): progress
 * while loading, the reason of an error, and after a logout for an authentication error (unauthorized) that
 * the session expired. The provider's answer is exchanged at app start (sign-in/provider-sign-in).
 */
import { Button, Callout, Card, Divider, FormGroup, InputGroup } from "@blueprintjs/core"
import { type FormEvent, useState } from "react"
import { Link, useSearchParams } from "react-router-dom"
import { paths } from "../../../config/paths"
import { useBehavior } from "../../../hooks/use-observable"
import { useT } from "../../../lib/i18n"
import { getSession } from "../../../lib/session"
import { signIn$, signInLoading } from "../../../lib/sign-in-status"
import { offers, useAuthConfig } from "../api/auth-config"
import { login } from "../api/login"
import { browserLocation } from "../oidc/browser-location"
import { startSsoRequest } from "../oidc/sso-request"
import { useSignInOutcome } from "../sign-in/sign-in-outcome"
import { FormError } from "./form-error"

export function LoginPage() {
  const { t } = useT()
  const [params] = useSearchParams()
  const config = useAuthConfig()
  const { succeed, fail } = useSignInOutcome()
  const signIn = useBehavior(signIn$)
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  // Set when the SSO request cannot even be prepared (no provider answer involved yet).
  const [ssoError, setSsoError] = useState<unknown>(null)
  const [leaving, setLeaving] = useState(false)
  const remembered = getSession().redirectTo
  const errorCode = params.get("error")
  const loadingVia = signIn.status === "loading" ? signIn.via : undefined
  const busy = loadingVia !== undefined || leaving
  const error = ssoError ?? (signIn.status === "error" ? signIn.error : null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSsoError(null)
    signInLoading("password")
    try {
      succeed(await login(email, password))
    } catch (failure) {
      fail(failure, "password")
    }
  }

  const startSso = async () => {
    if (!config.data) return
    setLeaving(true)
    setSsoError(null)
    try {
      browserLocation.assign(await startSsoRequest(config.data, browserLocation.origin()))
    } catch (failure) {
      setLeaving(false)
      setSsoError(failure)
    }
  }

  const withSso = offers(config.data, "oidc")
  const withPassword = !config.data || offers(config.data, "password") || !withSso
  return (
    <div className="bimp-auth-page">
      <Card elevation={2} className="bimp-auth-card">
        <h1 className="bimp-auth-title">BIM Profile</h1>
        {signIn.status === "unauthorized" ? (
          <Callout intent="warning" compact role="status">{t("session.expired")}</Callout>
        ) : (
          remembered && <Callout intent="warning" compact>{t("session.authRequired")}</Callout>
        )}
        {errorCode && <Callout intent="danger" compact>{t("auth:loginErrorCode", { code: errorCode })}</Callout>}
        {withSso && (
          <>
            <Button intent="primary" size="large" fill text={t("auth:ssoLogin")} loading={loadingVia === "sso" || leaving} disabled={busy} onClick={() => void startSso()} />
            {withPassword && <Divider className="bimp-auth-divider" />}
          </>
        )}
        {loadingVia === "sso" && <p role="status">{t("auth:ssoInProgress")}</p>}
        {withPassword ? (
          <form onSubmit={submit} aria-label={t("auth:loginTitle")}>
            <h2>{t("auth:loginTitle")}</h2>
            <FormGroup label={t("fields.usr_email")} labelFor="login-email">
              <InputGroup id="login-email" type="email" autoComplete="username" required value={email} onValueChange={setEmail} autoFocus={!withSso} />
            </FormGroup>
            <FormGroup label={t("fields.usr_pw")} labelFor="login-password">
              <InputGroup id="login-password" type="password" autoComplete="current-password" required value={password} onValueChange={setPassword} />
            </FormGroup>
            <FormError error={error} />
            <Button type="submit" intent={withSso ? "none" : "primary"} loading={loadingVia === "password"} disabled={busy} text={t("auth:login")} fill className="bimp-auth-submit" />
          </form>
        ) : (
          <FormError error={error} />
        )}
        {withPassword && (
          <p className="bimp-auth-links">
            <Link to={paths.register}>{t("auth:registerLink")}</Link> · <Link to={paths.passwordReset("request")}>{t("auth:forgotPassword")}</Link>
          </p>
        )}
      </Card>
    </div>
  )
}
