import { Button, HTMLTable } from "@blueprintjs/core"
import { CubeIcon, PlusIcon } from "@blueprintjs/icons"
import type { ElementTypeDto } from "@bimprofile/contracts/dto/element-type-dto"
import { useState } from "react"
import type { ElementClassSort } from "../../../api/element-classes/get-element-classes"
import { useElementTypes } from "../../../api/element-types/get-element-types"
import { PageLayout } from "../../../components/page-layout"
import { OriginMarker, originOf } from "../../../components/origin-marker"
import { useT } from "../../../lib/i18n"
import { useProjectWritable } from "../../../lib/project-access"
import { useDeleteElementType } from "../api/element-type-writes"
import { CatalogueListFrame } from "./catalogue-list-frame"
import { DeleteItemDialog, useItemDialogs } from "./item-dialogs"
import { CatalogueNav } from "./catalogue-nav"
import { ElementTypeFormDialog } from "./element-type-form-dialog"
import { MappingProblems } from "../../../components/mapping-problems"
import { MappingCells, MappingHeaders, VERSIONS_SHOWN } from "./ifc-mapping-view"
import { ItemActions } from "./item-actions"
import { VirtualTableBody } from "./virtual-table-body"
import { useTypeProperties } from "../../../api/properties/get-properties"
import { useAssignTypeProperty, useRemoveTypeProperty } from "../api/property-writes"
import { PropertiesDrawer } from "./properties-drawer"

const idOf = (type: ElementTypeDto) => type.elt_id
const nameOf = (type: ElementTypeDto) => type.elt_name

/**
 * /projects/:projectId/data-catalog/types — the project's element class types (Fachklassentypen): A–Z or Z–A,
 * each type's IFC type object per version with its problems, and how many classes name it.
 */
export function ElementTypeListPage({ projectId }: { projectId: number }) {
  const { t } = useT()
  const [sort, setSort] = useState<ElementClassSort>("name_asc")
  const types = useElementTypes(projectId, sort)
  const { setDialog, close, itemOf, creating } = useItemDialogs<ElementTypeDto, "edit" | "delete" | "properties">("element_type", types.data, idOf, nameOf)
  const shown = itemOf("properties")
  const typeProperties = useTypeProperties(projectId, shown?.elt_id)
  const assign = useAssignTypeProperty(projectId)
  const removeProperty = useRemoveTypeProperty(projectId)
  const remove = useDeleteElementType(projectId)
  const writable = useProjectWritable()
  const count = types.data?.length ?? 0
  const create = () => setDialog({ kind: "create" })
  const actions = writable && <Button icon={<PlusIcon />} intent="primary" text={t("catalogue:types.create")} onClick={create} />

  return (
    <PageLayout title={t("catalogue:types.title")} actions={actions || undefined}>
      <CatalogueNav projectId={projectId} current="types" />
      <CatalogueListFrame
        query={types}
        sort={sort}
        onSort={setSort}
        countText={t("catalogue:types.count", { count })}
        empty={{
          icon: <CubeIcon size={48} />,
          title: t("catalogue:types.emptyTitle"),
          description: t("catalogue:types.empty"),
          action: writable && <Button icon={<PlusIcon />} intent="primary" text={t("catalogue:types.create")} onClick={create} />,
        }}
      >
        {() => (
          <div className="bimp-pr-table-frame">
            <HTMLTable compact striped className="bimp-elc-table">
              <thead>
                <tr>
                  <th scope="col">{t("catalogue:columns.name")}</th>
                  <th scope="col">{t("catalogue:columns.classes")}</th>
                  <MappingHeaders />
                  <th scope="col" className="bimp-pr-col-actions">
                    <span className="bimp-pr-sr-only">{t("catalogue:columns.actions")}</span>
                  </th>
                </tr>
              </thead>
              <VirtualTableBody
                items={types.data!}
                keyOf={idOf}
                columns={3 + VERSIONS_SHOWN.length}
                cells={(elementType) => {
                  const origin = originOf(elementType, "elt")
                  return (
                    <>
                      <td>
                        <button
                          type="button"
                          className="bimp-elc-name bimp-elc-open"
                          aria-label={t("catalogue:classProperties.open", { name: elementType.elt_name })}
                          onClick={() => setDialog({ kind: "properties", item: elementType })}
                        >
                          {elementType.elt_name}
                        </button>
                        <OriginMarker origin={origin} />
                        {elementType.elt_desc && <div className="bimp-pr-muted">{elementType.elt_desc}</div>}
                        <MappingProblems problems={elementType.elt_problems} label={t("catalogue:list.problemsOf", { name: elementType.elt_name })} />
                      </td>
                      <td>{elementType.elt_class_count}</td>
                      <MappingCells ifc={elementType.elt_ifc} />
                      <td className="bimp-pr-col-actions">
                        <ItemActions
                          name={elementType.elt_name}
                          origin={origin}
                          writable={writable}
                          onEdit={() => setDialog({ kind: "edit", item: elementType })}
                          onDelete={() => setDialog({ kind: "delete", item: elementType })}
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
      <PropertiesDrawer
        projectId={projectId}
        owner={shown?.elt_name}
        emptyText={t("catalogue:types.noProperties")}
        entries={typeProperties}
        writable={writable && !shown?.elt_locked}
        assign={(propertyId) => assign.mutateAsync({ typeId: shown!.elt_id, propertyId })}
        remove={(propertyId) => removeProperty.mutateAsync({ typeId: shown!.elt_id, propertyId })}
        onClose={close}
      />
      <ElementTypeFormDialog projectId={projectId} isOpen={creating || itemOf("edit") !== undefined} elementType={itemOf("edit")} onClose={close} />
      <DeleteItemDialog
        item={itemOf("delete")}
        text={(type) => t("catalogue:types.confirmDelete", { name: type.elt_name })}
        deleted={(type) => t("catalogue:types.toast.deleted", { name: type.elt_name })}
        onDelete={(type) => remove.mutateAsync(type.elt_id)}
        onClose={close}
      />
    </PageLayout>
  )
}
