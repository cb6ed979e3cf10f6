/**
 * @module What an IFC version's IDS file left out of a requirement (contracts/src/ids/specifications-of.ts), in
 * the user's language: worded from the omission's code, the item's name (or its id, when it is gone) and the version.
 */
import type { IdsCheckDto } from "@bimprofile/contracts/dto/ids-check-dto"
import { t } from "../../lib/i18n"

type Omission = IdsCheckDto["omissions"][number]

const KEYS: Readonly<Record<Omission["code"], string>> = {
  class_not_mapped: "classNotMapped",
  class_gone: "classGone",
  property_not_mapped: "propertyNotMapped",
  property_gone: "propertyGone",
}

export const idsOmissionText = (omission: Omission): string =>
  t(`catalogue:requirements.ids.omission.${KEYS[omission.code]}`, { name: omission.item_name, id: omission.item_id, version: omission.ifc_version })
