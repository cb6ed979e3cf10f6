/** @module The client's check of a registration before it is sent: every field, in the user's language. */
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from "../../config/identity-limits"
import { fieldLabel } from "../../lib/field-labels"
import { t } from "../../lib/i18n"
import { checkNewPassword } from "../../lib/password-rules"

export type Registration = { usr_name_first: string; usr_name: string; usr_email: string; usr_pw: string; usr_pw_repeat: string }

/** As the contracts' Email: something@something.tld. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const MAX_EMAIL_LENGTH = 254

const checkName = (field: "usr_name_first" | "usr_name", value: string) => {
  if (value.trim().length === 0) return t("auth:check.required", { field: fieldLabel(field) })
  if (value.length > MAX_NAME_LENGTH) return t("auth:check.tooLong", { field: fieldLabel(field), count: MAX_NAME_LENGTH })
  return undefined
}

/** The text per field that is not fine (empty when all are), so nothing doomed is sent. */
export const checkRegistration = (form: Registration): Record<string, string> => {
  const errors: Record<string, string> = {}
  for (const field of ["usr_name_first", "usr_name"] as const) {
    const text = checkName(field, form[field])
    if (text) errors[field] = text
  }
  const email = form.usr_email.trim()
  if (email.length === 0) errors.usr_email = t("auth:check.required", { field: fieldLabel("usr_email") })
  else if (!EMAIL.test(email) || email.length > MAX_EMAIL_LENGTH) errors.usr_email = t("auth:check.email")
  Object.assign(errors, checkNewPassword(form.usr_pw, form.usr_pw_repeat))
  if (form.usr_pw.length > MAX_PASSWORD_LENGTH) errors.usr_pw = t("auth:check.tooLong", { field: fieldLabel("usr_pw"), count: MAX_PASSWORD_LENGTH })
  return errors
}
