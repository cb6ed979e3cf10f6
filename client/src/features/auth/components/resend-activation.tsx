import { Button, Callout } from "@blueprintjs/core"
import { useState } from "react"
import { useT } from "../../../lib/i18n"
import { FormError } from "./form-error"

/**
 * "No mail arrived?": sends the activation mail again. The register call itself does it: for an address
 * registered but not yet activated the server issues a new link (command-service auth/account-routes.ts,
 * registeredAgain) and answers as for any registration, so nothing tells whether the address is known.
 */
export function ResendActivation({ resend }: { resend: () => Promise<unknown> }) {
  const { t } = useT()
  const [state, setState] = useState<"idle" | "busy" | "sent">("idle")
  const [error, setError] = useState<unknown>(null)
  const send = async () => {
    setState("busy")
    setError(null)
    try {
      await resend()
      setState("sent")
    } catch (failure) {
      setError(failure)
      setState("idle")
    }
  }
  return (
    <div className="bimp-auth-resend">
      <p>{t("auth:resend.question")}</p>
      {state === "sent" ? (
        <Callout intent="primary" compact role="status" aria-live="polite">
          {t("auth:resend.sent")}
        </Callout>
      ) : (
        <Button text={t("auth:resend.action")} loading={state === "busy"} onClick={() => void send()} />
      )}
      <FormError error={error} />
    </div>
  )
}
