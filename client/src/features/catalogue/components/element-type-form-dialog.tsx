import type { PatchElementTypeBody } from "@bimprofile/contracts/bodies/element-type-bodies"
import type { ElementTypeDto } from "@bimprofile/contracts/dto/element-type-dto"
import { FormDialog, type FormValues } from "../../../components/form-dialog"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { requireName } from "../../../lib/name-rule"
import { useCreateElementType, useUpdateElementType } from "../api/element-type-writes"
import { mappingChanged, mappingFields, mappingOf, mappingValues } from "./ifc-mapping-fields"

const orNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null)

/** Create an element class type, or edit one: name, description and its IFC type object (IfcWallType …) per version. */
export function ElementTypeFormDialog({ projectId, isOpen, elementType, onClose }: { projectId: number; isOpen: boolean; elementType?: ElementTypeDto | undefined; onClose: () => void }) {
  const { t } = useT()
  const create = useCreateElementType(projectId)
  const update = useUpdateElementType(projectId)
  const initial: FormValues = { elt_name: elementType?.elt_name ?? "", elt_desc: elementType?.elt_desc ?? "", ...mappingValues(elementType?.elt_ifc) }

  const submit = async (values: FormValues) => {
    const name = values.elt_name ?? ""
    if (!elementType) {
      await create.mutateAsync({ elt_pro_id: projectId, elt_name: name, elt_desc: orNull(values.elt_desc), elt_ifc: mappingOf(values) })
      toast("success", t("catalogue:types.toast.created", { name }))
      return
    }
    const body: { -readonly [K in keyof PatchElementTypeBody]: PatchElementTypeBody[K] } = {}
    if (name !== elementType.elt_name) body.elt_name = name
    if (orNull(values.elt_desc) !== elementType.elt_desc) body.elt_desc = orNull(values.elt_desc)
    if (mappingChanged(values, elementType.elt_ifc)) body.elt_ifc = mappingOf(values)
    if (Object.keys(body).length === 0) return
    await update.mutateAsync({ id: elementType.elt_id, body })
    toast("success", t("catalogue:types.toast.updated", { name }))
  }

  return (
    <FormDialog
      isOpen={isOpen}
      title={elementType ? t("catalogue:types.editTitle") : t("catalogue:types.createTitle")}
      fields={[
        { name: "elt_name", label: t("catalogue:fields.name"), autoFocus: true, validate: requireName("element_type") },
        { name: "elt_desc", label: t("catalogue:fields.description"), kind: "textarea" },
        ...mappingFields("IfcTypeObject", t),
      ]}
      initial={initial}
      submitLabel={elementType ? t("actions.save") : t("actions.create")}
      onSubmit={submit}
      onClose={onClose}
    />
  )
}
