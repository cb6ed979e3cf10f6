/**
 * /projects/:projectId/data-catalog/{groupings, classifications, material-lists} and custom-properties?view=sets —
 * a project's lists of one kind (list-kinds.ts): on the left the lists (name, how many items, a summary),
 * on the right the chosen list's items (list-items-panel.tsx). The chosen list is in the address (?list=),
 * so a reload or a shared link shows the same.
 */
import { Button, Card, Tag } from "@blueprintjs/core"
import { FolderCloseIcon, PlusIcon } from "@blueprintjs/icons"
import type { ListKind } from "@bimprofile/contracts/catalogue/list-kinds"
import { type ReactNode, useState } from "react"
import { useSearchParams } from "react-router-dom"
import { type ListRecord, useCatalogueLists } from "../../../api/catalogue-lists/get-catalogue-lists"
import type { ElementClassSort } from "../../../api/element-classes/get-element-classes"
import { FormDialog, type FormValues } from "../../../components/form-dialog"
import { PageLayout } from "../../../components/page-layout"
import { OriginMarker, originOf } from "../../../components/origin-marker"
import type { CatalogSection } from "../../../config/paths"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useProjectWritable } from "../../../lib/project-access"
import { CatalogueListFrame } from "../components/catalogue-list-frame"
import { CatalogueNav } from "../components/catalogue-nav"
import { ItemActions } from "../components/item-actions"
import { DeleteItemDialog, useItemDialogs } from "../components/item-dialogs"
import { useListFormFields } from "./list-form-fields"
import { ListItemsPanel } from "./list-items-panel"
import { apiName, kindInfo, listViews, toBody, toForm } from "./list-views"
import { useListWrites } from "./list-writes"

const noItems = { idOfCode: () => undefined, codeOfId: () => undefined }

export function CatalogueListPage({ projectId, kind, section, tabs }: { projectId: number; kind: ListKind; section: CatalogSection; tabs?: ReactNode }) {
  const { t } = useT()
  const { prefix } = kindInfo(kind)
  const view = listViews[kind]
  const [sort, setSort] = useState<ElementClassSort>("name_asc")
  const lists = useCatalogueLists(projectId, kind, sort)
  const idOf = (list: ListRecord) => list[`${prefix}_id`] as number
  const nameOf = (list: ListRecord) => String(list[`${prefix}_name`])
  const { setDialog, close, itemOf, creating } = useItemDialogs<ListRecord>(kind, lists.data, idOf, nameOf)
  const writes = useListWrites(projectId, kind)
  const writable = useProjectWritable()
  const formFields = useListFormFields(kind, "list", noItems)
  const [params, setParams] = useSearchParams()
  const asked = Number(params.get("list"))
  const chosen = lists.data?.find((list) => idOf(list) === asked) ?? lists.data?.[0]
  const choose = (list: ListRecord) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.set("list", String(idOf(list)))
        return next
      },
      { replace: true },
    )
  const editing = itemOf("edit")
  const open = () => setDialog({ kind: "create" })

  const submit = async (values: FormValues) => {
    const body = toBody(prefix, view.list, values, editing, noItems)
    const name = values[`${prefix}_name`] ?? ""
    if (!editing) {
      const created = await writes.create.mutateAsync({ [`${prefix}_pro_id`]: projectId, ...body })
      choose(created)
      toast("success", t(`catalogue:lists.${kind}.created`, { name }))
      return
    }
    if (Object.keys(body).length === 0) return
    await writes.update.mutateAsync({ id: idOf(editing), body })
    toast("success", t("catalogue:lists.toast.saved", { name }))
  }

  const createButton = writable && <Button icon={<PlusIcon />} intent="primary" text={t(`catalogue:lists.${kind}.create`)} onClick={open} />
  return (
    <PageLayout title={t(`catalogue:lists.${kind}.title`)} actions={createButton || undefined}>
      <CatalogueNav projectId={projectId} current={section} />
      {tabs}
      <CatalogueListFrame
        query={lists}
        sort={sort}
        onSort={setSort}
        countText={t(`catalogue:lists.${kind}.count`, { count: lists.data?.length ?? 0 })}
        empty={{ icon: <FolderCloseIcon size={48} />, title: t(`catalogue:lists.${kind}.emptyTitle`), description: t(`catalogue:lists.${kind}.empty`), action: createButton }}
      >
        {() => (
          <div className="bimp-list-split">
            <ul className="bimp-list-cards" aria-label={t(`catalogue:lists.${kind}.title`)}>
              {lists.data!.map((list) => {
                const selected = chosen !== undefined && idOf(list) === idOf(chosen)
                return (
                  <li key={idOf(list)}>
                    <Card compact interactive selected={selected} className="bimp-list-card" onClick={() => choose(list)}>
                      <div className="bimp-vls-head">
                        <button type="button" className="bimp-list-card-name" aria-current={selected ? "true" : undefined} onClick={() => choose(list)}>
                          {nameOf(list)}
                        </button>
                        <OriginMarker origin={originOf(list, prefix)} />
                        <Tag minimal round>
                          {t("catalogue:lists.itemCount", { count: list[`${prefix}_item_count`] as number })}
                        </Tag>
                        {writable && !originOf(list, prefix).locked && (
                          <span onClick={(event) => event.stopPropagation()}>
                            <ItemActions
                              name={nameOf(list)}
                              origin={originOf(list, prefix)}
                              writable={writable}
                              onEdit={() => setDialog({ kind: "edit", item: list })}
                              onDelete={() => setDialog({ kind: "delete", item: list })}
                            />
                          </span>
                        )}
                      </div>
                      {view.summary.some((field) => list[apiName(prefix, field)]) && (
                        <p className="bimp-pr-muted bimp-list-summary">{view.summary.map((field) => list[apiName(prefix, field)]).filter(Boolean).join(" · ")}</p>
                      )}
                    </Card>
                  </li>
                )
              })}
            </ul>
            {chosen && (
              <ListItemsPanel key={idOf(chosen)} projectId={projectId} kind={kind} listId={idOf(chosen)} writable={writable && !originOf(chosen, prefix).locked} writes={writes} />
            )}
          </div>
        )}
      </CatalogueListFrame>
      <FormDialog
        isOpen={creating || editing !== undefined}
        title={t(editing ? `catalogue:lists.${kind}.editTitle` : `catalogue:lists.${kind}.createTitle`)}
        fields={formFields}
        initial={toForm(prefix, view.list, editing, noItems)}
        submitLabel={editing ? t("actions.save") : t("actions.create")}
        onSubmit={submit}
        onClose={close}
      />
      <DeleteItemDialog
        item={itemOf("delete")}
        text={(list) => t(`catalogue:lists.${kind}.confirmDelete`, { name: nameOf(list) })}
        deleted={(list) => t("catalogue:lists.toast.deleted", { name: nameOf(list) })}
        onDelete={(list) => writes.remove.mutateAsync(idOf(list))}
        onClose={close}
      />
    </PageLayout>
  )
}
