/**
 * @module An IFC mapping in a catalogue dialog (element classes and their types alike): per IFC version an
 * entity picker and a predefined-type picker side by side; versions left empty are not mapped.
 */
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import type { FieldSpec, FormValues } from "../../../components/form-dialog"
import type { t as translate } from "../../../lib/i18n"
import { entityPicker, predefinedTypePicker } from "./ifc-pickers"
import { VERSIONS_SHOWN } from "./ifc-mapping-view"

type Mapping = { readonly ifc_version: IfcVersion; readonly entity: string; readonly predefined_type: string | null }

const orNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null)

/** The mapping as the form holds it: an entity and a predefined type field per IFC version. */
export const mappingValues = (ifc: readonly Mapping[] | undefined): FormValues =>
  Object.fromEntries(
    VERSIONS_SHOWN.flatMap((version) => {
      const mapped = ifc?.find((m) => m.ifc_version === version)
      return [
        [`entity_${version}`, mapped?.entity ?? ""],
        [`type_${version}`, mapped?.predefined_type ?? ""],
      ]
    }),
  )

/** The versions with an entity, as the API takes them; a version left empty is not mapped (and shows as a problem). */
export const mappingOf = (values: FormValues): Mapping[] =>
  VERSIONS_SHOWN.flatMap((ifc_version) => {
    const entity = orNull(values[`entity_${ifc_version}`])
    return entity ? [{ ifc_version, entity, predefined_type: orNull(values[`type_${ifc_version}`]) }] : []
  })

/** Whether the form's mapping differs from the item's. */
export const mappingChanged = (values: FormValues, ifc: readonly Mapping[]) => JSON.stringify(mappingOf(values)) !== JSON.stringify(mappingOf(mappingValues(ifc)))

/** The fields, offering entities below `under`: IfcObject for classes, IfcTypeObject for types. */
export const mappingFields = (under: string, t: typeof translate): FieldSpec[] =>
  VERSIONS_SHOWN.flatMap((version) => [
    { name: `entity_${version}`, label: t("catalogue:fields.entity", { version }), kind: "suggest", width: "half", suggest: entityPicker(version, under, t) },
    { name: `type_${version}`, label: t("catalogue:fields.predefinedType", { version }), kind: "suggest", width: "half", suggest: predefinedTypePicker(version, `entity_${version}`, under, t) },
  ])
