import { Button, NonIdealState } from "@blueprintjs/core"
import { Error as ErrorIcon } from "@blueprintjs/icons"
import { useT } from "../../../lib/i18n"

/** A page that failed to load or render: say so and offer a reload, never a blank screen. */
export function RouteError() {
  const { t } = useT()
  return (
    <NonIdealState
      icon={<ErrorIcon size={48} />}
      title={t("state.pageFailedTitle")}
      description={t("state.pageFailed")}
      action={<Button intent="primary" onClick={() => location.reload()} text={t("version.reload")} />}
    />
  )
}
