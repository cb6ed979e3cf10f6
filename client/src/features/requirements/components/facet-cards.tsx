import { Button, Menu, MenuItem, PopoverNext } from "@blueprintjs/core"
import { PlusIcon } from "@blueprintjs/icons"
import type { PropertyDto } from "@bimprofile/contracts/dto/property-dto"
import type { IfcVersion } from "@bimprofile/contracts/ifc/ifc-versions"
import type { FacetKind } from "@bimprofile/contracts/requirements/facets"
import { useT } from "../../../lib/i18n"
import type { FacetRefusal } from "../facet-refusals"
import { type FacetDraft, type FacetList, newFacet } from "../requirement-draft"
import { FacetCard } from "./facet-card"

type T = (key: string, options?: Record<string, unknown>) => string

/** The label of a facet's field a refusal names by its path (`entity.name`, `data_type` …). */
const fieldLabel = (facet: FacetDraft, field: string, version: IfcVersion, t: T): string => {
  const F = "catalogue:requirements.fields."
  const last = field.replace(/^entity\./u, "").split(".")[0]!
  switch (last) {
    case "name":
      return facet.facet === "attribute" ? t(`${F}attribute`) : t(`${F}entity`, { version })
    case "predefined_type":
      return t(`${F}predefinedType`)
    case "system":
      return t(`${F}system`)
    case "property_set":
      return t(`${F}propertySet`)
    case "base_name":
      return t(`${F}baseName`)
    case "data_type":
      return t(`${F}dataType`)
    case "relation":
      return t(`${F}relation`)
    case "uri":
      return t(`${F}uri`)
    case "instructions":
      return t(`${F}instructions`)
    case "cardinality":
      return t(`${F}cardinality`)
    case "value":
      return t("catalogue:requirements.value.form")
    default:
      return field
  }
}

/** A refusal at a facet in words: "Datentyp: …" when it names one of the facet's fields. */
export const refusalText = (refusal: FacetRefusal | undefined, facet: FacetDraft, version: IfcVersion, t: T) =>
  refusal && (refusal.field === undefined ? refusal.text : `${fieldLabel(facet, refusal.field, version, t)}: ${refusal.text}`)

/**
 * The facets of one list of a requirement being edited — the conditions of its applicability, or what it
 * requires —, one card each, and a menu to add one. The same cards serve both lists; the applicability takes one
 * entity at most.
 */
export function FacetCards({
  list,
  projectId,
  facets,
  version,
  entity,
  properties,
  addable,
  emptyText,
  problemOf,
  onChange,
}: {
  list: FacetList
  projectId: number
  facets: readonly FacetDraft[]
  version: IfcVersion
  /** The IFC entity the requirement applies to, to offer its property sets first. */
  entity: string | undefined
  properties: ReadonlyMap<number, PropertyDto>
  addable: readonly FacetKind[]
  emptyText: string
  /** What to say at a facet (a problem found before sending, or the server's refusal). */
  problemOf: (facet: FacetDraft, index: number) => string | undefined
  onChange: (facets: readonly FacetDraft[]) => void
}) {
  const { t } = useT()
  const conditions = list === "applicability"
  const hasEntity = facets.some((facet) => facet.facet === "entity")
  const addLabel = t(conditions ? "catalogue:requirements.editor.addCondition" : "catalogue:requirements.editor.addFacet")
  return (
    <>
      {facets.length === 0 ? (
        <p className="bimp-pr-muted bimp-req-no-facets">{emptyText}</p>
      ) : (
        <div className="bimp-req-facets" role="list" aria-label={t(conditions ? "catalogue:requirements.editor.conditionList" : "catalogue:requirements.editor.facetList")}>
          {facets.map((facet, index) => (
            <div role="listitem" key={facet.key}>
              <FacetCard
                projectId={projectId}
                list={list}
                facet={facet}
                index={index}
                version={version}
                entity={entity}
                property={facet.ptyId === null ? undefined : properties.get(facet.ptyId)}
                problem={problemOf(facet, index)}
                onChange={(next) => onChange(facets.map((candidate) => (candidate.key === facet.key ? next : candidate)))}
                onRemove={() => onChange(facets.filter((candidate) => candidate.key !== facet.key))}
              />
            </div>
          ))}
        </div>
      )}
      <PopoverNext
        placement="bottom-start"
        // The new card's fields are where the user goes next: closing must not pull focus back to this button
        // (it did, a moment after the user had started typing into the new card, closing its suggestions).
        shouldReturnFocusOnClose={false}
        content={
          <Menu aria-label={addLabel}>
            {addable.map((kind) => (
              <MenuItem
                key={kind}
                text={t(`catalogue:requirements.facetKinds.${kind}`)}
                label={t(`catalogue:requirements.facetHelp.${kind}`)}
                disabled={conditions && kind === "entity" && hasEntity}
                onClick={() => onChange([...facets, newFacet(kind)])}
              />
            ))}
          </Menu>
        }
      >
        <Button icon={<PlusIcon />} text={addLabel} className="bimp-req-add-facet" />
      </PopoverNext>
    </>
  )
}
