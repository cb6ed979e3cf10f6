import { Callout } from "@blueprintjs/core"
import { UPGRADE_SHOP_URL } from "../../config/app-config"
import { useT } from "../../lib/i18n"

/** 'Free guest access' with the upgrade link, for users without a licence (spec §2). */
export function GuestBanner() {
  const { t } = useT()
  return (
    <Callout intent="warning" compact className="bimp-guest-banner" role="status">
      {t("guest.banner")}{" "}
      <a href={UPGRADE_SHOP_URL} target="_blank" rel="noreferrer">
        {t("guest.upgrade")}
      </a>
    </Callout>
  )
}
