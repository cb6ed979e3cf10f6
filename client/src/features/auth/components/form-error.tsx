import { Callout } from "@blueprintjs/core"
import { ApiError } from "../../../lib/api-error"
import { useT } from "../../../lib/i18n"

/**
 * The error of a form submit: the server's message (its field texts are shown at the fields), that the
 * function is not available yet, a text of our own (a string), or a general failure.
 */
export function FormError({ error }: { error: unknown }) {
  const { t } = useT()
  if (!error) return null
  const notAvailable = error instanceof ApiError && error.status === 501
  const text = notAvailable
    ? t("state.notAvailable")
    : error instanceof ApiError
      ? error.message
      : typeof error === "string"
        ? error
        : t("auth:genericError")
  return (
    <Callout intent={notAvailable ? "primary" : "danger"} role="alert" compact>
      {text}
    </Callout>
  )
}
