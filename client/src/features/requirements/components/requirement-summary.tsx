import type { RequirementDto } from "@bimprofile/contracts/dto/requirement-dto"
import type { ApplicabilityFacet, RequirementFacet } from "@bimprofile/contracts/requirements/facets"
import { useT } from "../../../lib/i18n"
import { facetSubject, facetValue } from "../facet-text"
import { CardinalityTag } from "./cardinality-tag"

/** A requirement's facets (or the conditions of its applicability), one line each: kind, what about, cardinality, value. */
export function FacetList({ facets, propertyName, label }: { facets: readonly (RequirementFacet | ApplicabilityFacet)[]; propertyName: (id: number) => string | undefined; label: string }) {
  const { t } = useT()
  if (facets.length === 0) return <p className="bimp-pr-muted">{t("catalogue:requirements.summary.noFacets")}</p>
  return (
    <ul className="bimp-req-facet-lines" aria-label={label}>
      {facets.map((facet, index) => (
        <FacetLine key={index} facet={facet} propertyName={propertyName} />
      ))}
    </ul>
  )
}

export function FacetLine({ facet, propertyName, mark }: { facet: RequirementFacet | ApplicabilityFacet; propertyName: (id: number) => string | undefined; mark?: "added" | "removed" }) {
  const { t } = useT()
  const value = facetValue(facet, t)
  return (
    <li className={mark ? `bimp-req-line-${mark}` : undefined}>
      {mark && <span className="bimp-pr-sr-only">{t(`catalogue:requirements.diff.mark.${mark}`)} </span>}
      <span className="bimp-req-facet-kind">{t(`catalogue:requirements.facetKinds.${facet.facet}`)}</span> <span className="bimp-req-facet-subject">{facetSubject(facet, t, propertyName)}</span>
      {"cardinality" in facet && <CardinalityTag cardinality={facet.cardinality} />}
      {value && <span className="bimp-req-facet-value">{value}</span>}
    </li>
  )
}

/** A requirement read-only: its class, cardinality, texts and facets (readers, and the diff's sides). */
export function RequirementSummary({
  requirement,
  className,
  propertyName,
}: {
  requirement: RequirementDto
  className: string | undefined
  propertyName: (id: number) => string | undefined
}) {
  const { t } = useT()
  return (
    <div className="bimp-req-summary">
      <dl className="bimp-req-summary-facts">
        <dt>{t("catalogue:requirements.fields.elementClass")}</dt>
        <dd>{className ?? <span className="bimp-pr-muted">{t("catalogue:requirements.list.noClass")}</span>}</dd>
        <dt>{t("catalogue:requirements.fields.cardinality")}</dt>
        <dd>
          <CardinalityTag cardinality={requirement.req_cardinality} />
        </dd>
        {requirement.req_desc && (
          <>
            <dt>{t("catalogue:requirements.fields.description")}</dt>
            <dd className="bimp-pr-facts-text">{requirement.req_desc}</dd>
          </>
        )}
        {requirement.req_instructions && (
          <>
            <dt>{t("catalogue:requirements.fields.instructions")}</dt>
            <dd className="bimp-pr-facts-text">{requirement.req_instructions}</dd>
          </>
        )}
        {requirement.req_applicability.length > 0 && (
          <>
            <dt>{t("catalogue:requirements.fields.applicability")}</dt>
            <dd>
              <FacetList facets={requirement.req_applicability} propertyName={propertyName} label={t("catalogue:requirements.editor.conditionList")} />
            </dd>
          </>
        )}
      </dl>
      <FacetList facets={requirement.req_facets} propertyName={propertyName} label={t("catalogue:requirements.summary.facetsOf", { name: requirement.req_name })} />
    </div>
  )
}
