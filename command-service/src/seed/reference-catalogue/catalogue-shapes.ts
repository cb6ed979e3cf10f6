/**
 * @module The shapes of the reference catalogue's seed data and the small builders its files share: IFC
 * mappings written as "IfcWall/SHEAR", the disciplines (Fachdisziplinen) and the project stages at which a
 * class or property is first required. Pure data, no side effects.
 */
import type { IfcEntityMapping } from "@bimprofile/contracts/events/project/element-class-events"
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"

/** The Fachdisziplinen of the catalogue (`elc_category`). */
export const DISCIPLINES = ["Architektur", "Tragwerk", "HLKS", "Elektro", "Gebäudeautomation", "Transportanlagen", "Umgebung"] as const
export type Discipline = (typeof DISCIPLINES)[number]

/**
 * The stage from which an information is required, after SIA 112: 1 strategic planning and preliminary
 * studies, 2 preliminary project (Vorprojekt), 3 building project and tender (Bauprojekt), 4 execution and
 * as-built (Ausführung), 5 operation (Bewirtschaftung). Later stages require everything earlier ones do.
 */
export type Stage = 1 | 2 | 3 | 4 | 5

/** An entity in one version, written "IfcWall" or "IfcWall/SHEAR" (entity/predefined type). */
export type EntitySpec = string

/** The mapping in the three versions; IFC4 defaults to IFC4X3_ADD2's, IFC2X3 to IFC4's. */
export type IfcSpecs = { readonly IFC4X3_ADD2: EntitySpec; readonly IFC4?: EntitySpec; readonly IFC2X3?: EntitySpec }

const mappingOf = (ifc_version: IfcVersion, spec: EntitySpec): IfcEntityMapping => {
  const [entity, predefinedType] = spec.split("/")
  return { ifc_version, entity: entity!, predefined_type: predefinedType ?? null }
}

/** The three mappings of a class or type, newest version first (as the pickers list them). */
export const ifcMappings = (specs: IfcSpecs): IfcEntityMapping[] => {
  const ifc4 = specs.IFC4 ?? specs.IFC4X3_ADD2
  const ifc2x3 = specs.IFC2X3 ?? ifc4
  return [mappingOf("IFC4X3_ADD2", specs.IFC4X3_ADD2), mappingOf("IFC4", ifc4), mappingOf("IFC2X3", ifc2x3)]
}
