import { Button, HTMLTable } from "@blueprintjs/core"
import { PlusIcon, PropertiesIcon } from "@blueprintjs/icons"
import type { PropertyDto } from "@bimprofile/contracts/dto/property-dto"
import { useState } from "react"
import type { ElementClassSort } from "../../../api/element-classes/get-element-classes"
import { useProperties } from "../../../api/properties/get-properties"
import { PageLayout } from "../../../components/page-layout"
import { OriginMarker, originOf } from "../../../components/origin-marker"
import { toast } from "../../../lib/app-events"
import { useT } from "../../../lib/i18n"
import { useProjectWritable } from "../../../lib/project-access"
import { instantiateRefused, useInstantiateProperty } from "../api/instantiate-writes"
import { useDeleteProperty } from "../api/property-writes"
import { CatalogueListFrame } from "./catalogue-list-frame"
import { DeleteItemDialog, useItemDialogs } from "./item-dialogs"
import { CatalogueNav } from "./catalogue-nav"
import { PropertyViewsTabs } from "../lists/property-views-tabs"
import { MappingProblems } from "../../../components/mapping-problems"
import { MappingHeaders, VERSIONS_SHOWN } from "./ifc-mapping-view"
import { ItemActions } from "./item-actions"
import { PropertyFormDialog } from "./property-form-dialog"
import { VirtualTableBody } from "./virtual-table-body"

const idOf = (property: PropertyDto) => property.pty_id
const nameOf = (property: PropertyDto) => property.pty_name

/** "Pset_WallCommon.FireRating", an attribute's name, or null when the version has no target. */
const targetIn = (property: PropertyDto, version: string) => {
  const target = property.pty_ifc.find((t) => t.ifc_version === version)
  return target ? ("pset" in target ? `${target.pset}.${target.property}` : target.attribute) : null
}

/**
 * /projects/:projectId/data-catalog/custom-properties — the project's properties (Merkmale): A–Z or Z–A, each
 * with its kind of value and unit, its IFC concept, its target per version with its problems, and how many
 * classes have it.
 */
export function PropertyListPage({ projectId }: { projectId: number }) {
  const { t } = useT()
  const [sort, setSort] = useState<ElementClassSort>("name_asc")
  const properties = useProperties(projectId, sort)
  const { setDialog, close, itemOf, creating } = useItemDialogs("property", properties.data, idOf, nameOf)
  const remove = useDeleteProperty(projectId)
  const instantiate = useInstantiateProperty(projectId)
  const takeOver = (property: PropertyDto) =>
    instantiate.mutate(property.pty_id, {
      onSuccess: (copy) => toast("success", t("catalogue:origin.instantiated", { name: copy.pty_name })),
      onError: (failure) => instantiateRefused(failure, property.pty_name),
    })
  const writable = useProjectWritable()
  const count = properties.data?.length ?? 0
  const create = () => setDialog({ kind: "create" })
  const actions = writable && <Button icon={<PlusIcon />} intent="primary" text={t("catalogue:properties.create")} onClick={create} />

  return (
    <PageLayout title={t("catalogue:properties.title")} actions={actions || undefined}>
      <CatalogueNav projectId={projectId} current="custom-properties" />
      <PropertyViewsTabs projectId={projectId} current="properties" />
      <CatalogueListFrame
        query={properties}
        sort={sort}
        onSort={setSort}
        countText={t("catalogue:properties.count", { count })}
        empty={{
          icon: <PropertiesIcon size={48} />,
          title: t("catalogue:properties.emptyTitle"),
          description: t("catalogue:properties.empty"),
          action: writable && <Button icon={<PlusIcon />} intent="primary" text={t("catalogue:properties.create")} onClick={create} />,
        }}
      >
        {() => (
          <div className="bimp-pr-table-frame">
            <HTMLTable compact striped className="bimp-elc-table">
              <thead>
                <tr>
                  <th scope="col">{t("catalogue:columns.name")}</th>
                  <th scope="col">{t("catalogue:fields.datatype")}</th>
                  <th scope="col">{t("catalogue:fields.concept")}</th>
                  <MappingHeaders />
                  <th scope="col">{t("catalogue:columns.classes")}</th>
                  <th scope="col" className="bimp-pr-col-actions">
                    <span className="bimp-pr-sr-only">{t("catalogue:columns.actions")}</span>
                  </th>
                </tr>
              </thead>
              <VirtualTableBody
                items={properties.data!}
                keyOf={idOf}
                columns={5 + VERSIONS_SHOWN.length}
                cells={(property) => {
                  const origin = originOf(property, "pty")
                  return (
                    <>
                      <td>
                        <div className="bimp-elc-name">
                          {property.pty_name}
                          <OriginMarker origin={origin} />
                        </div>
                        {property.pty_desc && <div className="bimp-pr-muted">{property.pty_desc}</div>}
                        <MappingProblems problems={property.pty_problems} label={t("catalogue:list.problemsOf", { name: property.pty_name })} />
                      </td>
                      <td>
                        {t(`catalogue:datatypes.${property.pty_datatype}`)}
                        {property.pty_unit && <span className="bimp-pr-muted"> [{property.pty_unit}]</span>}
                      </td>
                      <td>{t(`catalogue:concepts.${property.pty_concept}`)}</td>
                      {VERSIONS_SHOWN.map((version) => (
                        <td key={version} className="bimp-elc-entity">
                          {targetIn(property, version) ?? <span className="bimp-pr-muted">{t("catalogue:list.notMapped")}</span>}
                        </td>
                      ))}
                      <td>{property.pty_class_count}</td>
                      <td className="bimp-pr-col-actions">
                        <ItemActions
                          name={property.pty_name}
                          origin={origin}
                          writable={writable}
                          onEdit={() => setDialog({ kind: "edit", item: property })}
                          onDelete={() => setDialog({ kind: "delete", item: property })}
                          onInstantiate={() => takeOver(property)}
                          instantiating={instantiate.isPending && instantiate.variables === property.pty_id}
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
      <PropertyFormDialog projectId={projectId} isOpen={creating || itemOf("edit") !== undefined} property={itemOf("edit")} onClose={close} />
      <DeleteItemDialog
        item={itemOf("delete")}
        text={(property) => t("catalogue:properties.confirmDelete", { name: property.pty_name })}
        deleted={(property) => t("catalogue:properties.toast.deleted", { name: property.pty_name })}
        onDelete={(property) => remove.mutateAsync(property.pty_id)}
        onClose={close}
      />
    </PageLayout>
  )
}
