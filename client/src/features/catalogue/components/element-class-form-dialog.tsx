import type { PatchElementClassBody } from "@bimprofile/contracts/bodies/element-class-bodies"
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import { useElementTypes } from "../../../api/element-types/get-element-types"
import { FormDialog, type FormValues } from "../../../components/form-dialog"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { requireName } from "../../../lib/name-rule"
import { useCreateElementClass, useUpdateElementClass } from "../api/element-class-writes"
import { mappingChanged, mappingFields, mappingOf, mappingValues } from "./ifc-mapping-fields"

const orNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null)
const typeIdOf = (value: string | undefined) => (value ? Number(value) : null)

/**
 * Create an element class, or edit one: name, category (Fachdisziplin), its element class type, description
 * and its IFC entity with predefined type in each version. A mapping IFC does not know is saved as typed; the
 * list then marks its problems.
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
  const types = useElementTypes(projectId, "name_asc", isOpen)
  const initial: FormValues = {
    elc_name: elementClass?.elc_name ?? "",
    elc_category: elementClass?.elc_category ?? "",
    elc_elt_id: elementClass?.elc_elt_id ? String(elementClass.elc_elt_id) : "",
    elc_desc: elementClass?.elc_desc ?? "",
    ...mappingValues(elementClass?.elc_ifc),
  }

  const submit = async (values: FormValues) => {
    const name = values.elc_name ?? ""
    const ifc = mappingOf(values)
    const typeId = typeIdOf(values.elc_elt_id)
    if (!elementClass) {
      await create.mutateAsync({ elc_pro_id: projectId, elc_name: name, elc_category: orNull(values.elc_category), elc_desc: orNull(values.elc_desc), elc_ifc: ifc, elc_elt_id: typeId })
      toast("success", t("catalogue:toast.created", { name }))
      return
    }
    const body: { -readonly [K in keyof PatchElementClassBody]: PatchElementClassBody[K] } = {}
    if (name !== elementClass.elc_name) body.elc_name = name
    if (orNull(values.elc_category) !== elementClass.elc_category) body.elc_category = orNull(values.elc_category)
    if (orNull(values.elc_desc) !== elementClass.elc_desc) body.elc_desc = orNull(values.elc_desc)
    if (typeId !== elementClass.elc_elt_id) body.elc_elt_id = typeId
    if (mappingChanged(values, elementClass.elc_ifc)) body.elc_ifc = ifc
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
        { name: "elc_category", label: t("catalogue:fields.category"), width: "half" as const },
        {
          name: "elc_elt_id",
          label: t("catalogue:fields.type"),
          kind: "select",
          width: "half",
          options: [{ value: "", label: t("catalogue:fields.noType") }, ...(types.data ?? []).map((type) => ({ value: String(type.elt_id), label: type.elt_name }))],
        },
        { name: "elc_desc", label: t("catalogue:fields.description"), kind: "textarea" },
        ...mappingFields("IfcObject", t),
      ]}
      initial={initial}
      submitLabel={elementClass ? t("actions.save") : t("actions.create")}
      onSubmit={submit}
      onClose={onClose}
    />
  )
}
