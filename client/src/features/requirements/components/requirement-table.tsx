import { HTMLTable } from "@blueprintjs/core"
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import type { RequirementDto } from "@bimprofile/contracts/dto/requirement-dto"
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import { RowActions } from "../../../components/row-actions"
import { useT } from "../../../lib/i18n"
import { MappingProblems } from "../../../components/mapping-problems"
import { CardinalityTag } from "./cardinality-tag"
import { entityOf } from "./class-picker"

/** An activity's requirements: name, element class with its IFC entity, cardinality, how many facets; row actions for writers. */
export function RequirementTable({
  requirements,
  classes,
  version,
  writable,
  onOpen,
  onDelete,
}: {
  requirements: readonly RequirementDto[]
  classes: ReadonlyMap<number, ElementClassDto>
  version: IfcVersion
  writable: boolean
  onOpen: (requirement: RequirementDto) => void
  onDelete: (requirement: RequirementDto) => void
}) {
  const { t } = useT()
  return (
    <div className="bimp-pr-table-frame">
      <HTMLTable compact striped className="bimp-req-table">
        <thead>
          <tr>
            <th scope="col">{t("catalogue:requirements.columns.name")}</th>
            <th scope="col">{t("catalogue:requirements.columns.elementClass")}</th>
            <th scope="col">{t("catalogue:requirements.columns.cardinality")}</th>
            <th scope="col" className="bimp-req-col-count">{t("catalogue:requirements.columns.facets")}</th>
            <th scope="col" className="bimp-pr-col-actions">
              <span className="bimp-pr-sr-only">{t("catalogue:requirements.columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {requirements.map((requirement) => {
            const elementClass = requirement.req_elc_id === null ? undefined : classes.get(requirement.req_elc_id)
            return (
              <tr key={requirement.req_id}>
                <td>
                  <button
                    type="button"
                    className="bimp-elc-name bimp-elc-open"
                    aria-label={t(writable ? "catalogue:requirements.list.edit" : "catalogue:requirements.list.show", { name: requirement.req_name })}
                    onClick={() => onOpen(requirement)}
                  >
                    {requirement.req_name}
                  </button>
                  {requirement.req_desc && <div className="bimp-pr-desc">{requirement.req_desc}</div>}
                  <MappingProblems problems={requirement.req_problems ?? []} label={t("catalogue:requirements.list.problems", { name: requirement.req_name })} />
                </td>
                <td>
                  {requirement.req_elc_id === null ? (
                    <span className="bimp-pr-muted">{t("catalogue:requirements.list.noClass")}</span>
                  ) : (
                    <>
                      <div>{elementClass?.elc_name ?? t("catalogue:requirements.list.classGone", { id: requirement.req_elc_id })}</div>
                      <div className="bimp-pr-muted bimp-req-entity">{entityOf(elementClass, version) ?? t("catalogue:requirements.list.notMapped", { version })}</div>
                    </>
                  )}
                </td>
                <td>
                  <CardinalityTag cardinality={requirement.req_cardinality} />
                </td>
                <td className="bimp-req-col-count">{t("catalogue:requirements.list.facetCount", { count: requirement.req_facets.length })}</td>
                <td className="bimp-pr-col-actions">
                  {writable && (
                    <RowActions label={t("catalogue:requirements.list.actionsFor", { name: requirement.req_name })} onEdit={() => onOpen(requirement)} onDelete={() => onDelete(requirement)} />
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </HTMLTable>
    </div>
  )
}
