/**
 * @module How the catalogue's lists show an item's IFC mapping (element classes and their types alike): one
 * cell per IFC version, newest first (the mapping's problems: components/mapping-problems.tsx).
 */
import { IFC_VERSIONS, type IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { useT } from "../../../lib/i18n"

type Mapping = { readonly ifc_version: IfcVersion; readonly entity: string; readonly predefined_type: string | null }

/** Newest version first: IFC 4.3 is what new models are delivered in. */
export const VERSIONS_SHOWN: readonly IfcVersion[] = [...IFC_VERSIONS].reverse()

/** "IfcWall.SHEAR", "IfcWall", or null when the version is not mapped. */
const mappingIn = (ifc: readonly Mapping[], version: IfcVersion) => {
  const mapped = ifc.find((m) => m.ifc_version === version)
  return mapped ? (mapped.predefined_type ? `${mapped.entity}.${mapped.predefined_type}` : mapped.entity) : null
}

/** The header cells of the versions. */
export function MappingHeaders() {
  return VERSIONS_SHOWN.map((version) => (
    <th scope="col" key={version}>
      {version}
    </th>
  ))
}

/** A row's cells: the entity (with predefined type) per version, or "not mapped". */
export function MappingCells({ ifc }: { ifc: readonly Mapping[] }) {
  const { t } = useT()
  return VERSIONS_SHOWN.map((version) => {
    const mapped = mappingIn(ifc, version)
    return (
      <td key={version} className="bimp-elc-entity">
        {mapped ?? <span className="bimp-pr-muted">{t("catalogue:list.notMapped")}</span>}
      </td>
    )
  })
}
