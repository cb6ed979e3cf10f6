import { Navigate, useParams } from "react-router-dom"
import { PendingFeaturePage } from "../../../components/pending-feature"
import { paths } from "../../../config/paths"
import { ElementClassListPage } from "../../../features/catalogue/components/element-class-list-page"
import { parseId } from "../../../features/roles/route-ids"
import { useT } from "../../../lib/i18n"

/** /projects/:projectId/data-catalog/:section — "main" is the element class list; the other sections come with the catalogue's next steps. */
export default function DataCatalogPage() {
  const { t } = useT()
  const { projectId, section } = useParams()
  const id = parseId(projectId)
  if (id === null) return <Navigate to={paths.notFound} replace />
  if (section === "main") return <ElementClassListPage projectId={id} />
  return <PendingFeaturePage title={t("pending.dataCatalogTitle")} description={t("pending.dataCatalogText")} endpoint={`/1.2/profile/catalog/${section}?pro_id=${id}`} />
}
