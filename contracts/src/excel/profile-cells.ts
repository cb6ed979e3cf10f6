/**
 * @module How the Excel profile writes an IFC mapping in a cell — an element class's entity
 * ("IfcWall.SOLIDWALL") and a property's target ("Pset_WallCommon.FireRating", or an attribute's name) — and
 * how the profile import reads such a cell back. Several mappings of one version share a cell, comma-separated.
 */
import type { IfcEntityMapping } from "../events/project/element-class-events"
import type { PropertyTarget } from "../events/project/property-events"

export const entityText = (mapping: Pick<IfcEntityMapping, "entity" | "predefined_type">) =>
  mapping.predefined_type ? `${mapping.entity}.${mapping.predefined_type}` : mapping.entity

export const targetText = (target: PropertyTarget) => ("pset" in target ? `${target.pset}.${target.property}` : target.attribute)

/** The parts of a cell holding several mappings: "IfcWall, IfcSlab.FLOOR" → ["IfcWall", "IfcSlab.FLOOR"]. */
export const cellParts = (cell: string | null): string[] =>
  (cell ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")

/** An entity as a cell writes it: the name, then after the first dot the predefined type. */
export const entityOfText = (text: string): Pick<IfcEntityMapping, "entity" | "predefined_type"> => {
  const dot = text.indexOf(".")
  return dot < 0 ? { entity: text, predefined_type: null } : { entity: text.slice(0, dot).trim(), predefined_type: text.slice(dot + 1).trim() || null }
}
