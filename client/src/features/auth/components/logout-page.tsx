import { Button, Card } from "@blueprintjs/core"
import { useEffect, useRef, useState } from "react"
import { Link } from "react-router-dom"
import { paths } from "../../../config/paths"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { isLoggedIn } from "../../../lib/session"
import { logout } from "../api/login"
import { browserLocation } from "../oidc/browser-location"

/**
 * Logs out once on arrival and says so (spec §4: 'Erfolgreich abgemeldet'); a provider session then ends at
 * the provider's end-session endpoint, which sends the browser back here.
 */
export function LogoutPage({ noCustomerRole = false }: { noCustomerRole?: boolean }) {
  const { t } = useT()
  const done = useRef(false)
  const [leaving, setLeaving] = useState(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    if (!isLoggedIn()) return
    void logout(browserLocation.origin()).then((endSession) => {
      toast("success", t("auth:loggedOut"))
      if (endSession) {
        setLeaving(true)
        browserLocation.assign(endSession)
      }
    })
  }, [t])
  return (
    <div className="bimp-auth-page">
      <Card elevation={2} className="bimp-auth-card">
        <h1 className="bimp-auth-title">BIM Profile</h1>
        <h2>{noCustomerRole ? t("auth:noCustomerRoleTitle") : t("auth:loggedOutTitle")}</h2>
        <p role={leaving ? "status" : undefined}>{leaving ? t("auth:leavingToProvider") : noCustomerRole ? t("auth:noCustomerRoleText") : t("auth:loggedOutText")}</p>
        <Link to={paths.login}>
          <Button intent="primary" text={t("auth:loginAgain")} />
        </Link>
      </Card>
    </div>
  )
}
