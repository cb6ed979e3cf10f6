import { Navigate, useParams } from "react-router-dom"
import { PendingFeaturePage } from "../../../components/pending-feature"
import { type CatalogSection, catalogSections, paths } from "../../../config/paths"
import { CatalogueNav } from "../../../features/catalogue/components/catalogue-nav"
import { ElementClassListPage } from "../../../features/catalogue/components/element-class-list-page"
import { ElementTypeListPage } from "../../../features/catalogue/components/element-type-list-page"
import { PropertyListPage } from "../../../features/catalogue/components/property-list-page"
import { ValueListPage } from "../../../features/catalogue/components/value-list-page"
import { parseId } from "../../../features/roles/route-ids"
import { useT } from "../../../lib/i18n"

const isCatalogSection = (section: string | undefined): section is CatalogSection => (catalogSections as readonly (string | undefined)[]).includes(section)

/**
 * /projects/:projectId/data-catalog/:section — "main" is the element class list, "types" the element class
 * types, "custom-properties" the properties, "value-lists" the value lists; the other sections come with the catalogue's next steps.
 */
export default function DataCatalogPage() {
  const { t } = useT()
  const { projectId, section } = useParams()
  const id = parseId(projectId)
  if (id === null) return <Navigate to={paths.notFound} replace />
  if (section === "main") return <ElementClassListPage projectId={id} />
  if (section === "types") return <ElementTypeListPage projectId={id} />
  if (section === "custom-properties") return <PropertyListPage projectId={id} />
  if (section === "value-lists") return <ValueListPage projectId={id} />
  if (!isCatalogSection(section)) return <Navigate to={paths.dataCatalog(id)} replace />
  return (
    <PendingFeaturePage title={t(`catalogue:nav.${section}`)} description={t("pending.dataCatalogText")} endpoint={`/1.2/profile/catalog/${section}?pro_id=${id}`}>
      <CatalogueNav projectId={id} current={section} />
    </PendingFeaturePage>
  )
}
