import { NonIdealState } from "@blueprintjs/core"
import { Lock } from "@blueprintjs/icons"
import { ProjectAlternatives } from "../../../features/status/project-alternatives"
import { useT } from "../../../lib/i18n"

export default function NotAuthorizedPage() {
  const { t } = useT()
  return <NonIdealState icon={<Lock size={48} />} title={t("status.notAuthorizedTitle")} description={t("status.notAuthorizedText")} action={<ProjectAlternatives />} />
}
