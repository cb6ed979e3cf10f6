import { NonIdealState } from "@blueprintjs/core"
import { Search } from "@blueprintjs/icons"
import { ProjectAlternatives } from "../../../features/status/project-alternatives"
import { useT } from "../../../lib/i18n"

export default function NotFoundPage() {
  const { t } = useT()
  return <NonIdealState icon={<Search size={48} />} title={t("status.notFoundTitle")} description={t("status.notFoundText")} action={<ProjectAlternatives />} />
}
