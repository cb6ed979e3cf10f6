import { AnchorButton, NonIdealState } from "@blueprintjs/core"
import { Lock } from "@blueprintjs/icons"
import { UPGRADE_SHOP_URL } from "../../../config/app-config"
import { useT } from "../../../lib/i18n"

export default function LicenceRequiredPage() {
  const { t } = useT()
  return (
    <NonIdealState
      icon={<Lock size={48} />}
      title={t("licence.title")}
      description={t("licence.required")}
      action={<AnchorButton intent="primary" href={UPGRADE_SHOP_URL} target="_blank" text={t("guest.upgrade")} />}
    />
  )
}
