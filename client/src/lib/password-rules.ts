/** @module The client's check of a new password (registration, reset, change): long enough, typed twice the same. */
import { MIN_PASSWORD_LENGTH } from "../config/identity-limits"
import { t } from "./i18n"

/** The texts per field name, empty when both entries are fine (spec §5: 'Die Passwörter stimmen nicht überein.'). */
export const checkNewPassword = (password: string, repeat: string, fields = { password: "usr_pw", repeat: "usr_pw_repeat" }) => {
  const errors: Record<string, string> = {}
  if (password.length < MIN_PASSWORD_LENGTH) errors[fields.password] = t("password.tooShort", { count: MIN_PASSWORD_LENGTH })
  if (repeat !== password) errors[fields.repeat] = t("password.differ")
  return errors
}

/** The hint under a new password field. */
export const newPasswordHint = () => t("password.minLength", { count: MIN_PASSWORD_LENGTH })
