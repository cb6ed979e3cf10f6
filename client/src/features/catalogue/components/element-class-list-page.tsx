import { Button, ButtonGroup, HTMLTable } from "@blueprintjs/core"
import { CubeIcon, DuplicateIcon, PlusIcon } from "@blueprintjs/icons"
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import { useMemo, useState } from "react"
import { type ElementClassFilter, type ElementClassSort, useElementClasses } from "../../../api/element-classes/get-element-classes"
import { PageLayout } from "../../../components/page-layout"
import { OriginMarker, originOf } from "../../../components/origin-marker"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useProjectWritable } from "../../../lib/project-access"
import { useDeleteElementClass } from "../api/element-class-writes"
import { instantiateRefused, useInstantiateElementClass } from "../api/instantiate-writes"
import { BsddImportDialog } from "./bsdd-import-dialog"
import { CopyPropertiesDialog } from "./copy-properties-dialog"
import { useElementTypes } from "../../../api/element-types/get-element-types"
import { CatalogueListFrame } from "./catalogue-list-frame"
import { DeleteItemDialog, useItemDialogs } from "./item-dialogs"
import { CatalogueNav } from "./catalogue-nav"
import { ElementClassFormDialog } from "./element-class-form-dialog"
import { ElementClassPropertiesDrawer } from "./element-class-properties-drawer"
import { MappingProblems } from "../../../components/mapping-problems"
import { MappingCells, MappingHeaders, VERSIONS_SHOWN } from "./ifc-mapping-view"
import { ItemActions } from "./item-actions"
import { VirtualTableBody } from "./virtual-table-body"

const idOf = (elementClass: ElementClassDto) => elementClass.elc_id
const nameOf = (elementClass: ElementClassDto) => elementClass.elc_name

const FILTERS: readonly ElementClassFilter[] = ["project", "all", "problems"]

/**
 * /projects/:projectId/data-catalog/main — the project's element classes (Fachklassen): A–Z or Z–A, the three
 * filters of the spec (the project's own, all, mapping problems only), each class's IFC entity per version and
 * the problems of its mapping, named with the version they concern.
 */
export function ElementClassListPage({ projectId }: { projectId: number }) {
  const { t } = useT()
  const [sort, setSort] = useState<ElementClassSort>("name_asc")
  const [filter, setFilter] = useState<ElementClassFilter>("all")
  const classes = useElementClasses(projectId, sort, filter)
  // Another user deleting the class a dialog is open on closes it with a note. Only the whole list tells that
  // a class is gone: a filtered one also drops a class that was merely fixed.
  const { setDialog, close, itemOf, creating } = useItemDialogs<ElementClassDto, "edit" | "delete" | "properties">(
    "element_class",
    filter === "all" ? classes.data : undefined,
    idOf,
    nameOf,
  )
  const remove = useDeleteElementClass(projectId)
  const instantiate = useInstantiateElementClass(projectId)
  const takeOver = (elementClass: ElementClassDto) =>
    instantiate.mutate(elementClass.elc_id, {
      onSuccess: (copy) => toast("success", t("catalogue:origin.instantiated", { name: copy.elc_name })),
      onError: (failure) => instantiateRefused(failure, elementClass.elc_name),
    })
  const writable = useProjectWritable()
  const names = useMemo(() => new Map((classes.data ?? []).map((c) => [c.elc_id, c.elc_name])), [classes.data])
  const types = useElementTypes(projectId, "name_asc")
  const typeNames = useMemo(() => new Map((types.data ?? []).map((type) => [type.elt_id, type.elt_name])), [types.data])
  const count = classes.data?.length ?? 0
  const create = () => setDialog({ kind: "create" })

  const [importing, setImporting] = useState(false)
  // The property copy wizard, from the toolbar or (with its class as the source) from a class's drawer.
  const [copying, setCopying] = useState<{ readonly sourceClass?: ElementClassDto } | null>(null)

  const actions = writable && (
    <>
      <Button icon={<DuplicateIcon />} text={t("catalogue:copy.open")} onClick={() => setCopying({})} />
      <Button text={t("catalogue:bsdd.open")} onClick={() => setImporting(true)} />
      <Button icon={<PlusIcon />} intent="primary" text={t("catalogue:list.create")} onClick={create} />
    </>
  )

  return (
    <PageLayout title={t("catalogue:list.title")} actions={actions || undefined}>
      <CatalogueNav projectId={projectId} current="main" />
      <CatalogueListFrame
        query={classes}
        sort={sort}
        onSort={setSort}
        countText={t("catalogue:list.count", { count })}
        filters={
          <ButtonGroup aria-label={t("catalogue:list.filter")}>
            {FILTERS.map((value) => (
              <Button key={value} active={filter === value} aria-pressed={filter === value} text={t(`catalogue:filters.${value}`)} onClick={() => setFilter(value)} />
            ))}
          </ButtonGroup>
        }
        empty={{
          icon: <CubeIcon size={48} />,
          title: filter === "problems" ? t("catalogue:list.noProblemsTitle") : t("catalogue:list.emptyTitle"),
          description: filter === "problems" ? t("catalogue:list.noProblems") : t("catalogue:list.empty"),
          action: writable && filter !== "problems" && <Button icon={<PlusIcon />} intent="primary" text={t("catalogue:list.create")} onClick={create} />,
        }}
      >
        {() => (
          <div className="bimp-pr-table-frame">
            <HTMLTable compact striped className="bimp-elc-table">
              <thead>
                <tr>
                  <th scope="col">{t("catalogue:columns.name")}</th>
                  <th scope="col">{t("catalogue:columns.category")}</th>
                  <MappingHeaders />
                  <th scope="col" className="bimp-pr-col-actions">
                    <span className="bimp-pr-sr-only">{t("catalogue:columns.actions")}</span>
                  </th>
                </tr>
              </thead>
              <VirtualTableBody
                items={classes.data!}
                keyOf={idOf}
                columns={3 + VERSIONS_SHOWN.length}
                cells={(elementClass) => {
                  const origin = originOf(elementClass, "elc")
                  return (
                    <>
                      <td>
                        <button
                          type="button"
                          className="bimp-elc-name bimp-elc-open"
                          aria-label={t("catalogue:classProperties.open", { name: elementClass.elc_name })}
                          onClick={() => setDialog({ kind: "properties", item: elementClass })}
                        >
                          {elementClass.elc_name}
                        </button>
                        <OriginMarker origin={origin} />
                        {elementClass.elc_parent_id !== null && (
                          <div className="bimp-pr-muted">{t("catalogue:list.under", { name: names.get(elementClass.elc_parent_id) ?? `#${elementClass.elc_parent_id}` })}</div>
                        )}
                        {elementClass.elc_elt_id !== null && (
                          <div className="bimp-pr-muted">{t("catalogue:list.typeOf", { name: typeNames.get(elementClass.elc_elt_id) ?? `#${elementClass.elc_elt_id}` })}</div>
                        )}
                        <MappingProblems problems={elementClass.elc_problems} label={t("catalogue:list.problemsOf", { name: elementClass.elc_name })} />
                      </td>
                      <td>{elementClass.elc_category}</td>
                      <MappingCells ifc={elementClass.elc_ifc} />
                      <td className="bimp-pr-col-actions">
                        <ItemActions
                          name={elementClass.elc_name}
                          origin={origin}
                          writable={writable}
                          onEdit={() => setDialog({ kind: "edit", item: elementClass })}
                          onDelete={() => setDialog({ kind: "delete", item: elementClass })}
                          onInstantiate={() => takeOver(elementClass)}
                          instantiating={instantiate.isPending && instantiate.variables === elementClass.elc_id}
                        />
                      </td>
                    </>
                  )
                }}
              />
            </HTMLTable>
          </div>
        )}
      </CatalogueListFrame>
      <ElementClassFormDialog
        projectId={projectId}
        isOpen={creating || itemOf("edit") !== undefined}
        elementClass={itemOf("edit")}
        onClose={close}
      />
      <ElementClassPropertiesDrawer
        projectId={projectId}
        elementClass={itemOf("properties")}
        className={(id) => names.get(id) ?? `#${id}`}
        writable={writable && !itemOf("properties")?.elc_locked}
        {...(writable && { onCopy: (sourceClass: ElementClassDto) => setCopying({ sourceClass }) })}
        onClose={close}
      />
      <DeleteItemDialog
        item={itemOf("delete")}
        text={(elementClass) => t("catalogue:delete.confirm", { name: elementClass.elc_name })}
        deleted={(elementClass) => t("catalogue:toast.deleted", { name: elementClass.elc_name })}
        onDelete={(elementClass) => remove.mutateAsync(elementClass.elc_id)}
        onClose={close}
      />
      {writable && <BsddImportDialog projectId={projectId} isOpen={importing} onClose={() => setImporting(false)} />}
      {writable && (
        <CopyPropertiesDialog projectId={projectId} isOpen={copying !== null} {...(copying?.sourceClass && { sourceClass: copying.sourceClass })} onClose={() => setCopying(null)} />
      )}
    </PageLayout>
  )
}
