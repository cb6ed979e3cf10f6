import type { ListKind } from "@bimprofile/contracts/catalogue/list-kinds"
import { Navigate, useParams, useSearchParams } from "react-router-dom"
import { type CatalogSection, catalogSections, paths } from "../../../config/paths"
import { ElementClassListPage } from "../../../features/catalogue/components/element-class-list-page"
import { ElementTypeListPage } from "../../../features/catalogue/components/element-type-list-page"
import { PropertyListPage } from "../../../features/catalogue/components/property-list-page"
import { ValueListPage } from "../../../features/catalogue/components/value-list-page"
import { CatalogueListPage } from "../../../features/catalogue/lists/catalogue-list-page"
import { PropertyViewsTabs } from "../../../features/catalogue/lists/property-views-tabs"
import { parseId } from "../../../features/roles/route-ids"

/** The sections that show a kind of catalogue list (the property sets are a view of custom-properties). */
const LIST_SECTIONS: Readonly<Record<string, ListKind>> = { groupings: "group_list", classifications: "classification", "material-lists": "material_list" }

const isCatalogSection = (section: string | undefined): section is CatalogSection => (catalogSections as readonly (string | undefined)[]).includes(section)

/**
 * /projects/:projectId/data-catalog/:section — "main" is the element class list, "types" the element class
 * types, "custom-properties" the properties (and ?view=sets the property sets), "value-lists" the value lists, "groupings",
 * "classifications" and "material-lists" the other catalogue lists.
 */
export default function DataCatalogPage() {
  const { projectId, section } = useParams()
  const view = useSearchParams()[0].get("view")
  const id = parseId(projectId)
  if (id === null) return <Navigate to={paths.notFound} replace />
  if (section === "main") return <ElementClassListPage projectId={id} />
  if (section === "types") return <ElementTypeListPage projectId={id} />
  if (section === "custom-properties")
    return view === "sets" ? (
      <CatalogueListPage projectId={id} kind="property_set" section={section} tabs={<PropertyViewsTabs projectId={id} current="sets" />} />
    ) : (
      <PropertyListPage projectId={id} />
    )
  if (section === "value-lists") return <ValueListPage projectId={id} />
  const listKind = LIST_SECTIONS[section ?? ""]
  if (listKind && isCatalogSection(section)) return <CatalogueListPage key={listKind} projectId={id} kind={listKind} section={section} />
  return <Navigate to={paths.dataCatalog(id)} replace />
}
