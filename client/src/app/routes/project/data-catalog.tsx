import { PendingFeaturePage } from "../../../components/pending-feature"
import { useT } from "../../../lib/i18n"
import { useParams } from "react-router-dom"

export default function DataCatalogPage() {
  const { t } = useT()
  const { projectId, section } = useParams()
  return <PendingFeaturePage title={t("pending.dataCatalogTitle")} description={t("pending.dataCatalogText")} endpoint={`/1.2/profile/catalog/${section}?pro_id=${projectId}`} />
}
