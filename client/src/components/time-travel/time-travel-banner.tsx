import { Button, Callout } from "@blueprintjs/core"
import { HistoryIcon, ResetIcon } from "@blueprintjs/icons"
import { formatDayTime } from "../../lib/document-format"
import { useT } from "../../lib/i18n"
import { positionOf, timeOfPosition, useTimeTravel, versionOfPosition } from "../../lib/time-travel"
import { useTravelTo } from "./use-as-of"
import "./time-travel.css"

/**
 * Under the project header while the project is shown as of an earlier point: which point (the published version,
 * its time and position, as far as known), that nothing can be changed, and the way back to the project as it is now.
 */
export function TimeTravelBanner() {
  const { t, locale } = useT()
  const mode = useTimeTravel()
  const travelTo = useTravelTo()
  if (mode === null) return null
  const position = positionOf(mode.asOf) ?? mode.position
  const iso = position !== null && positionOf(mode.asOf) !== null ? timeOfPosition(position) : mode.asOf
  const time = iso === undefined ? "" : formatDayTime(iso, locale)
  const version = position === null ? undefined : versionOfPosition(position)
  const text = version
    ? t("history:timeTravel.bannerVersion", { version, position })
    : time && position !== null
      ? t("history:timeTravel.banner", { time, position })
      : time
        ? t("history:timeTravel.bannerTime", { time })
        : t("history:timeTravel.bannerPosition", { position })
  return (
    <Callout intent="warning" icon={<HistoryIcon />} className="bimp-tt-banner" role="status" aria-label={t("history:timeTravel.bannerLabel")}>
      <span className="bimp-tt-banner-text">{text}</span>
      <Button intent="warning" icon={<ResetIcon />} text={t("history:timeTravel.backToNow")} onClick={() => travelTo(null)} />
    </Callout>
  )
}
