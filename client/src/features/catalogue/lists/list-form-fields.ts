/** @module The dialog fields of a catalogue list or item (list-views.ts), labelled and checked in the user's language. */
import { PROPERTY_DATATYPES } from "@bimprofile/contracts/catalogue/property-kinds"
import type { ListKind } from "@bimprofile/contracts/catalogue/list-kinds"
import { isBlankName } from "@bimprofile/contracts/names"
import type { FieldSpec } from "../../../components/form-dialog"
import { useT } from "../../../lib/i18n"
import { apiName, type ItemLookup, kindInfo, listViews, parentOf } from "./list-views"

export const useListFormFields = (kind: ListKind, of: "list" | "item", lookup: ItemLookup): FieldSpec[] => {
  const { t } = useT()
  const prefix = of === "list" ? kindInfo(kind).prefix : kindInfo(kind).itemPrefix
  return listViews[kind][of].map(({ field, input, width, required }, index): FieldSpec => {
    const base = { name: apiName(prefix, field), label: t(`catalogue:lists.fields.${field}`), ...(width && { width }), ...(index === 0 && { autoFocus: true }) }
    switch (input) {
      case "textarea":
        return { ...base, kind: "textarea" }
      case "date":
        return { ...base, kind: "date" }
      case "datatype":
        return { ...base, kind: "select", options: PROPERTY_DATATYPES.map((value) => ({ value, label: t(`catalogue:datatypes.${value}`) })) }
      case "values":
        return { ...base, kind: "textarea", helper: t("catalogue:lists.valuesHelp") }
      case "parent":
        return {
          ...base,
          helper: t("catalogue:lists.parentHelp"),
          validate: (value) => (parentOf(value, lookup) === undefined ? t("catalogue:lists.unknownParent", { code: value.trim() }) : undefined),
        }
      default:
        return { ...base, ...(required && { validate: (value: string) => (isBlankName(value) ? t("catalogue:lists.required", { what: base.label }) : undefined) }) }
    }
  })
}
