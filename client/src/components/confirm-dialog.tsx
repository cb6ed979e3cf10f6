import { Alert, Callout } from "@blueprintjs/core"
import { useRef, useState } from "react"
import { useFocusOnFailure } from "../hooks/use-focus-on-failure"
import { ApiError } from "../lib/api-error"
import { useT } from "../lib/i18n"

export type ConfirmDialogProps = {
  isOpen: boolean
  text: string
  confirmLabel: string
  onConfirm: () => Promise<unknown>
  onClose: () => void
}

/** Asks before a permanent change (delete); a refusal of the server is shown in the dialog. */
export function ConfirmDialog({ isOpen, text, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useT()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const body = useRef<HTMLDivElement>(null)
  const [failures, setFailures] = useState(0)
  useFocusOnFailure(body, failures)
  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      await onConfirm()
      onClose()
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("state.saveFailed"))
      setFailures((count) => count + 1)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Alert
      isOpen={isOpen}
      intent="danger"
      confirmButtonText={confirmLabel}
      cancelButtonText={t("actions.cancel")}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      loading={busy}
      canEscapeKeyCancel
    >
      <div ref={body}>
        <p>{text}</p>
        {error && (
          <Callout intent="danger" role="alert" compact>
            {error}
          </Callout>
        )}
      </div>
    </Alert>
  )
}
