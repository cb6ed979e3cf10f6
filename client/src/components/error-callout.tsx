import { Button, Callout } from "@blueprintjs/core"
import { ApiError } from "../lib/api-error"
import { useT } from "../lib/i18n"

/** A failed load, saying what happened and what to do (retry), never a blank screen. */
export function ErrorCallout({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useT()
  const notAvailable = error instanceof ApiError && (error.status === 501 || error.code === "NOT_AVAILABLE")
  const message = notAvailable ? t("state.notAvailable") : error instanceof ApiError ? error.message : t("state.loadFailed")
  return (
    <Callout intent={notAvailable ? "primary" : "danger"} title={notAvailable ? t("state.notAvailableTitle") : t("state.errorTitle")} role="alert">
      <p>{message}</p>
      {onRetry && !notAvailable && <Button onClick={onRetry} text={t("actions.retry")} />}
    </Callout>
  )
}
