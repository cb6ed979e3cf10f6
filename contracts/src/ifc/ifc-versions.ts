/** @module The IFC versions a mapping names: the IDS ifcVersion tokens, the same as the project's IFC schemas. */
import { IFC_SCHEMAS } from "../codes"

export type IfcVersion = (typeof IFC_SCHEMAS)[number]["name"]
/** Oldest first; every mapping check covers all three, not only the project's version. */
export const IFC_VERSIONS: readonly IfcVersion[] = IFC_SCHEMAS.map((schema) => schema.name)

export const isIfcVersion = (value: string): value is IfcVersion => (IFC_VERSIONS as readonly string[]).includes(value)
