/**
 * The items of one catalogue list (list-views.ts says which columns): a search, the table — a
 * classification system's items as their tree, indented under their parents — and the item dialogs.
 * A list of thousands (a classification of 50,000 items) renders only the rows near the viewport.
 */
import { Button, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from "@blueprintjs/core"
import { PlusIcon, SearchIcon, UploadIcon } from "@blueprintjs/icons"
import type { ListKind } from "@bimprofile/contracts/catalogue/list-kinds"
import { useMemo, useState } from "react"
import { type ListRecord, useCatalogueList } from "../../../api/catalogue-lists/get-catalogue-lists"
import { ErrorCallout } from "../../../components/error-callout"
import { ApiError } from "../../../lib/api-error"
import { FormDialog, type FormValues } from "../../../components/form-dialog"
import { RowActions } from "../../../components/row-actions"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { DeleteItemDialog, useItemDialogs } from "../components/item-dialogs"
import { VirtualTableBody } from "../components/virtual-table-body"
import { useListFormFields } from "./list-form-fields"
import { UploadDialog } from "./upload-dialog"
import { apiName, type ItemLookup, kindInfo, listViews, toBody, toForm } from "./list-views"
import type { useListWrites } from "./list-writes"

const byCode = new Intl.Collator("de-CH", { numeric: true, sensitivity: "base" })

/** Items in tree order (each under its parent, siblings by code: C01 before C02 before C10) with their depth; an orphan at the top. */
const treeOrder = (items: readonly ListRecord[], idKey: string, parentKey: string, codeKey: string) => {
  const children = new Map<unknown, ListRecord[]>()
  const ids = new Set(items.map((item) => item[idKey]))
  for (const item of items) {
    const parent = ids.has(item[parentKey]) ? item[parentKey] : null
    const siblings = children.get(parent)
    if (siblings) siblings.push(item)
    else children.set(parent, [item])
  }
  for (const siblings of children.values()) siblings.sort((a, b) => byCode.compare(String(a[codeKey]), String(b[codeKey])))
  const out: { item: ListRecord; depth: number }[] = []
  const walk = (parent: unknown, depth: number) => {
    for (const item of children.get(parent) ?? []) {
      out.push({ item, depth })
      walk(item[idKey], depth + 1)
    }
  }
  walk(null, 0)
  return out
}

export function ListItemsPanel({ projectId, kind, listId, writable, writes }: { projectId: number; kind: ListKind; listId: number; writable: boolean; writes: ReturnType<typeof useListWrites> }) {
  const { t } = useT()
  const { prefix, itemPrefix, key } = kindInfo(kind)
  const view = listViews[kind]
  const list = useCatalogueList(projectId, kind, listId)
  const [search, setSearch] = useState("")
  const [uploading, setUploading] = useState(false)
  const items = (list.data?.[`${prefix}_items`] as ListRecord[] | undefined) ?? undefined
  const idKey = `${itemPrefix}_id`
  const keyOf = (item: ListRecord) => String(item[`${itemPrefix}_${key}`] ?? "")
  const { setDialog, close, itemOf, creating } = useItemDialogs<ListRecord>("list_item", items, (item) => item[idKey] as number, keyOf)
  const editing = itemOf("edit")

  const lookup: ItemLookup = useMemo(() => {
    const byCode = new Map((items ?? []).map((item) => [String(item[`${itemPrefix}_code`] ?? "").toLocaleLowerCase("de-CH"), item[idKey] as number]))
    const byId = new Map((items ?? []).map((item) => [item[idKey] as number, String(item[`${itemPrefix}_code`] ?? "")]))
    return { idOfCode: (code) => byCode.get(code.toLocaleLowerCase("de-CH")), codeOfId: (id) => byId.get(id) }
  }, [items, itemPrefix, idKey])
  const formFields = useListFormFields(kind, "item", lookup)

  // Ordered and made searchable once per answer, not per keystroke: a classification may have 50,000 items.
  const ordered = useMemo(() => {
    const all = kind === "classification" ? treeOrder(items ?? [], idKey, `${itemPrefix}_parent_id`, `${itemPrefix}_code`) : (items ?? []).map((item) => ({ item, depth: 0 }))
    return all.map((row) => ({ ...row, text: view.columns.map((column) => String(row.item[apiName(itemPrefix, column)] ?? "").toLocaleLowerCase("de-CH")) }))
  }, [items, kind, idKey, itemPrefix, view.columns])
  const rows = useMemo(() => {
    const wanted = search.trim().toLocaleLowerCase("de-CH")
    if (!wanted) return ordered
    return ordered.filter((row) => row.text.some((text) => text.includes(wanted))).map((row) => ({ ...row, depth: 0 }))
  }, [ordered, search])

  if (list.isLoading) return <Spinner className="bimp-page-spinner" aria-label={t("state.loading")} />
  // Deleted meanwhile: the page's list of lists, read again, no longer names it and shows another.
  if (list.error instanceof ApiError && list.error.status === 404) return null
  if (list.error) return <ErrorCallout error={list.error} onRetry={() => void list.refetch()} />
  if (!list.data || !items) return null
  const listName = String(list.data[`${prefix}_name`])

  const submit = async (values: FormValues) => {
    const body = toBody(itemPrefix, view.item, values, editing, lookup)
    const shown = keyOf({ [`${itemPrefix}_${key}`]: values[`${itemPrefix}_${key}`] ?? "" })
    if (!editing) {
      await writes.addItem.mutateAsync({ listId, body })
      toast("success", t("catalogue:lists.toast.itemAdded", { name: shown }))
      return
    }
    if (Object.keys(body).length === 0) return
    await writes.updateItem.mutateAsync({ listId, id: editing[idKey] as number, body })
    toast("success", t("catalogue:lists.toast.itemSaved", { name: shown }))
  }

  const cell = (item: ListRecord, column: string) => {
    const value = item[apiName(itemPrefix, column)]
    if (column === "datatype") return t(`catalogue:datatypes.${String(value)}`)
    if (column === "values")
      return ((value as { name: string; desc: string | null }[] | undefined) ?? []).map((entry) => (
        <Tag key={entry.name} minimal round className="bimp-list-value" title={entry.desc ?? undefined}>
          {entry.name}
        </Tag>
      ))
    return value === null || value === undefined ? "" : String(value)
  }

  return (
    <section className="bimp-list-detail" aria-label={t("catalogue:lists.itemsOf", { name: listName })}>
      <header className="bimp-list-detail-head">
        <h2>{listName}</h2>
        {typeof list.data[`${prefix}_desc`] === "string" && <p className="bimp-pr-muted">{String(list.data[`${prefix}_desc`])}</p>}
      </header>
      <div className="bimp-pr-toolbar" role="group" aria-label={t("catalogue:lists.itemsOf", { name: listName })}>
        <InputGroup leftIcon={<SearchIcon />} type="search" value={search} onValueChange={setSearch} placeholder={t("catalogue:lists.search")} aria-label={t("catalogue:lists.search")} />
        <span className="bimp-pr-muted" aria-live="polite">
          {t("catalogue:lists.itemCount", { count: items.length })}
        </span>
        {writable && <Button icon={<PlusIcon />} text={t(`catalogue:lists.${kind}.addItem`)} onClick={() => setDialog({ kind: "create" })} />}
        {writable && kind === "classification" && <Button icon={<UploadIcon />} text={t("catalogue:upload.upload")} onClick={() => setUploading(true)} />}
      </div>
      {items.length === 0 ? (
        <NonIdealState title={t(`catalogue:lists.${kind}.noItems`)} description={t(`catalogue:lists.${kind}.noItemsText`)} />
      ) : (
        <>
          <HTMLTable compact striped className="bimp-list-table">
            <thead>
              <tr>
                {view.columns.map((column) => (
                  <th key={column} scope="col">
                    {t(`catalogue:lists.fields.${column}`)}
                  </th>
                ))}
                {writable && <th aria-label={t("catalogue:list.actions")} />}
              </tr>
            </thead>
            <VirtualTableBody
              items={rows}
              keyOf={({ item }) => item[idKey] as number}
              columns={view.columns.length + (writable ? 1 : 0)}
              cells={({ item, depth }) => (
                <>
                  {view.columns.map((column, index) => (
                    <td key={column} style={index === 0 && depth > 0 ? { paddingLeft: 8 + depth * 16 } : undefined} className={index === 0 ? "bimp-list-key" : undefined}>
                      {cell(item, column)}
                    </td>
                  ))}
                  {writable && (
                    <td className="bimp-list-actions">
                      <RowActions label={t("catalogue:list.actionsFor", { name: keyOf(item) })} onEdit={() => setDialog({ kind: "edit", item })} onDelete={() => setDialog({ kind: "delete", item })} />
                    </td>
                  )}
                </>
              )}
            />
          </HTMLTable>
          {rows.length === 0 && <p className="bimp-pr-muted">{t("catalogue:lists.noMatch")}</p>}
        </>
      )}
      <FormDialog
        isOpen={creating || editing !== undefined}
        title={t(editing ? `catalogue:lists.${kind}.editItemTitle` : `catalogue:lists.${kind}.addItemTitle`)}
        fields={formFields}
        initial={toForm(itemPrefix, view.item, editing, lookup)}
        submitLabel={editing ? t("actions.save") : t("actions.create")}
        onSubmit={submit}
        onClose={close}
      />
      {kind === "classification" && <UploadDialog projectId={projectId} listId={listId} listName={listName} isOpen={uploading} onClose={() => setUploading(false)} />}
      <DeleteItemDialog
        item={itemOf("delete")}
        text={(item) => t("catalogue:lists.confirmDeleteItem", { name: keyOf(item), list: listName })}
        deleted={(item) => t("catalogue:lists.toast.itemDeleted", { name: keyOf(item) })}
        onDelete={(item) => writes.removeItem.mutateAsync({ listId, id: item[idKey] as number })}
        onClose={close}
      />
    </section>
  )
}
