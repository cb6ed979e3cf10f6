import { Button, NonIdealState } from "@blueprintjs/core"
import { Wrench } from "@blueprintjs/icons"
import { useState } from "react"
import { useNavigate } from "react-router-dom"
import { paths } from "../../../config/paths"
import { useT } from "../../../lib/i18n"
import { checkStatus } from "../../../lib/status-check"

export default function MaintenancePage() {
  const { t } = useT()
  const navigate = useNavigate()
  const [checking, setChecking] = useState(false)
  const retry = async () => {
    setChecking(true)
    const status = await checkStatus()
    setChecking(false)
    if (!status.maintenance) navigate(paths.projects, { replace: true })
  }
  return (
    <NonIdealState
      icon={<Wrench size={48} />}
      title={t("status.maintenanceTitle")}
      description={t("status.maintenanceText")}
      action={<Button onClick={() => void retry()} loading={checking} text={t("actions.retry")} />}
    />
  )
}
