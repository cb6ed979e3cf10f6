/** @module IFC entity mappings as the catalogue stores them (element classes and their types alike). */
import type { IfcEntityMapping } from "@bimprofile/contracts/events/project/element-class-events"

/** Mappings as stored: names trimmed, no predefined type as null. */
export const normalisedMappings = (ifc: readonly IfcEntityMapping[]): IfcEntityMapping[] =>
  ifc.map((m) => ({ ifc_version: m.ifc_version, entity: m.entity.trim(), predefined_type: m.predefined_type?.trim() || null }))

export const sameMappings = (a: readonly IfcEntityMapping[], b: readonly IfcEntityMapping[]) => JSON.stringify(a) === JSON.stringify(b)

/** The body's mappings as a command takes them (a left-out predefined type is none). */
export const mappingsOfBody = (ifc: readonly { ifc_version: IfcEntityMapping["ifc_version"]; entity: string; predefined_type?: string | null }[]): IfcEntityMapping[] =>
  ifc.map((m) => ({ ifc_version: m.ifc_version, entity: m.entity, predefined_type: m.predefined_type ?? null }))
