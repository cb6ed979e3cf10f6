import { Callout, Card, Spinner } from "@blueprintjs/core"
import { useQuery } from "@tanstack/react-query"
import { Link, useParams } from "react-router-dom"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import { activate } from "../api/account-requests"
import { FormError } from "./form-error"

/** /activate/{token}: activates the account of the mailed link once on arrival, then says how it went. */
export function ActivatePage() {
  const { t } = useT()
  const { tokenId = "" } = useParams()
  // A query, so the activation runs once per token even when the page renders twice (StrictMode).
  const activation = useQuery({ queryKey: ["auth", "activation", tokenId], queryFn: () => activate(tokenId), retry: false, staleTime: Infinity, gcTime: Infinity })
  return (
    <div className="bimp-auth-page">
      <Card elevation={2} className="bimp-auth-card">
        <h2>{t("auth:activateTitle")}</h2>
        {activation.isLoading && <Spinner size={24} aria-label={t("state.loading")} />}
        {activation.isSuccess && (
          <Callout intent="success" role="status" title={t("auth:activatedTitle")}>
            {t("auth:activated")}
          </Callout>
        )}
        {activation.isError && (
          <>
            <h3>{t("auth:activationFailedTitle")}</h3>
            <FormError error={activation.error} />
          </>
        )}
        <p className="bimp-auth-links">
          <Link to={paths.login}>{t("auth:backToLogin")}</Link>
        </p>
      </Card>
    </div>
  )
}
