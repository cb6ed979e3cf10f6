/**
 * @module The IFC pickers of the catalogue's dialogs, as `suggest` fields of a FormDialog: entities of one
 * version below a root (IfcObject for element classes, IfcTypeObject for their types), and the predefined
 * types of the entity typed in a sibling field. Offers come from the server's search (api/ifc/search-ifc.ts).
 */
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { useIfcEntities } from "../../../api/ifc/search-ifc"
import type { FieldSpec, FormValues } from "../../../components/form-dialog"
import { useDebounced } from "../../../components/suggest-input"
import type { t as translate } from "../../../lib/i18n"

type Picker = NonNullable<FieldSpec["suggest"]>

/** Entities of `version` below `under` matching the typed text, each with its supertype. */
export const entityPicker = (version: IfcVersion, under: string, t: typeof translate): Picker => ({
  use: (query) => {
    const { data, isFetching } = useIfcEntities(version, query, under)
    return { items: (data ?? []).map((entity) => ({ value: entity.entity, detail: entity.supertype ?? undefined })), loading: isFetching }
  },
  emptyText: t("catalogue:picker.noEntity", { version }),
})

/**
 * The predefined types of the entity in the field `entityField` (any case, as the server matches it),
 * filtered by the typed text; none while that field names no entity of the version.
 */
export const predefinedTypePicker = (version: IfcVersion, entityField: string, under: string, t: typeof translate): Picker => ({
  use: (query, values: FormValues) => {
    const typed = useDebounced((values[entityField] ?? "").trim())
    const { data, isFetching } = useIfcEntities(version, typed, under, typed !== "")
    const entity = data?.find((candidate) => candidate.entity.toUpperCase() === typed.toUpperCase())
    const wanted = query.trim().toUpperCase()
    const items = (entity?.predefined_types ?? []).filter((value) => value.includes(wanted)).map((value) => ({ value }))
    return { items, loading: isFetching }
  },
  emptyText: t("catalogue:picker.noPredefinedType"),
})
