/**
 * @module The property copy wizard's pure parts (spec §2 dialogs, `POST /1.2/profile/properties/copy`): where
 * properties come from, which classes may take them, what a property and a class are called in the project's
 * IFC version, and the answer in the user's terms — how many assignments were made, and which class was
 * passed over for which property, and why.
 */
import type { CopyPropertiesAnswer } from "@bimprofile/contracts/dto/command-answer-dto"
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import type { PropertyDto } from "@bimprofile/contracts/dto/property-dto"

/** The most properties and classes one call takes (CopyPropertiesBody). */
export const COPY_LIMIT = 500

/** Where the properties come from: a project, and in it one class's properties, or (null) all of them. */
export type CopySource = { readonly projectId: number; readonly classId: number | null }

/** "Pset_WallCommon.FireRating", an attribute's name, or null when the version has no target. */
export const propertyTargetIn = (property: Pick<PropertyDto, "pty_ifc">, version: string): string | null => {
  const target = property.pty_ifc.find((candidate) => candidate.ifc_version === version)
  return target ? ("pset" in target ? `${target.pset}.${target.property}` : target.attribute) : null
}

/** "IfcWall.SHEAR", "IfcWall", or null when the class is not mapped in the version. */
export const classEntityIn = (elementClass: Pick<ElementClassDto, "elc_ifc">, version: string): string | null => {
  const mapped = elementClass.elc_ifc.find((mapping) => mapping.ifc_version === version)
  return mapped ? [mapped.entity, mapped.predefined_type].filter(Boolean).join(".") : null
}

/**
 * The classes that can be given properties: the project's own, local or taken over. A class the project only
 * sees in its reference project belongs to that project (the server would refuse it); it is taken over locally
 * first ("Lokal übernehmen" in the list), which the wizard says rather than doing it unasked.
 */
export const isCopyTarget = (elementClass: Pick<ElementClassDto, "elc_origin">) => elementClass.elc_origin !== "reference"

export type SkippedPair = { readonly classId: number; readonly className: string; readonly propertyName: string; readonly reason: "assigned" | "typing" }
export type CopyOutcome = { readonly assigned: number; readonly skipped: readonly SkippedPair[] }

/**
 * The answer in names. `asked` are the properties sent, in the order sent: the answer's `pty_ids` gives the
 * project's property for each (itself, its local copy, or one of the same name), which the skipped pairs name.
 */
export const copyOutcome = (answer: CopyPropertiesAnswer, asked: readonly Pick<PropertyDto, "pty_id" | "pty_name">[], classNames: ReadonlyMap<number, string>): CopyOutcome => {
  const names = new Map<number, string>(asked.map((property) => [property.pty_id, property.pty_name]))
  if (answer.pty_ids.length === asked.length) answer.pty_ids.forEach((local, index) => names.set(local, asked[index]!.pty_name))
  const skipped = answer.skipped
    .map((pair) => ({
      classId: pair.elc_id,
      className: classNames.get(pair.elc_id) ?? `#${pair.elc_id}`,
      propertyName: names.get(pair.pty_id) ?? `#${pair.pty_id}`,
      reason: pair.reason,
    }))
    .sort((a, b) => a.className.localeCompare(b.className, "de-CH") || a.propertyName.localeCompare(b.propertyName, "de-CH"))
  return { assigned: answer.assigned.length, skipped }
}
