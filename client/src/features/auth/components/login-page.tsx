import { Button, Callout, Card, Divider, FormGroup, InputGroup } from "@blueprintjs/core"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { Link, useNavigate, useSearchParams } from "react-router-dom"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { displayName } from "../../../components/layout/user-format"
import { paths } from "../../../config/paths"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { getSession, updateSession } from "../../../lib/session"
import { offers, useAuthConfig } from "../api/auth-config"
import { login, providerLogin } from "../api/login"
import { loginFailure } from "../api/login-failure"
import { browserLocation } from "../oidc/browser-location"
import { clearPendingSso, matchesPending, readPendingSso, readSsoReturn, type SsoReturn, startSsoRequest } from "../oidc/sso-request"
import { FormError } from "./form-error"

/** Where to go after login: the remembered page, unless it was the login or logout page (spec §4). */
export const afterLoginTarget = (remembered: string | null) =>
  !remembered || remembered.startsWith(paths.login) || remembered.startsWith(paths.logout) ? paths.projects : remembered

/** The provider's answer to exchange: in the address, else one stored before a reload (spec §4 App start). */
const providerAnswer = (params: URLSearchParams): SsoReturn | null => {
  const inAddress = readSsoReturn(params)
  if (inAddress) return inAddress
  const { code, sessionState, user } = getSession()
  return code && !user ? { code, sessionState, state: readPendingSso()?.state ?? null } : null
}

export function LoginPage() {
  const { t } = useT()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const config = useAuthConfig()
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState<"password" | "sso" | null>(() => (providerAnswer(params) ? "sso" : null))
  const exchanged = useRef(false)
  const remembered = getSession().redirectTo
  const errorCode = params.get("error")

  const succeed = (user: UserDto) => {
    toast("success", `${t("auth:loggedInAs")} ${displayName(user)}`)
    const target = afterLoginTarget(getSession().redirectTo)
    updateSession({ redirectTo: null })
    navigate(target, { replace: true })
  }

  const fail = (failure: unknown, via: "password" | "sso") => {
    const outcome = loginFailure(failure, via, browserLocation.origin())
    if (outcome.kind === "show") setError(outcome.error)
    else if (outcome.kind === "toast") toast(outcome.level, outcome.message)
    else if (outcome.kind === "navigate") {
      if (outcome.message) toast("error", outcome.message)
      navigate(outcome.to, { replace: true })
    } else {
      toast("error", outcome.message)
      browserLocation.assign(outcome.url)
    }
  }

  // Back from the provider: exchange the code once, only for the request this tab sent (state).
  useEffect(() => {
    const answer = providerAnswer(params)
    if (!answer || exchanged.current) return
    exchanged.current = true
    const pending = readPendingSso()
    if (!matchesPending(answer, pending)) {
      clearPendingSso()
      updateSession({ code: null, sessionState: null, redirectUri: null })
      setBusy(null)
      setError(t("auth:ssoStateMismatch"))
      navigate(paths.login, { replace: true })
      return
    }
    providerLogin(answer, pending)
      .then(succeed, (failure: unknown) => {
        if (params.has("code")) navigate(paths.login, { replace: true })
        fail(failure, "sso")
      })
      .finally(() => setBusy(null))
    // Runs for the address the page was opened with; its own navigation must not start a second exchange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy("password")
    setError(null)
    try {
      succeed(await login(email, password))
    } catch (failure) {
      fail(failure, "password")
    } finally {
      setBusy(null)
    }
  }

  const startSso = async () => {
    if (!config.data) return
    setBusy("sso")
    setError(null)
    try {
      browserLocation.assign(await startSsoRequest(config.data, browserLocation.origin()))
    } catch (failure) {
      setBusy(null)
      setError(failure)
    }
  }

  const withSso = offers(config.data, "oidc")
  const withPassword = !config.data || offers(config.data, "password") || !withSso
  return (
    <div className="bimp-auth-page">
      <Card elevation={2} className="bimp-auth-card">
        <h1 className="bimp-auth-title">BIM Profile</h1>
        {remembered && <Callout intent="warning" compact>{t("session.authRequired")}</Callout>}
        {errorCode && <Callout intent="danger" compact>{t("auth:loginErrorCode", { code: errorCode })}</Callout>}
        {withSso && (
          <>
            <Button intent="primary" size="large" fill text={t("auth:ssoLogin")} loading={busy === "sso"} disabled={busy !== null} onClick={() => void startSso()} />
            {withPassword && <Divider className="bimp-auth-divider" />}
          </>
        )}
        {busy === "sso" && <p role="status">{t("auth:ssoInProgress")}</p>}
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
            <Button type="submit" intent={withSso ? "none" : "primary"} loading={busy === "password"} disabled={busy === "sso"} text={t("auth:login")} fill className="bimp-auth-submit" />
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
