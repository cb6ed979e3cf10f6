/**
 * @module The IFC pickers of the catalogue's dialogs, as `suggest` fields of a FormDialog: entities of one
 * version below a root (IfcObject for element classes, IfcTypeObject for their types), the predefined types of
 * the entity typed in a sibling field; for properties the standard sets, their properties and the data type
 * IFC expects. Offers come from the server's search (api/ifc/search-ifc.ts), asked only while a list is open;
 * the sibling fields are read as they stand (the user is not typing in them while this list is open).
 */
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { useIfcEntities, useIfcProperties, useIfcPropertySets } from "../../../api/ifc/search-ifc"
import type { FieldSpec, FormValues } from "../../../components/form-dialog"
import type { t as translate } from "../../../lib/i18n"

type Picker = NonNullable<FieldSpec["suggest"]>

/** Entities of `version` below `under` matching the typed text, each with its supertype. */
export const entityPicker = (version: IfcVersion, under: string, t: typeof translate): Picker => ({
  use: (query, _values, open) => {
    const { data, isFetching } = useIfcEntities(version, query, under, open)
    return { items: (data ?? []).map((entity) => ({ value: entity.entity, detail: entity.supertype ?? undefined })), loading: isFetching }
  },
  emptyText: t("catalogue:picker.noEntity", { version }),
})

/**
 * The predefined types of the entity in the field `entityField` (any case, as the server matches it),
 * filtered by the typed text; none while that field names no entity of the version.
 */
export const predefinedTypePicker = (version: IfcVersion, entityField: string, under: string, t: typeof translate): Picker => ({
  use: (query, values: FormValues, open) => {
    const typed = (values[entityField] ?? "").trim()
    const { data, isFetching } = useIfcEntities(version, typed, under, open && typed !== "")
    const entity = data?.find((candidate) => candidate.entity.toUpperCase() === typed.toUpperCase())
    const wanted = query.trim().toUpperCase()
    const items = (entity?.predefined_types ?? []).filter((value) => value.includes(wanted)).map((value) => ({ value }))
    return { items, loading: isFetching }
  },
  emptyText: t("catalogue:picker.noPredefinedType"),
})

/** Standard property and quantity sets of `version` matching the typed text. */
export const propertySetPicker = (version: IfcVersion, t: typeof translate): Picker => ({
  use: (query, _values, open) => {
    const { data, isFetching } = useIfcPropertySets(version, query, {}, open)
    return { items: (data ?? []).map((set) => ({ value: set.pset, detail: set.kind === "QTO" ? t("catalogue:picker.quantities") : undefined })), loading: isFetching }
  },
  emptyText: t("catalogue:picker.noPropertySet", { version }),
})

/** The properties of the set in the field `setField` (all standard ones while it is empty), each with its data type. */
export const propertyPicker = (version: IfcVersion, setField: string, t: typeof translate): Picker => ({
  use: (query, values: FormValues, open) => {
    const pset = (values[setField] ?? "").trim()
    const { data, isFetching } = useIfcProperties(version, query, pset ? { pset } : {}, open)
    return { items: (data ?? []).map((property) => ({ value: property.property, detail: property.data_type ?? undefined })), loading: isFetching }
  },
  emptyText: t("catalogue:picker.noProperty", { version }),
})

/** The data type of the standard property named in the set and property fields: what IFC expects there. */
export const dataTypePicker = (version: IfcVersion, setField: string, propertyField: string, t: typeof translate): Picker => ({
  use: (query, values: FormValues, open) => {
    const pset = (values[setField] ?? "").trim()
    const name = (values[propertyField] ?? "").trim()
    const { data, isFetching } = useIfcProperties(version, name, { pset }, open && pset !== "" && name !== "")
    const expected = data?.find((property) => property.property.toUpperCase() === name.toUpperCase())?.data_type
    const wanted = query.trim().toUpperCase()
    return { items: expected && expected.toUpperCase().includes(wanted) ? [{ value: expected }] : [], loading: isFetching }
  },
  emptyText: t("catalogue:picker.noDataType"),
})
