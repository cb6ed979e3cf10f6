/** @module A refused form submission, split into texts beside the form's own fields and one general text. */
import { ApiError } from "./api-error"
import { t } from "./i18n"

export type FormErrors = { readonly fields: Record<string, string>; readonly general: string | null }

export const noFormErrors: FormErrors = { fields: {}, general: null }

/**
 * The server's per-field texts for fields the form has; the message otherwise. `fallbackField` takes the
 * message when the answer names no field but is about one (e.g. an unknown e-mail answered as a 404).
 */
export const formErrorsOf = (failure: unknown, fieldNames: readonly string[], fallbackField?: (error: ApiError) => string | undefined): FormErrors => {
  if (!(failure instanceof ApiError)) return { fields: {}, general: t("state.saveFailed") }
  const fields = Object.fromEntries(Object.entries(failure.fieldErrors).filter(([name]) => fieldNames.includes(name)))
  if (Object.keys(fields).length > 0) return { fields, general: null }
  const field = fallbackField?.(failure)
  return field ? { fields: { [field]: failure.message }, general: null } : { fields: {}, general: failure.message }
}
