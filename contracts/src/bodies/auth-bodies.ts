/** @module Bodies of /1.2/auth (spec §7 Auth): login both ways, registration, activation, password reset and change. */
import { Schema } from "effect"
import { TRIMMED_CLASS } from "../names"
import { notBlankName } from "./fields"

const notEmpty = (label: string) => Schema.String.check(Schema.isMinLength(1, { message: `${label} darf nicht leer sein.` }))
/** A name: not empty, not only blanks, at most 200 characters (as for invited users, `user-bodies.ts`). */
const notBlank = notBlankName

/** The smallest password we accept; a longer passphrase is better, and any character counts. */
export const MIN_PASSWORD_LENGTH = 8
export const passwordTooShortMessage = `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`
export const PASSWORDS_DIFFER_MESSAGE = "Die Passwörter stimmen nicht überein."
export const SELECT_ONE_ROLE_MESSAGE = "Wählen Sie mindestens 1 Rolle aus."

/** A new password: at least MIN_PASSWORD_LENGTH characters, at most 200 (hashing cost stays bounded). */
export const NewPassword = Schema.String.check(
  Schema.isMinCodePoints(MIN_PASSWORD_LENGTH, { message: passwordTooShortMessage }),
  Schema.isMaxCodePoints(200, { message: "Das Passwort darf höchstens 200 Zeichen lang sein." }),
)

const INVALID_EMAIL = "Die E-Mail-Adresse ist ungültig."
/** something@something.tld without blanks inside; blanks around it are allowed (and trimmed where it is used). */
const EMAIL = new RegExp(`^[${TRIMMED_CLASS}]*[^${TRIMMED_CLASS}@]+@[^${TRIMMED_CLASS}@]+\\.[^${TRIMMED_CLASS}@]+[${TRIMMED_CLASS}]*$`, "u")

/** An e-mail address: something@something.tld, at most 254 characters. */
export const Email = Schema.String.check(
  Schema.isPattern(EMAIL, { message: INVALID_EMAIL }),
  Schema.isMaxCodePoints(254, { message: INVALID_EMAIL }),
)

/** The password of a login: any length up to 200 (a longer one was never accepted; hashing cost stays bounded). */
export const MAX_PASSWORD_LENGTH = 200
const LoginPassword = notEmpty("Passwort").check(
  Schema.isMaxCodePoints(MAX_PASSWORD_LENGTH, { message: `Das Passwort darf höchstens ${MAX_PASSWORD_LENGTH} Zeichen lang sein.` }),
)

export const CredentialsLoginBody = Schema.Struct({
  usr_email: notEmpty("E-Mail"),
  usr_pw: LoginPassword,
})
export type CredentialsLoginBody = typeof CredentialsLoginBody.Type

/**
 * The identity provider's login (spec §7): the authorization code of the redirect back, and the PKCE
 * verifier the browser kept when it sent the user to the provider (an addition to the spec's fields, as
 * the code flow with PKCE needs it).
 */
export const ProviderLoginBody = Schema.Struct({
  code: notEmpty("Code"),
  session_state: Schema.optionalKey(Schema.NullOr(Schema.String)),
  redirect_uri: notEmpty("redirect_uri"),
  // PKCE is not optional: without the verifier a stolen code could be redeemed.
  code_verifier: notEmpty("code_verifier").pipe(Schema.annotateKey({ messageMissingKey: "Der PKCE-Code-Verifier fehlt." })),
})
export type ProviderLoginBody = typeof ProviderLoginBody.Type

export const LoginBody = Schema.Union([CredentialsLoginBody, ProviderLoginBody])
export type LoginBody = typeof LoginBody.Type

export const RefreshBody = Schema.Struct({ refresh_token: notEmpty("refresh_token") })

export const RegisterBody = Schema.Struct({
  usr_email: Email,
  usr_pw: NewPassword,
  usr_name: notBlank("Anmeldename"),
  usr_name_first: notBlank("Vorname"),
})
export type RegisterBody = typeof RegisterBody.Type

/** Activation (`PATCH register`) and the reset token both come from a mailed link. */
export const TokenBody = Schema.Struct({ token: notEmpty("Token") })
export const PasswordResetRequestBody = Schema.Struct({ usr_email: Email })
export const PasswordResetBody = Schema.Struct({ token: notEmpty("Token"), usr_pw: NewPassword })
/** `PATCH /1.2/auth/password`: a signed-in user changes their password. */
export const ChangePasswordBody = Schema.Struct({ usr_pw_old: notEmpty("Passwort"), usr_pw: NewPassword })

/** The plain answer of calls that only confirm (register, activation, reset, logout). */
export const MessageAnswer = Schema.Struct({ message: Schema.String })
