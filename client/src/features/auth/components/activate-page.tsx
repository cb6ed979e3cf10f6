import { Callout, Card, Spinner } from "@blueprintjs/core"
import { useQuery } from "@tanstack/react-query"
import { Link, useParams } from "react-router-dom"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import { activate } from "../api/account-requests"
import { FormError } from "./form-error"

export function ActivatePage() {
  const { t } = useT()
  const { tokenId = "" } = useParams()
  const activation = useQuery({ queryKey: ["activation", tokenId], queryFn: () => activate(tokenId), retry: false })
  return (
    <div className="bimp-auth-page">
      <Card elevation={2} className="bimp-auth-card">
        <h2>{t("auth.activateTitle")}</h2>
        {activation.isLoading && <Spinner size={24} aria-label={t("state.loading")} />}
        {activation.isSuccess && <Callout intent="success">{t("auth.activated")}</Callout>}
        <FormError error={activation.error} />
        <p className="bimp-auth-links">
          <Link to={paths.login}>{t("auth.backToLogin")}</Link>
        </p>
      </Card>
    </div>
  )
}
