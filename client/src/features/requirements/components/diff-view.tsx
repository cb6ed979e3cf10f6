import { Card, H4, NonIdealState } from "@blueprintjs/core"
import { LayersIcon } from "@blueprintjs/icons"
import type { ElementClassDto } from "@bimprofile/contracts/dto/element-class-dto"
import type { RequirementChangeDto, RequirementDiffDto, RequirementDto } from "@bimprofile/contracts/dto/requirement-dto"
import type { ReactNode } from "react"
import { Tag } from "../../../components/tag"
import { useT } from "../../../lib/i18n"
import { facetLine } from "../facet-text"
import { CardinalityTag } from "./cardinality-tag"
import { FacetLine, RequirementSummary } from "./requirement-summary"

type Names = { readonly classes: ReadonlyMap<number, ElementClassDto>; readonly propertyName: (id: number) => string | undefined }

const classNameOf = (requirement: RequirementDto, names: Names) =>
  requirement.req_elc_id === null ? undefined : (names.classes.get(requirement.req_elc_id)?.elc_name ?? `#${requirement.req_elc_id}`)

/** What differs between two activities or milestones: added, removed and changed requirements, the earlier side left. */
export function DiffView({ diff, names }: { diff: RequirementDiffDto; names: Names }) {
  const { t } = useT()
  const nothing = diff.added.length + diff.removed.length + diff.changed.length === 0
  return (
    <div className="bimp-req-diff">
      <div className="bimp-req-diff-summary" role="status">
        <Tag intent="success" minimal round>{t("catalogue:requirements.diff.addedCount", { count: diff.added.length })}</Tag>
        <Tag intent="danger" minimal round>{t("catalogue:requirements.diff.removedCount", { count: diff.removed.length })}</Tag>
        <Tag intent="warning" minimal round>{t("catalogue:requirements.diff.changedCount", { count: diff.changed.length })}</Tag>
        <Tag minimal round>{t("catalogue:requirements.diff.unchangedCount", { count: diff.unchanged })}</Tag>
      </div>
      {nothing ? (
        <NonIdealState icon={<LayersIcon size={48} />} title={t("catalogue:requirements.diff.sameTitle")} description={t("catalogue:requirements.diff.same", { from: diff.from.name, to: diff.to.name })} />
      ) : (
        <>
          <div className="bimp-req-diff-columns" aria-hidden>
            <div>{t("catalogue:requirements.diff.before", { name: diff.from.name })}</div>
            <div>{t("catalogue:requirements.diff.after", { name: diff.to.name })}</div>
          </div>
          <DiffSection title={t("catalogue:requirements.diff.added")} count={diff.added.length} kind="added">
            {diff.added.map((requirement) => (
              <Pair key={requirement.req_id} left={<Absent />} right={<RequirementCard requirement={requirement} names={names} />} />
            ))}
          </DiffSection>
          <DiffSection title={t("catalogue:requirements.diff.removed")} count={diff.removed.length} kind="removed">
            {diff.removed.map((requirement) => (
              <Pair key={requirement.req_id} left={<RequirementCard requirement={requirement} names={names} />} right={<Absent />} />
            ))}
          </DiffSection>
          <DiffSection title={t("catalogue:requirements.diff.changed")} count={diff.changed.length} kind="changed">
            {diff.changed.map((change) => (
              <ChangeCard key={change.key} change={change} names={names} />
            ))}
          </DiffSection>
        </>
      )}
    </div>
  )
}

function DiffSection({ title, count, kind, children }: { title: string; count: number; kind: "added" | "removed" | "changed"; children: ReactNode }) {
  if (count === 0) return null
  return (
    <section className={`bimp-req-diff-section bimp-req-diff-${kind}`} aria-label={title}>
      <H4>
        {title} <span className="bimp-pr-muted">({count})</span>
      </H4>
      {children}
    </section>
  )
}

function Pair({ left, right }: { left: ReactNode; right: ReactNode }) {
  return (
    <div className="bimp-req-pair">
      {left}
      {right}
    </div>
  )
}

function Absent() {
  const { t } = useT()
  return <div className="bimp-req-absent">{t("catalogue:requirements.diff.absent")}</div>
}

function RequirementCard({ requirement, names }: { requirement: RequirementDto; names: Names }) {
  return (
    <Card compact className="bimp-req-diff-card" role="article" aria-label={requirement.req_name}>
      <div className="bimp-req-diff-card-title">{requirement.req_name}</div>
      <RequirementSummary requirement={requirement} className={classNameOf(requirement, names)} propertyName={names.propertyName} />
    </Card>
  )
}

const FIELD_KEYS: Record<string, string> = {
  req_name: "name",
  req_identifier: "identifier",
  req_desc: "description",
  req_instructions: "instructions",
  req_ifc_versions: "ifcVersions",
  req_cardinality: "cardinality",
  req_applicability: "applicability",
  req_requirements_desc: "requirementsDesc",
}

function FieldValue({ requirement, field, names }: { requirement: RequirementDto; field: string; names: Names }) {
  const { t } = useT()
  const none = <span className="bimp-pr-muted">{t("catalogue:requirements.diff.none")}</span>
  switch (field) {
    case "req_cardinality":
      return <CardinalityTag cardinality={requirement.req_cardinality} />
    case "req_ifc_versions":
      return requirement.req_ifc_versions.length === 0 ? <span className="bimp-pr-muted">{t("catalogue:requirements.diff.projectVersion")}</span> : <>{requirement.req_ifc_versions.join(", ")}</>
    case "req_applicability":
      return requirement.req_applicability.length === 0 ? (
        none
      ) : (
        <ul className="bimp-req-facet-lines">
          {requirement.req_applicability.map((facet, index) => (
            <li key={index}>{facetLine(facet, t, names.propertyName)}</li>
          ))}
        </ul>
      )
    default: {
      const value = requirement[field as keyof RequirementDto]
      return typeof value === "string" && value !== "" ? <span className="bimp-pr-facts-text">{value}</span> : none
    }
  }
}

function ChangeCard({ change, names }: { change: RequirementChangeDto; names: Names }) {
  const { t } = useT()
  const className = classNameOf(change.to, names)
  return (
    <Card compact className="bimp-req-change" role="article" aria-label={change.to.req_name}>
      <div className="bimp-req-diff-card-title">
        {change.to.req_name}
        {className && className !== change.to.req_name && <span className="bimp-pr-muted"> · {className}</span>}
      </div>
      <table className="bimp-req-change-table">
        <tbody>
          {change.fields.map((field) => (
            <tr key={field}>
              <th scope="row">{t(`catalogue:requirements.fields.${FIELD_KEYS[field] ?? "name"}`)}</th>
              <td className="bimp-req-was">
                <FieldValue requirement={change.from} field={field} names={names} />
              </td>
              <td className="bimp-req-now">
                <FieldValue requirement={change.to} field={field} names={names} />
              </td>
            </tr>
          ))}
          {change.facets_removed.map((facet, index) => (
            <tr key={`removed-${index}`}>
              <th scope="row">{t("catalogue:requirements.diff.facetRemoved")}</th>
              <td className="bimp-req-was">
                <ul className="bimp-req-facet-lines">
                  <FacetLine facet={facet} propertyName={names.propertyName} mark="removed" />
                </ul>
              </td>
              <td className="bimp-req-now" />
            </tr>
          ))}
          {change.facets_added.map((facet, index) => (
            <tr key={`added-${index}`}>
              <th scope="row">{t("catalogue:requirements.diff.facetAdded")}</th>
              <td className="bimp-req-was" />
              <td className="bimp-req-now">
                <ul className="bimp-req-facet-lines">
                  <FacetLine facet={facet} propertyName={names.propertyName} mark="added" />
                </ul>
              </td>
            </tr>
          ))}
          {change.facets_changed.map((pair, index) => (
            <tr key={`changed-${index}`}>
              <th scope="row">{t("catalogue:requirements.diff.facetChanged")}</th>
              <td className="bimp-req-was">
                <ul className="bimp-req-facet-lines">
                  <FacetLine facet={pair.from} propertyName={names.propertyName} />
                </ul>
              </td>
              <td className="bimp-req-now">
                <ul className="bimp-req-facet-lines">
                  <FacetLine facet={pair.to} propertyName={names.propertyName} />
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  )
}
