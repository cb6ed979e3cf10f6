import { Button, Callout, Card, InputGroup, Tag } from "@blueprintjs/core"
import { ListIcon, PlusIcon } from "@blueprintjs/icons"
import type { ValueListDto } from "@bimprofile/contracts/dto/value-list-dto"
import { type FormEvent, useState } from "react"
import type { ElementClassSort } from "../../../api/element-classes/get-element-classes"
import { useValueLists } from "../../../api/value-lists/get-value-lists"
import { FormDialog, type FormValues } from "../../../components/form-dialog"
import { PageLayout } from "../../../components/page-layout"
import { OriginMarker, originOf } from "../../../components/origin-marker"
import { toast } from "../../../lib/app-events"
import { ApiError } from "../../../lib/api-error"
import { useT } from "../../../lib/i18n"
import { requireName } from "../../../lib/name-rule"
import { useProjectWritable } from "../../../lib/project-access"
import { useAddValue, useCreateValueList, useDeleteValueList, useRemoveValue, useUpdateValueList } from "../api/value-list-writes"
import { CatalogueListFrame } from "./catalogue-list-frame"
import { ItemActions } from "./item-actions"
import { DeleteItemDialog, useItemDialogs } from "./item-dialogs"
import { CatalogueNav } from "./catalogue-nav"

const idOf = (list: ValueListDto) => list.vls_id
const nameOf = (list: ValueListDto) => list.vls_name

const orNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null)

/** A list's values as tags (removable by writers), and a field to add one; a refusal stays beside the field. */
function ValueListValues({ projectId, list, writable }: { projectId: number; list: ValueListDto; writable: boolean }) {
  const { t } = useT()
  const add = useAddValue(projectId)
  const remove = useRemoveValue(projectId)
  const [name, setName] = useState("")
  const [refusal, setRefusal] = useState<string | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const blank = requireName("value_list_item")(name)
    if (blank) return setRefusal(blank)
    setRefusal(null)
    try {
      await add.mutateAsync({ listId: list.vls_id, body: { vli_name: name } })
      setName("")
    } catch (failure) {
      setRefusal(failure instanceof ApiError ? failure.message : t("state.saveFailed"))
    }
  }
  return (
    <div className="bimp-vls-values">
      <ul className="bimp-vls-tags" aria-label={t("catalogue:valueLists.valuesOf", { name: list.vls_name })}>
        {list.vls_items.map((item) => (
          <li key={item.vli_id}>
            <Tag
              minimal
              round
              {...(writable && {
                onRemove: () =>
                  void remove.mutateAsync({ listId: list.vls_id, itemId: item.vli_id }).catch((failure: unknown) => setRefusal(failure instanceof ApiError ? failure.message : t("state.saveFailed"))),
                removeButtonProps: { "aria-label": t("catalogue:valueLists.removeValue", { name: item.vli_name }) },
              })}
            >
              {item.vli_name}
            </Tag>
          </li>
        ))}
      </ul>
      {writable && (
        <form className="bimp-vls-add" onSubmit={submit} aria-label={t("catalogue:valueLists.addTo", { name: list.vls_name })}>
          <InputGroup
            size="small"
            value={name}
            onValueChange={setName}
            placeholder={t("catalogue:valueLists.newValue")}
            aria-label={t("catalogue:valueLists.newValueFor", { name: list.vls_name })}
            intent={refusal ? "danger" : "none"}
          />
          <Button type="submit" size="small" icon={<PlusIcon />} text={t("catalogue:valueLists.add")} loading={add.isPending} />
        </form>
      )}
      {refusal && (
        <Callout intent="danger" role="alert" compact>
          {refusal}
        </Callout>
      )}
    </div>
  )
}

/**
 * /projects/:projectId/data-catalog/value-lists — the project's value lists (Wertelisten): each with its values,
 * how many properties use it and the flags of spec §5 (no values, not used by any property).
 */
export function ValueListPage({ projectId }: { projectId: number }) {
  const { t } = useT()
  const [sort, setSort] = useState<ElementClassSort>("name_asc")
  const lists = useValueLists(projectId, sort)
  const { setDialog, close, itemOf, creating } = useItemDialogs("value_list", lists.data, idOf, nameOf)
  const create = useCreateValueList(projectId)
  const update = useUpdateValueList(projectId)
  const remove = useDeleteValueList(projectId)
  const writable = useProjectWritable()
  const count = lists.data?.length ?? 0
  const open = () => setDialog({ kind: "create" })
  const editing = itemOf("edit")

  const submit = async (values: FormValues) => {
    const name = values.vls_name ?? ""
    if (!editing) {
      await create.mutateAsync({ vls_pro_id: projectId, vls_name: name, vls_desc: orNull(values.vls_desc) })
      toast("success", t("catalogue:valueLists.toast.created", { name }))
      return
    }
    const body = { ...(name !== editing.vls_name && { vls_name: name }), ...(orNull(values.vls_desc) !== editing.vls_desc && { vls_desc: orNull(values.vls_desc) }) }
    if (Object.keys(body).length === 0) return
    await update.mutateAsync({ id: editing.vls_id, body })
    toast("success", t("catalogue:valueLists.toast.updated", { name }))
  }

  return (
    <PageLayout title={t("catalogue:valueLists.title")} actions={writable ? <Button icon={<PlusIcon />} intent="primary" text={t("catalogue:valueLists.create")} onClick={open} /> : undefined}>
      <CatalogueNav projectId={projectId} current="value-lists" />
      <CatalogueListFrame
        query={lists}
        sort={sort}
        onSort={setSort}
        countText={t("catalogue:valueLists.count", { count })}
        empty={{
          icon: <ListIcon size={48} />,
          title: t("catalogue:valueLists.emptyTitle"),
          description: t("catalogue:valueLists.empty"),
          action: writable && <Button icon={<PlusIcon />} intent="primary" text={t("catalogue:valueLists.create")} onClick={open} />,
        }}
      >
        {() => (
          <div className="bimp-vls-grid">
            {lists.data!.map((list) => {
              const origin = originOf(list, "vls")
              return (
                <Card key={list.vls_id} className="bimp-vls-card" compact>
                  <div className="bimp-vls-head">
                    <h3 className="bimp-vls-name">{list.vls_name}</h3>
                    <OriginMarker origin={origin} />
                    {list.vls_flags.map((flag) => (
                      <Tag key={flag} intent="warning" minimal>
                        {t(`catalogue:valueLists.flags.${flag}`)}
                      </Tag>
                    ))}
                    <span className="bimp-pr-muted">{t("catalogue:valueLists.usedBy", { count: list.vls_property_count })}</span>
                    <ItemActions
                      name={list.vls_name}
                      origin={origin}
                      writable={writable}
                      onEdit={() => setDialog({ kind: "edit", item: list })}
                      onDelete={() => setDialog({ kind: "delete", item: list })}
                    />
                  </div>
                  {list.vls_desc && <p className="bimp-pr-muted">{list.vls_desc}</p>}
                  <ValueListValues projectId={projectId} list={list} writable={writable && !origin.locked} />
                </Card>
              )
            })}
          </div>
        )}
      </CatalogueListFrame>
      <FormDialog
        isOpen={creating || editing !== undefined}
        title={editing ? t("catalogue:valueLists.editTitle") : t("catalogue:valueLists.createTitle")}
        fields={[
          { name: "vls_name", label: t("catalogue:fields.name"), autoFocus: true, validate: requireName("value_list") },
          { name: "vls_desc", label: t("catalogue:fields.description"), kind: "textarea" },
        ]}
        initial={{ vls_name: editing?.vls_name ?? "", vls_desc: editing?.vls_desc ?? "" }}
        submitLabel={editing ? t("actions.save") : t("actions.create")}
        onSubmit={submit}
        onClose={close}
      />
      <DeleteItemDialog
        item={itemOf("delete")}
        text={(list) => t("catalogue:valueLists.confirmDelete", { name: list.vls_name })}
        deleted={(list) => t("catalogue:valueLists.toast.deleted", { name: list.vls_name })}
        onDelete={(list) => remove.mutateAsync(list.vls_id)}
        onClose={close}
      />
    </PageLayout>
  )
}
