/** @module The refusals of sign-in, with the codes the client knows (client/src/lib/api-error.ts) and spec §8's texts. */
import { HttpProblem } from "@bimprofile/infra/http/problem"

/** The same text whether or not the e-mail is registered. */
export const loginFailed = () => new HttpProblem(401, "AUTH", "Login fehlgeschlagen: E-Mail oder Passwort ist falsch.")

export const providerLoginFailed = () => new HttpProblem(401, "AUTH", "Login fehlgeschlagen. Bitte versuchen Sie es erneut.")

export const accountInactive = () =>
  new HttpProblem(401, "AUTH_INACTIVE", "Ihr Konto ist noch nicht aktiviert. Bitte folgen Sie dem Link in der Aktivierungs-E-Mail.")

export const throttled = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return new HttpProblem(
    429,
    "THROTTLED",
    `Zu viele Anmeldeversuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} erneut.`,
  )
}

export const linkInvalid = () => new HttpProblem(400, "TOKEN_INVALID", "Der Link ist ungültig oder abgelaufen.")

export const sessionInvalid = () => new HttpProblem(401, "AUTH_INV_TOK", "Die Sitzung ist abgelaufen.")
export const sessionExpired = () => new HttpProblem(401, "AUTH_EXP_TOK", "Die Sitzung ist abgelaufen.")

export const wrongCurrentPassword = () => {
  const text = "Das aktuelle Passwort ist falsch."
  return new HttpProblem(400, "WRONG_PASSWORD", text, { usr_pw_old: text })
}

export const unverifiedEmail = () =>
  new HttpProblem(
    401,
    "AUTH_IDP_EMAIL",
    "Login fehlgeschlagen - Ihre E-Mail-Adresse wurde nicht überprüft. Bitte wenden Sie sich an den CRB-Support",
  )

/** `details.id_token`: the provider's id token, the hint the client sends to the end-session endpoint. */
export const noCustomerRole = (idToken: string) =>
  new HttpProblem(
    401,
    "AUTH_IDP_ROLE",
    "Es wurde kein Benutzer gefunden. Bitte melden Sie sich ab und erneut an; besteht das Problem weiter, wenden Sie sich an den CRB-Support.",
    { id_token: idToken },
  )

export const providerTokenInvalid = () => new HttpProblem(401, "AUTH_IDP_INV_TOK", "Das Token des Identitätsanbieters ist ungültig.")

export const providerWrongParty = () =>
  new HttpProblem(401, "AUTH_IDP_AZP", "Das Token des Identitätsanbieters wurde nicht für diese Anwendung ausgestellt.")

/** The user is not in the read models yet (the projector lags): try again, the sign-in itself was right. */
export const notReady = () =>
  new HttpProblem(503, "NOT_READY", "Ihr Konto wird gerade eingerichtet. Bitte versuchen Sie es in einigen Sekunden noch einmal.")

export const missingCodeVerifier = () => {
  const text = "Der PKCE-Code-Verifier fehlt."
  return new HttpProblem(400, "VALIDATION", text, { code_verifier: text })
}
