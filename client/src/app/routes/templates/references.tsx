import { PendingFeaturePage } from "../../../components/pending-feature"
import { useT } from "../../../lib/i18n"

export default function ReferencesPage() {
  const { t } = useT()

  return <PendingFeaturePage title={t("pending.referencesTitle")} description={t("pending.referencesText")} endpoint={"/1.2/reference/projects"} />
}
