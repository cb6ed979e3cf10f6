import { PendingFeaturePage } from "../../../components/pending-feature"
import { useT } from "../../../lib/i18n"
import { useParams } from "react-router-dom"

export default function DocumentsPage() {
  const { t } = useT()
  const { projectId } = useParams()
  return <PendingFeaturePage title={t("pending.documentsTitle")} description={t("pending.documentsText")} endpoint={`/1.2/profile/documents?doc_pro_id=${projectId}`} />
}
