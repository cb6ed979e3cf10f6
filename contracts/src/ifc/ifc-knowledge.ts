/**
 * @module The IFC knowledge the product ships: the compact data of the three versions (contracts/src/ifc/data,
 * attribution in its README), indexed on first use of a version. JSON imports work alike in node, tsx, vitest
 * and vite, so the services and (through a lazy import) the client get the same lookups.
 */
import type { CompactIfcSchema } from "./compact-format"
import ifc2x3 from "./data/IFC2X3.json" with { type: "json" }
import ifc4 from "./data/IFC4.json" with { type: "json" }
import ifc4x3 from "./data/IFC4X3_ADD2.json" with { type: "json" }
import { type IfcSchemaIndex, indexIfcSchema } from "./ifc-schema-index"
import type { IfcVersion } from "./ifc-versions"

const DATA: Record<IfcVersion, CompactIfcSchema> = {
  IFC2X3: ifc2x3 as unknown as CompactIfcSchema,
  IFC4: ifc4 as unknown as CompactIfcSchema,
  IFC4X3_ADD2: ifc4x3 as unknown as CompactIfcSchema,
}

/** Looks up one version's index: what the mapping checks and the pickers are given. */
export type IfcKnowledge = (version: IfcVersion) => IfcSchemaIndex

const indexes = new Map<IfcVersion, IfcSchemaIndex>()

/** The shipped knowledge; each version's index is built once, on its first use (a few ms), then kept. */
export const ifcKnowledge: IfcKnowledge = (version) => {
  let index = indexes.get(version)
  if (!index) {
    index = indexIfcSchema(DATA[version])
    indexes.set(version, index)
  }
  return index
}
