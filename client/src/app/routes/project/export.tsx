import { PendingFeaturePage } from "../../../components/pending-feature"
import { useT } from "../../../lib/i18n"
import { useParams } from "react-router-dom"

export default function ExportPage() {
  const { t } = useT()
  const { projectId } = useParams()
  return <PendingFeaturePage title={t("pending.exportTitle")} description={t("pending.exportText")} endpoint={`/1.2/profile/exports?pro_id=${projectId}`} />
}
