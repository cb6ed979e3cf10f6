import { Button, Card } from "@blueprintjs/core"
import { useEffect, useRef } from "react"
import { Link } from "react-router-dom"
import { paths } from "../../../config/paths"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { isLoggedIn } from "../../../lib/session"
import { logout } from "../api/login"

/** Logs out once on arrival, then says so (spec §4: 'Erfolgreich abgemeldet'). */
export function LogoutPage({ noCustomerRole = false }: { noCustomerRole?: boolean }) {
  const { t } = useT()
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    if (isLoggedIn()) void logout().then(() => toast("success", t("auth.loggedOut")))
  }, [t])
  return (
    <div className="bimp-auth-page">
      <Card elevation={2} className="bimp-auth-card">
        <h1 className="bimp-auth-title">BIM Profile</h1>
        <h2>{noCustomerRole ? t("auth.noCustomerRoleTitle") : t("auth.loggedOutTitle")}</h2>
        <p>{noCustomerRole ? t("auth.noCustomerRoleText") : t("auth.loggedOutText")}</p>
        <Link to={paths.login}>
          <Button intent="primary" text={t("auth.loginAgain")} />
        </Link>
      </Card>
    </div>
  )
}
