import type { PatchPropertyBody, PropertyTargetBody } from "@bimprofile/contracts/bodies/property-bodies"
import { PROPERTY_CONCEPTS, PROPERTY_DATATYPES } from "@bimprofile/contracts/catalogue/property-kinds"
import type { PropertyDto } from "@bimprofile/contracts/dto/property-dto"
import { useValueLists } from "../../../api/value-lists/get-value-lists"
import { FormDialog, type FieldSpec, type FormValues } from "../../../components/form-dialog"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { requireName } from "../../../lib/name-rule"
import { useCreateProperty, useUpdateProperty } from "../api/property-writes"
import { VERSIONS_SHOWN } from "./ifc-mapping-view"
import { dataTypePicker, propertyPicker, propertySetPicker } from "./ifc-pickers"

const orNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null)

/** The targets as the form holds them: per version a set, a property (or attribute) and a data type. */
const targetValues = (property: PropertyDto | undefined): FormValues =>
  Object.fromEntries(
    VERSIONS_SHOWN.flatMap((version) => {
      const target = property?.pty_ifc.find((t) => t.ifc_version === version)
      return [
        [`pset_${version}`, target && "pset" in target ? target.pset : ""],
        [`property_${version}`, target ? ("pset" in target ? target.property : target.attribute) : ""],
        [`dataType_${version}`, target?.data_type ?? ""],
      ]
    }),
  )

/** The versions with a property (or attribute) name; an attribute has no set. */
const targetsOf = (values: FormValues): PropertyTargetBody[] =>
  VERSIONS_SHOWN.flatMap((ifc_version): PropertyTargetBody[] => {
    const name = orNull(values[`property_${ifc_version}`])
    if (!name) return []
    const pset = orNull(values[`pset_${ifc_version}`])
    const data_type = orNull(values[`dataType_${ifc_version}`])
    return [pset && values.pty_concept !== "attribute" ? { ifc_version, pset, property: name, data_type } : { ifc_version, attribute: name, data_type }]
  })

/**
 * Create a property (Merkmal), or edit one: name, description, its kind of value, unit and IFC concept, and
 * per IFC version the standard set with its property (or, for an attribute, the attribute) and the data type
 * IFC expects — each offered by a picker; what IFC does not know is saved as written and shown as a problem.
 */
export function PropertyFormDialog({ projectId, isOpen, property, onClose }: { projectId: number; isOpen: boolean; property?: PropertyDto | undefined; onClose: () => void }) {
  const { t } = useT()
  const create = useCreateProperty(projectId)
  const update = useUpdateProperty(projectId)
  const lists = useValueLists(projectId, "name_asc", isOpen)
  const initial: FormValues = {
    pty_vls_id: property?.pty_vls_id ? String(property.pty_vls_id) : "",
    pty_name: property?.pty_name ?? "",
    pty_datatype: property?.pty_datatype ?? "text",
    pty_unit: property?.pty_unit ?? "",
    pty_concept: property?.pty_concept ?? "predefined_property",
    pty_desc: property?.pty_desc ?? "",
    ...targetValues(property),
  }

  const submit = async (values: FormValues) => {
    const name = values.pty_name ?? ""
    const fields = {
      pty_desc: orNull(values.pty_desc),
      pty_datatype: values.pty_datatype as PropertyDto["pty_datatype"],
      pty_unit: orNull(values.pty_unit),
      pty_concept: values.pty_concept as PropertyDto["pty_concept"],
      pty_ifc: targetsOf(values),
      pty_vls_id: values.pty_vls_id ? Number(values.pty_vls_id) : null,
    }
    if (!property) {
      await create.mutateAsync({ pty_pro_id: projectId, pty_name: name, ...fields })
      toast("success", t("catalogue:properties.toast.created", { name }))
      return
    }
    const body: { -readonly [K in keyof PatchPropertyBody]: PatchPropertyBody[K] } = {}
    if (name !== property.pty_name) body.pty_name = name
    if (fields.pty_desc !== property.pty_desc) body.pty_desc = fields.pty_desc
    if (fields.pty_datatype !== property.pty_datatype) body.pty_datatype = fields.pty_datatype
    if (fields.pty_unit !== property.pty_unit) body.pty_unit = fields.pty_unit
    if (fields.pty_concept !== property.pty_concept) body.pty_concept = fields.pty_concept
    if (fields.pty_vls_id !== property.pty_vls_id) body.pty_vls_id = fields.pty_vls_id
    if (JSON.stringify(fields.pty_ifc) !== JSON.stringify(targetsOf(targetValues(property)))) body.pty_ifc = fields.pty_ifc
    if (Object.keys(body).length === 0) return
    await update.mutateAsync({ id: property.pty_id, body })
    toast("success", t("catalogue:properties.toast.updated", { name }))
  }

  const targetFields: FieldSpec[] = VERSIONS_SHOWN.flatMap((version): FieldSpec[] => [
    { name: `pset_${version}`, label: t("catalogue:fields.pset", { version }), kind: "suggest", width: "third", suggest: propertySetPicker(version, t) },
    { name: `property_${version}`, label: t("catalogue:fields.property", { version }), kind: "suggest", width: "third", suggest: propertyPicker(version, `pset_${version}`, t) },
    { name: `dataType_${version}`, label: t("catalogue:fields.dataType", { version }), kind: "suggest", width: "third", suggest: dataTypePicker(version, `pset_${version}`, `property_${version}`, t) },
  ])

  return (
    <FormDialog
      isOpen={isOpen}
      title={property ? t("catalogue:properties.editTitle") : t("catalogue:properties.createTitle")}
      fields={[
        { name: "pty_name", label: t("catalogue:fields.name"), autoFocus: true, validate: requireName("property") },
        { name: "pty_datatype", label: t("catalogue:fields.datatype"), kind: "select", width: "third", options: PROPERTY_DATATYPES.map((value) => ({ value, label: t(`catalogue:datatypes.${value}`) })) },
        { name: "pty_unit", label: t("catalogue:fields.unit"), width: "third" },
        { name: "pty_concept", label: t("catalogue:fields.concept"), kind: "select", width: "third", options: PROPERTY_CONCEPTS.map((value) => ({ value, label: t(`catalogue:concepts.${value}`) })) },
        {
          name: "pty_vls_id",
          label: t("catalogue:fields.valueList"),
          kind: "select",
          options: [{ value: "", label: t("catalogue:fields.noValueList") }, ...(lists.data ?? []).map((list) => ({ value: String(list.vls_id), label: list.vls_name }))],
        },
        { name: "pty_desc", label: t("catalogue:fields.description"), kind: "textarea" },
        ...targetFields,
      ]}
      initial={initial}
      submitLabel={property ? t("actions.save") : t("actions.create")}
      onSubmit={submit}
      onClose={onClose}
    />
  )
}
