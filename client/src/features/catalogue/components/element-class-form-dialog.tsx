import type { PatchElementClassBody } from "@bimprofile/contracts/bodies/element-class-bodies"
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import { IFC_VERSIONS, type IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { FormDialog, type FormValues } from "../../../components/form-dialog"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useCreateElementClass, useUpdateElementClass } from "../api/element-class-writes"
import { requireName } from "../../../lib/name-rule"
import { entityPicker, predefinedTypePicker } from "./ifc-pickers"

const orNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null)
/** The project's usual version first: IFC 4.3 is what new models are delivered in. */
const VERSIONS_SHOWN: readonly IfcVersion[] = [...IFC_VERSIONS].reverse()

/** The mapping as the form holds it: an entity and a predefined type field per IFC version. */
const mappingValues = (elementClass: ElementClassDto | undefined): FormValues =>
  Object.fromEntries(
    VERSIONS_SHOWN.flatMap((version) => {
      const mapped = elementClass?.elc_ifc.find((m) => m.ifc_version === version)
      return [
        [`entity_${version}`, mapped?.entity ?? ""],
        [`type_${version}`, mapped?.predefined_type ?? ""],
      ]
    }),
  )

/** The versions with an entity, as the API takes them; a version left empty is not mapped (and shows as a problem). */
const mappingOf = (values: FormValues) =>
  VERSIONS_SHOWN.flatMap((ifc_version) => {
    const entity = orNull(values[`entity_${ifc_version}`])
    return entity ? [{ ifc_version, entity, predefined_type: orNull(values[`type_${ifc_version}`]) }] : []
  })

/**
 * Create an element class, or edit one: name, category (Fachdisziplin), description and its IFC entity with
 * predefined type in each version. A mapping IFC does not know is saved as typed; the list then marks its problems.
 */
export function ElementClassFormDialog({
  projectId,
  isOpen,
  elementClass,
  onClose,
}: {
  projectId: number
  isOpen: boolean
  elementClass?: ElementClassDto | undefined
  onClose: () => void
}) {
  const { t } = useT()
  const create = useCreateElementClass(projectId)
  const update = useUpdateElementClass(projectId)
  const initial: FormValues = {
    elc_name: elementClass?.elc_name ?? "",
    elc_category: elementClass?.elc_category ?? "",
    elc_desc: elementClass?.elc_desc ?? "",
    ...mappingValues(elementClass),
  }

  const submit = async (values: FormValues) => {
    const name = values.elc_name ?? ""
    const ifc = mappingOf(values)
    if (!elementClass) {
      await create.mutateAsync({ elc_pro_id: projectId, elc_name: name, elc_category: orNull(values.elc_category), elc_desc: orNull(values.elc_desc), elc_ifc: ifc })
      toast("success", t("catalogue:toast.created", { name }))
      return
    }
    const body: { -readonly [K in keyof PatchElementClassBody]: PatchElementClassBody[K] } = {}
    if (name !== elementClass.elc_name) body.elc_name = name
    if (orNull(values.elc_category) !== elementClass.elc_category) body.elc_category = orNull(values.elc_category)
    if (orNull(values.elc_desc) !== elementClass.elc_desc) body.elc_desc = orNull(values.elc_desc)
    if (JSON.stringify(ifc) !== JSON.stringify(mappingOf(mappingValues(elementClass)))) body.elc_ifc = ifc
    if (Object.keys(body).length === 0) return
    await update.mutateAsync({ id: elementClass.elc_id, body })
    toast("success", t("catalogue:toast.updated", { name }))
  }

  return (
    <FormDialog
      isOpen={isOpen}
      title={elementClass ? t("catalogue:dialog.editTitle") : t("catalogue:dialog.createTitle")}
      fields={[
        { name: "elc_name", label: t("catalogue:fields.name"), autoFocus: true, validate: requireName("element_class") },
        { name: "elc_category", label: t("catalogue:fields.category") },
        { name: "elc_desc", label: t("catalogue:fields.description"), kind: "textarea" },
        ...VERSIONS_SHOWN.flatMap((version) => [
          { name: `entity_${version}`, label: t("catalogue:fields.entity", { version }), kind: "suggest" as const, half: true as const, suggest: entityPicker(version, "IfcObject", t) },
          { name: `type_${version}`, label: t("catalogue:fields.predefinedType", { version }), kind: "suggest" as const, half: true as const, suggest: predefinedTypePicker(version, `entity_${version}`, "IfcObject", t) },
        ]),
      ]}
      initial={initial}
      submitLabel={elementClass ? t("actions.save") : t("actions.create")}
      onSubmit={submit}
      onClose={onClose}
    />
  )
}
